import XCTest
import ScreenshotTesting
@testable import UIKit

/// A settings screen and a contacts list as iOS apps show them, against references in
/// __Snapshots__/TableViewSnapshotTests.
final class TableViewSnapshotTests: XCTestCase {
    /// A settings-style icon: a rounded square of `color` with a white dot.
    private static func icon(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29), format: format).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 9, y: 9, width: 11, height: 11)).fill()
        }
    }

    /// Three sections: an account row (subtitle), toggles and values (value1, a switch,
    /// disclosure indicators), and a choice (checkmarks); titled headers and a footer.
    final class Settings: UITableViewDataSource {
        struct Row {
            var title: String
            var detail: String? = nil
            var style: UITableViewCell.CellStyle = .value1
            var accessory: UITableViewCell.AccessoryType = .disclosureIndicator
            var color: UIColor? = nil
            var toggle: Bool? = nil
        }
        let sections: [(header: String?, rows: [Row], footer: String?)] = [
            (nil, [Row(title: "Ada Lovelace", detail: "Apple ID, iCloud, Media & Purchases", style: .subtitle,
                       color: .systemGray)], nil),
            ("Connections", [Row(title: "Airplane Mode", accessory: .none, color: .systemOrange, toggle: true),
                             Row(title: "Wi-Fi", detail: "Home", color: .systemBlue),
                             Row(title: "Bluetooth", detail: "On", color: .systemBlue)],
             "Airplane Mode turns off the radios."),
            ("Text Size", [Row(title: "Small", accessory: .none), Row(title: "Medium", accessory: .checkmark),
                           Row(title: "Large", accessory: .none)], nil),
        ]

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = sections[indexPath.section].rows[indexPath.row]
            let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
            cell.textLabel?.text = row.title
            cell.detailTextLabel?.text = row.detail
            cell.accessoryType = row.accessory
            cell.imageView?.image = row.color.map(TableViewSnapshotTests.icon)
            if let on = row.toggle {
                let toggle = UISwitch()
                toggle.isOn = on
                cell.accessoryView = toggle
                cell.selectionStyle = .none
            }
            return cell
        }
    }

    func testInsetGroupedSettings() {
        let host = HeadlessHost(size: CGSize(width: 375, height: 520), scale: 2)
        let table = UITableView(frame: host.window.bounds, style: .insetGrouped)
        let settings = Settings()
        table.dataSource = settings
        host.window.addSubview(table)
        host.step()
        // Section 0 from 35 (one row), its footer gap to 97; section 1's header 97...135.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 20, y: 35, width: 335, height: 44))
        XCTAssertEqual(table.rectForHeader(inSection: 1).minY, 97)
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "CONNECTIONS")
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "settings@2x")
    }

    /// Contacts under letter headers, scrolled so "B"'s header floats over its rows and a
    /// row is held down (highlighted).
    final class Contacts: UITableViewDataSource {
        let sections: [(String, [String])] = [
            ("A", ["Aaron Aho", "Abigail Adams", "Ada Lovelace", "Alan Turing"]),
            ("B", ["Barbara Liskov", "Bjarne Stroustrup", "Brian Kernighan", "Butler Lampson", "Bob Kahn", "Bill Joy"]),
            ("C", ["Charles Babbage", "Claude Shannon"]),
        ]
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
            return cell
        }
    }

    func testPlainContactsWithAFloatingHeader() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 300), scale: 2)
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        let contacts = Contacts()
        table.dataSource = contacts
        host.window.addSubview(table)
        // "A" spans 0...204 (28 + 4 x 44); "B"'s header at 204, its rows from 232. Scrolled
        // to 250, "B" floats at the top over the middle of "Barbara Liskov".
        table.contentOffset.y = 250
        host.step()
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 250)
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.2)
        let held = table.indexPathForRow(at: CGPoint(x: 100, y: 350))!
        XCTAssertEqual(held, IndexPath(row: 2, section: 1))
        XCTAssertTrue(table.cellForRow(at: held)!.isHighlighted)
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "contacts@2x")
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
    }
}
