import XCTest
@testable import UIKit

/// Auto Layout as the tree changes: removed views and guides take their constraints with
/// them, edits made in the same pass as a tree change hold, requests for
/// `updateConstraints()` made before a view joins are honoured, and a constraint given to
/// the wrong view is reported.
final class AutoLayoutTreeChangeTests: XCTestCase {
    private var reports: [String] = []
    private var saved: ((String) -> Void)?

    override func setUp() {
        reports = []
        saved = LayoutEngine.reportUnsatisfiable
        LayoutEngine.reportUnsatisfiable = { [unowned self] in self.reports.append($0) }
    }

    override func tearDown() {
        if let saved { LayoutEngine.reportUnsatisfiable = saved }
    }

    private func constrained(_ view: UIView = UIView(), in container: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    func testRemovingAViewDeactivatesTheConstraintsAboveItThatReferToItsSubtree() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = constrained(in: box)
        let inner = constrained(in: child)
        let leading = child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10)
        let innerToBox = inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 30)
        let size = [child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40)]
        let innerOwn = [inner.leadingAnchor.constraint(equalTo: child.leadingAnchor),
                        inner.widthAnchor.constraint(equalToConstant: 5), inner.heightAnchor.constraint(equalToConstant: 5)]
        NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: box.topAnchor, constant: 10), innerToBox]
                                    + size + innerOwn)
        box.layoutIfNeeded()
        XCTAssertEqual(inner.frame.minY, 20)
        child.removeFromSuperview()
        XCTAssertFalse(leading.isActive)
        XCTAssertFalse(innerToBox.isActive, "a constraint reaching a view deeper in the subtree goes too")
        XCTAssertEqual(box.constraints.count, 0)
        XCTAssertTrue(size.allSatisfy(\.isActive) && innerOwn.allSatisfy(\.isActive), "the subtree keeps its own")
        // Added again and constrained afresh, as reused cells are: no conflict with the old.
        box.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 50),
                                     child.topAnchor.constraint(equalTo: box.topAnchor, constant: 50)])
        box.layoutIfNeeded()
        XCTAssertEqual(reports, [])
        XCTAssertEqual(child.frame, CGRect(x: 50, y: 50, width: 40, height: 40))
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 5, height: 5), "placed by its own constraints")
    }

    func testRemovingAGuideDeactivatesItsConstraints() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let guide = UILayoutGuide()
        box.addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalToConstant: 10)
        let leading = guide.leadingAnchor.constraint(equalTo: box.leadingAnchor)
        NSLayoutConstraint.activate([width, leading])
        box.layoutIfNeeded()
        box.removeLayoutGuide(guide)
        XCTAssertFalse(width.isActive)
        XCTAssertFalse(leading.isActive)
        XCTAssertEqual(box.constraints.count, 0)
    }

    func testAnEditInTheSamePassAsATreeChangeHolds() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let banner = constrained(in: box), child = constrained(in: box)
        let height = child.heightAnchor.constraint(equalToConstant: 40)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: box.topAnchor), banner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 10), banner.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 20), width, height,
        ])
        box.layoutIfNeeded()
        banner.removeFromSuperview()
        height.constant = 100
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.height, 100, "the edited constant holds")
        let wider = child.widthAnchor.constraint(equalToConstant: 80)
        wider.priority = .defaultLow
        wider.isActive = true
        width.priority = .defaultHigh
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 40)
        let holder = UIView()
        constrained(in: holder).widthAnchor.constraint(equalToConstant: 1).isActive = true
        box.addSubview(holder)   // a subtree with its own engine joins in the same pass
        width.priority = .defaultLow - 1
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 80, "the edited priority holds")
        XCTAssertEqual(reports, [])
    }

    func testUpdateConstraintsRunsForAViewThatAskedBeforeItJoined() {
        final class SetsUp: UIView {
            var calls = 0
            override func updateConstraints() { calls += 1; super.updateConstraints() }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        host.step()
        let view = SetsUp()
        view.setNeedsUpdateConstraints()
        let wrapper = UIView()
        wrapper.addSubview(view)
        host.window.addSubview(wrapper)
        host.step()
        host.step()
        XCTAssertEqual(view.calls, 1)
        XCTAssertFalse(view.needsUpdateConstraints)
    }

    func testAConstraintGivenToAViewNotAboveItsItemsIsReportedOnce() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = constrained(in: box), b = constrained(in: box)
        let misplaced = a.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        b.addConstraint(misplaced)
        box.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.contains("not an ancestor of its items") == true, reports.first ?? "")
        box.addSubview(UIView())
        a.heightAnchor.constraint(equalToConstant: 3).isActive = true
        box.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1, "said once")
    }
}
