import XCTest
@testable import UIKit
@testable import PagerKit

/// The page curl without `--spine`: the spine follows the window's aspect as Xcode's
/// page-based app template has it (two pages side by side in landscape, the left one even;
/// one page in portrait, the spine at the left: the page the reader is on, where the
/// template shows the pair's left page), the label, keys and saved page with it.
final class PagerSpineFollowsWindowTests: XCTestCase {
    static let landscape = CGSize(width: 480, height: 320)
    static let portrait = CGSize(width: 320, height: 480)

    private func resize(_ scene: PagerScene, to size: CGSize) throws {
        try scene.host.resize(to: size)
        scene.settle()
    }

    private func indexes(_ scene: PagerScene) -> [Int?] {
        (scene.pager.pageViewController.viewControllers ?? []).map { scene.pager.book.index(of: $0) }
    }

    func testLandscapeShowsTwoPagesAndPortraitTheLeftOneAlone() throws {
        let scene = try PagerScene(["--style", "curl"], size: Self.landscape)
        let pages = scene.pager.pageViewController
        XCTAssertEqual(pages.spineLocation, .mid, "a landscape window opens on two pages")
        XCTAssertTrue(pages.isDoubleSided)
        XCTAssertEqual(scene.pager.positionText, "1\u{2013}2 / 12")
        scene.press(.keyboardRightArrow)
        scene.settle()
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "5\u{2013}6 / 12")
        let left = try XCTUnwrap(pages.viewControllers?.first)

