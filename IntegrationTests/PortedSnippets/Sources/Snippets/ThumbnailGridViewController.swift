import UIKit

// A thumbnail grid that loads ahead of the scroll, as Apple's "Prefetching collection view
// data" sample and photo apps write it: the controller is its collection view's
// prefetchDataSource, starts making thumbnails for the items it is told of, forgets the
// ones cancelled, and cellForItemAt takes a thumbnail from the cache when it is there.
public class ThumbnailGridViewController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    public let count = 600
    /// Thumbnails made, by item.
    public private(set) var cache: [Int: UIImage] = [:]
    /// Items whose thumbnail is being made (prefetched and not yet shown or cancelled).
    public private(set) var loading: Set<Int> = []
    /// Cells that had to make their thumbnail on the spot: nothing prefetched it.
    public private(set) var cacheMisses = 0
    public private(set) var cancelledCount = 0

    public init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 5
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.prefetchDataSource = self
    }

    private func makeThumbnail(for item: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let shade = CGFloat(item % 10) / 10
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { context in
            UIColor(red: shade, green: 0.5, blue: 1 - shade, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return count
    }

    public override func collectionView(_ collectionView: UICollectionView,
                                        cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier,
                                                      for: indexPath) as! PhotoCell
        let item = indexPath.item
        loading.remove(item)
        if let thumbnail = cache[item] {
            cell.imageView.image = thumbnail
        } else {
            cacheMisses += 1
            let thumbnail = makeThumbnail(for: item)
            cache[item] = thumbnail
            cell.imageView.image = thumbnail
        }
        return cell
    }

    // MARK: UICollectionViewDataSourcePrefetching

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where cache[indexPath.item] == nil {
            loading.insert(indexPath.item)
            cache[indexPath.item] = makeThumbnail(for: indexPath.item)
        }
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where loading.remove(indexPath.item) != nil {
            cache[indexPath.item] = nil
            cancelledCount += 1
        }
    }
}
