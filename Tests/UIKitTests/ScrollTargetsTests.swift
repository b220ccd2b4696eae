import XCTest
@testable import UIKit

final class ScrollTargetsTests: XCTestCase {
    // Five pages of 320 pt: offsets 0, 320, 640, 960, 1280.
    private func target(_ offset: CGFloat, _ velocity: CGFloat, from page: Int) -> CGFloat {
        ScrollTargets.pagingTarget(offset: offset, velocity: velocity, startPage: page, pageSize: 320,
                                   minimum: 0, maximum: 1280)
    }

    func testFastFlickFollowsVelocityOnePageAtMost() {
        XCTAssertEqual(target(330, 2.0, from: 1), 640, "a small drag with a fast flick turns the page")
        XCTAssertEqual(target(300, -2.0, from: 1), 0)
        XCTAssertEqual(target(900, 8.0, from: 1), 640, "never more than one page per flick")
        XCTAssertEqual(target(330, 0.25, from: 1), 640, "0.25 pt/ms is a flick")
    }

    func testSlowReleaseGoesToNearestPage() {
        XCTAssertEqual(target(470, 0.1, from: 1), 320)
        XCTAssertEqual(target(490, 0.1, from: 1), 640)
        XCTAssertEqual(target(170, -0.2, from: 1), 320)
        XCTAssertEqual(target(150, 0, from: 1), 0)
    }

    func testEdgesClampToFirstAndLastPage() {
        XCTAssertEqual(target(-40, -3, from: 0), 0, "flick before the first page stays on it")
        XCTAssertEqual(target(1320, 3, from: 4), 1280, "flick past the last page stays on it")
    }

    func testFlickBackAfterDraggingPastStartReturnsToStart() {
        // Dragged forward past half a page, then flicked back: iOS returns to the start page.
        XCTAssertEqual(target(500, -1.0, from: 1), 320)
    }

    func testLastPartialPageIsReachable() {
        // Content 1000 in a 320 view: maximum 680, pages 0, 320, 640, then the end at 680.
        let t = ScrollTargets.pagingTarget(offset: 650, velocity: 1, startPage: 2, pageSize: 320, minimum: 0, maximum: 680)
        XCTAssertEqual(t, 680)
    }

    func testPagesAreMultiplesOfThePageSizeWhateverTheInsetsAndTheEndsRestToo() {
        // Four pages of 320 with insets of 20 each side: the range is -20...980.
        func target(_ offset: CGFloat, _ velocity: CGFloat, from page: Int) -> CGFloat {
            ScrollTargets.pagingTarget(offset: offset, velocity: velocity, startPage: page, pageSize: 320,
                                       minimum: -20, maximum: 980)
        }
        XCTAssertEqual(ScrollTargets.pages(pageSize: 320, minimum: -20, maximum: 980), -1...4)
        XCTAssertEqual((-1...4).map { ScrollTargets.pageOffset($0, pageSize: 320, minimum: -20, maximum: 980) },
                       [-20, 0, 320, 640, 960, 980])
        XCTAssertEqual(target(40, 1, from: 0), 320, "not -20 + 320: the inset does not shift the pages")
        XCTAssertEqual(target(280, -1, from: 1), 0)
        XCTAssertEqual(target(-5, -1, from: 0), -20, "the leading inset's end is the page before the first")
        XCTAssertEqual(target(-15, 0, from: 0), -20, "nearer the inset's end than offset 0")
        XCTAssertEqual(target(-5, 0, from: 0), 0)
        XCTAssertEqual(target(975, 0, from: 4), 980, "nearer the range's end than the page at 960")
        XCTAssertEqual(ScrollTargets.page(at: 480, pageSize: 320, minimum: -20, maximum: 980), 2,
                       "halfway, rounded as before")
        XCTAssertEqual(ScrollTargets.page(at: .nan, pageSize: 320, minimum: -20, maximum: 980), 0)
        // A negative inset cuts into the content: the first page rests where the range begins.
        XCTAssertEqual(ScrollTargets.pagingTarget(offset: 100, velocity: -1, startPage: 1, pageSize: 320,
                                                  minimum: 30, maximum: 960), 30)
    }

    func testRevealingMovesLeastAndShowsStartOfLongSpans() {
        XCTAssertEqual(ScrollTargets.revealing(start: 100, end: 150, offset: 50, length: 200), 50, "visible: unchanged")
        XCTAssertEqual(ScrollTargets.revealing(start: 300, end: 350, offset: 50, length: 200), 150, "below: bottom aligns")
        XCTAssertEqual(ScrollTargets.revealing(start: 10, end: 60, offset: 50, length: 200), 10, "above: top aligns")
        XCTAssertEqual(ScrollTargets.revealing(start: 400, end: 900, offset: 50, length: 200), 400, "too long: start shows")
    }
}
