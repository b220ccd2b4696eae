import Foundation

/// A spatial index of one view's subviews, so drawing a view with thousands of subviews
/// visits only those that can show: a frame costs what is visible, not what exists.
///
/// Subviews are sorted by the top of the area they draw (in the parent's coordinates);
/// a running maximum of their bottoms makes the first subview that can reach a query's
/// top a binary search, and the first that starts below its bottom another. Only views
/// with many subviews get one (`UIView.subviewIndexThreshold`); it is rebuilt lazily
/// after any subview's geometry, visibility or order changes.
final class SubviewIndex {
    /// Subview positions (in `subviews`), sorted by the top of their extent.
    private var order: [Int] = []
    /// The extents, in the same sorted order, in the parent's coordinates.
    private var extents: [CGRect] = []
    /// `runningMaxY[i]` is the largest bottom among `extents[0...i]`.
    private var runningMaxY: [CGFloat] = []

    init(of view: UIView) {
        let subviews = view.subviews
        var entries: [(CGRect, Int)] = []
        entries.reserveCapacity(subviews.count)
        for (i, sub) in subviews.enumerated() {
            let local = sub.clipsToBounds ? sub.renderBounds : sub.subtreeExtent(clipping: false)
            entries.append((local.applying(sub.renderTransformToSuperview), i))
        }
        entries.sort { $0.0.minY < $1.0.minY || ($0.0.minY == $1.0.minY && $0.1 < $1.1) }
        order = entries.map(\.1)
        extents = entries.map(\.0)
        var running = -CGFloat.infinity
        runningMaxY = extents.map { running = max(running, $0.maxY); return running }
    }

    /// The positions (ascending, i.e. back to front) of the subviews whose extent meets
    /// `rect` (parent coordinates). Reuses `result`'s storage.
    func subviews(meeting rect: CGRect, into result: inout [Int]) {
        result.removeAll(keepingCapacity: true)
        // First sorted entry that can reach down to rect.minY; runningMaxY is nondecreasing.
        var lo = 0, hi = runningMaxY.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runningMaxY[mid] > rect.minY { hi = mid } else { lo = mid + 1 }
        }
        let start = lo
        // First sorted entry starting at or below rect.maxY.
        lo = start; hi = extents.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if extents[mid].minY < rect.maxY { lo = mid + 1 } else { hi = mid }
        }
        for i in start..<lo where extents[i].maxY > rect.minY && extents[i].intersects(rect) {
            result.append(order[i])
        }
        result.sort()
    }
}

extension UIView {
    /// Views with at least this many subviews keep a `SubviewIndex` for drawing (ours:
    /// below it a plain loop over the subviews is as fast).
    static let subviewIndexThreshold = 64

    /// False draws every view by visiting all its subviews (tests compare both ways).
    nonisolated(unsafe) static var usesSubviewIndex = true

    /// The subviews' index, built on demand; nil for views with few subviews.
    var drawingIndex: SubviewIndex? {
        guard UIView.usesSubviewIndex, subviews.count >= UIView.subviewIndexThreshold else { return nil }
        if let index = storedSubviewIndex { return index }
        let index = SubviewIndex(of: self)
        storedSubviewIndex = index
        return index
    }

    /// Something changed what this view's subtree covers in its superview: the indexes of
    /// its ancestors are stale, up to the first that clips (its extent is its bounds).
    func invalidateExtentInAncestors() {
        var view = superview
        while let v = view {
            v.storedSubviewIndex = nil
            if v.clipsToBounds { return }
            view = v.superview
        }
    }

    /// This view's subviews changed (added, removed, reordered).
    func invalidateOwnSubviewIndex() {
        storedSubviewIndex = nil
        storedLayer?.subviewsDidChange()
        invalidateExtentInAncestors()
    }
}
