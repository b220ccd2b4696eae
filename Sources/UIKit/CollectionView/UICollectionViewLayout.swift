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

    /// Whether the collection view's bounds becoming `newBounds` (asked before they
    /// change, so `collectionView.bounds` is still the old one) needs a new layout.
    /// Default false: scrolling asks on every frame.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: `prepare()` runs again before the collection view's
    /// next layout pass, which is requested.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Where a scroll released at `velocity` (points per millisecond) comes to rest, given
    /// the offset it would come to rest at: return another to snap. Default: unchanged.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
