import XCTest
@testable import UIKit

final class ScrollViewContentGeometryTests: XCTestCase {
    func testContentOffsetIsBoundsOriginAndReportsDidScroll() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = ScrollRecorder()
        s.delegate = recorder
        s.contentOffset = CGPoint(x: 10, y: 20)
        XCTAssertEqual(s.bounds.origin, CGPoint(x: 10, y: 20))
        s.bounds.origin = CGPoint(x: 0, y: 5)
        XCTAssertEqual(s.contentOffset, CGPoint(x: 0, y: 5))
        XCTAssertEqual(recorder.offsets, [CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 5)])
        s.contentOffset = CGPoint(x: 0, y: 5)
        XCTAssertEqual(recorder.offsets.count, 2, "no change, no didScroll")
        XCTAssertTrue(s.clipsToBounds)
    }

    func testScrollableRangeWithInsets() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        s.contentSize = CGSize(width: 320, height: 2000)
        s.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(s.minimumContentOffset, CGPoint(x: 0, y: -44))
        XCTAssertEqual(s.maximumContentOffset, CGPoint(x: 0, y: 2000 + 20 - 480))
        XCTAssertTrue(s.scrollsVertically)
        XCTAssertFalse(s.scrollsHorizontally)
        s.contentSize = CGSize(width: 100, height: 100)
        XCTAssertEqual(s.maximumContentOffset, CGPoint(x: 0, y: -44), "small content rests at the minimum")
        XCTAssertFalse(s.scrollsVertically)
        s.alwaysBounceVertical = true
        XCTAssertTrue(s.scrollsVertically)
    }

    func testAdjustedContentInsetBehaviours() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.windowSafeAreaInsets = UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 10)
        let s = UIScrollView(frame: window.bounds)
        let recorder = ScrollRecorder()
        s.delegate = recorder
        s.contentSize = CGSize(width: 400, height: 3000)
        s.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        window.addSubview(s)
        XCTAssertEqual(s.safeAreaInsets, UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 10))
        // Automatic = scrollable axes: vertical scrolls, horizontal does not.
        XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 45, left: 0, bottom: 30, right: 0))
        s.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 45, left: 10, bottom: 30, right: 10))
        s.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        // contentInset set, moved into the safe-area window, .always, .never.
        XCTAssertEqual(recorder.names.filter { $0 == "didChangeAdjustedContentInset" }.count, 4)
        s.contentInsetAdjustmentBehavior = .scrollableAxes
        s.alwaysBounceHorizontal = true
        XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 45, left: 10, bottom: 30, right: 10))
        XCTAssertEqual(s.minimumContentOffset, CGPoint(x: -10, y: -45))
        window.windowSafeAreaInsets = .zero
        XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }

    func testContentInsetChangeNotifiesOnlyOnRealChange() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ScrollRecorder()
        s.delegate = recorder
        s.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        s.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        s.contentSize = CGSize(width: 50, height: 50)
        XCTAssertEqual(recorder.names, ["didChangeAdjustedContentInset"])
    }
}
