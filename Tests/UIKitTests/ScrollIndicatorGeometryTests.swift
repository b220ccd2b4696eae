import XCTest
@testable import UIKit

final class ScrollIndicatorGeometryTests: XCTestCase {
    func testLengthIsVisibleFractionAndPositionFollowsProgress() {
        // 480 visible of 1920: a quarter of a 470 pt track.
        let top = ScrollIndicatorGeometry.span(trackStart: 5, trackLength: 470, visible: 480, content: 1920,
                                               offset: 0, minimum: 0, maximum: 1440)
        XCTAssertEqual(top.start, 5)
        XCTAssertEqual(top.length, 117.5)
        let middle = ScrollIndicatorGeometry.span(trackStart: 5, trackLength: 470, visible: 480, content: 1920,
                                                  offset: 720, minimum: 0, maximum: 1440)
        XCTAssertEqual(middle.start, 5 + (470 - 117.5) / 2)
        let bottom = ScrollIndicatorGeometry.span(trackStart: 5, trackLength: 470, visible: 480, content: 1920,
                                                  offset: 1440, minimum: 0, maximum: 1440)
        XCTAssertEqual(bottom.start + bottom.length, 475)
    }

    func testMinimumLengthForHugeContent() {
        let s = ScrollIndicatorGeometry.span(trackStart: 0, trackLength: 470, visible: 480, content: 1_000_000,
                                             offset: 0, minimum: 0, maximum: 999_520)
        XCTAssertEqual(s.length, 36)
    }

    func testRubberBandingShrinksAndPinsButNotBelowSeven() {
        let s = ScrollIndicatorGeometry.span(trackStart: 0, trackLength: 470, visible: 480, content: 1920,
                                             offset: -50, minimum: 0, maximum: 1440)
        XCTAssertEqual(s.start, 0)
        XCTAssertEqual(s.length, 67.5)
        let far = ScrollIndicatorGeometry.span(trackStart: 0, trackLength: 470, visible: 480, content: 1920,
                                               offset: 1440 + 400, minimum: 0, maximum: 1440)
        XCTAssertEqual(far.length, 7)
        XCTAssertEqual(far.start + far.length, 470)
    }
}
