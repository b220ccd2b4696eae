import XCTest
@testable import UIKit

/// Cells' layout by style, accessories, separators, selection looks, and header and
/// footer views, by numbers.
final class TableViewCellTests: XCTestCase {
    private func cell(_ style: UITableViewCell.CellStyle, text: String = "Title", detail: String? = "Detail",
                      width: CGFloat = 320) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.layoutIfNeeded()
        return cell
    }

    func testEachStylePlacesItsLabelsAsUIKitDoes() throws {
        let plain = cell(.default)
        XCTAssertNil(plain.detailTextLabel)
        let text = try XCTUnwrap(plain.textLabel)
        XCTAssertEqual(text.frame.minX, 16)
        XCTAssertEqual(text.frame.maxX, 320 - 16)
        XCTAssertEqual(text.frame.midY, 22, accuracy: 0.5, "centred")

        let subtitle = cell(.subtitle)
        let (title, below) = (subtitle.textLabel!.frame, subtitle.detailTextLabel!.frame)
        XCTAssertEqual(below.minY, title.maxY, "the detail right under the text")
        XCTAssertEqual((title.minY + below.maxY) / 2, 22, accuracy: 0.5, "the pair centred")
        XCTAssertLessThan(subtitle.detailTextLabel!.font.pointSize, subtitle.textLabel!.font.pointSize)

        let value1 = cell(.value1)
        let detail = value1.detailTextLabel!
        XCTAssertEqual(detail.frame.maxX, 320 - 16, "right-aligned at the margin")
        XCTAssertEqual(detail.frame.width, detail.intrinsicContentSize.width)
        XCTAssertEqual(value1.textLabel!.frame.minX, 16)
        XCTAssertEqual(detail.textColor, .secondaryLabel)

        let value2 = cell(.value2)
        XCTAssertEqual(value2.textLabel!.frame, CGRect(x: 16, y: value2.textLabel!.frame.minY, width: 75,
                                                       height: value2.textLabel!.frame.height))
        XCTAssertEqual(value2.textLabel!.textAlignment, .right)
        XCTAssertEqual(value2.detailTextLabel!.frame.minX, 97)
    }

    func testAnImageMovesTheTextAndTheSeparator() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29), format: format).image { _ in }
        let c = cell(.default)
        c.separator = .init(isShown: true, color: .separator, left: 16, right: 0)
        c.imageView?.image = image
        c.setNeedsLayout()
        c.layoutIfNeeded()
        XCTAssertEqual(c.imageView?.frame, CGRect(x: 16, y: 8, width: 29, height: 29))
        XCTAssertEqual(c.textLabel?.frame.minX, 61)
        XCTAssertEqual(c.separatorLine.frame, CGRect(x: 61, y: 43, width: 259, height: 1))
    }

    func testAccessoriesSitAtTheRightAndNarrowTheContent() {
        let c = cell(.value1)
        c.accessoryType = .disclosureIndicator
        c.layoutIfNeeded()
        XCTAssertEqual(c.standardAccessory?.frame, CGRect(x: 296, y: 16, width: 8, height: 13))
        XCTAssertEqual(c.contentView.frame.width, 288)
        XCTAssertEqual(c.detailTextLabel!.frame.maxX, 288, "the detail just before the chevron")
        let toggle = UISwitch()
        c.accessoryView = toggle
        c.layoutIfNeeded()
        XCTAssertNil(c.standardAccessory, "the accessory view wins")
        XCTAssertTrue(toggle.superview === c)
        XCTAssertEqual(toggle.frame.maxX, 304)
        XCTAssertEqual(toggle.frame.midY, 22, accuracy: 0.5)
        c.accessoryView = nil
        c.accessoryType = .none
        c.layoutIfNeeded()
        XCTAssertNil(toggle.superview)
        XCTAssertEqual(c.contentView.frame.width, 320)
    }

    func testTheSelectedBackgroundShowsWhileSelectedOrHighlightedUnlessTheStyleIsNone() {
        let c = cell(.default)
        XCTAssertTrue(c.standardSelectedBackground.isHidden)
        c.setSelected(true, animated: true)
        XCTAssertFalse(c.standardSelectedBackground.isHidden)
        XCTAssertTrue(c.isSelected)
        c.isSelected = false
        c.isHighlighted = true
        XCTAssertFalse(c.standardSelectedBackground.isHidden)
        c.selectionStyle = .none
        XCTAssertTrue(c.standardSelectedBackground.isHidden)
        c.selectionStyle = .default
        let custom = UIView()
        c.selectedBackgroundView = custom
        XCTAssertTrue(custom.superview === c, "the cell's own instead of the grey one")
        XCTAssertTrue(c.standardSelectedBackground.isHidden)
        c.prepareForReuse()
        XCTAssertFalse(c.isHighlighted)
        XCTAssertNil(custom.superview)
    }

    func testASelectedRowHighlightsItsLabelsAndImagesUnlessTheStyleIsNone() {
        let c = cell(.subtitle)
        let badge = UIImageView(image: UIImage(bitmap: Bitmap(width: 4, height: 4)))
        let lit = Bitmap(width: 6, height: 6)
        lit.clear(to: 0xFFFF_FFFF)
        badge.highlightedImage = UIImage(bitmap: lit)
        let wrapper = UIView()
        wrapper.addSubview(badge)
        c.contentView.addSubview(wrapper)
        c.textLabel?.highlightedTextColor = .white
        XCTAssertTrue(badge.shownImage === badge.image)
        c.setSelected(true, animated: false)
        XCTAssertEqual(c.textLabel?.isHighlighted, true)
        XCTAssertEqual(c.detailTextLabel?.isHighlighted, true)
        XCTAssertTrue(badge.isHighlighted, "views deeper in the content view too")
        XCTAssertTrue(badge.shownImage === badge.highlightedImage, "the highlighted image shows")
        c.setSelected(false, animated: false)
        XCTAssertEqual(c.textLabel?.isHighlighted, false)
        XCTAssertFalse(badge.isHighlighted)
        c.selectionStyle = .none
        c.isHighlighted = true
        XCTAssertEqual(c.textLabel?.isHighlighted, false, "no selection look, no highlighted content")
    }

    func testAHighlightedLabelDrawsInItsHighlightedTextColor() {
        let host = HeadlessHost(size: CGSize(width: 60, height: 30))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "█████"
        label.font = UIFont.systemFont(ofSize: 30)
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.highlightedTextColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.addSubview(label)
        func reddest() -> UInt32 { (0..<60).map { host.renderFrame()[$0, 15] }.max { ($0 >> 16) & 0xFF < ($1 >> 16) & 0xFF }! }
        XCTAssertEqual(reddest() & 0xFF_FFFF, 0xFF_0000)
        label.isHighlighted = true
        let frame = host.renderFrame()
        XCTAssertTrue((0..<60).contains { frame[$0, 15] & 0xFF_FFFF == 0x00_00FF }, "blue while highlighted")
        XCTAssertFalse((0..<60).contains { frame[$0, 15] & 0xFF_FFFF == 0xFF_0000 })
    }

    func testTheTableDrawsSeparatorsAsItsSettingsSay() {
        let scene = TableScene(RowSource(sections: [[0, 1, 2]]), style: .grouped)
        let table = scene.tableView
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        XCTAssertFalse(first.separatorLine.isHidden)
        XCTAssertEqual(first.separatorLine.frame, CGRect(x: 16, y: 43, width: 304, height: 1))
        XCTAssertTrue(last.separatorLine.isHidden, "none under a grouped section's last row")
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        scene.host.step()
        XCTAssertEqual(first.separatorLine.frame, CGRect(x: 40, y: 43, width: 270, height: 1))
        table.separatorColor = .systemRed
        scene.host.step()
        XCTAssertEqual(first.separatorLine.backgroundColor, .systemRed)
        table.separatorStyle = .none
        scene.host.step()
        XCTAssertTrue(first.separatorLine.isHidden)
    }

    func testRegisteredHeaderViewsAreDequeuedAndReused() {
        final class Banner: UITableViewHeaderFooterView {
            var uses = 0
            override func prepareForReuse() { super.prepareForReuse(); uses += 1 }
        }
        final class Headers: NSObject, UITableViewDataSource, UITableViewDelegate {
            var made: Set<ObjectIdentifier> = []
            func numberOfSections(in tableView: UITableView) -> Int { 200 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner") as! Banner
                view.textLabel?.text = "Section \(section)"
                made.insert(ObjectIdentifier(view))
                return view
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
        }
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(Banner.self, forHeaderFooterViewReuseIdentifier: "banner")
        let headers = Headers()
        table.dataSource = headers
        table.delegate = headers
        host.window.addSubview(table)
        host.step()
        // Each section 50 + 3 x 44 = 182 points.
        XCTAssertEqual(table.contentSize.height, 200 * 182)
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 182, width: 320, height: 50))
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "Section 1")
        for step in 1...100 {
            table.contentOffset.y = CGFloat(step) * 300
            host.step()
        }
        XCTAssertLessThanOrEqual(headers.made.count, 8, "a few banners for 200 sections")
        XCTAssertEqual(table.headerView(forSection: 164)?.textLabel?.text, "Section 164")
        // Section 164 spans 29,848...30,030: its header floats, pushed up 20 points by 165's.
        XCTAssertEqual(table.headerView(forSection: 164)?.frame.minY, 29_980)
    }

    func testAHundredThousandRowTableCostsItsVisibleRows() {
        let scene = TableScene(RowSource(count: 100_000))
        let table = scene.tableView
        table.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .bottom, animated: false)
        scene.host.step()
        XCTAssertEqual(table.contentOffset.y, 4_400_000 - 480)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 99_999, section: 0))
        XCTAssertEqual(scene.cellSubviews.count, 11)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 5, y: 2_200_001)), IndexPath(row: 50_000, section: 0))
        scene.assertShowsTheVisibleRows()
    }
}
