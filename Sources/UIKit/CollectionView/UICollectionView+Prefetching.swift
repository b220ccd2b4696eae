import Foundation

/// Hears ahead of time which items a collection view will soon show, to start loading
/// their data (a picture from disk or the network) before `cellForItemAt` asks for it, as
/// UIKit's `UICollectionViewDataSourcePrefetching`.
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items about to come on screen, nearest first: start loading what their cells show.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items told to prefetch that are no longer about to come on screen (the scroll turned
    /// back or jumped away): loading them may stop. Optional.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// Tells the prefetch data source of the items one visible length ahead of the way the
    /// content moves (`PrefetchTracker`), after the visible cells are shown.
    func updatePrefetching() {
        guard let prefetchDataSource, itemCounts != nil, !collectionViewLayout.needsPrepare, !prefetching.isTelling else {
            return
        }
        prefetching.isTelling = true
        defer { prefetching.isTelling = false }
        let visible = bounds
        let region = prefetching.region(visible: visible, contentSize: contentSize)
        let items = (collectionViewLayout.layoutAttributesForElements(in: region) ?? []).compactMap { a in
            a.representedElementCategory == .cell && FlowLayoutGeometry.meets(a.frame, region) ? (a.indexPath, a.frame) : nil
        }
        let (prefetch, cancel) = prefetching.update(inRegion: items, shown: Set(shownCells.keys), visible: visible)
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }
}
