import Foundation

/// A pan that starts at an edge of the window, as UIKit's
/// `UIScreenEdgePanGestureRecognizer` (the back swipe, drawers): it fails unless the
/// fingers go down within `edgeWidth` of one of `edges` and then move away from that edge;
/// after that it reports translation and velocity as a pan does.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from. Default none: set it, as on iOS.
    open var edges: UIRectEdge = []

    /// How close to the edge the fingers must go down, in points (ours: about a
    /// fingertip, what iOS's back swipe accepts).
    public static let edgeWidth: CGFloat = 20

    private var startEdge: UIRectEdge = []

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, startEdge.isEmpty {
            guard let window = touches.first?.window else {
                state = .failed
                return
            }
            let p = GestureGeometry.centroid(of: Array(touches).map(\.locationInWindow))
            let b = window.bounds
            var near: UIRectEdge = []
            if p.x - b.minX <= Self.edgeWidth { near.insert(.left) }
            if b.maxX - p.x <= Self.edgeWidth { near.insert(.right) }
            if p.y - b.minY <= Self.edgeWidth { near.insert(.top) }
            if b.maxY - p.y <= Self.edgeWidth { near.insert(.bottom) }
            startEdge = near.intersection(edges)
            if startEdge.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let t = translation(in: nil)
            // The first clear movement must lead away from the starting edge.
            if hypot(t.x, t.y) >= UIPanGestureRecognizer.hysteresis {
                let away = (startEdge.contains(.left) && t.x > abs(t.y))
                    || (startEdge.contains(.right) && -t.x > abs(t.y))
                    || (startEdge.contains(.top) && t.y > abs(t.x))
                    || (startEdge.contains(.bottom) && -t.y > abs(t.x))
                if !away {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override open func reset() {
        super.reset()
        startEdge = []
    }
}
