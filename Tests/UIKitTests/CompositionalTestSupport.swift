import XCTest
@testable import UIKit

/// A compositional layout's container of `width` by `height` points, no insets.
func compositionalContainer(_ width: CGFloat, _ height: CGFloat) -> CompositionalLayoutContainer {
    CompositionalLayoutContainer(contentSize: CGSize(width: width, height: height), contentInsets: .zero)
}

/// `counts[s]` items in each section s: cells dequeued as "cell", supplementary views of
/// every kind as "header", tagged 100 + their section.
final class CompositionalSource: UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.tag = 100 + indexPath.section
        return view
    }
}

extension HeadlessHost {
    /// A collection view over the window laid out by `layout` showing `source` (which the
    /// caller keeps: the collection view holds it weakly), cells of `cellClass`, plain
    /// reusable views for the supplementary `kinds`; laid out once.
    func showCollection(_ layout: UICollectionViewLayout, source: CompositionalSource,
                        cellClass: UICollectionViewCell.Type = UICollectionViewCell.self,
                        kinds: [String] = []) -> UICollectionView {
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(cellClass, forCellWithReuseIdentifier: "cell")
        for kind in kinds {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return collection
    }
}
