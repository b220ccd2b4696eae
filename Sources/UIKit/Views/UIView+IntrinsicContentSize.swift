import Foundation

extension UIView {
    /// Tells the view's container that `intrinsicContentSize` changed, as UIKit's method:
    /// the superview is asked to lay out again (so a `layoutSubviews` that sizes its
    /// subviews from their intrinsic sizes runs next frame), and the Auto Layout engine
    /// re-solves the view's hugging and compression constraints in that pass.
    public func invalidateIntrinsicContentSize() {
        if autoLayout?.isLayoutItem == true { layoutSystemInputsDidChange() }
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// `value` (points) rounded up to the next whole device pixel of this view's screen,
    /// as UIKit rounds the sizes views report.
    func ceilingToPixel(_ value: CGFloat) -> CGFloat {
        (value * screenScale - 1e-9).rounded(.up) / screenScale
    }

    /// `value` (points) rounded to the nearest device pixel of this view's screen.
    func roundedToPixel(_ value: CGFloat) -> CGFloat {
        (value * screenScale).rounded() / screenScale
    }

    /// Device pixels per point of the screen the view is on (the main screen's when it is
    /// in no window).
    private var screenScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }
}
