import Foundation

/// Hears ahead of time which rows a table view will soon show, to start loading their
/// data before `cellForRowAt` asks for it, as UIKit's `UITableViewDataSourcePrefetching`.
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come on screen, nearest first: start loading what their cells show.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows told to prefetch that are no longer about to come on screen (the scroll turned
    /// back or jumped away): loading them may stop. Optional.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// Tells the prefetch data source of the rows one visible height ahead of the way the
    /// content moves (`PrefetchTracker`), after the visible cells are shown.
    func updatePrefetching() {
        guard let prefetchDataSource, rowCounts != nil, !prefetching.isTelling else { return }
        prefetching.isTelling = true
        defer { prefetching.isTelling = false }
        let visible = bounds
        let region = prefetching.region(visible: visible, contentSize: contentSize)
        let geometry = loadedGeometry
        let rows = geometry.indexPathsForRows(meeting: region.minY, region.maxY).map { ($0, geometry.rectForRow(at: $0)) }
        let (prefetch, cancel) = prefetching.update(inRegion: rows, shown: Set(shownCells.keys), visible: visible)
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }
}
