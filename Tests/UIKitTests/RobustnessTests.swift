import XCTest
@testable import UIKit

/// Edge cases found in review: each once misbehaved.
final class RobustnessTests: XCTestCase {
    func testNonFiniteGeometryIsRefusedWithoutTrappingOrRedrawing() {
        let host = HeadlessHost(size: CGSize(width: 50, height: 50))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        host.renderFrame()
        v.center = CGPoint(x: CGFloat.nan, y: 5)
        XCTAssertEqual(v.center, CGPoint(x: 5, y: 5), "the old centre is kept (it used to be stored and redraw all)")
        XCTAssertEqual(host.compositor.renderFrame(), [])
        v.center = CGPoint(x: 20, y: 5)
        XCTAssertEqual(host.compositor.renderFrame(), [PixelRect(x: 0, y: 0, width: 10, height: 10),
                                                       PixelRect(x: 15, y: 0, width: 10, height: 10)], "where it was and is")
    }

    func testSwappingAnOverflowingImageRepaintsWhereTheOldOneWas() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        host.window.backgroundColor = .white
        let view = UIImageView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        view.contentMode = .center
        view.image = UIImage(bitmap: makeTestPicture(width: 160, height: 160))
        host.window.addSubview(view)
        host.renderFrame()
        view.image = UIImage(bitmap: makeTestPicture(width: 10, height: 10))
        host.renderFrame()
        XCTAssertTrue(host.compositor.frame.hasSamePixels(as: host.window.renderedBitmap()))
        view.contentMode = .scaleAspectFill
        view.image = UIImage(bitmap: makeTestPicture(width: 160, height: 80))
        host.renderFrame()
        view.contentMode = .scaleAspectFit
        host.renderFrame()
        XCTAssertTrue(host.compositor.frame.hasSamePixels(as: host.window.renderedBitmap()))
    }

    func testTranslucentImageViewWithBackgroundFadesAsOneLayer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        root.backgroundColor = .red
        let black = Bitmap(width: 4, height: 4)
        black.clear(to: Color.black.premultiplied)
        let view = UIImageView(frame: root.bounds)
        view.image = UIImage(bitmap: black)
        view.backgroundColor = .white
        view.alpha = 0.5
        root.addSubview(view)
        // The white background does not show through the opaque image: black at 50% on red.
        XCTAssertEqual(Color(premultiplied: root.renderedBitmap()[1, 1]), Color(red: 127, green: 0, blue: 0))
    }

    func testTheApplicationDoesNotKeepWindowsAlive() {
        weak var window: UIWindow?
        do {
            let host = HeadlessHost(size: CGSize(width: 10, height: 10))
            window = host.window
            XCTAssertTrue(UIApplication.shared.windows.contains { $0 === window })
        }
        XCTAssertNil(window)
    }

    func testRepeatingAnimationOfAFreedViewStopsTicking() {
        let host = HeadlessHost(size: CGSize(width: 50, height: 50))
        var finished: Bool?
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.window.addSubview(v)
            UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat, .autoreverse], animations: { v.alpha = 0 },
                           completion: { finished = $0 })
            host.runFrames(3)
            v.removeFromSuperview()
        }
        XCTAssertEqual(finished, false, "interrupted when its view went away")
        XCTAssertLessThan(host.runUntilIdle(), 600, "the loop goes idle")
    }

    func testZeroLengthRepeatingAnimationEnds() {
        let host = HeadlessHost(size: CGSize(width: 50, height: 50))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        var finished: Bool?
        UIView.animate(withDuration: 0, delay: 0, options: .repeat, animations: { v.alpha = 0 }, completion: { finished = $0 })
        XCTAssertLessThan(host.runUntilIdle(), 10)
        XCTAssertEqual(finished, true)
    }

    func testLayoutIfNeededOnAChildLaysOutPendingAncestorsFirst() {
        final class Parent: UIView {
            override func layoutSubviews() { subviews.first?.frame.size.width = bounds.width / 2 }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.frame.size.width = 200
        child.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 100)
    }

    func testMovingAChildOfARotatedClippingViewRepaintsWhatTheRendererDrew() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 120))
        host.window.backgroundColor = .white
        let clip = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        clip.clipsToBounds = true
        clip.transform = CGAffineTransform(rotationAngle: .pi / 5)
        let child = UIView(frame: CGRect(x: -20, y: -20, width: 50, height: 50))
        child.backgroundColor = .blue
        clip.addSubview(child)
        host.window.addSubview(clip)
        host.renderFrame()
        child.frame.origin = CGPoint(x: 35, y: 35)
        host.renderFrame()
        XCTAssertTrue(host.compositor.frame.hasSamePixels(as: host.window.renderedBitmap()))
    }
}
