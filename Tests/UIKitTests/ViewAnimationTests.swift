import XCTest
@testable import UIKit

final class ViewAnimationTests: XCTestCase {
    func testFrameAnimatesOnScreenWhileModelIsFinal() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            v.frame.origin.x = 90
        }, completion: { finished = $0 })
        XCTAssertEqual(v.frame.minX, 90, "the model changes at once")
        XCTAssertEqual(v.presentation.frame.minX, 0)
        host.runFrames(9)   // 0.15 s of 0.3 s, linear
        XCTAssertEqual(v.presentation.frame.minX, 45, accuracy: 1e-6)
        XCTAssertNil(finished)
        host.runFrames(9)
        XCTAssertEqual(v.presentation.frame.minX, 90, accuracy: 1e-6)
        XCTAssertEqual(finished, true)
        XCTAssertNil(v.presented)
    }

    func testEaseInOutCurveValues() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        UIView.animate(withDuration: 0.2, animations: { v.alpha = 0 })
        host.runFrames(6)   // half way: ease-in-out is symmetric, progress 0.5
        XCTAssertEqual(v.presentation.alpha, 0.5, accuracy: 1e-6)
        host.runFrames(3)   // 0.15 s of 0.2 s
        XCTAssertEqual(v.presentation.alpha, 1 - CGFloat(TimingCurve.easeInEaseOut.progress(at: 0.75)), accuracy: 1e-6)
    }

    func testInterruptionReportsNotFinishedAndBeginFromCurrentState() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        var results: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 },
                       completion: { results.append($0) })
        host.runFrames(30)  // x at 55
        XCTAssertEqual(v.presentation.center.x, 55, accuracy: 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { v.center.x = 0 }, completion: { results.append($0) })
        XCTAssertEqual(results, [false], "the first animation was interrupted")
        XCTAssertEqual(v.presentation.center.x, 55, accuracy: 1e-6, "continues from the screen")
        host.runFrames(30)
        XCTAssertEqual(v.presentation.center.x, 27.5, accuracy: 1e-6)
        // Without beginFromCurrentState the new animation starts from the old model value.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 100 })
        XCTAssertEqual(v.presentation.center.x, 0, accuracy: 1e-6)
        XCTAssertEqual(results, [false, false])
        v.center.x = 7
        XCTAssertEqual(v.presentation.center.x, 7, "a direct set ends the animation")
    }

    func testCompletionRunsWhenNothingChangedAndDelayHolds() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        var done = false
        UIView.animate(withDuration: 0.5, animations: {}, completion: { done = $0 })
        XCTAssertFalse(done)
        host.step()
        XCTAssertTrue(done)
        UIView.animate(withDuration: 0.1, delay: 0.1, options: .curveLinear, animations: { v.alpha = 0 })
        host.runFrames(3)
        XCTAssertEqual(v.presentation.alpha, 1, "still in the delay")
        host.runFrames(6)
        XCTAssertEqual(v.presentation.alpha, 0.5, accuracy: 1e-6)
    }

    func testAutoreverseAndTransformAndColour() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .black
        host.window.addSubview(v)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .autoreverse], animations: {
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            v.backgroundColor = .white
        })
        host.runFrames(15)
        let t = v.presentation.transform
        XCTAssertEqual(atan2(t.b, t.a), .pi / 4, accuracy: 1e-6, "rotation interpolates the angle")
        XCTAssertEqual(t.a * t.a + t.b * t.b, 1, accuracy: 1e-6, "and keeps the scale")
        XCTAssertEqual(v.presentation.backgroundColor!.red, 0.5, accuracy: 1e-6)
        host.runFrames(30)  // 0.75 s: reversing, back at the half-way point
        XCTAssertEqual(v.presentation.backgroundColor!.red, 0.5, accuracy: 1e-6)
        host.runFrames(15)
        XCTAssertEqual(v.presentation.transform, v.transform, "ends at the model value")
    }

    func testAnimatingViewIsNotHitUnlessAllowed() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(v)
        UIView.animate(withDuration: 1, animations: { v.alpha = 0.5 })
        XCTAssertTrue(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === host.window)
        host.runUntilIdle()
        XCTAssertTrue(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 1 })
        XCTAssertTrue(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
    }

    func testRenderedFrameShowsPresentationAndRedrawsDamage() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 20))
        host.window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        v.backgroundColor = .black
        host.window.addSubview(v)
        host.renderFrame()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.frame.origin.x = 90 })
        host.runFrames(30)
        let frame = host.renderFrame()
        XCTAssertEqual(frame[50, 10], Color.black.premultiplied, "the view shows half way")
        XCTAssertEqual(frame[5, 10], Color.white.premultiplied, "its start is repainted")
        XCTAssertEqual(frame[95, 10], Color.white.premultiplied, "the model position is not shown yet")
    }

    func testPerformWithoutAnimationAppliesAtOnce() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(v)
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { v.alpha = 0.25 }
        })
        XCTAssertNil(v.presented)
        XCTAssertEqual(v.presentation.alpha, 0.25)
    }
}
