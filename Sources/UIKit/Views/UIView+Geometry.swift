import Foundation

extension UIView {
    func setBounds(_ newValue: CGRect) {
        let new = newValue.standardized
        let old = storedBounds
        guard new != old else { return }
        willChangeAnimatable(from: .bounds(old))
        invalidateRendering()
        storedBounds = new
        invalidateRendering()
        // Moving the origin shifts what a non-clipping view's subviews draw in its superview.
        if new.size != old.size || (!clipsToBounds && !subviews.isEmpty) { invalidateExtentInAncestors() }
        if new.size != old.size {
            if autoresizesSubviews { resizeSubviews(withOldSize: old.size) }
            setNeedsLayout()
        }
    }

    func setCenter(_ newValue: CGPoint) {
        guard newValue != storedCenter else { return }
        willChangeAnimatable(from: .center(storedCenter))
        invalidateRendering()
        storedCenter = newValue
        invalidateRendering()
        invalidateExtentInAncestors()
    }

    func setTransform(_ newValue: CGAffineTransform) {
        guard newValue != storedTransform else { return }
        willChangeAnimatable(from: .transform(storedTransform))
        invalidateRendering()
        storedTransform = newValue
        invalidateRendering()
        invalidateExtentInAncestors()
    }

    var computedFrame: CGRect {
        let size = storedBounds.size
        if storedTransform.isIdentity {
            return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                          width: size.width, height: size.height)
        }
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    func setFrame(_ newValue: CGRect) {
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
        center = CGPoint(x: f.midX, y: f.midY)
    }

    /// Maps this view's coordinates to its superview's (window coordinates for a window).
    var transformToSuperview: CGAffineTransform {
        UIView.transformToSuperview(bounds: storedBounds, center: storedCenter, transform: storedTransform)
    }

    /// Maps a view's coordinates to its superview's: the bounds' midpoint goes to `center`,
    /// through `transform` about it.
    static func transformToSuperview(bounds b: CGRect, center: CGPoint,
                                     transform: CGAffineTransform) -> CGAffineTransform {
        if transform.isIdentity {
            return CGAffineTransform(translationX: center.x - b.midX, y: center.y - b.midY)
        }
        return CGAffineTransform(translationX: -b.midX, y: -b.midY)
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
