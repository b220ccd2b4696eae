import UIKit

// A photo library grid as iOS 14+ apps write it (after WWDC's "Advances in diffable data
// sources" and "Modern cell configuration"): a diffable data source over photo IDs, cells
// made through a CellRegistration that reads the photo from the store, an All/Favorites
// filter in the navigation bar that applies a snapshot of fewer items, and a tap that
// toggles a photo's favourite and reconfigures just that item (or, while filtered to
// favourites, takes it out of the grid).
public struct LibraryPhoto: Identifiable {
    public let id: Int
    public var title: String
    public var isFavorite: Bool
    public var image: UIImage?
}

public class LibraryPhotoCell: UICollectionViewCell {
    public let imageView = UIImageView()
    public let titleLabel = UILabel()
    public let favoriteBadge = UILabel()
    public private(set) var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)

        titleLabel.font = .systemFont(ofSize: 11)
        titleLabel.textColor = .white
        titleLabel.frame = CGRect(x: 4, y: contentView.bounds.height - 18, width: contentView.bounds.width - 8, height: 14)
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        contentView.addSubview(titleLabel)

        favoriteBadge.text = "♥"
        favoriteBadge.textColor = .systemPink
        favoriteBadge.frame = CGRect(x: contentView.bounds.width - 22, y: 4, width: 18, height: 18)
        favoriteBadge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        favoriteBadge.isHidden = true
        contentView.addSubview(favoriteBadge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        favoriteBadge.isHidden = true
        reuseCount += 1
    }
}

public class PhotoLibraryViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case main
    }

    public enum Filter: Int {
        case all
        case favorites
    }

    public private(set) var collectionView: UICollectionView!
    public let filterControl = UISegmentedControl(items: ["All", "Favorites"])
    public private(set) var filter = Filter.all
    public private(set) var photos: [LibraryPhoto.ID: LibraryPhoto] = [:]
    /// How many times the cell registration configured a cell.
    public private(set) var cellConfigurations = 0

    private var photoOrder: [LibraryPhoto.ID] = []
    private var dataSource: UICollectionViewDiffableDataSource<Section, LibraryPhoto.ID>!
    private let spacing: CGFloat = 2
    private let columns: CGFloat = 3

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .systemBackground
        loadPhotos()
        configureHierarchy()
        configureDataSource()
        applySnapshot(animatingDifferences: false)

        filterControl.selectedSegmentIndex = Filter.all.rawValue
        filterControl.addTarget(self, action: PhotoLibraryViewController.filterChanged, for: .valueChanged)
        navigationItem.titleView = filterControl
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = ((view.bounds.width - spacing * (columns - 1)) / columns).rounded(.down)
        if layout.itemSize.width != side {
            layout.itemSize = CGSize(width: side, height: side)
        }
    }

    private func loadPhotos() {
        let swatch = UIImage(named: "swatch")
        let library = (0..<120).map { index in
            LibraryPhoto(id: index, title: "IMG_\(1000 + index)", isFavorite: index % 7 == 0, image: swatch)
        }
        photos = Dictionary(uniqueKeysWithValues: library.map { ($0.id, $0) })
        photoOrder = library.map(\.id)
    }

    private func configureHierarchy() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<LibraryPhotoCell, LibraryPhoto.ID> {
            [weak self] cell, indexPath, photoID in
            guard let self = self, let photo = self.photos[photoID] else { return }
            cell.imageView.image = photo.image
            cell.titleLabel.text = photo.title
            cell.favoriteBadge.isHidden = !photo.isFavorite
            self.cellConfigurations += 1
        }

        dataSource = UICollectionViewDiffableDataSource<Section, LibraryPhoto.ID>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, photoID: LibraryPhoto.ID) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photoID)
        }
    }

    private func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, LibraryPhoto.ID>()
        snapshot.appendSections([.main])
        let shown = photoOrder.filter { filter == .all || photos[$0]?.isFavorite == true }
        snapshot.appendItems(shown, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func filterChanged(_ sender: UISegmentedControl) {
        filter = Filter(rawValue: sender.selectedSegmentIndex) ?? .all
        applySnapshot()
    }

    public func toggleFavorite(_ photoID: LibraryPhoto.ID) {
        guard var photo = photos[photoID] else { return }
        photo.isFavorite.toggle()
        photos[photoID] = photo

        var snapshot = dataSource.snapshot()
        if filter == .favorites && !photo.isFavorite {
            snapshot.deleteItems([photoID])
        } else {
            snapshot.reconfigureItems([photoID])
        }
        dataSource.apply(snapshot)
    }

    public func photoID(at indexPath: IndexPath) -> LibraryPhoto.ID? {
        return dataSource.itemIdentifier(for: indexPath)
    }

    // MARK: UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let photoID = dataSource.itemIdentifier(for: indexPath) else { return }
        toggleFavorite(photoID)
    }
}
