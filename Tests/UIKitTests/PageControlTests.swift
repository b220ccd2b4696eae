import XCTest
@testable import UIKit

/// UIPageControl: the classic control's metrics, clamping, taps, and dots that shrink and
/// then scroll when they do not fit.
final class PageControlTests: XCTestCase {
    func testTheClassicSizeIsSevenPointDotsSixteenPointsApart() {
        let control = UIPageControl()
        XCTAssertEqual(control.size(forNumberOfPages: 1), CGSize(width: 7, height: 37))
        XCTAssertEqual(control.size(forNumberOfPages: 5), CGSize(width: 71, height: 37))
        XCTAssertEqual(control.size(forNumberOfPages: 0), CGSize(width: 0, height: 37))
        control.numberOfPages = 12
        XCTAssertEqual(control.sizeThatFits(CGSize(width: 1000, height: 100)), CGSize(width: 183, height: 37))
        XCTAssertEqual(control.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 100, height: 37))
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 183, height: 37))
    }

    func testCurrentPageIsClampedToThePages() {
        let control = UIPageControl()
        control.numberOfPages = 4
        control.currentPage = 9
        XCTAssertEqual(control.currentPage, 3)
        control.currentPage = -2
        XCTAssertEqual(control.currentPage, 0)
        control.currentPage = 3
        control.numberOfPages = 2
        XCTAssertEqual(control.currentPage, 1, "fewer pages pull the current one in")
        control.numberOfPages = -5
        XCTAssertEqual(control.numberOfPages, 0)
    }

    func testHidesForSinglePageHidesAndShowsAgain() {
        let control = UIPageControl()
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        XCTAssertTrue(control.isHidden)
        control.numberOfPages = 3
        XCTAssertFalse(control.isHidden)
        control.isHidden = true
        control.numberOfPages = 4
        XCTAssertTrue(control.isHidden, "a control the app hid stays hidden")
    }

    func testDotsAreCentredAtTheirClassicPitch() {
        let layout = PageIndicatorLayout(numberOfPages: 3, currentPage: 1, width: 100)
        XCTAssertEqual(layout.scale, 1)
        XCTAssertEqual(layout.dots.map(\.centerX), [34, 50, 66])
        XCTAssertEqual(layout.dots.map(\.diameter), [7, 7, 7])
    }

    func testDotsThatDoNotFitShrinkFirst() {
        // 12 dots want 183 points; 140 points shrink them to 140/183 of their size.
        let layout = PageIndicatorLayout(numberOfPages: 12, currentPage: 0, width: 140)
        XCTAssertEqual(layout.scale, 140.0 / 183, accuracy: 1e-9)
        XCTAssertEqual(layout.dots.count, 12)
        XCTAssertEqual(layout.dots.first!.centerX - layout.dots.first!.diameter / 2, 0, accuracy: 1e-9)
        XCTAssertEqual(layout.dots.last!.centerX + layout.dots.last!.diameter / 2, 140, accuracy: 1e-9)
    }

    func testManyDotsScrollAroundTheCurrentPageWithSmallerEdges() {
        // At 0.6 scale dots are 9.6 points apart: 100 points hold 10 of 1,000 pages.
        let layout = PageIndicatorLayout(numberOfPages: 1000, currentPage: 500, width: 100)
        XCTAssertEqual(layout.scale, 0.6)
        XCTAssertEqual(layout.dots.count, 10)
        XCTAssertEqual(layout.dots.map(\.page), Array(495..<505))
        XCTAssertEqual(layout.dots.map { ($0.diameter * 100).rounded() / 100 },
                       [2.1, 3.15, 4.2, 4.2, 4.2, 4.2, 4.2, 4.2, 3.15, 2.1])
        XCTAssertGreaterThanOrEqual(layout.dots.first!.centerX - layout.dots.first!.diameter / 2, 0)
        XCTAssertLessThanOrEqual(layout.dots.last!.centerX + layout.dots.last!.diameter / 2, 100)
        let atStart = PageIndicatorLayout(numberOfPages: 1000, currentPage: 0, width: 100)
        XCTAssertEqual(atStart.dots.map(\.page), Array(0..<10))
        XCTAssertEqual(atStart.dots.first!.diameter, 4.2, accuracy: 1e-9, "no pages before: full size")
        XCTAssertEqual(atStart.dots.last!.diameter, 2.1, accuracy: 1e-9)
    }

    func testATapEitherSideOfTheCurrentDotMovesOnePage() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 37))
        let control = UIPageControl(frame: host.window.bounds)
        control.numberOfPages = 5
        control.currentPage = 2
        host.window.addSubview(control)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.currentPage) }, for: .valueChanged)
        func tap(_ x: CGFloat) {
            host.send(.touchDown(id: 1, location: pt(x, 18)))
            host.step()
            host.send(.touchUp(id: 1, location: pt(x, 18)))
            host.step()
        }
        tap(180)
        tap(180)
        tap(180)
        XCTAssertEqual(changes, [3, 4], "the last page goes no further and sends nothing")
        tap(10)
        XCTAssertEqual(changes, [3, 4, 3])
    }

    /// iOS 16's `direction`: a vertical control is a column 37 points wide, its dots down
    /// its middle (up it for `.bottomToTop`), and a tap below the current dot goes on a page.
    func testAVerticalDirectionMakesAColumn() {
        let control = UIPageControl()
        control.direction = .topToBottom
        XCTAssertEqual(control.size(forNumberOfPages: 5), CGSize(width: 37, height: 71))
        control.numberOfPages = 12
        XCTAssertEqual(control.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 37, height: 100))
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 37, height: 183))
        let host = HeadlessHost(size: CGSize(width: 37, height: 200))
        control.frame = host.window.bounds
        control.numberOfPages = 5
        control.currentPage = 2
        host.window.addSubview(control)
        let first = control.indicatorLayout.dots[0]
        XCTAssertEqual(control.dotCenter(first), CGPoint(x: 18.5, y: 100 - 32), "page 0 at the top")
        control.direction = .bottomToTop
        XCTAssertEqual(control.dotCenter(control.indicatorLayout.dots[0]), CGPoint(x: 18.5, y: 100 + 32), "at the bottom")
        control.direction = .rightToLeft
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 37)
        XCTAssertEqual(control.dotCenter(control.indicatorLayout.dots[0]), CGPoint(x: 100 + 32, y: 18.5))
        control.direction = .topToBottom
        control.frame = host.window.bounds
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.currentPage) }, for: .valueChanged)
        func tap(_ y: CGFloat) {
            host.send(.touchDown(id: 1, location: pt(18, y)))
            host.step()
            host.send(.touchUp(id: 1, location: pt(18, y)))
            host.step()
        }
        tap(180)
        tap(10)
        tap(10)
        XCTAssertEqual(changes, [3, 2, 1], "below the current dot on, above it back")
        control.direction = .bottomToTop
        tap(10)
        XCTAssertEqual(changes, [3, 2, 1, 2], "reversed: above it is on")
    }
}
