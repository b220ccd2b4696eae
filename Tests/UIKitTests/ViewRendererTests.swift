import XCTest
@testable import UIKit

final class ViewRendererTests: XCTestCase {
    private func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> Color { Color(premultiplied: b[x, y]) }

    func testSubviewsTranslateByBoundsOriginAndClip() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let clip = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        clip.clipsToBounds = true
        clip.bounds.origin = CGPoint(x: 5, y: 0)
        let child = UIView(frame: CGRect(x: 5, y: 0, width: 40, height: 5))
        child.backgroundColor = .red
        clip.addSubview(child)
        root.addSubview(clip)
        let b = root.renderedBitmap()
        XCTAssertEqual(pixel(b, 10, 10), Color(red: 255, green: 0, blue: 0), "child at x 5 shows at the clip's left edge")
        XCTAssertEqual(pixel(b, 29, 12), Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(pixel(b, 30, 12), .white, "clipped at the clip view's right edge")
        XCTAssertEqual(pixel(b, 12, 16), .white)
    }

    func testGroupOpacityHidesOverlapsLikeUIKit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        root.backgroundColor = .white
        let group = UIView(frame: root.bounds)
        group.alpha = 0.5
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        blue.backgroundColor = .blue
        group.addSubview(red)
        group.addSubview(blue)
        root.addSubview(group)
        let b = root.renderedBitmap()
        // Overlap: blue at 50% over white, with no red showing through.
        XCTAssertEqual(pixel(b, 15, 5), Color(red: 127, green: 127, blue: 255))
        XCTAssertEqual(pixel(b, 5, 5), Color(red: 255, green: 127, blue: 127))
    }

    func testHiddenAndTransparentSubtreesAreSkipped() {
        final class Counting: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = Counting(frame: root.bounds); hidden.isHidden = true
        let clear = Counting(frame: root.bounds); clear.alpha = 0
        let offscreen = Counting(frame: CGRect(x: 500, y: 0, width: 10, height: 10))
        let visible = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for v in [hidden, clear, offscreen, visible] { root.addSubview(v) }
        _ = root.renderedBitmap()
        XCTAssertEqual([hidden.draws, clear.draws, offscreen.draws, visible.draws], [0, 0, 0, 1])
    }

    func testDrawReceivesContextInViewCoordinatesAtScale() {
        final class Corner: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let corner = Corner(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(corner)
        let b = root.renderedBitmap(scale: 2)
        XCTAssertEqual(b.width, 40)
        XCTAssertEqual(pixel(b, 20, 20), Color(red: 0, green: 255, blue: 0))
        XCTAssertEqual(pixel(b, 29, 29), Color(red: 0, green: 255, blue: 0))
        XCTAssertEqual(pixel(b, 30, 30), .clear)
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the context exists only during draw(_:)")
    }

    func testTenThousandOffscreenViewsAreNotDrawn() {
        final class Counting: UIView {
            nonisolated(unsafe) static var draws = 0
            override func draw(_ rect: CGRect) { Counting.draws += 1 }
        }
        let scroll = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.clipsToBounds = true
        for i in 0..<10_000 {
            scroll.addSubview(Counting(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 100, height: 10)))
        }
        scroll.bounds.origin.y = 50_000
        Counting.draws = 0
        _ = scroll.renderedBitmap()
        XCTAssertEqual(Counting.draws, 20)
    }
}
