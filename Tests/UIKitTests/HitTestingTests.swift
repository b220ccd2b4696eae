import XCTest
@testable import UIKit

final class HitTestingTests: XCTestCase {
    private func makeTree() -> (UIWindow, UIView, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(back)
        container.addSubview(front)
        return (window, container, back, front)
    }

    func testTheEdgeOfAViewScrolledToAnyOffsetIsInsideIt() {
        // An offset whose sum with half the width rounds: the window's x 0 must still land
        // on the scrolled view's bounds edge, not an ulp left of it.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
        var bits: UInt64 = 7
        for frameX in [0, 37, 0.3, 63.5] as [CGFloat] {
            let scrolled = UIView(frame: CGRect(x: frameX, y: 0, width: 320, height: 480))
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 3000, height: 480))
            scrolled.addSubview(content)
            window.addSubview(scrolled)
            var offsets: [CGFloat] = [499.24204653858834, 0.1, 1.0 / 3, 317.77777777777777]
            for _ in 0..<2000 {
                bits = bits &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                offsets.append(CGFloat(bits >> 11) / CGFloat(1 << 53) * 2000)
            }
            for x in offsets {
                scrolled.bounds.origin.x = x
                let hit = window.hitTest(CGPoint(x: scrolled.frame.minX, y: 275), with: nil)
                XCTAssertTrue(hit === content, "frame x \(frameX), offset \(x)")
                if hit !== content { break }
            }
            scrolled.removeFromSuperview()
        }
    }

    func testFrontmostDeepestViewWins() {
        let (window, container, back, front) = makeTree()
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === front, "overlap goes to the front view")
        XCTAssertTrue(window.hitTest(CGPoint(x: 240, y: 60), with: nil) === container)
        XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        XCTAssertNil(window.hitTest(CGPoint(x: -1, y: 10), with: nil))
    }

    func testHiddenDisabledAndTransparentViewsAreSkipped() {
        let (window, _, back, front) = makeTree()
        front.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.01
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
        front.alpha = 0.02
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
    }

    func testSubviewOutsideSuperviewBoundsIsNotHit() {
        let (window, container, _, _) = makeTree()
        let sticking = UIView(frame: CGRect(x: 190, y: 0, width: 50, height: 20))
        container.addSubview(sticking)
        XCTAssertTrue(window.hitTest(CGPoint(x: 245, y: 60), with: nil) === sticking)
        XCTAssertTrue(window.hitTest(CGPoint(x: 270, y: 60), with: nil) === window, "outside the container's bounds")
    }

    func testHitTestFollowsBoundsOriginAndTransform() {
        let (window, container, back, front) = makeTree()
        container.bounds.origin = CGPoint(x: 50, y: 50)
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front, "scrolled: front is now at the corner")
        container.bounds.origin = .zero
        front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // front's frame becomes (75,75)-(125,125) in the container: (105,105) in the window is back.
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
    }
}
