import XCTest
@testable import UIKit

/// `UIImageView.animationImages`: the frames in turn over `animationDuration` on the
/// view's frame loop, `animationRepeatCount` cycles, `image` again once stopped, and no
/// display link left behind.
final class ImageViewAnimationTests: XCTestCase {
    func testTheFrameForATimeCyclesThroughTheImagesAndEndsAfterTheRepeats() {
        func frame(_ t: TimeInterval, repeats: Int = 0) -> Int? {
            ImageViewAnimation.frame(at: t, count: 3, duration: 0.3, repeats: repeats)
        }
        XCTAssertEqual([0, 0.05, 0.1, 0.19, 0.2, 0.29, 0.3, 0.45, 10.05].map { frame($0) }, [0, 0, 1, 1, 2, 2, 0, 1, 1])
        XCTAssertEqual(frame(0.55, repeats: 2), 2)
        XCTAssertNil(frame(0.6, repeats: 2), "two cycles shown")
        XCTAssertNil(ImageViewAnimation.frame(at: 0, count: 0, duration: 1, repeats: 0))
    }

    private func solid(_ pixel: UInt32) -> UIImage {
        let bitmap = Bitmap(width: 10, height: 10)
        bitmap.clear(to: pixel)
        return UIImage(bitmap: bitmap)
    }

    func testAnImageViewShowsEachFrameInTurnThenItsImage() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40))
        let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, grey: UInt32 = 0xFF80_8080
        let view = UIImageView(image: solid(grey))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.animationImages = [solid(red), solid(green), solid(blue)]
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        host.window.addSubview(view)
        func shown() -> UInt32 { host.renderFrame()[20, 20] }
        XCTAssertEqual(shown(), grey)
        XCTAssertFalse(view.isAnimating)
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        XCTAssertEqual(shown(), red)
        var seen: [UInt32] = []
        for _ in 0..<45 {
            host.step()
            let pixel = shown()
            if seen.last != pixel { seen.append(pixel) }
        }
        XCTAssertEqual(seen, [red, green, blue, red, green, blue, grey], "two cycles, then the image")
        XCTAssertFalse(view.isAnimating)
        XCTAssertFalse(host.frameLoop.wantsFrames, "the link went with the animation")
    }

    func testAnAnimationStartedOutsideAWindowStartsWhenItShows() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40))
        host.advance(by: 5)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.animationImages = [solid(0xFFFF_0000), solid(0xFF00_FF00)]
        view.animationDuration = 0.5
        view.animationRepeatCount = 1
        view.startAnimating()
        host.window.addSubview(view)
        host.step()
        XCTAssertTrue(view.isAnimating, "its one cycle starts now, not at the clock's zero")
        XCTAssertEqual(host.renderFrame()[20, 20], 0xFFFF_0000)
        host.advance(by: 0.3)
        host.step()
        XCTAssertEqual(host.renderFrame()[20, 20], 0xFF00_FF00)
    }

    func testStoppingShowsTheImageAndAViewLeavingTheWindowTakesItsLink() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40))
        let background = host.renderFrame()[20, 20]
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.animationImages = [solid(0xFFFF_0000), solid(0xFF00_FF00)]
        host.window.addSubview(view)
        view.startAnimating()
        host.step()
        XCTAssertTrue(host.frameLoop.wantsFrames)
        view.removeFromSuperview()
        XCTAssertFalse(host.frameLoop.wantsFrames, "no window, no link")
        XCTAssertTrue(view.isAnimating, "it goes on when it comes back, as UIKit's")
        host.window.addSubview(view)
        XCTAssertTrue(host.frameLoop.wantsFrames)
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertFalse(host.frameLoop.wantsFrames)
        XCTAssertEqual(host.renderFrame()[20, 20], background, "no image: nothing drawn")
        view.animationImages = []
        view.startAnimating()
        XCTAssertFalse(view.isAnimating, "nothing to show")
    }
}
