import UIKit

// Photos grouped by month as Apple's "Modern Collection Views" sample lays them out: a
// compositional layout of three square thumbnails a row, each section with a pinned
// header sized `.estimated(44)` that a label fills, a diffable data source with cell and
// supplementary registrations.
public class MonthHeaderView: UICollectionReusableView {
    public static let elementKind = "month-header"
    public let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

public class PhotoSectionsViewController: UIViewController {
    public let months = ["January", "February", "March"]
    public let photosPerMonth = 10
    public var thumbnail: UIImage?
    public var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<String, Int>! = nil

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalWidth(1.0 / 3.0))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: MonthHeaderView.elementKind, alignment: .top)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader]

        return UICollectionViewCompositionalLayout(section: section)
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Int> { [weak self] cell, indexPath, identifier in
            cell.imageView.image = self?.thumbnail
            cell.tag = identifier
        }
        dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }

        let headerRegistration = UICollectionView.SupplementaryRegistration<MonthHeaderView>(
            elementKind: MonthHeaderView.elementKind) { [weak self] supplementaryView, elementKind, indexPath in
            supplementaryView.label.text = self?.months[indexPath.section]
        }
        dataSource.supplementaryViewProvider = { view, kind, index in
            return self.collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: index)
        }

        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for (index, month) in months.enumerated() {
            snapshot.appendSections([month])
            snapshot.appendItems(Array(index * photosPerMonth..<(index + 1) * photosPerMonth))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
