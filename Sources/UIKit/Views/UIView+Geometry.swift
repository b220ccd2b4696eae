import Foundation

extension UIView {
    func setBounds(_ newValue: CGRect) {
        guard NonFiniteGeometry.accepts(newValue, as: "bounds", of: self) else { return }
        let new = newValue.standardized
        let old = storedBounds
        guard new != old else { return }
        willChangeAnimatable(from: .bounds(old))
        invalidateRendering()
        storedBounds = new
        invalidateRendering()
        if new.size != old.size, let state = autoLayout, state.isLayoutItem, state.translatesAutoresizingMaskIntoConstraints {
            layoutSystemInputsDidChange()
        } else if new.origin != old.origin, autoLayout?.scrollFrameGuide != nil {
            // A scroll view's frame layout guide follows the visible bounds.
            layoutSystemInputsDidChange()
        }
        // Moving the origin shifts what a non-clipping view's subviews draw in its superview.
        if new.size != old.size || (!clipsToBounds && !subviews.isEmpty) { invalidateExtentInAncestors() }
        if new.size != old.size {
            if autoresizesSubviews { resizeSubviews(withOldSize: old.size) }
            setNeedsLayout()
        }
    }

    func setCenter(_ newValue: CGPoint) {
        guard NonFiniteGeometry.accepts(newValue, as: "center", of: self) else { return }
        guard newValue != storedCenter else { return }
        willChangeAnimatable(from: .center(storedCenter))
        invalidateRendering()
        storedCenter = newValue
        invalidateRendering()
        if let state = autoLayout, state.isLayoutItem, state.translatesAutoresizingMaskIntoConstraints {
            layoutSystemInputsDidChange()
        }
        invalidateExtentInAncestors()
    }

    func setTransform(_ newValue: CGAffineTransform) {
        guard NonFiniteGeometry.accepts(newValue, as: "transform", of: self) else { return }
        guard newValue != storedTransform else { return }
        willChangeAnimatable(from: .transform(storedTransform))
        invalidateRendering()
        storedTransform = newValue
        invalidateRendering()
        invalidateExtentInAncestors()
    }

    var computedFrame: CGRect {
        let size = storedBounds.size
        let anchor = anchorPoint
        if storedTransform.isIdentity {
            return CGRect(x: storedCenter.x - size.width * anchor.x, y: storedCenter.y - size.height * anchor.y,
                          width: size.width, height: size.height)
        }
        let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    /// The layer's anchor point: the point of the bounds (unit coordinates) that sits at
    /// `center` and that the transform turns about; (0.5, 0.5) unless set on `layer`.
    var anchorPoint: CGPoint { storedLayer?.storedAnchorPoint ?? CGPoint(x: 0.5, y: 0.5) }

    func setFrame(_ newValue: CGRect) {
        guard NonFiniteGeometry.accepts(newValue, as: "frame", of: self) else { return }
        let f = newValue.standardized
        var size = f.size
        if storedTransform.isAxisAligned, !storedTransform.isIdentity {
            let sx = abs(storedTransform.a), sy = abs(storedTransform.d)
            size = CGSize(width: sx == 0 ? storedBounds.width : f.width / sx,
                          height: sy == 0 ? storedBounds.height : f.height / sy)
        } else if !storedTransform.isIdentity {
            size = storedBounds.size
        }
        bounds = CGRect(origin: storedBounds.origin, size: size)
        let anchor = anchorPoint
        center = CGPoint(x: f.minX + f.width * anchor.x, y: f.minY + f.height * anchor.y)
    }

    /// Maps this view's coordinates to its superview's (window coordinates for a window).
    var transformToSuperview: CGAffineTransform {
        UIView.transformToSuperview(bounds: storedBounds, center: storedCenter, transform: storedTransform,
                                    anchor: anchorPoint)
    }

    /// Maps a view's coordinates to its superview's: the bounds' anchor point (unit
    /// coordinates; the midpoint by default) goes to `center`, through `transform` about it.
    static func transformToSuperview(bounds b: CGRect, center: CGPoint, transform: CGAffineTransform,
                                     anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CGAffineTransform {
        let ax = anchor.x == 0.5 ? b.midX : b.minX + b.width * anchor.x
        let ay = anchor.y == 0.5 ? b.midY : b.minY + b.height * anchor.y
        if transform.isIdentity {
            return CGAffineTransform(translationX: center.x - ax, y: center.y - ay)
        }
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Maps this view's coordinates to the root of its tree (its window's coordinates when it
    /// is in a window), in points.
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: UIView? = self
        while let v = view, !(v is UIWindow && v.superview == nil) {
            t = t.concatenating(v.transformToSuperview)
            view = v.superview
        }
        return t
    }

    /// `point` in this view's coordinates converted to `view`'s (to the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformToRoot.inverted())
    }

    /// `point` in `view`'s coordinates (the window's when nil) converted to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    /// `rect` in this view's coordinates converted to `view`'s (the window's when nil): the
    /// bounding box of the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var t = transformToRoot
        if let view { t = t.concatenating(view.transformToRoot.inverted()) }
        return rect.applying(t)
    }

    /// `rect` in `view`'s coordinates (the window's when nil) converted to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        var t = view?.transformToRoot ?? .identity
        t = t.concatenating(transformToRoot.inverted())
        return rect.applying(t)
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping the frame's top-left
    /// corner in place as UIKit does (a transformed view keeps its centre).
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard storedTransform.isIdentity else {
            bounds = CGRect(origin: bounds.origin, size: size)
            return
        }
        frame = CGRect(origin: frame.origin, size: size)
    }
}
