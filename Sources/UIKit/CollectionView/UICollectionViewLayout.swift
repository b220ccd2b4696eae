import Foundation

/// Where a collection view's elements go, as UIKit's abstract `UICollectionViewLayout`:
/// subclass it and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)` (and, with
/// headers or footers, `layoutAttributesForSupplementaryView(ofKind:at:)`).
///
/// The collection view calls `prepare()` before asking anything after the layout was
/// invalidated (`invalidateLayout()`, `reloadData()`, updates, or a bounds change the
/// layout asks for through `shouldInvalidateLayout(forBoundsChange:)`), then asks for
/// the elements in its visible rectangle on every layout pass (every scroll).
open class UICollectionViewLayout {
    /// The collection view using this layout; set when the layout is given to one.
    public internal(set) weak var collectionView: UICollectionView?

    /// True once invalidated, until the collection view has called `prepare()`.
    var needsPrepare = true
    /// The content offset adjustments of the invalidations since the last `prepare()`, in
    /// points, applied by the collection view once it prepared.
    var pendingOffsetAdjustment: CGPoint = .zero

    /// A layout not yet used by a collection view.
    public init() {}

    /// A layout from an archive: ScrollKit has no archives, so this makes the plain layout.
    public required init?(coder: NSCoder) {}

    /// The class of the attributes the layout makes (subclasses return their own).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Works out the layout; called once after each invalidation, before any question.
    /// The default does nothing.
    open func prepare() {}

    /// The size of all the content, in points; the collection view's `contentSize`.
    /// Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates,
    /// points). Default nil (no elements).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The classes registered for decoration views (the layout's own views, made without
    /// the data source), by kind.
    private(set) var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for the decoration
    /// views of `elementKind` the layout places; nil unregisters.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionViewLayout: cannot register \(viewClass) for \(elementKind) decoration views: "
                + "it is not a UICollectionReusableView subclass")
        }
        decorationClasses[elementKind] = type
        collectionView?.setNeedsLayout()
    }

    /// Whether the collection view's bounds becoming `newBounds` (asked before they
    /// change, so `collectionView.bounds` is still the old one) needs a new layout.
    /// Default false: scrolling asks on every frame.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: `invalidateLayout(with:)` with a context that
    /// invalidates everything.
    open func invalidateLayout() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout out of date for what `context` names: `prepare()` runs again
    /// before the collection view's next layout pass, which is requested, and the content
    /// then moves by the context's `contentOffsetAdjustment`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        pendingOffsetAdjustment.x += context.contentOffsetAdjustment.x
        pendingOffsetAdjustment.y += context.contentOffsetAdjustment.y
        collectionView?.setNeedsLayout()
    }

    /// Whether a cell's preferred attributes (`preferredLayoutAttributesFitting(_:)`),
    /// which differ from the ones the layout gave it, need a new layout. Default false: the
    /// layout's own sizes stand.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The invalidation for a cell's preferred attributes, when
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` said
    /// one is needed: by default a context naming the cell's item.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext()
        if originalAttributes.representedElementCategory == .cell { context.invalidateItems(at: [originalAttributes.indexPath]) }
        return context
    }

    /// True when the collection view is to ask its shown cells for their preferred
    /// attributes (`wantsPreferredAttributes(forItemAt:)` says which); the flow layout with
    /// an `estimatedItemSize`. Default false.
    var sizesItemsByTheirCells: Bool { false }

    /// Whether the cell shown for the item is to be asked for its preferred attributes
    /// now (its size is still an estimate). Default false.
    func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool { false }

    /// Whether the supplementary view shown for the element is to be asked for its
    /// preferred attributes now (its size is still an estimate). Default false.
    func wantsPreferredAttributes(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// The item's content changed (it was reconfigured): a size its cell gave is to be
    /// asked for again. Default: nothing kept, nothing to forget.
    func forgetPreferredSize(ofItemAt indexPath: IndexPath) {}

    /// An update is about to invalidate everything: the sizes cells gave follow their
    /// items to their new index paths (reloaded and deleted ones dropped) instead of being
    /// forgotten. Default: nothing kept.
    func carryPreferredSizes(through update: CollectionViewUpdate) {}

    /// Where a scroll released at `velocity` (points per millisecond) comes to rest, given
    /// the offset it would come to rest at: return another to snap. Default: unchanged.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
