import Foundation

extension UIView {
    /// The colour tinted content draws in (system buttons' titles, sliders, progress bars,
    /// activity indicators): the one set on this view, else the superview's, else iOS's
    /// default, system blue. Setting it calls `tintColorDidChange()` on this view and on
    /// every descendant that inherits it; setting nil inherits again.
    public var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? UIView.defaultTintColor }
        set {
            let old = tintColor
            explicitTintColor = newValue
            if tintColor != old { propagateTintChange() }
        }
    }

    /// The tint of a view with no tint set anywhere above it: system blue.
    public static let defaultTintColor: UIColor = .systemBlue

    /// Tells this view and its inheriting descendants that their tint changed.
    func propagateTintChange() {
        tintColorDidChange()
        setNeedsDisplay()
        for sub in subviews where sub.explicitTintColor == nil { sub.propagateTintChange() }
    }
}
