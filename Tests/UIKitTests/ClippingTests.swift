import XCTest
@testable import UIKit

/// Clipping to paths (`CGContext.clip()`, `UIBezierPath.addClip()`) and rounded corners
/// chosen one by one, checked by pixels.
final class ClippingTests: XCTestCase {
    private func render(_ size: CGSize, scale: CGFloat = 1, _ body: (CGContext) -> Void) -> Bitmap {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }.rasterImage.bitmap
    }

    private func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }

    func testAddClipLimitsFillsToTheCircleWithItsSoftEdgeUntilRestore() {
        let bitmap = render(CGSize(width: 40, height: 20)) { context in
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.restoreGState()
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 30, y: 0, width: 10, height: 20))
        }
        XCTAssertEqual(bitmap[10, 10], 0xFFFF_0000, "inside the circle")
        XCTAssertEqual(bitmap[0, 0], 0, "the square's corner is outside the circle")
        XCTAssertEqual(bitmap[25, 10], 0, "right of the circle: clipped")
        XCTAssertEqual(bitmap[35, 10], 0xFF00_00FF, "after restoreGState nothing clips")
        // On the circle's edge at (0.5, 10) the pixel is partly covered (a thin sliver).
        let edge = alpha(bitmap[0, 10])
        XCTAssertGreaterThan(edge, 0)
        XCTAssertLessThan(edge, 255, "anti-aliased, not a hard pixel mask")
        // The pixel's coverage of a radius-10 circle: the masked red equals the disc's own
        // coverage when the disc is filled unclipped.
        let disc = render(CGSize(width: 20, height: 20)) { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        XCTAssertEqual(Int(alpha(bitmap[3, 3])), Int(alpha(disc[3, 3])), accuracy: 1)
    }

    func testContextClipUsesTheCurrentPathEvenOddAndEmptiesIt() {
        let bitmap = render(CGSize(width: 30, height: 30)) { context in
            context.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            context.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            context.clip(using: .evenOdd)
            XCTAssertTrue(context.isPathEmpty)
            XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 30, height: 30))
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        XCTAssertEqual(bitmap[5, 5], 0xFF00_FF00)
        XCTAssertEqual(bitmap[15, 15], 0, "the hole")
    }

    func testNestedClipsIntersectAndEveryDrawingCallIsClipped() {
        let bitmap = render(CGSize(width: 20, height: 20), scale: 2) { context in
            context.clip(to: [CGRect(x: 0, y: 0, width: 5, height: 20), CGRect(x: 15, y: 0, width: 5, height: 20)])
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).addClip()
            // A path fill, a stroke and an image: all through the clip.
            context.setFillColor(UIColor.red.cgColor)
            context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.fillPath()
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 0, y: 8)); context.addLine(to: CGPoint(x: 20, y: 8))
            context.strokePath()
        }
        XCTAssertEqual(bitmap.width, 40)
        XCTAssertEqual(bitmap[4, 4], 0xFFFF_0000, "left strip, top half")
        XCTAssertEqual(bitmap[34, 4], 0xFFFF_0000, "right strip, top half")
        XCTAssertEqual(bitmap[20, 4], 0, "between the strips")
        XCTAssertEqual(bitmap[4, 30], 0, "bottom half")
        XCTAssertEqual(bitmap[4, 16], 0xFF00_00FF, "the stroke, device pixels, clipped alike")
        XCTAssertEqual(bitmap[20, 16], 0)
    }

    func testClearThroughAClipPathClearsOnlyInsideIt() {
        let bitmap = render(CGSize(width: 20, height: 10)) { context in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.saveGState()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10.5, height: 10)).addClip()
            context.clear(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.restoreGState()
        }
        XCTAssertEqual(bitmap[5, 5], 0)
        XCTAssertEqual(bitmap[10, 5], 0x7F00_0000, "half a pixel cleared: half the black left")
        XCTAssertEqual(bitmap[15, 5], 0xFF00_0000)
    }

    func testRoundingChosenCornersOnly() {
        let bitmap = render(CGSize(width: 40, height: 40)) { _ in
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40),
                         byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 99)).fill()
        }
        XCTAssertEqual(bitmap[0, 0], 0, "top left rounded")
        XCTAssertEqual(bitmap[39, 39], 0, "bottom right rounded")
        XCTAssertEqual(bitmap[39, 0], 0xFF00_0000, "top right square")
        XCTAssertEqual(bitmap[0, 39], 0xFF00_0000, "bottom left square")
        // The arc of radius 12 about (12, 12) passes (3.515, 3.515): pixel (3, 3) is cut,
        // (5, 5) inside; the height of the radii is ignored, as on iOS.
        XCTAssertLessThan(alpha(bitmap[3, 3]), 255)
        XCTAssertGreaterThan(alpha(bitmap[3, 3]), 0)
        XCTAssertEqual(bitmap[5, 5], 0xFF00_0000)
        XCTAssertEqual(bitmap[0, 13], 0xFF00_0000, "the left edge is straight below the radius")
        let all = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: .allCorners,
                               cornerRadii: CGSize(width: 50, height: 50))
        XCTAssertEqual(all.bounds.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(all.bounds.width, 40, accuracy: 1e-9, "radius clamped to half the shorter side")
        XCTAssertFalse(all.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(all.contains(CGPoint(x: 20, y: 1)))
    }
}
