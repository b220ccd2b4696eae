import Foundation

/// The view of one item of a collection view, as UIKit's `UICollectionViewCell`: put its
/// content in `contentView`; `backgroundView` sits behind, and `selectedBackgroundView`
/// shows between them while the cell is selected or highlighted.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes into; it fills the cell.
    public let contentView = UIView()

    /// A view behind everything else, filling the cell (nil: none).
    open var backgroundView: UIView? {
        didSet { replaceBackmostSubview(oldValue, with: backgroundView) }
    }

    /// A view shown above `backgroundView` and below `contentView` while the cell is
    /// selected or highlighted, filling the cell (nil: none).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                if let backgroundView, backgroundView.superview === self {
                    insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
                } else {
                    insertSubview(selectedBackgroundView, at: 0)
                }
            }
            updateSelectedBackground()
            setNeedsLayout()
        }
    }

    /// True while the item is selected; the collection view sets it (set it yourself only
    /// to change the look, as on iOS: selection is the collection view's).
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground() } }
    }

    /// True while a touch is down on the item, before it selects.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
    }

    /// A cell covering `frame`, its content view filling it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The size the cell's `contentView` asks for, as UIKit's cells fit themselves: its
    /// constraints solved with its size pulled towards `targetSize` at the priorities
    /// given; a content view without constraints fits as any view.
    override open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.hasConstraintsInSubtree else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                   verticalFittingPriority: verticalFittingPriority)
    }

    /// Resets the highlight and selection the last item left, as UIKit's does (the
    /// collection view sets selection again for the new item).
    override open func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

extension UIView {
    /// Puts `new` behind every subview in place of `old` (a background view), and lays out
    /// again to size it.
    func replaceBackmostSubview(_ old: UIView?, with new: UIView?) {
        guard new !== old else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }
}