        try resize(scene, to: Self.portrait)
        XCTAssertEqual(pages.spineLocation, .min)
        XCTAssertFalse(pages.isDoubleSided)
        XCTAssertEqual(indexes(scene), [4])
        XCTAssertTrue(pages.viewControllers?.first === left, "the page shown is kept, not made anew")
        XCTAssertEqual(pages.children.count, 1, "the right page is let go")
        XCTAssertEqual(left.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(scene.pager.positionText, "5 / 12")
        XCTAssertTrue(pages.pageControl.isHidden, "the page curl has no page control, as in UIKit")
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "6 / 12", "one page a turn in portrait")
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "5 / 12")

        try resize(scene, to: Self.landscape)
        XCTAssertEqual(pages.spineLocation, .mid)
        XCTAssertEqual(indexes(scene), [4, 5])
        XCTAssertEqual(pages.viewControllers?[1].view.frame, CGRect(x: 240, y: 0, width: 240, height: 320))
        XCTAssertEqual(scene.pager.positionText, "5\u{2013}6 / 12")
        // Two pages a turn again: the right leaf over the spine.
        scene.drag(from: CGPoint(x: 470, y: 160), by: CGPoint(x: -300, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "7\u{2013}8 / 12")
    }

    /// The first spine comes from the window's size as the pager is made; a window shown at
    /// another shape (a window manager's, a resize right after start) shows the spine of the
    /// size it is shown at from its first frame, not the one guessed.
    func testTheSpineFollowsTheSizeTheWindowIsFirstShownAt() throws {
        let narrowed = try PagerScene(["--style", "curl"], size: Self.landscape, firstShownAt: Self.portrait)
        XCTAssertEqual(narrowed.pager.pageViewController.spineLocation, .min)
        XCTAssertFalse(narrowed.pager.pageViewController.isDoubleSided)
        XCTAssertEqual(indexes(narrowed), [0])
        XCTAssertEqual(narrowed.pager.pageViewController.children.count, 1)
        XCTAssertEqual(narrowed.pager.positionText, "1 / 12")

        let widened = try PagerScene(["--style", "curl"], size: Self.portrait, firstShownAt: Self.landscape)
        XCTAssertEqual(widened.pager.pageViewController.spineLocation, .mid)
        XCTAssertEqual(indexes(widened), [0, 1])
        XCTAssertEqual(widened.pager.pageViewController.viewControllers?[1].view.frame,
                       CGRect(x: 240, y: 0, width: 240, height: 320))
        XCTAssertEqual(widened.pager.positionText, "1\u{2013}2 / 12")
        widened.press(.keyboardRightArrow)
        widened.settle()
        XCTAssertEqual(widened.pager.positionText, "3\u{2013}4 / 12", "two pages a turn")
    }

    func testAnOddPageInPortraitGoesToItsPairStartingOnAnEvenIndex() throws {
        let scene = try PagerScene(["--style", "curl"], size: Self.portrait)
        let pages = scene.pager.pageViewController
        XCTAssertEqual(pages.spineLocation, .min, "a portrait window opens on one page")
        XCTAssertFalse(pages.isDoubleSided)
        XCTAssertEqual(scene.pager.positionText, "1 / 12")
        for _ in 0..<5 {
            scene.press(.keyboardRightArrow)
            scene.settle()
        }
        XCTAssertEqual(scene.pager.positionText, "6 / 12")
        try resize(scene, to: Self.landscape)
        XCTAssertEqual(indexes(scene), [4, 5])
        XCTAssertEqual(scene.pager.positionText, "5\u{2013}6 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "6 / 12", "the page the reader was on, not the pair's left one")
    }

    /// Of two pages side by side the reader is on the one nearest the page left: the left
    /// after a turn forward, the right after a turn back (the page before the one left), and
    /// one page shows it when the window narrows. The template's left page of the pair had
    /// put a reader on page 6 back on page 5.
    func testThePageTheReaderIsOnSurvivesRoundTripsThroughLandscape() throws {
        let scene = try PagerScene(["--style", "curl"], size: Self.portrait)
        for _ in 0..<5 {
            scene.press(.keyboardRightArrow)
            scene.settle()
        }
        XCTAssertEqual(scene.pager.positionText, "6 / 12")
        try resize(scene, to: Self.landscape)
        XCTAssertEqual(scene.pager.positionText, "5\u{2013}6 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "6 / 12")
        XCTAssertEqual(indexes(scene), [5])

        try resize(scene, to: Self.landscape)
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "7\u{2013}8 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "7 / 12", "a turn forward reads on from the spread's left page")

        try resize(scene, to: Self.landscape)
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "5\u{2013}6 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "6 / 12", "a turn back lands on the page before the one left")

        // A drag back over the spine, as the key.
        try resize(scene, to: Self.landscape)
        scene.drag(from: CGPoint(x: 10, y: 160), by: CGPoint(x: 300, y: 0), hold: 0)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "3\u{2013}4 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "4 / 12")
    }

    /// `--double-sided`: in portrait only fronts show (odd pages), so a reader on a back goes
    /// to its leaf's front; an even count's last page shows on the front after the last leaf.
    func testDoubleSidedPortraitShowsTheReadersLeafOrTheLastPage() throws {
        let scene = try PagerScene(["--style", "curl", "--double-sided"], size: Self.landscape)
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "11\u{2013}12 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertTrue(scene.pager.pageViewController.viewControllers?.first is EndPage)
        XCTAssertEqual(scene.pager.positionText, "12 / 12", "End's page, the last")
        try resize(scene, to: Self.landscape)
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "9\u{2013}10 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(indexes(scene), [8, 7], "page 10 is the back of page 9's leaf")
        XCTAssertEqual(scene.pager.positionText, "9 / 12")
    }

    func testHomeAndEndAcrossTheSwitch() throws {
        let scene = try PagerScene(["--style", "curl"], size: Self.landscape)
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "11\u{2013}12 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "12 / 12", "End's page, the last, alone")
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "11 / 12")
        try resize(scene, to: Self.landscape)
        XCTAssertEqual(scene.pager.positionText, "11\u{2013}12 / 12")
        scene.press(.keyboardHome)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "1\u{2013}2 / 12")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "1 / 12")
    }

    func testAnOddCountsLastPageGetsABlankBesideIt() throws {
        let scene = try PagerScene(["--pages", "13", "--style", "curl"], size: Self.portrait)
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "13 / 13")
        try resize(scene, to: Self.landscape)
        XCTAssertEqual(indexes(scene), [12, nil])
        XCTAssertTrue(scene.pager.pageViewController.viewControllers?.last is BlankPage)
        XCTAssertEqual(scene.pager.positionText, "13 / 13")
        scene.press(.keyboardLeftArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "11\u{2013}12 / 13")
    }

    func testASpineGivenStaysWhateverTheWindowDoes() throws {
        let edge = try PagerScene(["--style", "curl", "--spine", "min"], size: Self.landscape)
        XCTAssertEqual(edge.pager.pageViewController.spineLocation, .min)
        XCTAssertEqual(edge.pager.positionText, "1 / 12")
        try resize(edge, to: Self.portrait)
        try resize(edge, to: Self.landscape)
        XCTAssertEqual(edge.pager.pageViewController.spineLocation, .min)
        XCTAssertEqual(edge.pager.positionText, "1 / 12")

        let middle = try PagerScene(["--style", "curl", "--spine", "mid", "--double-sided"], size: Self.portrait)
        XCTAssertEqual(middle.pager.positionText, "1\u{2013}2 / 12")
        try resize(middle, to: Self.landscape)
        try resize(middle, to: Self.portrait)
        XCTAssertEqual(middle.pager.pageViewController.spineLocation, .mid)
        XCTAssertEqual(middle.pager.positionText, "1\u{2013}2 / 12")
    }

    /// `--double-sided` without `--spine`: in portrait the leaves keep their backs (the
    /// page shown and the back of the leaf before it), and the even count's end, the front
    /// after the last leaf, goes to the last pair in landscape.
    func testDoubleSidedLeavesKeepTheirBacksInPortrait() throws {
        let scene = try PagerScene(["--style", "curl", "--double-sided"], size: Self.landscape)
        let pages = scene.pager.pageViewController
        scene.press(.keyboardRightArrow)
        scene.settle()
        scene.press(.keyboardRightArrow)
        scene.settle()
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(pages.spineLocation, .min)
        XCTAssertTrue(pages.isDoubleSided)
        XCTAssertEqual(indexes(scene), [4, 3])
        XCTAssertEqual(scene.pager.positionText, "5 / 12")
        scene.press(.keyboardEnd)
        scene.settle()
        XCTAssertTrue(pages.viewControllers?.first is EndPage)
        XCTAssertEqual(scene.pager.positionText, "12 / 12")
        try resize(scene, to: Self.landscape)
        XCTAssertEqual(indexes(scene), [10, 11])
        XCTAssertEqual(scene.pager.positionText, "11\u{2013}12 / 12")
    }

    /// Turning up and down, two pages lie one above the other in a portrait window.
    func testVerticalPagesPairInPortrait() throws {
        let scene = try PagerScene(["--style", "curl", "--vertical"], size: Self.portrait)
        let pages = scene.pager.pageViewController
        XCTAssertEqual(pages.spineLocation, .mid)
        XCTAssertEqual(pages.viewControllers?[1].view.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        XCTAssertEqual(scene.pager.positionText, "1\u{2013}2 / 12")
        try resize(scene, to: Self.landscape)
        XCTAssertEqual(pages.spineLocation, .min)
        XCTAssertEqual(scene.pager.positionText, "1 / 12")
    }

    /// The window turned while a key's turn curls: the turn lands, then the new spine's
    /// pages show, and the label names them.
    func testAKeysTurnUnderWayLandsBeforeTheSpineChanges() throws {
        let scene = try PagerScene(["--style", "curl"], size: Self.landscape)
        scene.press(.keyboardRightArrow)
        scene.host.runFrames(6)
        try scene.host.resize(to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "3 / 12")
        scene.settle()
        XCTAssertEqual(indexes(scene), [2])
        XCTAssertEqual(scene.pager.pageViewController.children.count, 1)
        XCTAssertEqual(scene.pager.positionText, "3 / 12")
    }

    /// The left image page stays the same page across the switch: zoomed in, it stays
    /// zoomed (a page made anew would open fitted, its image decoded again).
    func testAZoomedImagePageKeepsItsZoomAcrossTheSwitch() throws {
        let folder = try ImageFolder(count: 4, width: 960, height: 640)
        let scene = try PagerScene(["--style", "curl", folder.path], size: Self.landscape)
        XCTAssertEqual(scene.pager.positionText, "1\u{2013}2 / 4")
        let page = try XCTUnwrap(scene.pager.pageViewController.viewControllers?.first as? ImagePageController)
        XCTAssertEqual(page.scrollView.zoomScale, 0.25, accuracy: 1e-9, "960 x 640 fitted in the 240 x 320 left half")
        page.scrollView.setZoomScale(1, animated: false)
        try resize(scene, to: Self.portrait)
        XCTAssertTrue(scene.pager.pageViewController.viewControllers?.first === page)
        XCTAssertEqual(page.view.frame.size, Self.portrait)
        XCTAssertEqual(page.scrollView.zoomScale, 1)
        XCTAssertEqual(scene.pager.positionText, "1 / 4")
    }

    /// Zoomed into the right photo of a spread, the reader is on that page: a narrower
    /// window shows it, zoomed as it was, not the spread's left page.
    func testTheImagePageZoomedIsThePageTheReaderIsOn() throws {
        let folder = try ImageFolder(count: 4, width: 960, height: 640)
        let scene = try PagerScene(["--style", "curl", folder.path], size: Self.landscape)
        scene.press(.keyboardRightArrow)
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "3\u{2013}4 / 4")
        let right = try XCTUnwrap(scene.pager.pageViewController.viewControllers?.last as? ImagePageController)
        scene.host.send(.wheel(location: CGPoint(x: 360, y: 160), delta: CGPoint(x: 0, y: -6), isPrecise: false,
                               modifiers: .control))
        scene.settle()
        let zoom = right.scrollView.zoomScale
        XCTAssertGreaterThan(zoom, 0.4, "zoomed in from the fit, 0.25, past the portrait fit, 1/3")
        try resize(scene, to: Self.portrait)
        XCTAssertEqual(scene.pager.positionText, "4 / 4")
        XCTAssertTrue(scene.pager.pageViewController.viewControllers?.first === right)
        XCTAssertEqual(right.scrollView.zoomScale, zoom, accuracy: 1e-9)
    }

    func testTheSavedPageReopensInEitherShape() throws {
        let folder = try ImageFolder(count: 0, width: 1, height: 1)
        let saved = ProcessInfo.processInfo.environment["XDG_STATE_HOME"]
        setenv("XDG_STATE_HOME", folder.url.appendingPathComponent("state").path, 1)
        defer { if let saved { setenv("XDG_STATE_HOME", saved, 1) } else { unsetenv("XDG_STATE_HOME") } }
        do {
            let scene = try PagerScene(["--style", "curl", "--restore"], size: Self.portrait)
            for _ in 0..<5 {
                scene.press(.keyboardRightArrow)
                scene.settle()
            }
            XCTAssertEqual(scene.pager.positionText, "6 / 12")
        }
        let wide = try PagerScene(["--style", "curl", "--restore"], size: Self.landscape)
        XCTAssertEqual(wide.pager.positionText, "5\u{2013}6 / 12", "page 6's pair")
        wide.press(.keyboardLeftArrow)
        wide.settle()
        XCTAssertEqual(wide.pager.positionText, "3\u{2013}4 / 12")
        let tall = try PagerScene(["--style", "curl", "--restore"], size: Self.portrait)
        XCTAssertEqual(tall.pager.positionText, "4 / 12", "the page of the pair the reader was on, saved")
        try resize(tall, to: Self.landscape)
        try resize(tall, to: Self.portrait)
        XCTAssertEqual(tall.pager.positionText, "4 / 12")
    }
}
