import XCTest
@testable import UIKit

/// Random input never breaks a scroll view (issue 14): touches of one and two fingers,
/// drags, flings, pinches, notched and precise wheels, Ctrl+wheel, keys and resizes
/// against zoomable scroll views with and without paging, nested ones and ones that do
/// not bounce. A failure prints the seed and a minimal script to replay.
final class RandomInputTests: XCTestCase {
    /// Events per scene kind; the five kinds together make well over a million.
    static let eventsPerKind = 20_000

    /// A zoomable 400 x 400 scroll view over 1000 x 1000 content (zoom 0.4 to 4) filling
    /// the window and following its size, first responder so keys reach it.
    static func zoomScene(paging: Bool = false, bounces: Bool = true) -> RandomInputRun.Scene {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        scroll.isPagingEnabled = paging
        scroll.bounces = bounces
        scroll.bouncesZoom = bounces
        let zoomDelegate = ZoomingDelegate(content)
        scroll.delegate = zoomDelegate
        scroll.minimumZoomScale = 0.4
        scroll.maximumZoomScale = 4
        host.window.addSubview(scroll)
        _ = scroll.becomeFirstResponder()
        return RandomInputRun.Scene(host: host, audits: [ScrollViewAudit(scroll, name: "zoomable")], owners: [zoomDelegate])
    }

    /// An outer horizontal pager of three pages, each an inner vertical scroll view (the
    /// middle one zooms).
    static func nestedScene() -> RandomInputRun.Scene {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let outer = UIScrollView(frame: host.window.bounds)
        outer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outer.isPagingEnabled = true
        outer.contentSize = CGSize(width: 960, height: 480)
        var audits = [ScrollViewAudit(outer, name: "outer")]
        var owners: [AnyObject] = []
        for page in 0..<3 {
            let inner = UIScrollView(frame: CGRect(x: CGFloat(page) * 320, y: 0, width: 320, height: 480))
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 3000))
            inner.addSubview(content)
            inner.contentSize = content.frame.size
            if page == 1 {
                let zoomDelegate = ZoomingDelegate(content)
                inner.delegate = zoomDelegate
                inner.minimumZoomScale = 0.5
                inner.maximumZoomScale = 3
                owners.append(zoomDelegate)
            }
            outer.addSubview(inner)
            audits.append(ScrollViewAudit(inner, name: "inner \(page)"))
        }
        host.window.addSubview(outer)
        _ = outer.becomeFirstResponder()
        return RandomInputRun.Scene(host: host, audits: audits, owners: owners)
    }

    private func check(_ name: String, seed: UInt64, events: Int = eventsPerKind,
                       _ makeScene: @escaping () -> RandomInputRun.Scene) {
        let failure = RandomInputRun(seed: seed, makeScene: makeScene).run(events: events)
        XCTAssertNil(failure, "\(name): \(failure.map(String.init(describing:)) ?? "")")
    }

    func testZoomableScrollView() { check("zoomable", seed: 14_001) { Self.zoomScene() } }
    func testZoomablePagingScrollView() { check("paging", seed: 14_002) { Self.zoomScene(paging: true) } }
    func testZoomableScrollViewWithoutBounces() { check("no bounces", seed: 14_003) { Self.zoomScene(bounces: false) } }
    func testNestedScrollViews() { check("nested", seed: 14_004) { Self.nestedScene() } }

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
            let scene = Self.zoomScene()
            (scene.owners[0] as! ZoomingDelegate).breaksRest = true
            return scene
        }
        guard let failure = run.run(events: 2_000) else { return XCTFail("the broken scroll view was not caught") }
        XCTAssertEqual(failure.seed, 5)
        XCTAssertTrue(failure.problem.contains("contentOffset"), failure.problem)
        XCTAssertLessThan(failure.script.steps.count, 40, failure.description)
        XCTAssertTrue(failure.description.contains("seed 5"))
    }
}

/// Returns its view for zooming; with `breaksRest` it pushes the content past its end
/// when a scroll animation or a deceleration ends (a broken app, for the test that the checks can fail).
final class ZoomingDelegate: UIScrollViewDelegate {
    let view: UIView
    var breaksRest = false
    init(_ view: UIView) { self.view = view }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { breakRest(scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { breakRest(scrollView) }
    private func breakRest(_ scrollView: UIScrollView) {
        if breaksRest { scrollView.contentOffset.y = scrollView.maximumContentOffset.y + 50 }
    }
}
