import Foundation

/// Which items a list's prefetch data source has been told to load, and what to tell it
/// as the list scrolls (`UICollectionView.prefetchDataSource`, `UITableView.prefetchDataSource`).
///
/// The region looked at is the visible rectangle with one more visible length ahead on
/// each axis the content scrolls along, ahead meaning the way the list last moved on that
/// axis (forward, down or right, before it has moved). Items in the region but not shown
/// are prefetched once, nearest first; items told to prefetch that leave the region without
/// being shown are cancelled; items that come on screen are simply forgotten (their cells'
/// own data source call takes over). A plain value: test it with numbers.
struct PrefetchTracker {
    /// Items told to prefetch, not since shown or cancelled.
    private(set) var pending: Set<IndexPath> = []
    /// True while the prefetch data source is being told: it may scroll or reload, and the
    /// layout that follows must not tell it again from inside its own call.
    var isTelling = false
    /// The visible origin at the last update, points: the way the list moves.
    private var lastOrigin: CGPoint?
    /// The way the list last moved on each axis: +1 forward, -1 back.
    private var direction = CGPoint(x: 1, y: 1)

    /// The rectangle to prefetch in, points in the content: `visible` with one visible
    /// length added ahead on each axis `contentSize` exceeds it on. Notes the movement.
    mutating func region(visible: CGRect, contentSize: CGSize) -> CGRect {
        if let last = lastOrigin {
            if visible.minX != last.x { direction.x = visible.minX > last.x ? 1 : -1 }
            if visible.minY != last.y { direction.y = visible.minY > last.y ? 1 : -1 }
        }
        lastOrigin = visible.origin
        var region = visible
        if contentSize.width > visible.width {
            region.size.width += visible.width
            if direction.x < 0 { region.origin.x -= visible.width }
        }
        if contentSize.height > visible.height {
            region.size.height += visible.height
            if direction.y < 0 { region.origin.y -= visible.height }
        }
        return region
    }

    /// What to tell the prefetch data source, given the items whose frames (points) meet
    /// the region and those shown: the items to prefetch (nearest `visible` first, then by
    /// index path) and those to cancel (in index path order).
    mutating func update(inRegion items: [(IndexPath, CGRect)], shown: Set<IndexPath>,
                         visible: CGRect) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        var wanted = Set<IndexPath>()
        var arriving: [(distance: CGFloat, indexPath: IndexPath)] = []
        for (indexPath, frame) in items where !shown.contains(indexPath) {
            wanted.insert(indexPath)
            if !pending.contains(indexPath) {
                arriving.append((PrefetchTracker.distance(of: frame, from: visible), indexPath))
            }
        }
        let cancel = pending.filter { !wanted.contains($0) && !shown.contains($0) }.sorted()
        arriving.sort { ($0.distance, $0.indexPath) < ($1.distance, $1.indexPath) }
        pending = wanted
        return (arriving.map(\.indexPath), cancel)
    }

    /// Forgets every item without cancelling any: after a reload the index paths no
    /// longer name the same items.
    mutating func forgetItems() {
        pending.removeAll()
    }

    /// Moves the items told of to their index paths after an update (`newIndexPath`: nil
    /// for one deleted, which is forgotten: its data is no longer wanted).
    mutating func carry(_ newIndexPath: (IndexPath) -> IndexPath?) {
        pending = Set(pending.compactMap(newIndexPath))
    }

    /// How far `frame` lies outside `visible`, points, along both axes added.
    static func distance(of frame: CGRect, from visible: CGRect) -> CGFloat {
        max(0, frame.minX - visible.maxX, visible.minX - frame.maxX)
            + max(0, frame.minY - visible.maxY, visible.minY - frame.maxY)
    }
}
