import XCTest
@testable import UIKit

/// The spatial index must change nothing but speed: the same pixels as visiting every
/// subview, before and after subviews move, hide, reorder or animate.
final class SubviewIndexTests: XCTestCase {
    private func makeScene(seed: UInt64) -> (UIWindow, UIView) {
        var rng = SplitMix(state: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        window.backgroundColor = .white
        let parent = UIView(frame: CGRect(x: -30, y: -20, width: 600, height: 900))
        parent.bounds.origin = CGPoint(x: 40, y: 250)
        for i in 0..<300 {
            let v = UIView(frame: CGRect(x: rng.unit() * 560, y: rng.unit() * 880, width: 5 + rng.unit() * 60,
                                         height: 5 + rng.unit() * 40))
            v.backgroundColor = UIColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.5 + rng.unit() / 2)
            if i % 7 == 0 { v.transform = CGAffineTransform(rotationAngle: rng.unit() * 3) }
            if i % 11 == 0 {
                // Non-clipping subviews drawing outside their bounds.
                let child = UIView(frame: CGRect(x: -40, y: 50, width: 30, height: 30))
                child.backgroundColor = .black
                v.addSubview(child)
            }
            parent.addSubview(v)
        }
        window.addSubview(parent)
        return (window, parent)
    }

    private func assertIndexChangesNothing(_ window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
        UIView.usesSubviewIndex = false
        let all = window.renderedBitmap(scale: 1.5)
        UIView.usesSubviewIndex = true
        let indexed = window.renderedBitmap(scale: 1.5)
        XCTAssertTrue(indexed.hasSamePixels(as: all), file: file, line: line)
    }

    func testSamePixelsAsVisitingEverySubview() {
        for seed in 1...5 as ClosedRange<UInt64> {
            let (window, parent) = makeScene(seed: seed)
            XCTAssertNotNil(parent.drawingIndex)
            assertIndexChangesNothing(window)
        }
    }

    func testIndexFollowsMovesHidingReorderingAndScrolling() {
        let (window, parent) = makeScene(seed: 9)
        let compositor = FrameCompositor(window: window)
        compositor.renderFrame()
        let views = parent.subviews
        views[3].center = CGPoint(x: 100, y: 300)
        views[5].isHidden = true
        views[17].transform = CGAffineTransform(scaleX: 3, y: 3)
        parent.bringSubviewToFront(views[40])
        views[60].frame.size = CGSize(width: 200, height: 200)
        views[11].subviews[0].frame.origin = CGPoint(x: 200, y: 300)
        parent.bounds.origin.y += 37
        compositor.renderFrame()
        UIView.usesSubviewIndex = false
        defer { UIView.usesSubviewIndex = true }
        XCTAssertTrue(compositor.frame.hasSamePixels(as: window.renderedBitmap()))
    }

    func testQueryReturnsOnlyMeetingSubviewsInOrder() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10_000))
        for i in 0..<1000 { parent.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 100, height: 10))) }
        var found: [Int] = []
        parent.drawingIndex!.subviews(meeting: CGRect(x: 0, y: 505, width: 100, height: 30), into: &found)
        XCTAssertEqual(found, [50, 51, 52, 53])
    }
}
