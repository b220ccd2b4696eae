import XCTest
@testable import UIKit

final class ScrollViewZoomingTests: XCTestCase {
    private var scene: ZoomScene!
    private var host: HeadlessHost { scene.host }
    private var scroll: UIScrollView { scene.scroll }
    private var recorder: ScrollRecorder { scene.recorder }
    private var content: UIView { scene.content }

    override func setUp() {
        scene = ZoomScene()
    }

    /// Two fingers centred on `center`, `from` points apart, spread to `to` apart.
    private func pinch(center: CGPoint, from: CGFloat, to: CGFloat, steps: Int = 6, lift: Bool = true) {
        host.send(.touchDown(id: 1, location: CGPoint(x: center.x - from / 2, y: center.y)))
        host.send(.touchDown(id: 2, location: CGPoint(x: center.x + from / 2, y: center.y)))
        for i in 1...steps {
            host.step()
            let d = from + (to - from) * CGFloat(i) / CGFloat(steps)
            host.send(.touchMove(id: 1, location: CGPoint(x: center.x - d / 2, y: center.y)))
            host.send(.touchMove(id: 2, location: CGPoint(x: center.x + d / 2, y: center.y)))
        }
        if lift {
            host.send(.touchUp(id: 1, location: CGPoint(x: center.x - to / 2, y: center.y)))
            host.send(.touchUp(id: 2, location: CGPoint(x: center.x + to / 2, y: center.y)))
        }
    }

    func testZoomingIsOffWithoutLimitsOrViewAndDefaultsAreOne() {
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(plain.minimumZoomScale, 1)
        XCTAssertEqual(plain.maximumZoomScale, 1)
        XCTAssertNil(plain.pinchGestureRecognizer)
        XCTAssertNotNil(scroll.pinchGestureRecognizer)
        recorder.zoomView = nil
        XCTAssertNil(scroll.pinchGestureRecognizer)
    }

