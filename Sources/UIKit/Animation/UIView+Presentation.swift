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
        return UIView.transformToSuperview(bounds: renderBounds, center: renderCenter, transform: renderTransform,
                                           anchor: anchorPoint)
    }

    /// The on-screen geometry and appearance, as `layer.presentation()` gives on iOS:
    /// mid-animation values while animations run, the model values otherwise.
    public var presentation: Presentation {
        var shown = Presentation(bounds: renderBounds, center: renderCenter, transform: renderTransform,
                                 alpha: renderAlpha, backgroundColor: renderBackgroundColor)
        shown.anchorPoint = anchorPoint
        return shown
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
        /// The layer's anchor point the centre holds (unit coordinates).
        public internal(set) var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        /// The frame shown, in the superview's points.
        public var frame: CGRect {
            let local = CGRect(x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y,
                               width: bounds.width, height: bounds.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
    }

    func modelValue(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: return .bounds(storedBounds)
        case .center: return .center(storedCenter)
        case .transform: return .transform(storedTransform)
        case .alpha: return .alpha(alpha)
        case .backgroundColor: return .backgroundColor(backgroundColor)
        case .cornerRadius: return .cornerRadius(storedLayer?.cornerRadius ?? 0)
        }
    }

    func presentedValue(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: return .bounds(renderBounds)
        case .center: return .center(renderCenter)
        case .transform: return .transform(renderTransform)
        case .alpha: return .alpha(renderAlpha)
        case .backgroundColor: return .backgroundColor(renderBackgroundColor)
        case .cornerRadius: return .cornerRadius(presented?.cornerRadius ?? storedLayer?.cornerRadius ?? 0)
        }
    }

    /// Shows `value` on screen in place of its property's model value, recording the damage.
    func setPresented(_ value: AnimatedValue) {
        updatePresented(value.property) { p in
            switch value {
            case let .bounds(v): p.bounds = v
            case let .center(v): p.center = v
            case let .transform(v): p.transform = v
            case let .alpha(v): p.alpha = v
            case let .backgroundColor(v): p.backgroundColor = .some(v)
            case let .cornerRadius(v): p.cornerRadius = v
            }
        }
    }

    /// Shows the model value of `property` again, recording the damage.
    func clearPresented(_ property: AnimatedProperty) {
        updatePresented(property) { p in
            switch property {
            case .bounds: p.bounds = nil
            case .center: p.center = nil
            case .transform: p.transform = nil
            case .alpha: p.alpha = nil
            case .backgroundColor: p.backgroundColor = nil
            case .cornerRadius: p.cornerRadius = nil
            }
        }
    }

    private func updatePresented(_ property: AnimatedProperty, _ change: (inout PresentedValues) -> Void) {
        invalidateRendering()
        var p = presented ?? PresentedValues()
        change(&p)
        presented = p.isEmpty ? nil : p
        // A shadow cast from the rounded shape is cast again.
        if property == .cornerRadius { storedLayer?.noteContentChange() }
        invalidateRendering()
        if property != .alpha && property != .backgroundColor && property != .cornerRadius { invalidateExtentInAncestors() }
    }
}
