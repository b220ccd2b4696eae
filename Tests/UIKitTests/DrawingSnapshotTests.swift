import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshot tests of views drawing with UIBezierPath and CGContext paths in `draw(_:)`,
/// against references in __Snapshots__/DrawingSnapshotTests.
final class DrawingSnapshotTests: XCTestCase {
    /// A view drawing the shapes iOS code draws: a rounded card, a star (even-odd), a pie
    /// wedge, a dashed circle, a curved arrow with a round cap, and joins side by side.
    final class ShapesView: UIView {
        override func draw(_ rect: CGRect) {
            guard let c = UIGraphicsGetCurrentContext() else { return }
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 8, y: 8, width: 60, height: 40), cornerRadius: 10).fill()

            let star = DrawingSnapshotTests.star(centre: CGPoint(x: 110, y: 30), radius: 22)
            star.usesEvenOddFillRule = true
            UIColor.systemOrange.setFill()
            star.fill()

            c.saveGState()
            c.translateBy(x: 170, y: 30)
            c.rotate(by: .pi / 8)
            c.setFillColor(UIColor.systemGreen.cgColor)
            c.move(to: .zero)
            c.addArc(center: .zero, radius: 22, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
            c.closePath()
            c.fillPath()
            c.restoreGState()

            let dashed = UIBezierPath(ovalIn: CGRect(x: 10, y: 62, width: 50, height: 50))
            dashed.lineWidth = 3
            dashed.setLineDash([8, 5], count: 2, phase: 0)
            dashed.lineCapStyle = .round
            UIColor.systemRed.setStroke()
            dashed.stroke()

            let arrow = UIBezierPath()
            arrow.move(to: CGPoint(x: 80, y: 105))
            arrow.addCurve(to: CGPoint(x: 140, y: 70), controlPoint1: CGPoint(x: 90, y: 60), controlPoint2: CGPoint(x: 120, y: 110))
            arrow.addQuadCurve(to: CGPoint(x: 150, y: 100), controlPoint: CGPoint(x: 160, y: 80))
            arrow.lineWidth = 5
            arrow.lineCapStyle = .round
            UIColor.purple.setStroke()
            arrow.stroke()

            for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
                c.setLineJoin(join)
                c.setLineWidth(6)
                c.setStrokeColor(UIColor.darkGray.cgColor)
                let x = 168 + CGFloat(i) * 22
                c.addLines(between: [CGPoint(x: x, y: 110), CGPoint(x: x + 8, y: 72), CGPoint(x: x + 16, y: 110)])
                c.strokePath()
            }
        }
    }

    /// A five-pointed star drawn in one stroke (its middle wound twice), a tip at the top.
    static func star(centre: CGPoint, radius: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
    }

    func testShapesDrawnInDrawRect() {
        let view = ShapesView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        view.backgroundColor = .white
        assertSnapshot(of: view, named: "shapes")
        assertSnapshot(of: view, scale: 2, named: "shapes@2x")
    }
}
