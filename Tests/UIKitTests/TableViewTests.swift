import XCTest
@testable import UIKit

/// The table view through a real window: reuse, selection, floating headers, scrolling
/// to rows and updates.
final class TableViewTests: XCTestCase {
    private func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    func testOnlyTheVisibleRowsHaveCellsAndScrollingReusesThem() {
        let scene = TableScene(RowSource(count: 10_000))
        let table = scene.tableView
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 440_000))
        // 480 / 44: rows 0...10 meet the bounds.
        XCTAssertEqual(table.indexPathsForVisibleRows, (0...10).map { ip($0) })
        scene.assertShowsTheVisibleRows()
        var most = 0
        for step in 1...500 {
            table.contentOffset.y = CGFloat(step) * 877
            scene.host.step()
            most = max(most, scene.cellSubviews.count)
        }
        scene.assertShowsTheVisibleRows()
        XCTAssertEqual(table.contentOffset.y, 438_500)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, ip(9965))
        XCTAssertLessThanOrEqual(most, 12)
        XCTAssertLessThanOrEqual(scene.source.cellsSeen.count, 24, "a bounded number of cells for 10,000 rows")
        XCTAssertGreaterThan(scene.source.cellsSeen.values.reduce(0) { $0 + $1.reuses }, 5000, "cells were reused")
    }

    func testDequeueHandsOutRegisteredCellsAndNilForUnknownIdentifiers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "row"))
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        let cell = table.dequeueReusableCell(withIdentifier: "row")
        XCTAssertTrue(cell is RowCell)
        XCTAssertEqual(cell?.reuseIdentifier, "row")
        XCTAssertEqual(cell?.style, .default)
        XCTAssertNil(cell?.detailTextLabel)
    }

    func testATapHighlightsThenSelectsInUIKitsOrder() {
        let scene = TableScene(RowSource(count: 30))
        scene.tap(CGPoint(x: 100, y: 20))
        XCTAssertEqual(scene.source.log, ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0",
                                          "willSelect 0.0", "didSelect 0.0"])
        XCTAssertEqual(scene.tableView.indexPathForSelectedRow, ip(0))
        XCTAssertTrue(scene.tableView.cellForRow(at: ip(0))!.isSelected)
        XCTAssertFalse(scene.tableView.cellForRow(at: ip(0))!.isHighlighted)
        // Single selection: tapping row 3 (132...176) deselects row 0 first.
        scene.source.log.removeAll()
        scene.tap(CGPoint(x: 100, y: 150))
        XCTAssertEqual(scene.source.log, ["shouldHighlight 0.3", "didHighlight 0.3", "didUnhighlight 0.3",
                                          "willSelect 0.3", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.3"])
        XCTAssertEqual(scene.tableView.indexPathsForSelectedRows, [ip(3)])
        XCTAssertFalse(scene.tableView.cellForRow(at: ip(0))!.isSelected)
    }

    func testWillSelectCanRedirectOrRefuse() {
        let scene = TableScene(RowSource(count: 30))
        scene.source.willSelect = { $0.row == 1 ? nil : $0.row == 2 ? IndexPath(row: 5, section: 0) : $0 }
        scene.tap(CGPoint(x: 100, y: 60))
        XCTAssertNil(scene.tableView.indexPathForSelectedRow, "row 1 refused")
        scene.tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(scene.tableView.indexPathsForSelectedRows, [ip(5)], "row 2 redirected to row 5")
        XCTAssertTrue(scene.tableView.cellForRow(at: ip(5))!.isSelected)
    }

    func testMultipleSelectionTogglesAndDisallowingEndsIt() {
        let scene = TableScene(RowSource(count: 30)) { $0.allowsMultipleSelection = true }
        scene.tap(CGPoint(x: 100, y: 20))
        scene.tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(scene.tableView.indexPathsForSelectedRows, [ip(0), ip(2)])
        scene.source.log.removeAll()
        scene.tap(CGPoint(x: 100, y: 20))
        XCTAssertEqual(scene.source.log, ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0",
                                          "willDeselect 0.0", "didDeselect 0.0"])
        XCTAssertEqual(scene.tableView.indexPathsForSelectedRows, [ip(2)])
        scene.tableView.allowsSelection = false
        XCTAssertNil(scene.tableView.indexPathsForSelectedRows)
        scene.source.log.removeAll()
        scene.tap(CGPoint(x: 100, y: 20))
        XCTAssertEqual(scene.source.log, [], "no highlight, no selection")
    }

    func testSelectionInCodeCallsNoDelegateAndScrollsAndSurvivesReuse() {
        let scene = TableScene(RowSource(count: 300))
        let table = scene.tableView
        table.selectRow(at: ip(100), animated: false, scrollPosition: .top)
        scene.host.step()
        XCTAssertEqual(scene.source.log.filter { $0 != "didScroll" }, [])
        XCTAssertEqual(table.contentOffset.y, 4400)
        XCTAssertTrue(table.cellForRow(at: ip(100))!.isSelected)
        XCTAssertFalse(table.cellForRow(at: ip(101))!.isSelected)
        table.contentOffset.y = 0
        scene.host.step()
        XCTAssertNil(table.cellForRow(at: ip(100)))
        XCTAssertFalse(scene.cellSubviews.contains { $0.isSelected }, "reused cells come back deselected")
        table.contentOffset.y = 4300
        scene.host.step()
        XCTAssertTrue(table.cellForRow(at: ip(100))!.isSelected, "selection is the table's, not the cell's")
        table.deselectRow(at: ip(100), animated: false)
        XCTAssertFalse(table.cellForRow(at: ip(100))!.isSelected)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(scene.source.log.filter { $0 != "didScroll" }, [], "deselecting in code tells nobody")
    }

    func testADragThatScrollsSelectsNothing() {
        let scene = TableScene(RowSource(count: 300))
        let cell = scene.tableView.cellForRow(at: ip(2))!
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        scene.host.advance(by: 0.2)
        XCTAssertTrue(cell.isHighlighted, "held past the content-touch delay")
        for i in 1...6 {
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: 100, y: 100 - CGFloat(i) * 15)))
            scene.host.step()
        }
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 10)))
        scene.host.runUntilIdle()
        XCTAssertGreaterThan(scene.tableView.contentOffset.y, 0)
        XCTAssertEqual(scene.source.log.filter { $0 != "didScroll" }, ["shouldHighlight 0.2", "didHighlight 0.2",
                                                                       "didUnhighlight 0.2"])
        XCTAssertNil(scene.tableView.indexPathForSelectedRow)
    }

    func testPlainHeadersFloatAtTheTopAndArePushedAway() {
        // Two sections of 10 rows under 28-point titled headers: section 0 spans 0...468,
        // section 1 468...936.
        let source = RowSource(sections: [Array(0..<10), Array(10..<20)])
        source.headerTitles = ["A", "B"]
        let scene = TableScene(source)
        let table = scene.tableView
        XCTAssertEqual(table.contentSize.height, 936)
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "A")
        XCTAssertEqual(table.rectForRow(at: ip(0)), CGRect(x: 0, y: 28, width: 320, height: 44))
        table.contentOffset.y = 200
        scene.host.step()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 200, "floating at the top")
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 468)
        table.contentOffset.y = 450
        scene.host.step()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 440, "pushed up by section 1's header")
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 468)
        table.contentOffset.y = 480
        scene.host.step()
        XCTAssertNil(table.headerView(forSection: 0), "section 0 scrolled away")
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 480)
        let index = { (view: UIView?) in table.subviews.firstIndex { $0 === view } ?? -1 }
        XCTAssertGreaterThan(index(table.headerView(forSection: 1)), index(table.cellForRow(at: ip(0, 1))),
                             "headers float over the rows")
        // Grouped headers scroll with their sections.
        let grouped = TableScene(RowSource(sections: [Array(0..<10), Array(10..<20)]), style: .grouped)
        grouped.source.headerTitles = ["A", "B"]
        grouped.tableView.reloadData()
        grouped.tableView.contentOffset.y = 200
        grouped.host.step()
        XCTAssertNil(grouped.tableView.headerView(forSection: 0), "38 points at the top, scrolled away")
        XCTAssertEqual(grouped.tableView.headerView(forSection: 1)?.textLabel?.text, "B")
        // 38 + 440 + 18 (footer gap) = 496.
        XCTAssertEqual(grouped.tableView.rectForHeader(inSection: 1).minY, 496)
        XCTAssertEqual(grouped.tableView.headerView(forSection: 1)?.frame.minY, 496)
    }

    func testScrollToRowPutsItWhereAsked() {
        let source = RowSource(count: 100)
        source.headerTitles = ["Header"]
        let scene = TableScene(source)
        let table = scene.tableView
        // Row 50 spans 28 + 2200 = 2228...2272; the header floats over 28 points.
        table.scrollToRow(at: ip(50), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2200, "below the floating header")
        table.scrollToRow(at: ip(50), at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, (2228 + 2272) / 2 - 240, "the row itself centred")
        table.scrollToRow(at: ip(50), at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2272 - 480)
        table.scrollToRow(at: ip(49), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2272 - 480, "row 49 is shown: no move")
        table.scrollToRow(at: ip(70), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 28 + 71 * 44 - 480, "brought in from below: at the bottom")
        table.scrollToRow(at: ip(10), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 440, "brought in from above: at the top, below the header")
        table.scrollToRow(at: ip(99), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4428 - 480, "clamped to the end")
        table.scrollToRow(at: ip(0), at: .top, animated: true)
        scene.host.advance(by: 0.5)
        XCTAssertEqual(table.contentOffset.y, 0)
    }

    func testUpdatesMoveTheShownCellsAndSelection() {
        let scene = TableScene(RowSource(count: 20))
        let table = scene.tableView
        table.selectRow(at: ip(3), animated: false, scrollPosition: .none)
        let cell3 = table.cellForRow(at: ip(3))
        scene.source.sections[0].insert(100, at: 1)
        scene.source.sections[0].remove(at: 5)       // the old row 4
        table.performBatchUpdates {
            table.insertRows(at: [self.ip(1)], with: .automatic)
            table.deleteRows(at: [self.ip(4)], with: .fade)
        }
        XCTAssertNil(table.lastUpdateProblem)
        XCTAssertTrue(table.cellForRow(at: ip(4)) === cell3, "row 3 moved down by the insert")
        XCTAssertEqual(table.indexPathsForSelectedRows, [ip(4)])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 20)
        scene.assertShowsTheVisibleRows()
        // Sections: a new first one.
        scene.source.sections.insert([7, 8], at: 0)
        table.beginUpdates()
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        table.endUpdates()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.indexPathsForSelectedRows, [ip(4, 1)])
        scene.assertShowsTheVisibleRows()
    }

    func testMovesSectionReloadsAndDeletesThroughTheTableCarrySelection() {
        let scene = TableScene(RowSource(sections: [Array(0..<5), Array(10..<15), Array(20..<25)]))
        let table = scene.tableView
        table.selectRow(at: ip(1), animated: false, scrollPosition: .none)
        let moved = table.cellForRow(at: ip(1))
        // Row 1 of section 0 to row 3 of section 1.
        let value = scene.source.sections[0].remove(at: 1)
        scene.source.sections[1].insert(value, at: 3)
        table.moveRow(at: ip(1), to: ip(3, 1))
        XCTAssertNil(table.lastUpdateProblem)
        XCTAssertEqual(table.indexPathsForSelectedRows, [ip(3, 1)], "the selection moved with its row")
        XCTAssertTrue(table.cellForRow(at: ip(3, 1)) === moved, "and so did its cell")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 6)
        scene.assertShowsTheVisibleRows()

        // Section 1 reloaded with other rows: counts follow, its selection goes.
        scene.source.sections[1] = [30, 31]
        table.reloadSections(IndexSet(integer: 1), with: .automatic)
        XCTAssertNil(table.lastUpdateProblem)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        XCTAssertNil(table.indexPathForSelectedRow)
        scene.host.step()
        scene.assertShowsTheVisibleRows()

        // Section 0 deleted: the others move up, a selection in them with them.
        table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        scene.source.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        XCTAssertNil(table.lastUpdateProblem)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.indexPathsForSelectedRows, [ip(0, 1)])
        scene.host.step()
        scene.assertShowsTheVisibleRows()
    }

    func testAMismatchedUpdateSaysWhyAndReloads() {
        let scene = TableScene(RowSource(count: 20))
        let table = scene.tableView
        table.selectRow(at: ip(2), animated: false, scrollPosition: .none)
        scene.source.sections[0].append(contentsOf: [20, 21])
        var completed: Bool?
        table.performBatchUpdates({ table.insertRows(at: [self.ip(20)], with: .automatic) }, completion: { completed = $0 })
        XCTAssertEqual(completed, false)
        XCTAssertEqual(table.lastUpdateProblem, "Invalid update: invalid number of rows in section 0. The number of rows "
            + "contained in an existing section after the update (22) must be equal to the number of rows contained in "
            + "that section before the update (20), plus or minus the number of rows inserted or deleted from that "
            + "section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
            + "(0 moved in, 0 moved out)")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 22, "reloaded from the data source")
        XCTAssertNil(table.indexPathForSelectedRow)
        scene.host.step()
        scene.assertShowsTheVisibleRows()
        // Deleting a section that is not there.
        scene.source.sections.removeAll()
        table.deleteSections(IndexSet(integer: 3), with: .automatic)
        XCTAssertEqual(table.lastUpdateProblem, "Invalid update: attempt to delete section 3, but there are only 1 "
            + "sections before the update")
        XCTAssertEqual(table.numberOfSections, 0)
    }

    func testReloadRowsAsksForTheirCellsAndHeightsAgain() {
        let scene = TableScene(RowSource(count: 20))
        let table = scene.tableView
        let before = scene.source.cellRequests
        scene.source.sections[0][1] = 99
        scene.source.height = { $0.row == 1 ? 80 : 44 }
        table.reloadRows(at: [ip(1)], with: .none)
        XCTAssertEqual(scene.source.cellRequests, before + 1)
        XCTAssertEqual((table.cellForRow(at: ip(1)) as? RowCell)?.row, 99)
        XCTAssertEqual(table.rectForRow(at: ip(2)).minY, 124)
        scene.assertShowsTheVisibleRows()
    }

    func testTableHeaderAndFooterViewsTakeTheirHeights() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let scene = TableScene(RowSource(count: 5)) {
            $0.tableHeaderView = header
            $0.tableFooterView = footer
        }
        let table = scene.tableView
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 120))
        XCTAssertEqual(table.rectForRow(at: ip(0)).minY, 120)
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 340, width: 320, height: 60))
        XCTAssertEqual(table.contentSize.height, 400)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 100)), nil)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 170)), ip(1))
    }

    func testTheDetailButtonTellsTheDelegateAndDoesNotSelect() {
        let scene = TableScene(RowSource(count: 5))
        let cell = scene.tableView.cellForRow(at: ip(1))!
        cell.accessoryType = .detailButton
        scene.host.step()
        // The 22-point button sits 16 from the right: 282...304, centred in 44...88.
        scene.tap(CGPoint(x: 293, y: 66))
        XCTAssertEqual(scene.source.log, ["accessoryButtonTapped 0.1"])
        XCTAssertNil(scene.tableView.indexPathForSelectedRow)
        cell.accessoryType = .disclosureIndicator
        scene.host.step()
        scene.tap(CGPoint(x: 296, y: 66))
        XCTAssertEqual(scene.tableView.indexPathForSelectedRow, ip(1), "the chevron lets the tap through to the row")
    }

    func testTheControllerIsDataSourceAndDelegateAndClearsSelectionOnAppearing() {
        final class Numbers: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "n")
                    ?? UITableViewCell(style: .value1, reuseIdentifier: "n")
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = Numbers(style: .insetGrouped)
        host.window.rootViewController = controller
        host.step()
        let table = controller.tableView!
        XCTAssertTrue(table.dataSource === controller)
        XCTAssertTrue(table.delegate === controller)
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertEqual(table.cellForRow(at: ip(0))?.frame, CGRect(x: 20, y: 35, width: 280, height: 44))
        XCTAssertEqual(table.cellForRow(at: ip(0))?.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        table.selectRow(at: ip(3), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertNil(table.indexPathForSelectedRow)
        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: ip(3), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertEqual(table.indexPathForSelectedRow, ip(3))
    }
}

