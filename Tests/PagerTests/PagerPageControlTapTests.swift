import XCTest
@testable import UIKit
@testable import PagerKit

/// Quick taps on the page control during a scroll-style turn each count: a tap while a
/// turn runs waits for it to land, so N taps turn N pages (up to the ends), and the dot
/// shows the page tapped to from the tap on.
final class PagerPageControlTapTests: XCTestCase {
    /// Right of every dot (12 of them centred in 480 points), in the page control's strip.
    private let right = CGPoint(x: 440, y: 301)
    /// Left of every dot.
    private let left = CGPoint(x: 40, y: 301)

    private func tap(_ scene: PagerScene, at point: CGPoint) {
        scene.host.send(.touchDown(id: 1, location: point))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: point))
        scene.host.step()
    }

    private func dot(_ scene: PagerScene) -> Int { scene.pager.pageViewController.pageControl.currentPage }

    func testTwoQuickTapsTurnTwoPages() throws {
        let scene = try PagerScene()
        tap(scene, at: right)
        tap(scene, at: right)
        XCTAssertEqual(dot(scene), 2, "the dot shows the page tapped to while the first turn still runs")
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 2)
        XCTAssertEqual(scene.pager.positionText, "3 / 12")
        XCTAssertEqual(dot(scene), 2)
    }

    func testTapsBothWaysCountEach() throws {
        let scene = try PagerScene()
        for point in [right, right, right, left] { tap(scene, at: point) }
        XCTAssertEqual(dot(scene), 2)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 2)
        XCTAssertEqual(dot(scene), 2)
    }

    func testQuickTapsStopAtTheLastPage() throws {
        let scene = try PagerScene()
        scene.press(.keyboardEnd)
        scene.settle()
        scene.press(.keyboardLeftArrow)
        scene.settle()
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 9)
        for _ in 0..<5 { tap(scene, at: right) }
        scene.settle()
        XCTAssertEqual(scene.pager.currentIndex, 11)
        XCTAssertEqual(scene.pager.positionText, "12 / 12")
        XCTAssertEqual(dot(scene), 11)
    }

    func testAFingerOnThePagesDropsTheTapsStillWaiting() throws {
        let scene = try PagerScene()
        for _ in 0..<4 { tap(scene, at: right) }
        // Caught before the first turn is half way: it falls back, and no tap goes on.
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 240, y: 160)))
        scene.host.step()
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 240, y: 160)))
        scene.settle()
        XCTAssertLessThanOrEqual(scene.pager.currentIndex, 1)
        XCTAssertEqual(dot(scene), scene.pager.currentIndex)
    }
}
