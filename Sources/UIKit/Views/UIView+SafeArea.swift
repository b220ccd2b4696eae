import Foundation

extension UIView {
    /// The parts of the view's frame covered by the window's unsafe margins, in points:
    /// zero unless the host gives the window a safe area. Scrolling does not change it
    /// (it is measured on the frame, as UIKit does).
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let margins = window.windowSafeAreaInsets
        if self === window { return margins }
        guard margins != .zero, let parent = superview else { return .zero }
        let safe = window.bounds.inset(by: margins)
        let rect = parent.convert(frame, to: nil)
        return UIEdgeInsets(top: max(0, min(rect.height, safe.minY - rect.minY)),
                            left: max(0, min(rect.width, safe.minX - rect.minX)),
                            bottom: max(0, min(rect.height, rect.maxY - safe.maxY)),
                            right: max(0, min(rect.width, rect.maxX - safe.maxX)))
    }

    /// The bounds less `safeAreaInsets`, in the view's coordinates.
    public var safeAreaLayoutFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    func propagateSafeAreaInsetsDidChange() {
        safeAreaInsetsDidChange()
        for sub in subviews { sub.propagateSafeAreaInsetsDidChange() }
    }
}
