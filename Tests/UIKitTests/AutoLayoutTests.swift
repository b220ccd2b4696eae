import XCTest
@testable import UIKit

/// Anchors and constraints place views as UIKit's Auto Layout does, in the layout pass.
final class AutoLayoutTests: XCTestCase {
    /// A view with a settable intrinsic size.
    final class Sized: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
            didSet { invalidateIntrinsicContentSize() }
        }
        override var intrinsicContentSize: CGSize { size }
    }

    private func constrained(_ view: UIView = UIView(), in container: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    private func container(width: CGFloat = 300, height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 5, y: 7, width: width, height: height))
    }

    func testAMultiLineLabelWrapsAtItsSolvedWidthAndWhatIsBelowFollows() {
        let box = container(width: 200, height: 400)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A bio long enough to need several lines at two hundred points wide, as cards have."
        _ = constrained(label, in: box)
        let below = constrained(in: box)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 20),
        ])
        box.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 180, height: 0))
        XCTAssertEqual(label.frame.width, 180)
        XCTAssertEqual(label.frame.height, wrapped.height, "as tall as the text at 180 points")
        XCTAssertGreaterThan(label.frame.height, 3 * label.font.lineHeight, "several lines, not one")
        XCTAssertEqual(below.frame.minY, label.frame.maxY + 8)
        // A narrower container re-wraps it taller.
        box.frame.size.width = 120
        box.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 100)
        XCTAssertEqual(label.frame.height, label.sizeThatFits(CGSize(width: 100, height: 0)).height)
        XCTAssertGreaterThan(label.frame.height, wrapped.height)
        XCTAssertEqual(below.frame.minY, label.frame.maxY + 8)
    }

    func testPinningToEdgesWithConstants() {
        let box = container()
        let child = constrained(in: box)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        XCTAssertEqual(child.frame, .zero, "nothing moves before the layout pass")
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 260, height: 50))
        XCTAssertEqual(box.constraints.count, 3, "the container holds the constraints between it and the child")
        XCTAssertEqual(child.constraints.count, 1, "the child holds its own height")
        XCTAssertEqual(box.frame, CGRect(x: 5, y: 7, width: 300, height: 200), "a translating view keeps its frame")
    }

    func testCenteringAndAspectRatioByMultiplier() {
        let box = container()
        let child = constrained(in: box)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: box.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ])
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 75, y: 73, width: 150, height: 75), "edges on whole pixels at scale 1")
    }

    func testEqualWidthsShareTheRow() {
        let box = container()
        let a = constrained(in: box), b = constrained(in: box)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: box.topAnchor), b.topAnchor.constraint(equalTo: box.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        box.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 135, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 155, y: 0, width: 135, height: 20))
    }

    /// A label next to a field: the field hugs less so it takes the spare width; when the
    /// row is too narrow the field resists compression less and gives way.
    func testALabelHugsAndAFieldStretchesThenCompresses() {
        let box = container()
        let label = constrained(Sized(), in: box) as! Sized
        let field = constrained(Sized(), in: box) as! Sized
        label.size = CGSize(width: 60, height: 20)
        field.size = CGSize(width: 100, height: 20)
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        field.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            label.topAnchor.constraint(equalTo: box.topAnchor),
            field.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        box.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 60, height: 20), "intrinsic size, height too")
        XCTAssertEqual(field.frame, CGRect(x: 68, y: 0, width: 232, height: 20))
        box.bounds.size.width = 120
        box.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 60, "the label resists more")
        XCTAssertEqual(field.frame, CGRect(x: 68, y: 0, width: 52, height: 20))
        label.size = CGSize(width: 80, height: 20)
        box.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 80, "a new intrinsic size re-solves")
        XCTAssertEqual(field.frame.minX, 88)
    }

    func testInequalitiesGiveWayByPriority() {
        let box = container()
        let child = constrained(in: box)
        let wide = child.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        let cap = child.widthAnchor.constraint(lessThanOrEqualTo: box.widthAnchor, constant: -40)
        let floor = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        NSLayoutConstraint.activate([wide, cap, floor, child.heightAnchor.constraint(equalToConstant: 10)])
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 260, "the required cap beats the wish for 500")
        cap.priority = UILayoutPriority(700)
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 500, "a cap weaker than the wish gives way")
        wide.constant = 50
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 120, "the floor holds the wish for 50 up")
        floor.isActive = false
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 50)
        XCTAssertFalse(floor.isActive)
        XCTAssertEqual(child.constraints.count, 2)
    }

    func testConstraintsAcrossBranchesResolveInTheCommonAncestor() {
        let box = container()
        let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 40, width: 100, height: 100))
        box.addSubview(left)
        box.addSubview(right)
        let a = constrained(in: left), b = constrained(in: right)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            // b's top lines up with a's bottom, across the two branches.
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        XCTAssertTrue(box.constraints.contains { $0.secondItem === a && $0.firstAttribute == .top })
        box.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 5, y: 5, width: 30, height: 30))
        // a's bottom is 20 + 35 = 55 in box; right's top is 40: b sits at 15 in right.
        XCTAssertEqual(b.frame, CGRect(x: 45 - 150, y: 15, width: 30, height: 30))
        right.frame.origin.y = 50
        box.layoutIfNeeded()
        XCTAssertEqual(b.frame.minY, 5, "moving a translating view re-solves")
    }

    func testItemsInSeparateTreesCannotBeConstrained() {
        let a = UIView(), b = UIView()
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive, "no common ancestor: reported and left inactive, not a crash")
        XCTAssertTrue(a.constraints.isEmpty && b.constraints.isEmpty)
        let parent = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        c.isActive = true
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(parent.constraints.contains { $0 === c })
    }

    func testAStableLayoutDoesNotSolveAgain() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100))
        let child = constrained(in: host.window)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 30),
                                     child.centerXAnchor.constraint(equalTo: host.window.centerXAnchor),
                                     child.centerYAnchor.constraint(equalTo: host.window.centerYAnchor)])
        host.frames(2)
        let engine = host.window.existingLayoutEngine!
        let solves = engine.solveCount
        let pivots = engine.solver.statistics.updates
        XCTAssertEqual(child.frame, CGRect(x: 80, y: 35, width: 40, height: 30))
        host.frames(30)
        XCTAssertEqual(engine.solveCount, solves, "thirty frames without a change: no solve")
        XCTAssertEqual(engine.solver.statistics.updates, pivots)
        width.constant = 60
        host.frames(3)
        XCTAssertEqual(engine.solveCount, solves + 1, "one change, one solve")
        XCTAssertEqual(child.frame, CGRect(x: 70, y: 35, width: 60, height: 30))
        try? host.resize(to: CGSize(width: 300, height: 100))
        host.frames(3)
        XCTAssertEqual(child.frame.minX, 120, "the window's new size re-solves")
        XCTAssertEqual(engine.solveCount, solves + 2)
    }

    /// Rows stacked top to bottom, each pinned to the previous one: ten times the rows cost
    /// about ten times the pivots, and the square of the cells merged, not more.
    func testAThousandChainedViewsTakeLinearPivots() {
        func build(_ count: Int) -> (LayoutSolver.Statistics, UIView) {
            let (box, _, last) = chainedRows(count)
            return (box.existingLayoutEngine!.solver.statistics, last)
        }
        let (small, _) = build(100)
        let (large, last) = build(1_000)
        XCTAssertEqual(last.frame, CGRect(x: 16, y: 999 * 24 + 4, width: 288, height: 20))
        XCTAssertLessThanOrEqual(large.pivots, small.pivots * 12 + 12)
        // Each new row takes in its predecessor's, which holds the dummies of every
        // constraint before it: cells merged grow with the square of the chain (about
        // 70,000 for 100 rows, 7,000,000 for 1,000), as in any Cassowary tableau; no worse.
        XCTAssertLessThanOrEqual(large.cellsMerged, small.cellsMerged * 110)
    }

    func testSafeAreaAndLayoutMarginsGuides() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400))
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let box = UIView(frame: host.window.bounds)
        host.window.addSubview(box)
        box.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 24)
        let header = constrained(in: box), body = constrained(in: box)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 30),
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.bottomAnchor.constraint(equalTo: box.safeAreaLayoutGuide.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            body.widthAnchor.constraint(equalTo: box.safeAreaLayoutGuide.widthAnchor),
        ])
        host.frames(1)
        XCTAssertEqual(header.frame, CGRect(x: 16, y: 44, width: 160, height: 30))
        XCTAssertEqual(body.frame, CGRect(x: 0, y: 74, width: 200, height: 292))
        XCTAssertEqual(box.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 200, height: 322))
        XCTAssertEqual(box.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 54, width: 160, height: 302),
                       "margins measured from the safe area (insetsLayoutMarginsFromSafeArea)")
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        box.layoutMargins.left = 8
        host.frames(1)
        XCTAssertEqual(header.frame, CGRect(x: 8, y: 20, width: 168, height: 30), "safe area and margins follow")
        XCTAssertEqual(body.frame.maxY, 400)
    }

    func testACustomLayoutGuideSpacesViews() {
        let box = container()
        let guide = UILayoutGuide()
        box.addLayoutGuide(guide)
        let a = constrained(in: box), b = constrained(in: box)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            guide.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: box.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            guide.topAnchor.constraint(equalTo: box.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
        ])
        box.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 50, y: 0, width: 200, height: 1))
        XCTAssertEqual(guide.owningView, box)
        XCTAssertEqual(b.frame.minX, 250)
    }

    func testUpdateConstraintsRunsBottomUpBeforeLayout() {
        final class Recording: UIView {
            var log: (String) -> Void = { _ in }
            var name = ""
            var made: NSLayoutConstraint?
            override func updateConstraints() {
                log("update \(name)")
                if made == nil, let superview {
                    made = widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5)
                    made?.isActive = true
                }
                super.updateConstraints()
            }
            override func layoutSubviews() { log("layout \(name)") }
        }
        var log: [String] = []
        let outer = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Recording()
        outer.name = "outer"
        inner.name = "inner"
        outer.log = { log.append($0) }
        inner.log = { log.append($0) }
        inner.translatesAutoresizingMaskIntoConstraints = false
        let holder = UIView(frame: outer.bounds)
        holder.addSubview(outer)
        outer.addSubview(inner)
        holder.layoutIfNeeded()
        log.removeAll()
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        XCTAssertTrue(inner.needsUpdateConstraints)
        holder.layoutIfNeeded()
        XCTAssertEqual(Array(log.prefix(2)), ["update inner", "update outer"])
        XCTAssertTrue(log.contains("layout inner"))
        XCTAssertFalse(inner.needsUpdateConstraints)
        XCTAssertEqual(inner.frame.width, 50, "a constraint made in updateConstraints holds in the same pass")
        log.removeAll()
        holder.layoutIfNeeded()
        XCTAssertEqual(log, [], "nothing asked: no update pass")
    }

    func testAnUnsatisfiableSetIsReportedAndOneConstraintBroken() {
        var reports: [String] = []
        let saved = LayoutEngine.reportUnsatisfiable
        LayoutEngine.reportUnsatisfiable = { reports.append($0) }
        defer { LayoutEngine.reportUnsatisfiable = saved }
        let box = container()
        let child = constrained(in: box)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([narrow, child.heightAnchor.constraint(equalToConstant: 10)])
        box.layoutIfNeeded()
        wide.isActive = true
        box.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1)
        let report = reports.first ?? ""
        XCTAssertTrue(report.hasPrefix("Unable to simultaneously satisfy constraints."), report)
        XCTAssertTrue(report.contains("UIView.width == 100.0"), report)
        XCTAssertTrue(report.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'wide' UIView.width == 200.0>"), report)
        XCTAssertEqual(child.frame.width, 100, "the others still hold")
        XCTAssertTrue(wide.isActive, "the broken constraint stays active, as in UIKit")
        narrow.isActive = false
        box.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 200, "with the conflict gone, the broken one holds")
        XCTAssertEqual(reports.count, 1)
        // The usual porting slip: a view left translating its frame into constraints.
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.addSubview(framed)
        framed.widthAnchor.constraint(equalToConstant: 50).isActive = true
        box.layoutIfNeeded()
        XCTAssertEqual(reports.count, 2)
        XCTAssertTrue(reports.last?.contains("<translatesAutoresizingMaskIntoConstraints UIView.width == 10.0>") == true,
                      reports.last ?? "")
        XCTAssertEqual(framed.frame.width, 10)
    }

    func testABrokenConstraintHoldsAgainOnceAFrameMakesRoomForIt() {
        var reports: [String] = []
        let saved = LayoutEngine.reportUnsatisfiable
        LayoutEngine.reportUnsatisfiable = { reports.append($0) }
        defer { LayoutEngine.reportUnsatisfiable = saved }
        // A cell's content view, too short at first for a 40-point avatar 12 from its top
        // and at least 12 from its bottom.
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let avatar = UIView()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            avatar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -12),
        ])
        content.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1, "44 points cannot hold 12 + 40 + 12")
        content.frame.size.height = 100
        content.layoutIfNeeded()
        XCTAssertEqual(avatar.frame, CGRect(x: 16, y: 12, width: 40, height: 40), "the broken height holds again")
        XCTAssertEqual(reports.count, 1)
    }

    func testAnimatingAConstantChangeMovesTheFramesAlongTheCurve() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100))
        let root = host.window
        let bar = constrained(in: root)
        let leading = bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        let width = bar.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([leading, width, bar.topAnchor.constraint(equalTo: root.topAnchor),
                                     bar.heightAnchor.constraint(equalToConstant: 20)])
        host.frames(1)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        leading.constant = 200
        width.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        XCTAssertEqual(bar.frame, CGRect(x: 200, y: 0, width: 100, height: 20), "the model frame at once")
        host.advance(by: 0.5)
        // Halfway: the centre from 25 to 250 is at 137.5, the width from 50 to 100 at 75.
        XCTAssertEqual(bar.renderCenter.x, 137.5, accuracy: 1)
        XCTAssertEqual(bar.renderBounds.width, 75, accuracy: 1)
        host.advance(by: 0.6)
        XCTAssertEqual(bar.renderCenter, CGPoint(x: 250, y: 10))
        XCTAssertEqual(bar.renderBounds.size, CGSize(width: 100, height: 20))
    }

    func testSystemLayoutSizeFittingMeasuresTheConstraintsWithin() {
        let card = UIView()
        let title = constrained(Sized(), in: card) as! Sized
        title.size = CGSize(width: 120, height: 24)
        let badge = constrained(in: card)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 40),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            title.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
        ])
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize),
                       CGSize(width: 180, height: 64))
        let wide = card.systemLayoutSizeFitting(CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide, CGSize(width: 400, height: 64))
        XCTAssertEqual(card.frame, .zero, "measuring sets no frames")
        XCTAssertEqual(title.frame, .zero)
    }

    func testMovingAndRemovingViewsKeepsTheEngineTrue() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.window.addSubview(a)
        host.window.addSubview(b)
        let child = constrained(in: a)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: child.superview!.leadingAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: child.superview!.topAnchor, constant: 10),
                                     child.widthAnchor.constraint(equalToConstant: 10),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        host.frames(1)
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 10, height: 10))
        a.removeFromSuperview()
        host.frames(1)
        a.frame.size = CGSize(width: 50, height: 50)
        b.addSubview(a)
        host.frames(1)
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 10, height: 10), "its constraints came along")
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 110, y: 110))
        // A detached tree lays out with its own engine.
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let inner = constrained(in: loose)
        NSLayoutConstraint.activate([inner.widthAnchor.constraint(equalTo: loose.widthAnchor, constant: -20),
                                     inner.heightAnchor.constraint(equalToConstant: 5)])
        loose.layoutIfNeeded()
        XCTAssertEqual(inner.frame.width, 60)
        host.window.addSubview(loose)
        loose.frame.size.width = 100
        host.frames(1)
        XCTAssertEqual(inner.frame.width, 80, "the window's engine took its constraints")
    }
}

private extension HeadlessHost {
    /// `count` frames, each laid out (none skipped as idle).
    func frames(_ count: Int) {
        for _ in 0..<count { step() }
    }
}
