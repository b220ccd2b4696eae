import XCTest
@testable import UIKit

/// `UIViewPropertyAnimator` by numbers: frames stepped on a headless host's clock.
final class PropertyAnimatorTests: XCTestCase {
    private var host: HeadlessHost!
    private var box: UIView!

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 400, height: 300))
        box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(box)
    }

    func testTimingValueRunsLegsForwardAndBack() {
        var forward = PropertyAnimatorTiming(duration: 2, shape: .curve(.linear), startTime: 10,
                                             startFraction: 0.25, startProgress: 0.25, isReversed: false)
        XCTAssertTrue(forward.advance(to: 10.75))
        XCTAssertEqual(forward.fraction, 0.625, accuracy: 1e-12, "1.5 s left: half of it gone")
        XCTAssertEqual(forward.progress, 0.625, accuracy: 1e-12)
        XCTAssertFalse(forward.advance(to: 11.5))
        XCTAssertEqual(forward.fraction, 1)
        var back = PropertyAnimatorTiming(duration: 2, shape: .curve(.easeInEaseOut), startTime: 0,
                                          startFraction: 0.5, startProgress: 0.8, isReversed: true)
        XCTAssertTrue(back.advance(to: 0.5))
        XCTAssertEqual(back.fraction, 0.25, accuracy: 1e-12, "1 s back to the start, half gone")
        XCTAssertEqual(back.progress, 0.4, accuracy: 1e-9, "ease-in-out is half way at half time")
        XCTAssertFalse(back.advance(to: 1))
        XCTAssertEqual(back.progress, 0)
        XCTAssertEqual(PropertyAnimatorTiming.scrubbedProgress(at: 0.25, duration: 1, shape: .curve(.easeIn), linearly: true), 0.25)
        XCTAssertEqual(PropertyAnimatorTiming.scrubbedProgress(at: 0.5, duration: 1, shape: .curve(.easeIn), linearly: false),
                       TimingCurve.easeIn.progress(at: 0.5), accuracy: 1e-9)
    }

    func testRunsToTheEndAlongItsCurve() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.box.frame.origin.x = 200
            self.box.alpha = 0
        }
        animator.addCompletion { ended.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(box.frame.origin.x, 0, "the block runs at the start")
        animator.startAnimation()
        XCTAssertEqual(box.frame.origin.x, 200, "the model value changes at once")
        XCTAssertEqual(box.presentation.frame.origin.x, 0)
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        host.advance(by: 0.25)
        XCTAssertEqual(Double(animator.fractionComplete), 0.25, accuracy: 1e-9)
        XCTAssertEqual(box.presentation.frame.origin.x, 50, accuracy: 1e-9)
        XCTAssertEqual(box.presentation.alpha, 0.75, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(box.presentation.frame.origin.x, 200)
    }

    func testScrubbingWhilePausedGivesTheInterpolatedFrame() {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            self.box.frame = CGRect(x: 100, y: 40, width: 200, height: 100)
        }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(box.presentation.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        // A scroll view's offset drives the scrub, as a collapsing header does.
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = CGSize(width: 400, height: 1300)
        scroll.contentOffset.y = 250
        animator.fractionComplete = scroll.contentOffset.y / 1000
        XCTAssertEqual(box.presentation.frame, CGRect(x: 25, y: 10, width: 125, height: 100),
                       "linear in the values while scrubbing")
        host.advance(by: 1)
        XCTAssertEqual(box.presentation.frame.minX, 25, "paused: time does not move it")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        XCTAssertEqual(box.presentation.frame.minX, 50, accuracy: 1e-9, "ease-in-out is half way at half time")
        animator.fractionComplete = 0.25
        XCTAssertEqual(Double(box.presentation.frame.minX), 100 * TimingCurve.easeInEaseOut.progress(at: 0.25), accuracy: 1e-9)
    }

    func testResumingAfterAScrubContinuesFromThere() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.x = 250 }
        animator.addCompletion { ended.append($0) }
        animator.fractionComplete = 0.6
        XCTAssertEqual(animator.state, .active, "a scrub activates the animator, paused")
        XCTAssertEqual(box.presentation.center.x, 170, accuracy: 1e-9)
        animator.startAnimation()
        host.advance(by: 0.2)
        XCTAssertEqual(Double(animator.fractionComplete), 0.8, accuracy: 1e-9, "0.4 s were left")
        XCTAssertEqual(box.presentation.center.x, 210, accuracy: 1e-9)
        host.advance(by: 0.3)
        XCTAssertEqual(ended, [.end])
    }

    func testReversedRunsBackToTheStartAndLeavesTheStartValues() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.x = 250 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        XCTAssertEqual(box.presentation.center.x, 150, accuracy: 1e-9)
        animator.isReversed = true
        host.advance(by: 0.25)
        XCTAssertEqual(Double(animator.fractionComplete), 0.25, accuracy: 1e-9, "turned round where it was")
        XCTAssertEqual(box.presentation.center.x, 100, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(box.center.x, 50, "ending at the start sets the start values")
        XCTAssertEqual(box.presentation.center.x, 50)
    }

    func testPauseHoldsAndStopKeepsTheCurrentValues() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        host.advance(by: 0.4)
        animator.pauseAnimation()
        XCTAssertFalse(animator.isRunning)
        host.advance(by: 2)
        XCTAssertEqual(box.presentation.alpha, 0.6, accuracy: 1e-9, "paused")
        animator.fractionComplete = 0.3
        XCTAssertEqual(box.presentation.alpha, 0.7, accuracy: 1e-9)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(box.alpha, 0.7, accuracy: 1e-9, "stopping makes the shown value the model value")
        animator.fractionComplete = 0.9
        XCTAssertEqual(box.alpha, 0.7, accuracy: 1e-9, "a stopped animator does not scrub")
        XCTAssertEqual(ended, [])
        animator.finishAnimation(at: .end)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(box.alpha, 0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testStopWithoutFinishingRunsNoCompletion() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.y = 150 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(box.center.y, 100, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(ended, [])
        XCTAssertEqual(box.presentation.center.y, 100, accuracy: 1e-9)
    }

    func testAnimationsAddedWhileRunningFinishTogether() {
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        host.window.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.x = 150 }
        animator.startAnimation(afterDelay: 0.5)
        host.advance(by: 0.5)
        XCTAssertEqual(box.presentation.center.x, 50, accuracy: 1e-9, "still waiting out the delay")
        host.advance(by: 0.5)
        XCTAssertEqual(box.presentation.center.x, 100, accuracy: 1e-9)
        animator.addAnimations { other.alpha = 0 }
        host.advance(by: 0.25)
        XCTAssertEqual(other.presentation.alpha, 0.5, accuracy: 1e-9, "the rest of the duration: half of it gone")
        host.advance(by: 0.5)
        XCTAssertEqual(other.presentation.alpha, 0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testSpringSettlesWithinItsDurationAndRunningAnimatorStarts() {
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.5) { self.box.center.x = 150 }
        animator.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<36 {
            host.step()
            peak = max(peak, box.presentation.center.x)
        }
        XCTAssertGreaterThan(peak, 150, "an under-damped spring overshoots")
        host.advance(by: 0.1)
        XCTAssertEqual(animator.state, .inactive)
        var position: UIViewAnimatingPosition?
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveLinear],
                                                       animations: { self.box.alpha = 0.5 },
                                                       completion: { position = $0 })
        host.advance(by: 0.1)
        XCTAssertEqual(box.presentation.alpha, 0.75, accuracy: 1e-9)
        host.advance(by: 0.2)
        XCTAssertEqual(position, .end)
    }
}
