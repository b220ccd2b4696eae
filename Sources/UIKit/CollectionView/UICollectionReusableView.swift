import Foundation

/// A view a collection view shows for one of its elements and recycles when the element
/// scrolls away, as UIKit's `UICollectionReusableView` (the base of cells, headers and
/// footers). Register a subclass with the collection view and get instances from its
/// dequeue methods; never make them yourself.
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued under.
    public var reuseIdentifier: String? { reuseKey?.identifier }

    /// The queue it goes back to when it scrolls away (its kind and identifier).
    var reuseKey: UICollectionView.ReuseKey?
    /// True while a collection view shows it.
    var isShownByCollectionView = false

    /// The attributes last applied by the collection view.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// A view covering `frame`; the collection view makes these from the registered class.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As on iOS, subclasses that add their own `init(frame:)` implement this too (usually
    /// with `fatalError`: there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// How the collection view makes a registered class's views: by the class's own
    /// `init(frame:)`. (Swift can only make a class from its metatype through a required
    /// initializer, and a required `init(frame:)` would not let iOS subclasses compile
    /// unchanged; this one is inherited by every subclass that overrides `init(frame:)`.)
    public required convenience init(collectionViewReuseFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called just before the view is handed out again by a dequeue: reset what the last
    /// element left (content, state). The default does nothing.
    open func prepareForReuse() {}

    /// The attributes the view would like instead of `layoutAttributes` (which the
    /// collection view passes as a copy of the ones it applied), as UIKit's: by default
    /// the same with the size `systemLayoutSizeFitting` gives when pulled towards their
    /// size at `.fittingSizeLevel` on the axes the layout lets the view choose (both for a
    /// flow layout, the estimated sides for a compositional one) and held to it on the
    /// others. A self-sizing layout (a flow layout with `estimatedItemSize`, a compositional
    /// one with `.estimated` sizes) asks views for this while their sizes are estimates.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes.size = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: layoutAttributes.fitsWidth ? .fittingSizeLevel : .required,
            verticalFittingPriority: layoutAttributes.fitsHeight ? .fittingSizeLevel : .required)
        return layoutAttributes
    }

    /// Called after the collection view applied `layoutAttributes` (frame, alpha,
    /// transform, hiding): apply custom attributes of a subclass here. Default nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called, while shown, when the collection view's layout is about to change to
    /// another. Default nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called, while shown, when the collection view's layout changed to another. Default
    /// nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
