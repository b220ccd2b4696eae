import XCTest
@testable import UIKit

/// Random input never breaks a scroll view (issue 14): touches of one and two fingers,
/// drags, flings, pinches, notched and precise wheels, Ctrl+wheel, keys and resizes
/// against zoomable scroll views with and without paging, nested ones and ones that do
/// not bounce. A failure prints the seed and a minimal script to replay.
final class RandomInputTests: XCTestCase {
    /// Events per scene kind here, in the debug build (about 100 µs an event); the
    /// `random-input` program that `make test` runs next checks a million in release.
    static let eventsPerKind = 10_000

    private func check(_ name: String, seed: UInt64, events: Int = eventsPerKind,
                       _ makeScene: @escaping () -> RandomInputRun.Scene) {
        let failure = RandomInputRun(seed: seed, makeScene: makeScene).run(events: events)
        XCTAssertNil(failure, "\(name): \(failure.map(String.init(describing:)) ?? "")")
    }

    func testZoomableScrollView() { check("zoomable", seed: 14_001) { RandomInputScenes.zoomable() } }
    func testZoomablePagingScrollView() { check("paging", seed: 14_002) { RandomInputScenes.zoomable(paging: true) } }
    func testZoomableScrollViewWithoutBounces() { check("no bounces", seed: 14_003) { RandomInputScenes.zoomable(bounces: false) } }
    func testNestedScrollViews() { check("nested", seed: 14_004) { RandomInputScenes.nested() } }

    func testScrollStylePages() {
        check("scroll pages", seed: 14_005) { RandomInputScenes.pages(style: .scroll, spacing: 10) }
    }
    func testVerticalScrollStylePages() {
        check("vertical scroll pages", seed: 14_006) { RandomInputScenes.pages(style: .scroll, vertical: true) }
    }
    func testPageCurl() { check("curl", seed: 14_007) { RandomInputScenes.pages(style: .pageCurl) } }
    func testDoubleSidedVerticalPageCurl() {
        check("vertical curl", seed: 14_008) { RandomInputScenes.pages(style: .pageCurl, vertical: true, doubleSided: true) }
    }
    func testPageCurlWhoseSpineFollowsTheWindow() {
        check("curl mid", seed: 14_009) {
            RandomInputScenes.pages(style: .pageCurl, spine: .mid, followsOrientation: true, size: CGSize(width: 600, height: 400))
        }
    }

    func testProgrammaticCallsAmongGestures() { check("programmatic", seed: 14_010) { RandomInputScenes.programmatic() } }
    func testProgrammaticCallsAmongGesturesWhilePaging() {
        check("programmatic paging", seed: 14_011) { RandomInputScenes.programmatic(paging: true) }
    }

    /// The programmatic scene's keys reach its controller and call the scroll view's API.
    func testTheProgrammaticScenesKeysCallTheScrollViewsAPI() throws {
        let scene = RandomInputScenes.programmatic()
        let scroll = try XCTUnwrap(scene.audits.first?.watched as? UIScrollView)
        func press(_ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
            let key = EventScriptKeyNames.key(code, modifiers: modifiers)
            scene.host.send(.keyDown(key, isRepeat: false))
            scene.host.send(.keyUp(key))
            _ = scene.host.runUntilIdle()
        }
        press(.keyboard0)
        XCTAssertNotEqual(scroll.zoomScale, 1, "0: a zoom scale within the limits")
        XCTAssertTrue((0.4...4).contains(scroll.zoomScale))
        press(.keyboardHyphen)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 300, height: 200), "-: a 300 x 200 picture, not enlarged")
        XCTAssertEqual(scroll.zoomScale, 1)
        press(.keyboardHyphen)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 400, height: 225), "-: a 1600 x 900 picture fitted")
        XCTAssertEqual(scroll.minimumZoomScale, 0.25)
        press(.keyboardEqualSign)
        XCTAssertEqual(scroll.contentInset, UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 0))
        press(.keyboardReturnOrEnter)
        XCTAssertNotEqual(scroll.contentOffset, CGPoint(x: -10, y: -20), "Return: a point in range")
        XCTAssertEqual(scroll.clampedContentOffset(scroll.contentOffset), scroll.contentOffset)
        let before = scroll.zoomScale
        press(.keyboardEscape)
        XCTAssertNotEqual(scroll.zoomScale, before, "Escape: zoomed to a rectangle")
    }

    func testTheSameSeedGivesTheSameInput() {
        var a = RandomInput(seed: 7, windowSize: CGSize(width: 400, height: 400))
        var b = RandomInput(seed: 7, windowSize: CGSize(width: 400, height: 400))
        var c = RandomInput(seed: 8, windowSize: CGSize(width: 400, height: 400))
        let first = (0..<500).map { _ in a.next() }
        XCTAssertEqual(first, (0..<500).map { _ in b.next() })
        XCTAssertNotEqual(first, (0..<500).map { _ in c.next() })
    }

    func testPrintedCommandsParseBackToThemselves() throws {
        var input = RandomInput(seed: 99, windowSize: CGSize(width: 400, height: 400))
        let commands = (0..<2_000).map { _ in input.next() }
        let script = EventScript(name: "t", steps: commands.enumerated().map {
            EventScript.Step(line: $0.offset + 1, command: $0.element)
        })
        let parsed = try EventScript(parsing: script.text)
        XCTAssertEqual(parsed.steps.map(\.command), commands)
    }

    /// The checks can fail: content an app leaves past its end is caught, and the failure
    /// names the seed and a script far shorter than the run.
    func testABrokenInvariantIsReportedWithASeedAndAShortScript() {
        let run = RandomInputRun(seed: 5) {
            RandomInputScenes.zoomable { RestBreakingDelegate($0) }
        }
        guard let failure = run.run(events: 2_000) else { return XCTFail("the broken scroll view was not caught") }
        XCTAssertEqual(failure.seed, 5)
        XCTAssertTrue(failure.problem.contains("contentOffset"), failure.problem)
        XCTAssertLessThan(failure.script.steps.count, 40, failure.description)
        XCTAssertTrue(failure.description.contains("seed 5"))
    }
}

/// Zooms its view and pushes the content past its end when a scroll animation or a
/// deceleration ends: a broken app, for the test that the checks can fail.
final class RestBreakingDelegate: UIScrollViewDelegate {
    let view: UIView
    init(_ view: UIView) { self.view = view }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { breakRest(scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { breakRest(scrollView) }
    private func breakRest(_ scrollView: UIScrollView) {
        scrollView.contentOffset.y = scrollView.maximumContentOffset.y + 50
    }
}
