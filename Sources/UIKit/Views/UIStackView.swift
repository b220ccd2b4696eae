import Foundation

/// A row or column of views, as UIKit's: its arranged subviews are laid out one after the
/// other along `axis`, `spacing` points apart, sized by `distribution` along the axis and
/// by `alignment` across it. Hidden arranged views take no space.
///
/// The stack lays out by frames, not through the Auto Layout engine (UIKit's makes
/// constraints; the arranged views' own constraints are not read): an arranged view's wanted size is its
/// `intrinsicContentSize` on each axis that has one, else the size the app gave its frame,
/// which then counts as an intrinsic size would, with the view's hugging and compression
/// priorities (a stretch the stack gave it is not a wish: it shrinks back). After changing
/// such a frame, call the stack's `setNeedsLayout()`, as after changing a constraint. The
/// stack view's own `intrinsicContentSize` (and `sizeThatFits`) is the size holding them
/// all as its distribution lays them out, so stacks nest and `sizeToFit` works.
open class UIStackView: UIView {
    /// How arranged views are sized along the axis.
    public enum Distribution: Int, Sendable {
        /// Their wanted lengths; the room left over goes to the view that hugs least (the
        /// first of several that tie), the room missing is taken from those that resist
        /// compression least (the last of several that tie first).
        case fill = 0
        /// All the same length.
        case fillEqually = 1
        /// Lengths in proportion to the wanted ones, filling the stack.
        case fillProportionally = 2
        /// Their wanted lengths, the room left over shared equally between neighbours.
        case equalSpacing = 3
        /// Their wanted lengths, their centres equally far apart.
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
    /// For arranged views sized by their frame: the size they want (their frame's size
    /// when arranged, or as the app last set it) and the size the stack last gave them. A
    /// size the stack gave is not a wish: a view stretched once shrinks back.
    private var frameSizes: [ObjectIdentifier: (wanted: CGSize, given: CGSize)] = [:]

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
    /// if it is not one; an arranged view already there moves.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops laying out `view`; it stays a subview (as UIKit's), so remove it from the
    /// superview too to take it away.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        frameSizes[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the space after `arrangedSubview` to the next, in points, in place of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementChanged()
    }

    /// The space after `arrangedSubview`: its custom spacing, else `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // A view taken out of the stack's subviews is no longer arranged (as UIKit's).
        removeArrangedSubview(subview)
    }

    override open func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementChanged() }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return }
        let area = arrangementArea
        let horizontal = axis == .horizontal
        let layout = StackLayout(distribution: distribution, alignment: alignment)
        let slots = layout.slots(for: items(visible), length: horizontal ? area.width : area.height,
                                 crossLength: horizontal ? area.height : area.width)
        for (view, slot) in zip(visible, slots) {
            // Edges rounded to device pixels, so neighbours meet without a seam or overlap.
            let start = roundedToPixel(slot.start), end = roundedToPixel(slot.start + slot.length)
            let crossStart = roundedToPixel(slot.crossStart), crossEnd = roundedToPixel(slot.crossStart + slot.crossLength)
            let frame = horizontal
                ? CGRect(x: area.minX + start, y: area.minY + crossStart, width: end - start, height: crossEnd - crossStart)
                : CGRect(x: area.minX + crossStart, y: area.minY + start, width: crossEnd - crossStart, height: end - start)
            view.bounds.size = frame.size
            let anchor = view.anchorPoint
            view.center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
            if let sizes = frameSizes[ObjectIdentifier(view)] {
                frameSizes[ObjectIdentifier(view)] = (sizes.wanted, frame.size)
            }
        }
    }

    /// The size holding the arranged views at their wanted sizes with their spacings (and
    /// the layout margins when the arrangement is inside them), in points.
    override open var intrinsicContentSize: CGSize {
        let fit = StackLayout.fittingLengths(of: items(arrangedSubviews.filter { !$0.isHidden }), distribution: distribution)
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let size = axis == .horizontal ? CGSize(width: fit.along, height: fit.across)
            : CGSize(width: fit.across, height: fit.along)
        return CGSize(width: size.width + margins.left + margins.right, height: size.height + margins.top + margins.bottom)
    }

    /// The stack's `intrinsicContentSize`, whatever `size` is offered.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The bounds, or the part inside the layout margins (empty, not inverted, when the
    /// margins are wider than the bounds).
    private var arrangementArea: CGRect {
        guard isLayoutMarginsRelativeArrangement else { return bounds }
        let m = layoutMargins
        return CGRect(x: bounds.minX + m.left, y: bounds.minY + m.top,
                      width: max(0, bounds.width - m.left - m.right), height: max(0, bounds.height - m.top - m.bottom))
    }

    /// An arranged view was hidden or shown: the others close up or make room.
    override func subviewVisibilityDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementChanged()
    }

    /// An arranged view's wanted size changed: the stack's own size follows it.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { invalidateIntrinsicContentSize() }
    }

    /// The size `view` wants from its frame: the one the app gave it, not the stack.
    private func wantedFrameSize(of view: UIView) -> CGSize {
        let id = ObjectIdentifier(view), current = view.bounds.size
        if let sizes = frameSizes[id], sizes.given == current { return sizes.wanted }
        frameSizes[id] = (current, current)
        return current
    }

    private func arrangementChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The layout's view of `views`: wanted sizes (intrinsic, else the frame's), the
    /// priorities along the axis, and the spacing after each.
    private func items(_ views: [UIView]) -> [StackLayout.Item] {
        let horizontal = axis == .horizontal
        return views.map { view in
            let intrinsic = view.intrinsicContentSize
            let framed = wantedFrameSize(of: view)
            let width = intrinsic.width != UIView.noIntrinsicMetric ? intrinsic.width : framed.width
            let height = intrinsic.height != UIView.noIntrinsicMetric ? intrinsic.height : framed.height
            return StackLayout.Item(
                length: horizontal ? width : height, crossLength: horizontal ? height : width,
                hugging: view.contentHuggingPriority(for: axis).rawValue,
                compressionResistance: view.contentCompressionResistancePriority(for: axis).rawValue,
                spacingAfter: customSpacing(after: view))
        }
    }
}
