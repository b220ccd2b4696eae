import XCTest
@testable import UIKit

/// A view's `layer.cornerRadius` set inside an animation block animates, as on iOS: the
/// model value at once, the drawn corners (background, border, mask, shadow) following the
/// curve; outside a block, and on standalone layers, it changes at once.
final class CornerRadiusAnimationTests: XCTestCase {
    private func scene(radius: CGFloat, shadow: Bool = false) -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 120, height: 90))
        host.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 15, width: 80, height: 60))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = radius
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.systemRed.cgColor
        if shadow {
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
        }
        host.window.addSubview(card)
        _ = host.renderFrame()
        return (host, card)
    }

    func testTheRadiusFollowsTheCurveAndDrawsAsTheStaticRadiusWould() {
        for shadow in [false, true] {
            let (host, card) = scene(radius: 0, shadow: shadow)
            var finished = false
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                card.layer.cornerRadius = 24
            }, completion: { finished = $0 })
            XCTAssertEqual(card.layer.cornerRadius, 24, "the model value at once")
            XCTAssertEqual(card.renderCornerRadius, 0, "the corners start square")
            host.advance(by: 0.25)
            XCTAssertEqual(card.renderCornerRadius, 6, accuracy: 1e-9)
            let quarter = host.renderFrame().copy()
            let (still, _) = scene(radius: 6, shadow: shadow)
            XCTAssertEqual(differingPixelCount(quarter, still.renderFrame()), 0,
                           "a quarter of the way draws as a radius of 6 does (shadow \(shadow))")
            let (square, _) = scene(radius: 0, shadow: shadow)
            XCTAssertGreaterThan(differingPixelCount(quarter, square.renderFrame()), 8, "the corners did round")
            host.advance(by: 0.8)
            XCTAssertTrue(finished)
            XCTAssertNil(card.presented, "nothing presented once it ends")
            let (end, _) = scene(radius: 24, shadow: shadow)
            XCTAssertEqual(differingPixelCount(host.renderFrame(), end.renderFrame()), 0)
        }
    }

    func testOutsideABlockAndOnStandaloneLayersTheRadiusChangesAtOnce() {
        let (host, card) = scene(radius: 0)
        card.layer.cornerRadius = 16
        XCTAssertEqual(card.renderCornerRadius, 16)
        XCTAssertNil(card.presented)
        let standalone = CALayer()
        standalone.frame = CGRect(x: 4, y: 4, width: 20, height: 20)
        standalone.backgroundColor = UIColor.systemGreen.cgColor
        card.layer.addSublayer(standalone)
        UIView.animate(withDuration: 1) { standalone.cornerRadius = 8 }
        host.advance(by: 0.5)
        XCTAssertEqual(standalone.drawnCornerRadius(in: standalone.bounds), 8, "no implicit layer animations")
    }

    func testANewRadiusOutsideABlockStopsTheAnimation() {
        let (host, card) = scene(radius: 0)
        UIView.animate(withDuration: 1) { card.layer.cornerRadius = 30 }
        host.advance(by: 0.3)
        XCTAssertGreaterThan(card.renderCornerRadius, 0)
        card.layer.cornerRadius = 4
        XCTAssertEqual(card.renderCornerRadius, 4, "the model value shows at once")
        host.advance(by: 0.3)
        XCTAssertEqual(card.renderCornerRadius, 4)
    }

    func testAPropertyAnimatorScrubsTheRadius() {
        let (host, card) = scene(radius: 10)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.layer.cornerRadius = 30 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        XCTAssertEqual(card.renderCornerRadius, 15, accuracy: 1e-9)
        animator.fractionComplete = 0.75
        XCTAssertEqual(card.renderCornerRadius, 25, accuracy: 1e-9)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        host.advance(by: 0.1)
        XCTAssertEqual(card.renderCornerRadius, 30)
        XCTAssertEqual(card.layer.cornerRadius, 30)
    }

    func testASpringsOvershootNeverDrawsANegativeRadius() {
        let (host, card) = scene(radius: 20)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0,
                       options: [], animations: { card.layer.cornerRadius = 0 })
        // The presented value itself (what an animation begun from the current state starts
        // from), not only the drawn one, which clamps anyway.
        var smallest = CGFloat.infinity
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            guard case let .cornerRadius(shown) = card.presentedValue(of: .cornerRadius) else { return XCTFail() }
            smallest = min(smallest, shown)
        }
        XCTAssertEqual(smallest, 0, "it reaches square corners and goes no further")
    }
}
