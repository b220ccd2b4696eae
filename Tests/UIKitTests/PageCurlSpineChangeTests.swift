import XCTest
@testable import UIKit

/// The spine chosen by the delegate when the window turns, as Xcode's page-based app
/// template chooses it: two pages side by side in landscape (the spine in the middle), one
/// in portrait, the view controllers set from inside `spineLocationFor`.
final class PageCurlSpineChangeTests: XCTestCase {
    func indexes(_ pages: [UIViewController]?) -> [Int] { (pages ?? []).map { ($0 as! LoggedPage).index } }

    func testTheTemplatesSpineChoiceSetsTwoPagesInLandscapeAndOneInPortrait() throws {
        let scene = PageScene(start: 3, style: .pageCurl, spine: .min)
        let chooser = TemplateSpineChooser(scene: scene)
        scene.pager.delegate = chooser
        try scene.host.resize(to: CGSize(width: 480, height: 320))
        scene.host.step()
        XCTAssertEqual(scene.pager.spineLocation, .mid)
        XCTAssertTrue(scene.pager.isDoubleSided, "the spine in the middle makes the pages double-sided, as in UIKit")
        XCTAssertEqual(indexes(scene.pager.viewControllers), [2, 3])
        XCTAssertEqual(chooser.completions, [true])
        XCTAssertEqual(scene.log.entries, ["spineFor(landscape)", "p2.willAppear", "p2.didAppear"])
        XCTAssertEqual(scene.pager.viewControllers?[0].view.frame, CGRect(x: 0, y: 0, width: 240, height: 320))
        XCTAssertEqual(scene.pager.viewControllers?[1].view.frame, CGRect(x: 240, y: 0, width: 240, height: 320))
        // Two pages turn on: the right leaf over the spine.
        scene.drag(from: pt(460, 160), by: pt(-300, 0), steps: 6, hold: 0)
        scene.settle()
        XCTAssertEqual(indexes(scene.pager.viewControllers), [4, 5])

        scene.log.entries.removeAll()
        try scene.host.resize(to: CGSize(width: 320, height: 480))
        scene.host.step()
        XCTAssertEqual(scene.pager.spineLocation, .min)
        XCTAssertFalse(scene.pager.isDoubleSided)
        XCTAssertEqual(indexes(scene.pager.viewControllers), [4])
        XCTAssertEqual(scene.log.entries, ["spineFor(portrait)", "p5.willDisappear", "p5.didDisappear"])
        XCTAssertEqual(scene.pager.viewControllers?[0].view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(indexes(scene.pager.children), [4])
    }

    /// The spine given at initialisation is the app's guess from a window size that may not
    /// be the one shown (a window manager's, a resize before the first frame): the first
    /// layout asks the delegate for the spine of the size it lays out. Left unasked, a
    /// landscape window kept the spine a portrait guess had chosen until its next switch.
    func testTheFirstLayoutAsksForTheSpineOfTheSizeShown() throws {
        let log = EventLog()
        let host = HeadlessHost(size: CGSize(width: 480, height: 320))
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.min])
        let pages = IndexedPages(count: 10, log: log)
        pages.logsQuestions = false
        let chooser = SpineChooser(log: log)
        pager.dataSource = pages
        pager.delegate = chooser
        pager.setViewControllers([pages.page(3)], direction: .forward, animated: false)
        host.window.rootViewController = pager
        host.step()
        XCTAssertEqual(pager.spineLocation, .max, "the landscape window's spine, not the one guessed")
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("spineFor") }, ["spineFor(landscape)"])
        log.entries.removeAll()
        host.step()
        try host.resize(to: CGSize(width: 500, height: 300))
        host.step()
        XCTAssertEqual(log.entries, [], "asked again only when the aspect turns")
    }

    /// A user's turn let go is still animating when the window turns: it lands, and the
    /// delegate chooses the new spine's pages from the page it landed on. Chosen from the
    /// page turned from (what `viewControllers` holds until then), they undid the turn.
    func testAFlickOvertakenByTheSpineChangeKeepsItsPage() throws {
        let scene = PageScene(start: 3, style: .pageCurl, spine: .min)
        let chooser = TemplateSpineChooser(scene: scene)
        scene.pager.delegate = chooser
        scene.drag(from: pt(310, 240), by: pt(-200, 0), steps: 4, hold: 0)
        scene.host.step()
        XCTAssertEqual(indexes(scene.pager.viewControllers), [3], "still turning")
        try scene.host.resize(to: CGSize(width: 480, height: 320))
        scene.host.step()
        XCTAssertEqual(indexes(scene.pager.viewControllers), [4, 5], "page 4, the one flicked to, and its partner")
        XCTAssertEqual(chooser.completions, [false, true], "the pages chosen from page 3 are dropped")
        scene.settle()
        XCTAssertEqual(indexes(scene.pager.children).sorted(), [4, 5])
    }

    func testATurnInProgressLandsBeforeTheNewSpinesPagesAreSet() throws {
        let scene = PageScene(start: 3, style: .pageCurl, spine: .min)
        let chooser = TemplateSpineChooser(scene: scene)
        scene.pager.delegate = chooser
        scene.pager.setViewControllers([scene.pages.page(4)], direction: .forward, animated: true) {
            chooser.completions.append($0)
        }
        scene.host.step()
        try scene.host.resize(to: CGSize(width: 480, height: 320))
        scene.host.step()
        XCTAssertEqual(chooser.completions, [false, true], "the interrupted turn, then the template's pages")
        XCTAssertEqual(indexes(scene.pager.viewControllers), [4, 5])
        scene.settle()
        XCTAssertEqual(indexes(scene.pager.children).sorted(), [4, 5])
    }
}

/// Xcode's page-based app template's `spineLocationFor`: in portrait the current page
/// alone with the spine at the left, `isDoubleSided` set back to false; in landscape the
/// current page with its partner (even pages on the left) and the spine in the middle.
final class TemplateSpineChooser: UIPageViewControllerDelegate {
    unowned let scene: PageScene
    var completions: [Bool] = []
    init(scene: PageScene) { self.scene = scene }

    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        scene.log.append("spineFor(\(orientation.isLandscape ? "landscape" : "portrait"))")
        let current = pageViewController.viewControllers![0] as! LoggedPage
        if !orientation.isLandscape {
            pageViewController.setViewControllers([current], direction: .forward, animated: true) {
                self.completions.append($0)
            }
            pageViewController.isDoubleSided = false
            return .min
        }
        let pair = current.index % 2 == 0 ? [current, scene.pages.page(current.index + 1)]
            : [scene.pages.page(current.index - 1), current]
        pageViewController.setViewControllers(pair, direction: .forward, animated: true) { self.completions.append($0) }
        return .mid
    }
}
