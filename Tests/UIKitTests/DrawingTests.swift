import XCTest
@testable import UIKit

/// UIBezierPath, CGContext path calls and UIGraphicsImageRenderer, checked by pixels.
final class DrawingTests: XCTestCase {
    private func render(_ size: CGSize, scale: CGFloat = 1, _ body: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: body).rasterImage.bitmap
    }

    func testRendererMakesAnImageOfSizeTimesScale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10.5, height: 4), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 2; return f
        }()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
        }
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 10.5, height: 4))
        let bitmap = image.rasterImage.bitmap
        XCTAssertEqual(bitmap[9, 7], 0xFFFF_0000)
        XCTAssertEqual(bitmap[10, 7], 0)
    }

    func testBezierPathFillUsesTheFillColourAndRule() {
        let bitmap = render(CGSize(width: 20, height: 20)) { _ in
            let path = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 16, height: 16))
            path.append(UIBezierPath(rect: CGRect(x: 6, y: 6, width: 8, height: 8)))
            path.usesEvenOddFillRule = true
            UIColor.blue.setFill()
            path.fill()
        }
        XCTAssertEqual(bitmap[3, 3], 0xFF00_00FF)
        XCTAssertEqual(bitmap[10, 10], 0, "even-odd leaves the inner square empty")
    }

    func testBezierPathStrokeUsesItsOwnWidthCapAndDash() {
        let bitmap = render(CGSize(width: 30, height: 10)) { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 2, y: 5))
            path.addLine(to: CGPoint(x: 26, y: 5))
            path.lineWidth = 4
            path.setLineDash([6, 4], count: 2, phase: 0)
            UIColor.black.setStroke()
            path.stroke()
        }
        // Dashes at x 2–8 and 12–18 and 22–26, rows 3–6.
        XCTAssertEqual(bitmap[4, 3] >> 24, 255)
        XCTAssertEqual(bitmap[10, 5] >> 24, 0)
        XCTAssertEqual(bitmap[14, 6] >> 24, 255)
        XCTAssertEqual(bitmap[14, 7] >> 24, 0)
        XCTAssertEqual(bitmap[1, 5] >> 24, 0, "butt caps stop at the end point")
    }

    func testOvalAndArcGeometry() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertTrue(oval.contains(CGPoint(x: 10, y: 5)))
        XCTAssertTrue(oval.contains(CGPoint(x: 19.5, y: 5)))
        XCTAssertFalse(oval.contains(CGPoint(x: 19, y: 1)))
        XCTAssertEqual(oval.bounds, CGRect(x: 0, y: 0, width: 20, height: 10))
        // Clockwise on screen from 0 to π/2 ends at the bottom of the circle.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(arc.currentPoint.x, 10, accuracy: 1e-9)
        XCTAssertEqual(arc.currentPoint.y, 15, accuracy: 1e-9)
        // The other way round goes through the top: its bounds reach y = 5.
        let long = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertLessThan(long.bounds.minY, 5.5)
        XCTAssertGreaterThan(arc.bounds.minY, 9.9)
        // CGPath's flag is CoreGraphics's (y-up), the opposite of UIBezierPath's.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(UIBezierPath(cgPath: cg).bounds, arc.bounds)
    }

    func testContextPathsKeepTheTransformOfWhenPointsWereAdded() {
        let bitmap = render(CGSize(width: 40, height: 20)) { renderer in
            let c = renderer.cgContext
            c.setFillColor(UIColor.green.cgColor)
            c.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            c.translateBy(x: 20, y: 0)
            // The rectangle was added before the translation: it stays at x 0–10.
            c.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            c.fillPath()
            XCTAssertTrue(c.isPathEmpty, "filling consumes the path")
        }
        XCTAssertEqual(bitmap[5, 5], 0xFF00_FF00)
        XCTAssertEqual(bitmap[25, 5], 0xFF00_FF00)
        XCTAssertEqual(bitmap[15, 5], 0)
    }

    func testContextStrokeStateIsSavedAndRestored() {
        let bitmap = render(CGSize(width: 40, height: 20)) { renderer in
            let c = renderer.cgContext
            c.setStrokeColor(UIColor.black.cgColor)
            c.setLineWidth(2)
            c.saveGState()
            c.setLineWidth(6)
            c.setStrokeColor(UIColor.red.cgColor)
            c.move(to: CGPoint(x: 2, y: 5)); c.addLine(to: CGPoint(x: 38, y: 5))
            c.strokePath()
            c.restoreGState()
            c.move(to: CGPoint(x: 2, y: 15)); c.addLine(to: CGPoint(x: 38, y: 15))
            c.strokePath()
        }
        XCTAssertEqual(bitmap[20, 2], 0xFFFF_0000, "6 points wide: rows 2–7")
        XCTAssertEqual(bitmap[20, 13], 0, "2 points wide after the restore: rows 14–15")
        XCTAssertEqual(bitmap[20, 14], 0xFF00_0000)
    }

    func testEllipseIsARealEllipse() {
        let bitmap = render(CGSize(width: 40, height: 20)) { renderer in
            renderer.cgContext.setFillColor(UIColor.white.cgColor)
            renderer.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        var area = 0.0
        for y in 0..<20 { for x in 0..<40 { area += Double(bitmap[x, y] >> 24) / 255 } }
        XCTAssertEqual(area, Double.pi * 200, accuracy: Double.pi * 200 * 0.01)
        XCTAssertEqual(bitmap[20, 10], 0xFFFF_FFFF)
        XCTAssertEqual(bitmap[1, 1], 0)
    }

    func testRotatedThumbnailThroughTheRenderer() {
        let source = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill(); context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        // A quarter turn: the red left half lands on top.
        let rotated = render(CGSize(width: 10, height: 20)) { renderer in
            let c = renderer.cgContext
            c.translateBy(x: 10, y: 0)
            c.rotate(by: .pi / 2)
            source.draw(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        XCTAssertEqual(rotated[5, 4] & 0xFFFF_FFFF, 0xFFFF_0000)
        XCTAssertEqual(rotated[5, 15], 0xFF00_00FF)
    }
}
