import XCTest
@testable import UIKit

/// A scroll view laid out with Auto Layout, as iOS code does it: the content view pinned to
/// `contentLayoutGuide` (or to the scroll view's own edges) makes the content size, and a
/// view pinned to `frameLayoutGuide` stays put while the content scrolls.
final class ScrollViewLayoutGuideTests: XCTestCase {
    private var reports: [String] = []
    private var saved: ((String) -> Void)?
    private var host: HeadlessHost!

    override func setUp() {
        reports = []
        saved = LayoutEngine.reportUnsatisfiable
        LayoutEngine.reportUnsatisfiable = { [unowned self] in self.reports.append($0) }
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
    }

    override func tearDown() {
        if let saved { LayoutEngine.reportUnsatisfiable = saved }
    }

    private func constrained(_ view: UIView = UIView(), in container: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    /// The scroll view fills the window through constraints; a content view inside.
    private func scene() -> (UIScrollView, UIView) {
        let scrollView = constrained(UIScrollView(), in: host.window) as! UIScrollView
        scrollView.contentInsetAdjustmentBehavior = .never
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: host.window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: host.window.bottomAnchor),
        ])
        return (scrollView, constrained(in: scrollView))
    }

    func testAContentViewPinnedToTheContentGuideMakesTheContentSize() {
        let (scrollView, content) = scene()
        let height = content.heightAnchor.constraint(equalToConstant: 1000)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            height,
        ])
        host.step()
        XCTAssertEqual(reports, [])
        XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        // The content grows: so does the content size; and it scrolls to the new end.
        height.constant = 1500
        host.step()
        XCTAssertEqual(scrollView.contentSize.height, 1500)
        scrollView.setContentOffset(CGPoint(x: 0, y: 1020), animated: false)
        host.step()
        XCTAssertEqual(content.frame.minY, 0, "the content does not move with the offset: the bounds do")
        XCTAssertEqual(scrollView.contentOffset.y, 1020)
    }

    func testTheScrollViewsOwnEdgesSeenFromItsContentAreTheContentArea() {
        let (scrollView, content) = scene()
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        host.step()
        XCTAssertEqual(reports, [], "edges are the content's, the width the frame's: nothing conflicts")
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
    }

    func testAViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let (scrollView, content) = scene()
        let badge = constrained(in: scrollView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.step()
        XCTAssertEqual(badge.frame, CGRect(x: 270, y: 10, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        host.step()
        XCTAssertEqual(badge.frame.minY, 310, "in the content's coordinates, following the bounds")
        XCTAssertEqual(badge.convert(badge.bounds, to: host.window).minY, 10, "on screen, where it was")
        XCTAssertEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 300, width: 320, height: 480))
        XCTAssertEqual(reports, [])
    }
}
