import Foundation

/// The view properties `UIView.animate` animates.
enum AnimatedProperty: Hashable {
    case bounds, center, transform, alpha, backgroundColor
    /// The view's layer's `cornerRadius` (as iOS animates it inside animation blocks).
    case cornerRadius
}

/// A value of one animated property, typed: animations carry and interpolate these
/// without boxing (an `Any` holding a rectangle or a transform allocates on every frame).
enum AnimatedValue: Interpolatable {
    case bounds(CGRect)
    case center(CGPoint)
    case transform(CGAffineTransform)
    case alpha(CGFloat)
    case backgroundColor(UIColor?)
    case cornerRadius(CGFloat)

    /// The property this is a value of.
    var property: AnimatedProperty {
        switch self {
        case .bounds: return .bounds
        case .center: return .center
        case .transform: return .transform
        case .alpha: return .alpha
        case .backgroundColor: return .backgroundColor
        case .cornerRadius: return .cornerRadius
        }
    }

    /// Interpolates two values of the same property; a value of another property (which
    /// an animation never pairs) is taken as it is.
    func interpolated(to other: AnimatedValue, fraction t: CGFloat) -> AnimatedValue {
        switch (self, other) {
        case let (.bounds(a), .bounds(b)): return .bounds(a.interpolated(to: b, fraction: t))
        case let (.center(a), .center(b)): return .center(a.interpolated(to: b, fraction: t))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: t))
        case let (.alpha(a), .alpha(b)): return .alpha(a.interpolated(to: b, fraction: t))
        case let (.backgroundColor(a), .backgroundColor(b)): return .backgroundColor(a.interpolated(to: b, fraction: t))
        // A spring's overshoot never draws a negative radius.
        case let (.cornerRadius(a), .cornerRadius(b)): return .cornerRadius(max(0, a.interpolated(to: b, fraction: t)))
        default: return other
        }
    }
}

/// The on-screen values of a view's animated properties while animations run (Core
/// Animation's presentation layer). Properties not animating show the model value.
struct PresentedValues {
    var bounds: CGRect?
    var center: CGPoint?
    var transform: CGAffineTransform?
    var alpha: CGFloat?
    var backgroundColor: UIColor??
    var cornerRadius: CGFloat?

    var isEmpty: Bool {
        bounds == nil && center == nil && transform == nil && alpha == nil && backgroundColor == nil && cornerRadius == nil
    }
}

/// One property animation in flight on a view.
struct RunningViewAnimation {
    let id: AnimationDriver.ID
    let group: ViewAnimationGroup
    /// The driver of the host the animation runs on; gone with that host.
    weak var driver: AnimationDriver?
}

/// A value `UIView.animate` can interpolate.
protocol Interpolatable {
    /// The value a fraction `t` (0...1, beyond for springs) of the way to `other`.
    func interpolated(to other: Self, fraction t: CGFloat) -> Self
}

extension CGFloat: Interpolatable {
    func interpolated(to other: CGFloat, fraction t: CGFloat) -> CGFloat { self + (other - self) * t }
}

extension CGPoint: Interpolatable {
    func interpolated(to other: CGPoint, fraction t: CGFloat) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, fraction: t), y: y.interpolated(to: other.y, fraction: t))
    }
}

extension CGRect: Interpolatable {
    func interpolated(to other: CGRect, fraction t: CGFloat) -> CGRect {
        CGRect(x: minX.interpolated(to: other.minX, fraction: t), y: minY.interpolated(to: other.minY, fraction: t),
               width: width.interpolated(to: other.width, fraction: t),
               height: height.interpolated(to: other.height, fraction: t))
    }
}

extension CGAffineTransform: Interpolatable {
    /// Interpolates translation, rotation angle and scales separately, as Core Animation
    /// does for transforms, so a rotation turns instead of shrinking through its middle.
    func interpolated(to other: CGAffineTransform, fraction t: CGFloat) -> CGAffineTransform {
        let a = decomposed, b = other.decomposed
        var turn = b.rotation - a.rotation
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return CGAffineTransform(scaleX: a.scaleX.interpolated(to: b.scaleX, fraction: t),
                                 y: a.scaleY.interpolated(to: b.scaleY, fraction: t))
            .concatenating(CGAffineTransform(rotationAngle: a.rotation + turn * t))
            .concatenating(CGAffineTransform(translationX: a.tx.interpolated(to: b.tx, fraction: t),
                                             y: a.ty.interpolated(to: b.ty, fraction: t)))
    }

    /// Scale, then rotation, then translation that rebuild this transform (shear is not
    /// represented: UIKit code does not make sheared views).
    var decomposed: (scaleX: CGFloat, scaleY: CGFloat, rotation: CGFloat, tx: CGFloat, ty: CGFloat) {
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = atan2(b, a)
        let det = a * d - b * c
        let scaleY = scaleX == 0 ? (c * c + d * d).squareRoot() : det / scaleX
        return (scaleX, scaleY, rotation, tx, ty)
    }
}

extension Optional: Interpolatable where Wrapped == UIColor {
    /// A nil colour interpolates as transparent of the other colour's hue.
    func interpolated(to other: UIColor?, fraction t: CGFloat) -> UIColor? {
        if self == nil && other == nil { return nil }
        let from = self ?? other!.withAlphaComponent(0)
        let to = other ?? from.withAlphaComponent(0)
        return from.interpolated(to: to, fraction: t)
    }
}
