import XCTest
@testable import UIKit

/// The review's Auto Layout findings, each as iOS lays it out: edits and teardown that stay
/// incremental, transforms kept, margins measured from the safe area, labels made
/// multi-line later, and a pass that hits its cap of solves.
final class AutoLayoutReviewTests: XCTestCase {
    private func constrained(_ view: UIView = UIView(), in container: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    private let longText = "A bio long enough to need several lines at two hundred points wide, as cards have, and then some more words."

    /// `chainedRows(count)` and its first row's top constraint.
    private func chain(_ count: Int) -> (box: UIView, constraints: [NSLayoutConstraint], first: NSLayoutConstraint, last: UIView) {
        let (box, constraints, last) = chainedRows(count)
        return (box, constraints, constraints[3], last)
    }

    func testEditingAConstantInALongChainRewritesNoRow() {
        let (box, _, first, last) = chain(400)
        let solver = box.existingLayoutEngine!.solver
        let before = solver.statistics
        first.constant = 10
        box.layoutIfNeeded()
        XCTAssertEqual(last.frame.minY, 399 * 24 + 10, "every row below moved by 6")
        XCTAssertEqual(solver.statistics.cellsMerged, before.cellsMerged, "an edit shifts constants; removing and adding merged rows as long as the chain")
        XCTAssertEqual(solver.statistics.pivots, before.pivots)
        XCTAssertLessThanOrEqual(solver.statistics.constantsShifted - before.constantsShifted, 2 * 400 + 8,
                                 "only the rows holding the edited constraint's marker")
        // A width edit at the container's end: the same, on the other axis.
        box.frame.size.width = 300
        box.layoutIfNeeded()
        XCTAssertEqual(last.frame, CGRect(x: 16, y: 399 * 24 + 10, width: 268, height: 20))
    }

    func testDeactivatingAWholeChainRebuildsOnce() {
        for reversed in [false, true] {
            let (box, constraints, _, last) = chain(400)
            let solver = box.existingLayoutEngine!.solver
            let before = solver.statistics
            NSLayoutConstraint.deactivate(reversed ? constraints.reversed() : constraints)
            box.layoutIfNeeded()
            XCTAssertEqual(solver.constraintCount, 4, "the container's frame alone is held")
            XCTAssertEqual(solver.statistics.rebuilds - before.rebuilds, 1)
            XCTAssertLessThan(solver.statistics.cellsMerged - before.cellsMerged, 100,
                              "pivoting 1,600 constraints out one by one merges rows as long as the chain, each")
            // What is left still solves: a new constraint set places the last row afresh.
            NSLayoutConstraint.activate([last.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                                         last.topAnchor.constraint(equalTo: box.topAnchor, constant: 30),
                                         last.widthAnchor.constraint(equalToConstant: 50),
                                         last.heightAnchor.constraint(equalToConstant: 10)])
            box.layoutIfNeeded()
            XCTAssertEqual(last.frame, CGRect(x: 0, y: 30, width: 50, height: 10))
        }
    }

    func testATransformIsKeptByTheNextSolve() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = constrained(in: box), other = constrained(in: box)
        let otherWidth = other.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50),
            other.leadingAnchor.constraint(equalTo: box.leadingAnchor), other.topAnchor.constraint(equalTo: box.topAnchor),
            otherWidth, other.heightAnchor.constraint(equalToConstant: 10),
        ])
        box.layoutIfNeeded()
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        otherWidth.constant = 20
        box.layoutIfNeeded()
        XCTAssertEqual(child.bounds.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(child.center, CGPoint(x: 60, y: 35))
        XCTAssertEqual(child.frame, CGRect(x: -40, y: -15, width: 200, height: 100), "the transform still shows")
    }

    func testATransformedTranslatingViewIsHeldAtItsBoundsAndCenter() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        box.addSubview(badge)
        badge.transform = CGAffineTransform(scaleX: 3, y: 3)
        let label = constrained(in: box)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
                                     label.topAnchor.constraint(equalTo: badge.topAnchor),
                                     label.widthAnchor.constraint(equalToConstant: 10),
                                     label.heightAnchor.constraint(equalToConstant: 10)])
        box.layoutIfNeeded()
        XCTAssertEqual(label.frame.origin, CGPoint(x: 60, y: 30), "the untransformed edges, as UIKit's alignment rects")
    }

    func testLayoutMarginsGuideStartsAtTheSafeArea() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400))
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let root = UIView(frame: host.window.bounds)
        host.window.addSubview(root)
        let title = constrained(in: root), footer = constrained(in: root)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 50), title.heightAnchor.constraint(equalToConstant: 20),
            footer.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 50), footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.step()
        XCTAssertTrue(root.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(title.frame.minY, 52, "44 of safe area and 8 of margin")
        XCTAssertEqual(footer.frame.maxY, 400 - 34 - 8)
        XCTAssertEqual(root.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 52, width: 184, height: 400 - 52 - 42))
        XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "the margins set, not the sum")
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        host.step()
        XCTAssertEqual(title.frame.minY, 28, "a new safe area moves the margins guide")
        XCTAssertEqual(footer.frame.maxY, 392)
        root.insetsLayoutMarginsFromSafeArea = false
        host.step()
        XCTAssertEqual(title.frame.minY, 8, "margins from the bounds")
        XCTAssertEqual(root.layoutMarginsGuide.layoutFrame.minY, 8)
    }

    func testALabelMadeMultiLineAfterItWasLaidOutWraps() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = UILabel()
        label.text = longText
        _ = constrained(label, in: box)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
        ])
        box.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 180)
        XCTAssertEqual(label.frame.height, label.font.lineHeight.rounded(.up), accuracy: 1)
        label.numberOfLines = 0
        box.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 180, height: 0)).height
        XCTAssertGreaterThan(wrapped, 2 * label.font.lineHeight)
        XCTAssertEqual(label.frame.height, wrapped, "wrapped at 180")
        label.numberOfLines = 1
        box.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, label.sizeThatFits(.zero).height, "one line again")
    }

    /// Each label's width is ten times the height of the one above it, so each solve's
    /// frames give the next label a new width: more solves than one pass makes.
    func testAPassThatHitsItsCapOfSolvesLeavesTheRestForTheNext() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var labels: [UILabel] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<6 {
            let label = UILabel()
            label.numberOfLines = 0
            label.text = longText
            _ = constrained(label, in: box)
            constraints += [label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                            label.topAnchor.constraint(equalTo: labels.last?.bottomAnchor ?? box.topAnchor)]
            constraints.append(i == 0 ? label.widthAnchor.constraint(equalToConstant: 150)
                                      : label.widthAnchor.constraint(equalTo: labels.last!.heightAnchor, multiplier: 2))
            // Its width is the one above's business: its own text does not push on it.
            label.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
            label.setContentCompressionResistancePriority(UILayoutPriority(1), for: .horizontal)
            labels.append(label)
        }
        NSLayoutConstraint.activate(constraints)
        let engine = box.layoutEngine
        engine.update()
        XCTAssertTrue(engine.needsUpdate, "three solves did not settle: the last solution is still to apply")
        XCTAssertTrue(box.updateAutoLayoutBeforeLayout(), "the layout pass is told to come again")
        for _ in 0..<6 { box.layoutIfNeeded() }
        XCTAssertFalse(engine.needsUpdate)
        for (i, label) in labels.enumerated() {
            XCTAssertEqual(label.frame.height, label.sizeThatFits(CGSize(width: label.frame.width, height: 0)).height,
                           "label \(i) as tall as its text at \(label.frame.width)")
            if i > 0 { XCTAssertEqual(label.frame.width, 2 * labels[i - 1].frame.height, accuracy: 0.5) }
        }
    }
}
