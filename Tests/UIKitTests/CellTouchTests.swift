import XCTest
@testable import UIKit

/// A touch held on a row or item while the data changes under it: it follows its row
/// through inserts, and a delete of that row ends its highlight without selecting.
final class CellTouchTests: XCTestCase {
    private func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    func testAHeldRowFollowsAnInsertAboveAndSelectsWhereItWentOnLifting() {
        let scene = TableScene(RowSource(count: 30))
        let table = scene.tableView
        let held = table.cellForRow(at: ip(2))!
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        scene.host.advance(by: 0.2)
        XCTAssertTrue(held.isHighlighted)
        scene.source.sections[0].insert(99, at: 0)
        table.insertRows(at: [ip(0)], with: .none)
        XCTAssertTrue(table.cellForRow(at: ip(3))!.isHighlighted, "the highlight moved down with row 2, now 3")
        XCTAssertFalse(table.cellForRow(at: ip(2))!.isHighlighted)
        scene.source.log.removeAll()
        // Row 3 now sits at 132...176: lifting inside its cell selects it.
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 150)))
        scene.host.step()
        XCTAssertEqual(scene.source.log, ["didUnhighlight 0.3", "willSelect 0.3", "didSelect 0.3"])
        XCTAssertEqual(table.indexPathForSelectedRow, ip(3))
    }

    func testDeletingTheHeldRowEndsItsHighlightAndNothingSelects() {
        let scene = TableScene(RowSource(count: 30))
        let table = scene.tableView
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        scene.host.advance(by: 0.2)
        scene.source.log.removeAll()
        scene.source.sections[0].remove(at: 2)
        table.deleteRows(at: [ip(2)], with: .none)
        XCTAssertEqual(scene.source.log, ["didUnhighlight 0.2"])
        XCTAssertFalse(table.visibleCells.contains { $0.isHighlighted })
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        scene.host.step()
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(scene.source.log, ["didUnhighlight 0.2"])
    }

    func testAHeldItemFollowsAnInsertAndADeleteEndsIt() {
        let scene = GridScene(GridSource(count: 30))
        let grid = scene.collectionView
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 50)))
        scene.host.advance(by: 0.2)
        XCTAssertTrue(grid.cellForItem(at: ip(1))!.isHighlighted)
        scene.source.sections[0].insert(99, at: 0)
        grid.insertItems(at: [ip(0)])
        XCTAssertTrue(grid.cellForItem(at: ip(2))!.isHighlighted, "item 1 is item 2 now")
        XCTAssertEqual(grid.visibleCells.filter(\.isHighlighted).count, 1)
        scene.source.log.removeAll()
        scene.source.sections[0].remove(at: 2)
        grid.deleteItems(at: [ip(2)])
        XCTAssertEqual(scene.source.log, ["didUnhighlight 0.2"])
        XCTAssertFalse(grid.visibleCells.contains { $0.isHighlighted })
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 50)))
        scene.host.step()
        XCTAssertEqual(grid.indexPathsForSelectedItems, [])
    }
}
