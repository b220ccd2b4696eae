import XCTest
import UIKit
import Snippets

/// The settings screen on UITableViewController inside a navigation controller.
final class TableSnippetTests: XCTestCase {
    private func ip(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    /// The window point at the middle of the row at `indexPath`.
    private func middle(of indexPath: IndexPath, in table: UITableView, host: HeadlessHost) -> CGPoint {
        let cell = table.cellForRow(at: indexPath)!
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: host.window)
    }

    func testTheScreenShowsItsSectionsUnderTheBar() throws {
        let settings = SettingsTableViewController()
        let nav = UINavigationController(rootViewController: settings)
        let host = host(nav, width: 375, height: 667)
        let table = try XCTUnwrap(settings.tableView)
        XCTAssertEqual(settings.navigationItem.title, "Settings")
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(table.adjustedContentInset.top, 44, "below the navigation bar")
        XCTAssertEqual(table.contentOffset.y, -44)
        // The profile row: a subtitle cell 20 points in from each side, 35 below the bar.
        let profile = try XCTUnwrap(table.cellForRow(at: ip(0, 0)))
        XCTAssertEqual(profile.convert(profile.bounds, to: host.window), CGRect(x: 20, y: 79, width: 335, height: 44))
        XCTAssertEqual(profile.detailTextLabel?.text, "Apple ID, iCloud, Media & Purchases")
        XCTAssertEqual(profile.accessoryType, .disclosureIndicator)
        let airplane = try XCTUnwrap(table.cellForRow(at: ip(0, 1)))
        XCTAssertTrue(airplane.accessoryView === settings.airplaneSwitch)
        XCTAssertEqual(settings.airplaneSwitch.frame.maxX, 335 - 16, "the switch at the trailing margin")
        XCTAssertEqual(table.cellForRow(at: ip(1, 1))?.detailTextLabel?.text, "Home")
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "CONNECTIONS")
        XCTAssertEqual(table.cellForRow(at: ip(2, 2))?.accessoryType, .checkmark, "Automatic")
    }

    func testTheSwitchTogglesWithoutSelectingAndUpdatesTheWiFiRow() throws {
        let settings = SettingsTableViewController()
        let host = host(UINavigationController(rootViewController: settings), width: 375, height: 667)
        let table = try XCTUnwrap(settings.tableView)
        let toggle = settings.airplaneSwitch
        let onSwitch = toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: host.window)
        host.send(.touchDown(id: 1, location: onSwitch))
        host.advance(by: 0.3)
        XCTAssertEqual(table.cellForRow(at: ip(0, 1))?.isHighlighted, false, "a finger on the switch leaves the row alone")
        host.send(.touchUp(id: 1, location: onSwitch))
        host.advance(by: 0.5)
        XCTAssertTrue(settings.airplaneMode)
        XCTAssertEqual(table.cellForRow(at: ip(1, 1))?.detailTextLabel?.text, "Off", "the Wi-Fi row reloaded")
        XCTAssertNil(table.indexPathForSelectedRow)
        // A tap on the airplane row beside the switch: willSelectRowAt refuses it.
        host.tap(middle(of: ip(0, 1), in: table, host: host))
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertTrue(settings.airplaneMode, "a tap beside the switch does not toggle it")
    }

    func testWiFiPushesTheNetworksAndChoosingOneComesBackDeselected() throws {
        let settings = SettingsTableViewController()
        let nav = UINavigationController(rootViewController: settings)
        let host = host(nav, width: 375, height: 667)
        let table = try XCTUnwrap(settings.tableView)
        host.tap(middle(of: ip(1, 1), in: table, host: host))
        XCTAssertEqual(table.indexPathForSelectedRow, ip(1, 1), "stays selected while the next screen slides in")
        host.advance(by: 0.6)
        let networks = try XCTUnwrap(nav.topViewController as? NetworksViewController)
        XCTAssertEqual(networks.tableView.cellForRow(at: ip(0, 0))?.accessoryType, .checkmark)
        XCTAssertEqual(networks.tableView.cellForRow(at: ip(1, 0))?.style, .subtitle, "the registered subclass's style")
        XCTAssertEqual(networks.tableView.cellForRow(at: ip(1, 0))?.detailTextLabel?.text, "Good")
        XCTAssertEqual(networks.tableView.headerView(forSection: 0)?.textLabel?.text, "Networks")
        host.tap(middle(of: ip(1, 0), in: networks.tableView, host: host))
        host.advance(by: 0.6)
        XCTAssertTrue(nav.topViewController === settings)
        XCTAssertEqual(settings.network, "Office")
        XCTAssertEqual(table.cellForRow(at: ip(1, 1))?.detailTextLabel?.text, "Office")
        XCTAssertNil(table.indexPathForSelectedRow, "clearsSelectionOnViewWillAppear")
    }

    func testChoosingAnAppearanceMovesTheCheckmark() throws {
        let settings = SettingsTableViewController()
        let host = host(UINavigationController(rootViewController: settings), width: 375, height: 667)
        let table = try XCTUnwrap(settings.tableView)
        host.tap(middle(of: ip(1, 2), in: table, host: host))
        host.step()
        XCTAssertEqual(settings.appearance, .dark)
        XCTAssertEqual(table.cellForRow(at: ip(1, 2))?.accessoryType, .checkmark)
        XCTAssertEqual(table.cellForRow(at: ip(2, 2))?.accessoryType, UITableViewCell.AccessoryType.none)
        XCTAssertNil(table.indexPathForSelectedRow, "deselected in didSelectRowAt")
    }
}
