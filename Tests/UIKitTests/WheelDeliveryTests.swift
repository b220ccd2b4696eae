import XCTest
@testable import UIKit

/// A view that accepts wheel scrolling (as a scroll view will) and records it.
private final class WheelView: UIView {
    var events: [UIScrollWheelEvent] = []
    var accepts = true
    override func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        guard accepts else { return false }
        events.append(event)
        return true
    }
}

final class WheelDeliveryTests: XCTestCase {
    func testWheelGoesToTheNearestAcceptingViewUnderThePointer() {
        let window = UIWindow.testWindow()
        let scroller = WheelView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(scroller)
        scroller.addSubview(content)
        window.handle(.wheel(location: pt(100, 120), delta: pt(0, 3), isPrecise: false, modifiers: .shift), at: 2)
        XCTAssertEqual(scroller.events.count, 1)
        let event = scroller.events[0]
        XCTAssertEqual(event.delta, pt(0, 120), "3 notches of 40 pt")
        XCTAssertEqual(event.deltaInLines, pt(0, 3))
        XCTAssertFalse(event.isPrecise)
        XCTAssertEqual(event.location(in: scroller), pt(50, 70))
        XCTAssertEqual(event.modifierFlags, .shift)
        XCTAssertEqual(event.timestamp, 2)
        XCTAssertEqual(event.type, .scroll)
    }

    func testPreciseDeltasArePoints() {
        let window = UIWindow.testWindow()
        let scroller = WheelView(frame: window.bounds)
        window.addSubview(scroller)
        window.handle(.wheel(location: pt(10, 10), delta: pt(-7.5, 12.25), isPrecise: true, modifiers: []), at: 0)
        XCTAssertEqual(scroller.events.first?.delta, pt(-7.5, 12.25))
    }

    func testInnermostAcceptingViewWins() {
        let window = UIWindow.testWindow()
        let outer = WheelView(frame: window.bounds)
        let inner = WheelView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        window.handle(.wheel(location: pt(150, 150), delta: pt(0, 1), isPrecise: false, modifiers: []), at: 0)
        window.handle(.wheel(location: pt(20, 20), delta: pt(0, 1), isPrecise: false, modifiers: []), at: 0.1)
        XCTAssertEqual(inner.events.count, 1)
        XCTAssertEqual(outer.events.count, 1, "only the event outside the inner view")
        inner.accepts = false
        window.handle(.wheel(location: pt(150, 150), delta: pt(0, 1), isPrecise: false, modifiers: []), at: 0.2)
        XCTAssertEqual(outer.events.count, 2, "a view that declines passes it to its superview")
    }

    func testNoAcceptingViewMeansNothingHappens() {
        let window = UIWindow.testWindow()
        let scroller = WheelView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scroller)
        window.handle(.wheel(location: pt(300, 300), delta: pt(0, 1), isPrecise: false, modifiers: []), at: 0)
        XCTAssertEqual(scroller.events.count, 0)
    }

    func testCtrlWheelGoesToPinchesNotToScrolling() {
        let window = UIWindow.testWindow()
        let scroller = WheelView(frame: window.bounds)
        window.addSubview(scroller)
        let pinch = UIPinchGestureRecognizer()
        scroller.addGestureRecognizer(pinch)
        window.handle(.wheel(location: pt(10, 10), delta: pt(0, -1), isPrecise: false, modifiers: .control), at: 0)
        XCTAssertEqual(scroller.events.count, 0)
        XCTAssertEqual(pinch.state, .began)
    }
}
