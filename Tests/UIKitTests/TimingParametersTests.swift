import XCTest
@testable import UIKit

/// `UIViewPropertyAnimator(duration:timingParameters:)` with `UICubicTimingParameters` and
/// `UISpringTimingParameters`, and `continueAnimation(withTimingParameters:durationFactor:)`.
final class TimingParametersTests: XCTestCase {
    private var host: HeadlessHost!
    private var box: UIView!

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 400, height: 300))
        box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(box)
    }

    private var shownX: Double { Double(box.presentation.frame.origin.x) }

    func testCubicParametersDescribeTheirCurve() {
        let named = UICubicTimingParameters(animationCurve: .easeIn)
        XCTAssertEqual(named.timingCurveType, .builtin)
        XCTAssertEqual(named.controlPoint1, CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(named.controlPoint2, CGPoint(x: 1, y: 1))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 1.5, y: 1))
        XCTAssertEqual(custom.timingCurveType, .cubic)
        XCTAssertEqual(custom.controlPoint2, CGPoint(x: 1, y: 1), "x clamped to 0...1 as Core Animation does")
        XCTAssertTrue(custom.cubicTimingParameters === custom)
        XCTAssertNil(custom.springTimingParameters)
        XCTAssertEqual(UICubicTimingParameters().animationCurve, .easeInOut)

        let animator = UIViewPropertyAnimator(duration: 2, timingParameters: custom)
        animator.addAnimations { self.box.frame.origin.x = 100 }
        animator.startAnimation()
        host.advance(by: 0.6)
        let curve = TimingCurve(controlPoints: 0.2, 0.9, 1, 1)
        XCTAssertEqual(shownX, 100 * curve.progress(at: 0.3), accuracy: 1e-6)
        XCTAssertTrue(animator.timingParameters === custom)
    }

    func testADampingRatioSpringMovesAsUIViewAnimatesSpring() {
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        host.window.addSubview(other)
        let spring = UISpringTimingParameters(dampingRatio: 0.4, initialVelocity: CGVector(dx: 2, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { self.box.frame.origin.x = 100 }
        animator.startAnimation()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 2, options: [],
                       animations: { other.frame.origin.x = 100 })
        var overshot = false
        for _ in 0..<30 {
            host.advance(by: 1.0 / 30)
            XCTAssertEqual(shownX, Double(other.presentation.frame.origin.x), accuracy: 1e-9)
            if shownX > 100.5 { overshot = true }
        }
        XCTAssertTrue(overshot, "an underdamped spring overshoots")
        XCTAssertEqual(spring.timingCurveType, .spring)
        XCTAssertTrue(spring.springTimingParameters === spring)
    }

    func testAPhysicalSpringTakesItsOwnTime() {
        // Mass 1, stiffness 100, damping 20: natural frequency 10 rad/s, critically damped,
        // settled (to 0.1 %) after 6.9 / 10 = 0.69 s whatever the animator's duration.
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        var ended: [UIViewAnimatingPosition] = []
        animator.addAnimations { self.box.frame.origin.x = 100 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        XCTAssertEqual(animator.duration, 5, "the duration as given")
        host.advance(by: 0.1)
        // x(t) = 1 − (1 + ω t) e^(−ω t): at ω t = 1, 1 − 2/e.
        XCTAssertEqual(shownX, 100 * (1 - 2 / M_E), accuracy: 0.05)
        host.advance(by: 0.55)
        XCTAssertTrue(ended.isEmpty, "still settling at 0.65 s")
        host.advance(by: 0.1)
        XCTAssertEqual(ended, [.end], "settled by 0.75 s, not after 5")
        XCTAssertEqual(shownX, 100)
    }

    func testContinueAnimationFinishesThePausedRestWithNewTiming() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.frame.origin.x = 100 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        XCTAssertEqual(shownX, 50, accuracy: 1e-9)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertTrue(animator.isRunning)
        host.advance(by: 0.25)
        XCTAssertEqual(shownX, 75, accuracy: 1e-6, "the rest at the original pace: half of it in 0.25 s")
        host.advance(by: 0.3)
        XCTAssertEqual(ended, [.end])

        // Twice as long, on a new curve.
        box.frame.origin.x = 0
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.frame.origin.x = 100 }
        second.pauseAnimation()
        second.fractionComplete = 0.5
        second.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 2)
        host.advance(by: 0.5)
        XCTAssertEqual(shownX, 50 + 50 * TimingCurve.easeOut.progress(at: 0.5), accuracy: 1e-6,
                       "half of the rest's one second, eased out")
        XCTAssertTrue(second.timingParameters is UICubicTimingParameters)
        host.advance(by: 0.6)
        XCTAssertEqual(shownX, 100)
    }

    func testEveryInitializerReportsItsTiming() {
        let named = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        XCTAssertEqual(named.timingParameters?.timingCurveType, .builtin)
        XCTAssertEqual(named.timingParameters?.cubicTimingParameters?.animationCurve, .easeIn)
        let cubic = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        XCTAssertEqual(cubic.timingParameters?.cubicTimingParameters?.controlPoint2, CGPoint(x: 0.3, y: 0.9))
        let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5)
        XCTAssertEqual(spring.timingParameters?.timingCurveType, .spring)
        XCTAssertEqual(spring.timingParameters?.springTimingParameters?.dampingRatio, 0.5)
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveEaseOut,
                                                                     animations: {})
        XCTAssertEqual(running.timingParameters?.cubicTimingParameters?.animationCurve, .easeOut)
    }

    func testContinueAnimationNeedsAPausedAnimator() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.frame.origin.x = 100 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        XCTAssertEqual(animator.state, .inactive, "an inactive animator stays so")
        XCTAssertFalse(animator.isRunning)
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(), durationFactor: 3)
        host.advance(by: 0.25)
        XCTAssertEqual(shownX, 75, accuracy: 1e-6, "a running animator goes on as it was")
    }
}
