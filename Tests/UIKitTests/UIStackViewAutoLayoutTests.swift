import XCTest
@testable import UIKit

/// UIStackView under Auto Layout, as UIKit's: its own constraints ("UISV-…") with the
/// arranged views' constraints, distributions by numbers, labels wrapping at the widths the
/// stack gives them, and the stack sizing a scroll view's content and a self-sizing row.
final class UIStackViewAutoLayoutTests: XCTestCase {
    typealias Sized = UIStackViewTests.Sized

    /// A 17-point label that wraps (`numberOfLines` 0) showing `text`.
    private func wrappingLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = text
        return label
    }

    /// The height `text` wraps to at `width` in a 17-point label, in points.
    private func wrappedHeight(_ text: String, at width: CGFloat) -> CGFloat {
        wrappingLabel(text).sizeThatFits(CGSize(width: width, height: 0)).height
    }

    private static let paragraph = "A comment that goes on and on, long enough that at a narrow width it wraps onto three or four lines."

    /// `stack` pinned to `container`'s leading, trailing and top edges.
    private func pin(_ stack: UIStackView, into container: UIView, bottom: Bool = false) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                           stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                           stack.topAnchor.constraint(equalTo: container.topAnchor)]
        if bottom { constraints.append(stack.bottomAnchor.constraint(equalTo: container.bottomAnchor)) }
        NSLayoutConstraint.activate(constraints)
    }

    func testAWidthConstraintOnAnArrangedViewHoldsAndTheOthersShareTheRestByHugging() {
        let button = UIView(), a = Sized(40, 20), b = Sized(60, 20)
        let width = button.widthAnchor.constraint(equalToConstant: 44)
        width.isActive = true
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [button, a, b])
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        stack.layoutIfNeeded()
        XCTAssertEqual(button.frame, CGRect(x: 0, y: 0, width: 44, height: 44))
        XCTAssertEqual(a.frame, CGRect(x: 52, y: 0, width: 40, height: 44), "hugging more: its intrinsic width")
        XCTAssertEqual(b.frame, CGRect(x: 100, y: 0, width: 200, height: 44), "hugging least: the rest")
        // The user's constraint stays the button's; the stack's are the stack's, named as UIKit's.
        XCTAssertTrue(button.constraints.count == 1 && button.constraints[0] === width)
        XCTAssertTrue(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
        let names = Set(stack.constraints.compactMap(\.identifier))
        XCTAssertTrue(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]), "\(names)")
        XCTAssertEqual(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant), [8, 8])
        width.constant = 64
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 72)
        XCTAssertEqual(b.frame.width, 180)
    }

    func testAnAspectRatioAndAHeightOnArrangedViewsOfAVerticalStack() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let image = UIView(), bar = UIView()
        image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.75).isActive = true
        bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let stack = UIStackView(arrangedSubviews: [image, bar])
        stack.axis = .vertical
        stack.spacing = 10
        pin(stack, into: container)
        container.layoutIfNeeded()
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 200, height: 150), "three quarters of the width")
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 160, width: 200, height: 44))
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 200, height: 204), "the stack as tall as what it holds")
    }

    func testFillEquallyFillProportionallyEqualSpacingAndEqualCentering() {
        let a = Sized(20, 10), b = Sized(60, 10), c = Sized(40, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 10)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 110, 220])
        XCTAssertEqual([a, b, c].map(\.frame.width), [100, 100, 100])

        // 300 points of room after the spacings, shared 20 : 60 : 40.
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [50, 150, 100])
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 60, 220])

        // Intrinsic widths, the 200 points left over in two equal gaps.
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [20, 60, 40])
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 120, 280])

        // Centres at 10 and 300, the middle one's halfway, at 155.
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [20, 60, 40])
        XCTAssertEqual([a, b, c].map(\.frame.midX), [10, 155, 300])

        // Unconstrained, the spacing distributions take the spacings alone.
        let loose = UIStackView(arrangedSubviews: [Sized(20, 10), Sized(60, 30)])
        loose.distribution = .equalSpacing
        loose.spacing = 7
        XCTAssertEqual(loose.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 87, height: 30))
        XCTAssertEqual(loose.layoutGuides.count, 1, "one gap guide between two views, as UIKit's")
        loose.distribution = .fillEqually
        XCTAssertEqual(loose.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 127, height: 30))
        XCTAssertTrue(loose.layoutGuides.isEmpty)
    }

    func testAlignedViewsKeepTheirConstrainedHeightsAndFreeOnesCollapse() {
        // A 30-point-tall stack: a view with a 20-point height centred in it, a view with no
        // intrinsic height collapsed to nothing (UISV-ambiguity-suppression), a label at its own.
        let tall = UIView(), free = UIView(), text = Sized(40, 12)
        tall.heightAnchor.constraint(equalToConstant: 20).isActive = true
        tall.widthAnchor.constraint(equalToConstant: 30).isActive = true
        free.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let stack = UIStackView(arrangedSubviews: [tall, free, text])
        stack.alignment = .center
        stack.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        stack.layoutIfNeeded()
        XCTAssertEqual(tall.frame, CGRect(x: 0, y: 5, width: 30, height: 20))
        XCTAssertEqual(free.frame, CGRect(x: 30, y: 15, width: 10, height: 0))
        XCTAssertEqual(text.frame, CGRect(x: 40, y: 9, width: 40, height: 12))
        stack.alignment = .bottom
        stack.layoutIfNeeded()
        XCTAssertEqual(tall.frame.minY, 10)
        XCTAssertEqual(text.frame.minY, 18)
        // Unconstrained, the stack is as tall as its tallest view.
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 80, height: 20))
    }

    func testAMultiLineLabelInAVerticalStackPinnedToA200PointSuperviewWraps() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let label = wrappingLabel(Self.paragraph), footer = Sized(50, 30)
        let stack = UIStackView(arrangedSubviews: [label, footer])
        stack.axis = .vertical
        stack.spacing = 8
        pin(stack, into: container)
        container.layoutIfNeeded()
        let height = wrappedHeight(Self.paragraph, at: 200)
        XCTAssertGreaterThanOrEqual(height, 3 * label.font.lineHeight, "several lines at 200 points")
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 200, height: height))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: height + 8, width: 200, height: 30))
        XCTAssertEqual(stack.frame.height, height + 38)
    }

    func testAMultiLineLabelBesideAnIconWrapsInItsFirstLayout() {
        // The label's one-line width resists at 749, the icon hugs at 760: the label gives
        // way and wraps in the very first layout pass, its height the lines it needs there.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let label = wrappingLabel(Self.paragraph), icon = Sized(60, 30)
        label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        icon.setContentHuggingPriority(.defaultHigh + 10, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [label, icon])
        stack.alignment = .top
        stack.spacing = 8
        pin(stack, into: container)
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 232, height: wrappedHeight(Self.paragraph, at: 232)))
        XCTAssertGreaterThan(label.frame.height, 2 * label.font.lineHeight)
        XCTAssertEqual(icon.frame, CGRect(x: 240, y: 0, width: 60, height: 30))
        XCTAssertEqual(stack.frame.height, label.frame.height, "the stack as tall as the label")

        // With the default priorities UIKit's stack pulls a multi-line label to its width
        // over the views' count at 759 ("UISV-text-width-disambiguation"): half, here.
        icon.setContentHuggingPriority(.defaultLow, for: .horizontal)
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 150)
        XCTAssertEqual(label.frame.height, wrappedHeight(Self.paragraph, at: 150))
        XCTAssertEqual(icon.frame.width, 142)
    }

    func testAStackInAScrollViewsContentLayoutGuideMakesTheContentSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = wrappingLabel(Self.paragraph)
        let rows = (0..<4).map { _ in Sized(100, 150) }
        let stack = UIStackView(arrangedSubviews: [label] + rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        scrollView.layoutIfNeeded()
        let text = wrappedHeight(Self.paragraph, at: 320)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: text + 4 * 150 + 4 * 10))
        XCTAssertEqual(rows[3].frame, CGRect(x: 0, y: text + 3 * 160 + 10, width: 320, height: 150))
        // A row hidden: the content closes up.
        rows[1].isHidden = true
        scrollView.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize.height, text + 3 * 150 + 3 * 10)
    }

    /// A self-sizing cell holding a vertical stack of a title and a wrapping body.
    final class StackCell: UITableViewCell {
        let title = UILabel(), body = UILabel()
        let stack = UIStackView()

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.font = .boldSystemFont(ofSize: 17)
            title.text = "Title"
            body.font = .systemFont(ofSize: 17)
            body.numberOfLines = 0
            stack.axis = .vertical
            stack.spacing = 4
            stack.addArrangedSubview(title)
            stack.addArrangedSubview(body)
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { fatalError("no archives") }
    }

    final class StackSource: UITableViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "stack", for: indexPath) as! StackCell
            cell.body.text = texts[indexPath.row]
            return cell
        }
    }

    func testAStackAsASelfSizingCellsContentGivesTheRowHeight() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(StackCell.self, forCellReuseIdentifier: "stack")
        table.rowHeight = UITableView.automaticDimension
        let source = StackSource(["Short.", Self.paragraph])
        table.dataSource = source
        host.window.addSubview(table)
        host.step()
        let titleLabel = UILabel()
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.text = "Title"
        let titleHeight = titleLabel.intrinsicContentSize.height
        let short = wrappedHeight("Short.", at: 288), long = wrappedHeight(Self.paragraph, at: 288)
        XCTAssertGreaterThan(long, short, "the paragraph wraps at 288 points")
        // 11 + title + 4 + body + 11, and the one-point separator (scale 1).
        let first = 11 + titleHeight + 4 + short + 11 + 1
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, first)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 11 + titleHeight + 4 + long + 11 + 1)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! StackCell
        // The content view spans the separator's point too, so the stack is a point taller
        // than it measured: the title, first of two that hug alike, takes it.
        XCTAssertEqual(cell.body.frame.minY, cell.title.frame.maxY + 4)
        XCTAssertEqual(cell.body.frame.size, CGSize(width: 288, height: long))
    }

    func testAHiddenViewCollapsesAndItsSpacingGoes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let a = Sized(10, 20), b = Sized(10, 30), c = Sized(10, 40)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.setCustomSpacing(25, after: b)
        pin(stack, into: container)
        container.layoutIfNeeded()
        XCTAssertEqual(stack.frame.height, 20 + 10 + 30 + 25 + 40)
        b.isHidden = true
        container.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 30, "a's spacing, not the hidden one's 25")
        XCTAssertEqual(b.frame.height, 0, "UISV-hiding")
        XCTAssertEqual(stack.frame.height, 20 + 10 + 40)
        XCTAssertTrue(stack.constraints.contains { $0.identifier == "UISV-hiding" })
        b.isHidden = false
        container.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 85)
        XCTAssertFalse(stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    func testAnArrangedViewMovedToAnotherSuperviewLeavesTheStack() {
        let a = Sized(40, 20), b = Sized(60, 20), c = Sized(30, 20)
        // Who takes the rest of the width: b here, a beside c.
        b.setContentHuggingPriority(.defaultLow - 3, for: .horizontal)
        a.setContentHuggingPriority(.defaultLow - 2, for: .horizontal)
        c.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let first = UIStackView(arrangedSubviews: [a, b])
        first.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        first.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 40)
        // Into another stack: it is arranged there and not here, and this one lays out without it.
        let second = UIStackView(arrangedSubviews: [c])
        second.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        second.addArrangedSubview(a)
        XCTAssertEqual(first.arrangedSubviews, [b])
        XCTAssertEqual(second.arrangedSubviews, [c, a])
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 0, width: 300, height: 20))
        XCTAssertEqual(a.frame.minX, 30)
        XCTAssertFalse(first.constraints.contains { $0.firstItem === a || $0.secondItem === a })
        // Into a plain view: no stack arranges it.
        let plain = UIView()
        plain.addSubview(a)
        XCTAssertEqual(second.arrangedSubviews, [c])
        second.layoutIfNeeded()
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 0, width: 300, height: 20))
    }

    func testCustomSpacingIsEditedInPlace() {
        let a = Sized(30, 10), b = Sized(30, 10), c = Sized(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 8
        stack.setCustomSpacing(20, after: a)
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width, 90 + 20 + 8)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        container.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 50, 88])
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" && $0.secondItem === a }
        XCTAssertEqual(spacing?.constant, 20)
        stack.setCustomSpacing(2, after: a)
        container.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 32, 70])
        XCTAssertEqual(stack.frame.width, 100)
        XCTAssertTrue(stack.constraints.contains { $0 === spacing }, "the same constraint, its constant changed")
        XCTAssertEqual(spacing?.constant, 2)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        container.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 38, 76], "back to spacing")
        XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
    }

    func testLayoutMarginsRelativeArrangementUnderConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 400))
        let a = Sized(40, 20), b = Sized(40, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 5
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 8, right: 24)
        pin(stack, into: container)
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 16, y: 12, width: 200, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 16, y: 37, width: 200, height: 30))
        XCTAssertEqual(stack.frame.height, 12 + 20 + 5 + 30 + 8)
        stack.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 4, y: 4, width: 232, height: 20))
        XCTAssertEqual(stack.frame.height, 4 + 20 + 5 + 30 + 4)
        stack.isLayoutMarginsRelativeArrangement = false
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 240, height: 20))
        XCTAssertEqual(stack.frame.height, 55)
    }
}
