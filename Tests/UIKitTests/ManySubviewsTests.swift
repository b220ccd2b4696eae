import XCTest
@testable import UIKit

/// Thousands of subviews added, moved and cleared in one go, as a gallery rebuilding its
/// cells does: each change finds the view from whichever end it is nearer, and standalone
/// sublayers are put in order among the subviews once when read, not after every change.
final class ManySubviewsTests: XCTestCase {
    private func makeHost(count: Int) -> (host: UIView, views: [UIView]) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<count).map { i -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: CGFloat(i), width: 10, height: 1))
            v.tag = i
            return v
        }
        views.forEach(host.addSubview)
        return (host, views)
    }

    func testSubviewIndexFindsViewsFromEitherEnd() {
        let (host, views) = makeHost(count: 7)
        for (i, v) in views.enumerated() { XCTAssertEqual(host.subviewIndex(of: v), i) }
        XCTAssertNil(host.subviewIndex(of: UIView()), "not a subview")
        XCTAssertNil(UIView().subviewIndex(of: views[0]), "no subviews")
        let (one, only) = makeHost(count: 1)
        XCTAssertEqual(one.subviewIndex(of: only[0]), 0)
    }

    func testClearingFromTheFrontTheBackAndTheMiddleKeepsTheRestInOrder() {
        let (host, views) = makeHost(count: 1000)
        views[0].removeFromSuperview()
        views[999].removeFromSuperview()
        views[500].removeFromSuperview()
        XCTAssertEqual(host.subviews.map(\.tag), Array(1..<500) + Array(501..<999))
        for v in host.subviews.prefix(300) { v.removeFromSuperview() }
        for v in host.subviews.suffix(300).reversed() { v.removeFromSuperview() }
        XCTAssertEqual(host.subviews.map(\.tag), Array(301..<500) + Array(501..<699))
        XCTAssertTrue(views[400].superview === host)
        XCTAssertNil(views[100].superview)
        host.insertSubview(views[100], belowSubview: views[400])
        XCTAssertEqual(host.subviewIndex(of: views[100]), 99, "just below 400, which was at 99")
        XCTAssertEqual(host.subviewIndex(of: views[400]), 100)
        host.insertSubview(views[400], aboveSubview: views[301])
        XCTAssertEqual(host.subviews.prefix(3).map(\.tag), [301, 400, 302])
        XCTAssertEqual(host.subviews[99...100].map(\.tag), [399, 100])
    }

    func testStandaloneSublayersKeepTheirPlaceThroughManyChangesBetweenReads() {
        let (host, views) = makeHost(count: 2)
        let back = CALayer(), middle = CALayer(), front = CALayer()
        host.layer.insertSublayer(back, at: 0)
        host.layer.insertSublayer(middle, above: views[0].layer)
        host.layer.addSublayer(front)
        // A thousand more subviews and a clear of most of them, no read in between.
        let added = (0..<1000).map { _ in UIView() }
        added.forEach(host.addSubview)
        for v in added.prefix(998) { v.removeFromSuperview() }
        host.insertSubview(added[999], at: 1)
        XCTAssertEqual(host.layer.sublayers?.map(ObjectIdentifier.init),
                       [back, views[0].layer, middle, added[999].layer, views[1].layer, front, added[998].layer]
                           .map(ObjectIdentifier.init),
                       "each standalone layer stays above the subview it was above when last read")
        // The view `middle` sat above leaves: `middle` drops onto the nearest one below.
        views[0].removeFromSuperview()
        added.suffix(2).forEach { $0.removeFromSuperview() }
        XCTAssertEqual(host.layer.sublayers?.map(ObjectIdentifier.init),
                       [back, middle, views[1].layer, front].map(ObjectIdentifier.init))
        back.removeFromSuperlayer()
        middle.removeFromSuperlayer()
        front.removeFromSuperlayer()
        XCTAssertNil(host.layer.storedSublayers, "only views left: the subviews are the order")
        host.addSubview(views[0])
        XCTAssertEqual(host.layer.sublayers?.map(ObjectIdentifier.init),
                       [views[1].layer, views[0].layer].map(ObjectIdentifier.init))
    }
}
