import Foundation

// What the renderer and damage tracking read: the presented value of each animated
// property while an animation runs, else the model value.
extension UIView {
    var renderBounds: CGRect { presented?.bounds ?? storedBounds }
    var renderCenter: CGPoint { presented?.center ?? storedCenter }
    var renderTransform: CGAffineTransform { presented?.transform ?? storedTransform }
    var renderAlpha: CGFloat { presented?.alpha ?? alpha }
    var renderBackgroundColor: UIColor? {
        if let override = presented?.backgroundColor { return override }
        return backgroundColor
    }

    /// Maps this view's coordinates to its superview's as shown on screen.
    var renderTransformToSuperview: CGAffineTransform {
        guard presented != nil else { return transformToSuperview }
        return UIView.transformToSuperview(bounds: renderBounds, center: renderCenter, transform: renderTransform)
    }

    /// The on-screen geometry and appearance, as `layer.presentation()` gives on iOS:
    /// mid-animation values while animations run, the model values otherwise.
    public var presentation: Presentation {
        Presentation(bounds: renderBounds, center: renderCenter, transform: renderTransform,
                     alpha: renderAlpha, backgroundColor: renderBackgroundColor)
    }

    /// A view's on-screen values.
    public struct Presentation {
        /// The bounds shown, in points.
        public let bounds: CGRect
        /// The centre shown, in the superview's points.
        public let center: CGPoint
        /// The transform shown.
        public let transform: CGAffineTransform
        /// The opacity shown, 0...1.
        public let alpha: CGFloat
        /// The background colour shown.
        public let backgroundColor: UIColor?
        /// The frame shown, in the superview's points.
        public var frame: CGRect {
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
    }

    func modelValue(of property: AnimatedProperty) -> Any {
        switch property {
        case .bounds: return storedBounds
        case .center: return storedCenter
        case .transform: return storedTransform
        case .alpha: return alpha
        case .backgroundColor: return backgroundColor as Any
        }
    }

    func presentedValue(of property: AnimatedProperty) -> Any {
        switch property {
        case .bounds: return renderBounds
        case .center: return renderCenter
        case .transform: return renderTransform
        case .alpha: return renderAlpha
        case .backgroundColor: return renderBackgroundColor as Any
        }
    }

    /// Shows `value` for `property` (nil: the model value again), recording the damage.
    func setPresented(_ property: AnimatedProperty, _ value: Any?) {
        invalidateRendering()
        var p = presented ?? PresentedValues()
        switch property {
        case .bounds: p.bounds = value as? CGRect
        case .center: p.center = value as? CGPoint
        case .transform: p.transform = value as? CGAffineTransform
        case .alpha: p.alpha = value as? CGFloat
        case .backgroundColor: p.backgroundColor = value.map { $0 as? UIColor }
        }
        presented = p.isEmpty ? nil : p
        invalidateRendering()
        if property != .alpha && property != .backgroundColor { invalidateExtentInAncestors() }
    }

    static func interpolate(_ property: AnimatedProperty, from: Any, to: Any, fraction t: CGFloat) -> Any {
        switch property {
        case .bounds: return (from as! CGRect).interpolated(to: to as! CGRect, fraction: t)
        case .center: return (from as! CGPoint).interpolated(to: to as! CGPoint, fraction: t)
        case .transform: return (from as! CGAffineTransform).interpolated(to: to as! CGAffineTransform, fraction: t)
        case .alpha: return (from as! CGFloat).interpolated(to: to as! CGFloat, fraction: t)
        case .backgroundColor: return (from as? UIColor).interpolated(to: to as? UIColor, fraction: t) as Any
        }
    }
}
