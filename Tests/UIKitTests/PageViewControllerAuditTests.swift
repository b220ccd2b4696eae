import XCTest
@testable import UIKit

/// The page view controller audit of random-input runs finds what it says it does: a
/// current page hidden or out of its slot, another page seen, a page's view left in the
/// tree without its controller, and a broken app's turns in a random run.
final class PageViewControllerAuditTests: XCTestCase {
    private func settled(_ scene: RandomInputRun.Scene) -> (UIPageViewController, any RandomInputAudit) {
        _ = scene.host.runUntilIdle()
        return (scene.host.window.rootViewController as! UIPageViewController, scene.audits[0])
    }

    func testAPagerAtRestOnWholePagesPasses() {
        for scene in [RandomInputScenes.pages(style: .scroll, spacing: 10), RandomInputScenes.pages(style: .pageCurl),
                      RandomInputScenes.pages(style: .pageCurl, spine: .mid, size: CGSize(width: 600, height: 400))] {
            let (_, audit) = settled(scene)
            XCTAssertNil(audit.restingProblem())
        }
    }

    func testAHiddenOrMisplacedCurrentPageIsFound() throws {
        let scene = RandomInputScenes.pages(style: .scroll)
        let (pager, audit) = settled(scene)
        let page = try XCTUnwrap(pager.viewControllers?.first)
        page.view.isHidden = true
        XCTAssertEqual(audit.restingProblem(), "pages (scroll): current page 0 (page 2) is not seen")
        page.view.isHidden = false
        page.view.frame.origin.x += 30
        XCTAssertEqual(audit.restingProblem(),
                       "pages (scroll): current page 0 (page 2) is seen at (30.0, 0.0, 370.0, 300.0), not (0.0, 0.0, 400.0, 300.0)")
        page.view.frame.origin.x -= 30
        XCTAssertNil(audit.restingProblem())
    }

    func testAnotherPageSeenOrAStrayPageViewIsFound() throws {
        let scene = RandomInputScenes.pages(style: .pageCurl, spine: .mid, size: CGSize(width: 600, height: 400))
        let (pager, audit) = settled(scene)
        let right = try XCTUnwrap(pager.viewControllers?.last)
        XCTAssertEqual(right.title, "page 3")
        right.view.frame.size.width = 200
        XCTAssertEqual(audit.restingProblem(),
                       "pages (curl): current page 1 (page 3) is seen at (300.0, 0.0, 200.0, 400.0), not (300.0, 0.0, 300.0, 400.0)")
        right.view.frame.size.width = 300
        let stray = RandomInputScenes.Page(7)
        pager.view.addSubview(stray.view)
        XCTAssertEqual(audit.restingProblem(), "pages (curl): the view of page 7 is in the tree, but it is not a child")
        stray.view.removeFromSuperview()
        XCTAssertNil(audit.restingProblem())
    }

    /// Hides the page a user's turn lands on: a broken app, for the check that a random
    /// run catches it, with a short script.
    final class HidingDelegate: UIPageViewControllerDelegate {
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            if completed { pageViewController.viewControllers?.first?.view.isHidden = true }
        }
    }

    func testARandomRunCatchesAnAppThatHidesThePageTurnedTo() {
        let run = RandomInputRun(seed: 9) {
            let scene = RandomInputScenes.pages(style: .scroll)
            let pager = scene.host.window.rootViewController as! UIPageViewController
            let hiding = HidingDelegate()
            pager.delegate = hiding
            let audit = PageViewControllerAudit(pager, name: "broken")
            return RandomInputRun.Scene(host: scene.host, audits: [audit], owners: scene.owners + [hiding])
        }
        guard let failure = run.run(events: 3_000) else { return XCTFail("the hidden page was not caught") }
        XCTAssertTrue(failure.problem.hasPrefix("broken: current page 0 (page "), failure.problem)
        XCTAssertTrue(failure.problem.hasSuffix(") is not seen"), failure.problem)
        XCTAssertLessThan(failure.script.steps.count, 40, failure.description)
    }
}