    func testSetZoomScaleTransformsViewFrameAndContentSizeAsUIKit() {
        scroll.setZoomScale(2, animated: false)
        XCTAssertEqual(content.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 2000, height: 2000))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 2000, height: 2000))
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 200, y: 200), "about the visible centre (200, 200)")
        XCTAssertEqual(recorder.names, ["didScroll", "didZoom"], "no begin or end zooming")
        scroll.zoomScale = 100
        XCTAssertEqual(scroll.zoomScale, 4, "clamped")
        scroll.zoomScale = 0.1
        XCTAssertEqual(scroll.zoomScale, 0.4)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 400, height: 400))
        XCTAssertEqual(scroll.contentOffset, .zero, "content smaller than or equal to the view sits top-left")
    }

    func testZoomingOutAtOnceNearAnEdgeTellsTheDelegateOnlyTheRestingOffset() {
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 200, height: 100), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.names, ["didScroll", "didZoom"], "one offset, then the zoom")
        recorder.entries.removeAll()
        recorder.offsets.removeAll()
        // About the visible centre (200, 150) at scale 1 would be (0, -50), past the top.
        scroll.setZoomScale(1, animated: false)
        XCTAssertEqual(recorder.names, ["didScroll", "didZoom"])
        XCTAssertEqual(recorder.offsets, [.zero], "never past the edge")
    }

    func testAnchorStaysPutForManyScalesAndCentres() {
        var seed: UInt64 = 0x5EED
        func unit() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 11) / CGFloat(1 << 53)
        }
        for _ in 0..<200 {
            let scale = 0.4 + unit() * 3.6
            let anchor = CGPoint(x: unit() * 1000, y: unit() * 1000)
            let location = CGPoint(x: unit() * 400, y: unit() * 400)
            scroll.applyZoom(scale, anchor: anchor, location: location, to: content)
            let shown = content.convert(anchor, to: scroll)
            XCTAssertEqual(shown.x - scroll.bounds.minX, location.x, accuracy: 1e-6)
            XCTAssertEqual(shown.y - scroll.bounds.minY, location.y, accuracy: 1e-6)
        }
    }

    func testPinchKeepsThePointUnderTheCentreAndReportsInOrder() {
        let center = CGPoint(x: 150, y: 250)
        // Fingers move one at a time: the pinch begins (8 pt) when finger 1 has moved
        // 8.33 pt left, its centre then 4.17 pt left of `center`. That point of the content
        // stays under the centre, which then moves back to `center` (moving the centre pans).
        let under = content.convert(CGPoint(x: center.x - 100.0 / 6 / 4, y: center.y), from: host.window)
        pinch(center: center, from: 100, to: 200)
        XCTAssertEqual(scroll.zoomScale, 2, accuracy: 1e-9)
        let now = content.convert(under, to: host.window)
        XCTAssertEqual(now.x, center.x, accuracy: 1e-6)
        XCTAssertEqual(now.y, center.y, accuracy: 1e-6)
        XCTAssertEqual(recorder.names.first, "willBeginZooming")
        XCTAssertEqual(recorder.names.last, "didEndZooming(2.0)")
        XCTAssertTrue(recorder.names.contains("didZoom"))
        XCTAssertFalse(scroll.isZooming)
    }

    func testPinchPastMaximumIsDampedAndBouncesBack() {
        var bouncingSeen: [Bool] = []
        pinch(center: CGPoint(x: 200, y: 200), from: 50, to: 400, lift: false)
        // Raw 8 against a maximum of 4: 4 · (2 − 4/8) = 6.
        XCTAssertEqual(scroll.zoomScale, 6, accuracy: 1e-9)
        XCTAssertTrue(scroll.isZooming)
        host.send(.touchUp(id: 1, location: CGPoint(x: 0, y: 200)))
        host.send(.touchUp(id: 2, location: CGPoint(x: 400, y: 200)))
        XCTAssertTrue(scroll.isZoomBouncing)
        for _ in 0..<17 {
            host.step()
            bouncingSeen.append(scroll.isZoomBouncing)
        }
        XCTAssertTrue(bouncingSeen.allSatisfy { $0 })
        XCTAssertNotEqual(recorder.names.last, "didEndZooming(4.0)")
        host.step()   // 0.3 s after release
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertFalse(scroll.isZoomBouncing)
        XCTAssertEqual(recorder.names.last, "didEndZooming(4.0)")
        XCTAssertEqual(recorder.names.filter { $0.hasPrefix("didEndZooming") }.count, 1)
    }

    func testPinchWithoutBouncesZoomStopsAtTheLimit() {
        scroll.bouncesZoom = false
        pinch(center: CGPoint(x: 200, y: 200), from: 50, to: 400)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(recorder.names.filter { $0.hasPrefix("didEndZooming") }, ["didEndZooming(4.0)"])
        XCTAssertFalse(recorder.names.contains("willBeginDecelerating"), "the two-finger drag does not fling")
    }

    func testPinchBelowMinimumIsDamped() {
        pinch(center: CGPoint(x: 200, y: 200), from: 200, to: 40, lift: false)
        // Raw 0.2 against a minimum of 0.4: 0.4 / (2 − 0.2/0.4) = 0.2667.
        XCTAssertEqual(scroll.zoomScale, 0.4 / 1.5, accuracy: 1e-9)
    }

    func testCtrlWheelZoomsAboutThePointer() {
        let pointer = CGPoint(x: 300, y: 100)
        let under = content.convert(pointer, from: host.window)
        host.send(.wheel(location: pointer, delta: CGPoint(x: 0, y: -3), isPrecise: false, modifiers: .control))
        XCTAssertEqual(scroll.zoomScale, 1.331, accuracy: 1e-9)
        let now = content.convert(under, to: host.window)
        XCTAssertEqual(now.x, pointer.x, accuracy: 1e-6)
        XCTAssertEqual(now.y, pointer.y, accuracy: 1e-6)
        host.advance(by: 0.3)
        XCTAssertEqual(recorder.names.last, "didEndZooming(1.331)")
    }

    func testAnimatedSetZoomScaleIsBracketedAndSendsNoScrollingAnimationEnd() {
        scroll.setZoomScale(3, animated: true)
        host.runUntilIdle()
        XCTAssertEqual(scroll.zoomScale, 3)
        XCTAssertEqual(recorder.names.first, "willBeginZooming")
        XCTAssertEqual(recorder.names.last, "didEndZooming(3.0)")
        XCTAssertFalse(recorder.names.contains("didEndScrollingAnimation"))
    }

    func testZoomToRectFillsTheView() {
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 200, height: 100), animated: false)
        XCTAssertEqual(scroll.zoomScale, 2, "min(400/200, 400/100)")
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 200, y: 100), "the rect's centre (200, 150)·2 at the view's centre")
        scroll.zoom(to: CGRect(x: 900, y: 900, width: 50, height: 50), animated: true)
        host.runUntilIdle()
        XCTAssertEqual(scroll.zoomScale, 4, "clamped to the maximum")
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 3500, y: 3500), "the rect's centre 925·4 at the view's centre")
    }

    func testZoomToRectAtCurrentScaleIsAnAnimatedScroll() {
        recorder.entries.removeAll()
        scroll.zoom(to: CGRect(x: 300, y: 300, width: 400, height: 400), animated: true)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 300, y: 300))
        XCTAssertEqual(recorder.names, ["didScroll", "didEndScrollingAnimation"])
    }

    func testZoomingWithContentInsetKeepsInsetsInTheRange() {
        scroll.contentInset = UIEdgeInsets(top: 50, left: 20, bottom: 0, right: 0)
        scroll.setZoomScale(0.4, animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: -20, y: -50), "rests at the inset corner")
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        XCTAssertEqual(scroll.zoomScale, 4)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 0), "clamped at (−20, −50) at most; (200−200, 200−200) here")
    }
}
