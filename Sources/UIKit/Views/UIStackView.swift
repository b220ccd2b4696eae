import Foundation

/// A row or column of views, as UIKit's: its arranged subviews are laid out one after the
/// other along `axis`, `spacing` points apart, sized by `distribution` along the axis and
/// by `alignment` across it. Hidden arranged views take no space.
///
/// As UIKit's, the stack arranges its views with Auto Layout constraints it makes and
/// holds itself (in its `constraints`, named "UISV-…"; see `UIStackView+Arrangement`): an
/// arranged view is set not to translate its autoresizing mask, and the engine sizes it
/// from its intrinsic size at its hugging and compression priorities together with any
/// constraints the app gave it (a width, a height, an aspect ratio), so a multi-line label
/// wraps at the width the stack gives it. The stack has no intrinsic size of its own: its
/// size comes out of the same constraints, so a stack pinned into a scroll view's content
/// guide or a self-sizing cell sizes them; `sizeThatFits` (and so `sizeToFit`) is its
/// `systemLayoutSizeFitting` size.
open class UIStackView: UIView {
    /// How arranged views are sized along the axis.
    public enum Distribution: Int, Sendable {
        /// Their wanted lengths (intrinsic sizes and the app's constraints); the room left
        /// over stretches the view that hugs least, the room missing is taken from those
        /// that resist compression least. In a horizontal stack a multi-line label is also
        /// pulled to the stack's width over the number of visible views, at priority 759
        /// ("UISV-text-width-disambiguation"), as UIKit's.
        case fill = 0
        /// All the same length.
        case fillEqually = 1
        /// Lengths in proportion to their intrinsic ones (equal when none has one), filling
        /// the stack, at priority 999.
        case fillProportionally = 2
        /// Their wanted lengths, the room left over shared equally between neighbours (every
        /// gap the same, at least its spacing).
        case equalSpacing = 3
        /// Their wanted lengths, their centres equally far apart (at priority 749, below
        /// compression resistance: when gaps would fall below their spacings, they keep them).
        case equalCentering = 4
    }

    /// Where arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// The stack's whole extent across the axis.
        case fill = 0
        /// Their wanted size, at the start: the left of a vertical stack, the top of a
        /// horizontal one.
        case leading = 1
        /// Their wanted size, centred.
        case center = 3
        /// Their wanted size, at the end: the right of a vertical stack, the bottom of a
        /// horizontal one.
        case trailing = 4

        /// The top, for a horizontal stack (`.leading`).
        public static let top = Alignment.leading
        /// The bottom, for a horizontal stack (`.trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The views laid out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction views follow one another (default `.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementChanged() } }
    }

    /// How arranged views are sized along the axis (default `.fill`).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementChanged() } }
    }

    /// Where arranged views sit across the axis (default `.fill`).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementChanged() } }
    }

    /// Points between neighbouring arranged views (default 0); the least gap with the
    /// spacing distributions. Negative values let neighbours overlap.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementChanged() } }
    }

    /// True lays arranged views out inside `layoutMargins` rather than the bounds
    /// (default false).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Spacings set after particular arranged views, by identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for its arrangement (held in its `constraints`).
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guides between neighbours that equal spacing and centring keep equal.
    var gapGuides: [UILayoutGuide] = []
    /// The arranged labels that were multi-line when the constraints were made.
    var multiLineLabels: Set<ObjectIdentifier> = []

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the arranged views (and as the last subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (clamped), making it a subview
    /// if it is not one; an arranged view already there moves. As UIKit's, the view no
    /// longer translates its autoresizing mask: the stack's constraints place it.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops laying out `view`; it stays a subview (as UIKit's), so remove it from the
    /// superview too to take it away.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// What `customSpacing(after:)` returns for a view with no custom spacing, and what
    /// `setCustomSpacing(_:after:)` takes to drop one: the stack's `spacing` applies
    /// (UIKit's value, the largest `Float`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Sets the space after `arrangedSubview` to the next, in points, in place of `spacing`;
    /// `UIStackView.spacingUseDefault` goes back to `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The custom space after `arrangedSubview`, in points, or `UIStackView.spacingUseDefault`
    /// when it has none (then `spacing` applies).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The space the stack leaves after `arrangedSubview`, in points.
    func spacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // A view taken out of the stack's subviews is no longer arranged (as UIKit's).
        removeArrangedSubview(subview)
    }

    override open func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        // The margins guide follows by itself; nothing to remake.
        setNeedsLayout()
    }

    /// Makes the arrangement's constraints match the arranged views and settings, changing
    /// only what differs, then UIKit's update pass.
    override open func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    /// The stack's `systemLayoutSizeFitting` size for `size` (its width and height pulled
    /// towards it as weakly as possible): the smallest that holds the arranged views, in points.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(size)
    }

    /// An arranged view was hidden or shown: the others close up or make room.
    override func subviewVisibilityDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementChanged()
    }

    /// An arranged view's intrinsic size changed: proportions read it, and a label that
    /// became multi-line (or one-line) gains or loses its width disambiguation.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        if distribution == .fillProportionally { return arrangementChanged() }
        if let label = subview as? UILabel, multiLineLabels.contains(ObjectIdentifier(label)) != (label.numberOfLines != 1) {
            arrangementChanged()
        }
    }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
