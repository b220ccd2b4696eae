import Foundation

extension UIView {
    /// The parts of the view's frame outside its superview's safe area, plus its view
    /// controller's `additionalSafeAreaInsets` (and the bar of a navigation controller it is
    /// in), in points: zero unless the host gives the
    /// window a safe area or a controller adds to it. Scrolling does not change a scroll
    /// view's own (it is measured on the frame, as UIKit does).
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let added = owningViewController?.containerSafeAreaInsets ?? .zero
        if self === window { return window.windowSafeAreaInsets + added }
        guard let parent = superview else { return added }
        let parentInsets = parent.safeAreaInsets
        guard parentInsets != .zero else { return added }
        let safe = parent.bounds.inset(by: parentInsets)
        let rect = frame
        return UIEdgeInsets(top: max(0, min(rect.height, safe.minY - rect.minY)),
                            left: max(0, min(rect.width, safe.minX - rect.minX)),
                            bottom: max(0, min(rect.height, rect.maxY - safe.maxY)),
                            right: max(0, min(rect.width, rect.maxX - safe.maxX))) + added
    }

    /// The bounds less `safeAreaInsets`, in the view's coordinates.
    public var safeAreaLayoutFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    func propagateSafeAreaInsetsDidChange() {
        // The margins guide is measured from the safe area too (`insetsLayoutMarginsFromSafeArea`).
        if autoLayout?.safeAreaLayoutGuide != nil || autoLayout?.layoutMarginsGuide != nil { layoutSystemInputsDidChange() }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        for sub in subviews { sub.propagateSafeAreaInsetsDidChange() }
    }
}
