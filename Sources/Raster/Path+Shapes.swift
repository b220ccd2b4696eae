import Foundation

extension Path {
    /// The distance of a quarter circle's cubic control points from its ends, as a share of
    /// the radius: 4/3·tan(π/8), which puts the curve's midpoint on the circle (off it by at
    /// most 0.027 % of the radius elsewhere).
    static let quarterArcHandle = 4.0 / 3.0 * tan(Double.pi / 8)

    /// Adds `rect` as a closed subpath, clockwise on screen (y down): top-left, top-right,
    /// bottom-right, bottom-left.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves,
    /// starting at the right-hand point and running clockwise on screen.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let k = CGFloat(Path.quarterArcHandle)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a rectangle with circular corners of `cornerRadius` points (clamped to half the
    /// shorter side) as a closed subpath, clockwise on screen.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0 else { addRect(r); return }
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        let half = CGFloat.pi / 2
        addArc(center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
               startAngle: -half, endAngle: 0, clockwise: true)
        addArc(center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
               startAngle: 0, endAngle: half, clockwise: true)
        addArc(center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
               startAngle: half, endAngle: .pi, clockwise: true)
        addArc(center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
               startAngle: .pi, endAngle: 3 * half, clockwise: true)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` with `radius` (points) from `startAngle`
    /// to `endAngle` (radians from +x, positive towards +y), as UIKit's
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: `clockwise` (on a y-down
    /// screen) sweeps towards larger angles. A line joins the current point to the arc's
    /// start; without a current point the arc starts a subpath. Sweeps over a full turn
    /// draw one full circle.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                                clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = abs(radius)
        let start = CGPoint(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        guard sweep != 0, r > 0 else { return }
        // Pieces of at most a quarter turn, each one cubic.
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let handle = 4 / 3 * tan(step / 4) * r
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
            let p1 = CGPoint(x: center.x + r * cos(a1), y: center.y + r * sin(a1))
            addCurve(to: p1, control1: CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0)),
                     control2: CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1)))
            a0 = a1
        }
    }
}
