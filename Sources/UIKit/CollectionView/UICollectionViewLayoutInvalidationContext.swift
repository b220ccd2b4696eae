import Foundation

/// What a layout invalidation covers, as UIKit's `UICollectionViewLayoutInvalidationContext`:
/// `invalidateLayout()` passes one that invalidates everything; a self-sizing cell's
/// invalidation (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`)
/// names its item. The layout prepares again either way (`prepare()` is ScrollKit's one
/// entry point); a subclass reads the context in `invalidateLayout(with:)` to keep what it
/// may. The collection view moves its content by `contentOffsetAdjustment` once prepared.
open class UICollectionViewLayoutInvalidationContext {
    /// True for the context of `invalidateLayout()`: nothing of the old layout holds.
    public internal(set) var invalidateEverything = false

    /// True when the data source's counts changed (a reload or an update).
    public internal(set) var invalidateDataSourceCounts = false

    /// The items whose layout this invalidation changes (nil: none named).
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// How far the collection view's content offset moves once the layout is prepared
    /// again, in points (default zero): what keeps content on screen still when something
    /// above it changed size.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// A context that invalidates nothing yet.
    public init() {}

    /// Adds `indexPaths` to the items invalidated.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