/// The offset follows a new top safe area while the table rests at the top (a navigation
/// bar arriving or going), and not after a scroll; a new `contentInset` moves nothing.
final class TableViewInsetTests: XCTestCase {
    func testATableAtTheTopStaysThereWhenTheBarsSafeAreaComesAndGoes() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UITableViewController(style: .plain)
        let source = RowSource(count: 50)
        controller.tableView.register(RowCell.self, forCellReuseIdentifier: "row")
        controller.tableView.dataSource = source
        let nav = UINavigationController(rootViewController: controller)
        host.window.rootViewController = nav
        host.step()
        let table = controller.tableView!
        XCTAssertEqual(table.contentOffset.y, -44, "the first row below the bar")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 0)
        nav.setNavigationBarHidden(true, animated: false)
        host.step()
        XCTAssertEqual(table.contentOffset.y, 0, "back at the top without the bar")
        table.contentOffset.y = 300
        nav.setNavigationBarHidden(false, animated: false)
        host.step()
        XCTAssertEqual(table.contentOffset.y, 300, "a scrolled table keeps its offset")
        table.contentOffset.y = -44
        table.contentInset.top = 20
        host.step()
        XCTAssertEqual(table.contentOffset.y, -44, "a new contentInset moves nothing, as in UIKit")
    }
}
