import XCTest
@testable import UIKit

/// Titles its sections from their identifiers, as iOS apps subclass the data source.
final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }
}

/// A 320 x 480 headless window with a table (44-point rows: eleven meet the screen) and a
/// titled diffable data source making `RowCell`s, counting the cell provider's calls.
final class DiffableTableScene {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let tableView: UITableView
    var dataSource: TitledDataSource!
    var providerCalls = 0
    var cellsMade: [ObjectIdentifier: RowCell] = [:]

    init() {
        tableView = UITableView(frame: host.window.bounds, style: .plain)
        tableView.register(RowCell.self, forCellReuseIdentifier: "row")
        dataSource = TitledDataSource(tableView: tableView) { [unowned self] table, path, item in
            providerCalls += 1
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path) as! RowCell
            cell.row = item
            cell.textLabel?.text = "Item \(item)"
            cellsMade[ObjectIdentifier(cell)] = cell
            return cell
        }
        host.window.addSubview(tableView)
        host.step()
    }

    var cellsByItem: [Int: RowCell] {
        var cells: [Int: RowCell] = [:]
        for cell in tableView.visibleCells { if let cell = cell as? RowCell { cells[cell.row!] = cell } }
        return cells
    }

    var reuses: Int { cellsMade.values.reduce(0) { $0 + $1.reuses } }

    /// Checks the table shows exactly `snapshot`: counts, titles, and on screen the rows
    /// meeting the bounds, each cell showing the item at its index path.
    func assertShows(_ snapshot: Snapshot, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(tableView.lastUpdateProblem, message, file: file, line: line)
        XCTAssertEqual(tableView.numberOfSections, snapshot.numberOfSections, message, file: file, line: line)
        for (index, section) in snapshot.sectionIdentifiers.enumerated() {
            XCTAssertEqual(tableView.numberOfRows(inSection: index), snapshot.numberOfItems(inSection: section), message,
                           file: file, line: line)
            if let header = tableView.headerView(forSection: index) {
                XCTAssertEqual(header.textLabel?.text?.lowercased(), "section \(section)".lowercased(), message,
                               file: file, line: line)
            }
        }
        let expected = tableView.indexPathsForRows(in: tableView.bounds) ?? []
        XCTAssertEqual(tableView.indexPathsForVisibleRows ?? [], expected, message, file: file, line: line)
        for path in expected {
            XCTAssertEqual((tableView.cellForRow(at: path) as? RowCell)?.row, snapshot.itemIdentifier(at: path),
                           "\(message) at \(path)", file: file, line: line)
        }
        XCTAssertEqual(tableView.subviews.compactMap { $0 as? RowCell }.count, expected.count, message,
                       file: file, line: line)
    }
}

final class TableViewDiffableDataSourceTests: XCTestCase {
    func testRowsAndTitlesComeFromTheSnapshot() {
        let scene = DiffableTableScene()
        var snapshot = DiffableTableScene.Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(Array(0..<5), toSection: "A")
        snapshot.appendItems(Array(5..<30), toSection: "B")
        scene.dataSource.defaultRowAnimation = .fade
        scene.dataSource.apply(snapshot)
        scene.host.step()
        scene.assertShows(snapshot)
        XCTAssertEqual(scene.tableView.headerView(forSection: 0)?.textLabel?.text?.lowercased(), "section a")
        XCTAssertEqual(scene.tableView.headerView(forSection: 1)?.textLabel?.text?.lowercased(), "section b")
        let shown = scene.tableView.visibleCells.count
        XCTAssertGreaterThan(shown, 5)
        XCTAssertEqual(scene.providerCalls, shown)
        XCTAssertEqual(scene.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)), 7)
        XCTAssertEqual(scene.dataSource.indexPath(for: 7), IndexPath(row: 2, section: 1))
        XCTAssertEqual(scene.dataSource.sectionIdentifier(for: 1), "B")
        XCTAssertEqual(scene.dataSource.index(for: "B"), 1)
    }

    func testMovesKeepCellsAndReconfigureReusesTheCell() {
        let scene = DiffableTableScene()
        var snapshot = DiffableTableScene.Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems(Array(0..<50))
        scene.dataSource.apply(snapshot)
        let before = scene.cellsByItem, calls = scene.providerCalls
        snapshot.moveItem(3, beforeItem: 0)
        snapshot.reconfigureItems([1])
        scene.dataSource.apply(snapshot)
        scene.assertShows(snapshot)
        for (item, cell) in scene.cellsByItem { XCTAssertTrue(before[item] === cell, "item \(item)") }
        XCTAssertEqual(scene.providerCalls, calls + 1, "only the reconfigured row was asked for again")
        XCTAssertEqual(scene.reuses, 0)
        snapshot = scene.dataSource.snapshot()      // without the spent reconfigure mark
        snapshot.reloadItems([2])
        scene.dataSource.apply(snapshot)
        XCTAssertEqual(scene.providerCalls, calls + 2)
        XCTAssertEqual(scene.reuses, 1, "a reload dequeues anew")
    }

    /// A provider that makes a cell of another identifier when reconfiguring gets the row
    /// reloaded with that cell.
    func testReconfiguringIntoAnotherIdentifierReloadsTheRow() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let tableView = UITableView(frame: host.window.bounds, style: .plain)
        tableView.register(RowCell.self, forCellReuseIdentifier: "row")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        var plainItems: Set<Int> = [], calls = 0
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) { table, path, item in
            calls += 1
            return table.dequeueReusableCell(withIdentifier: plainItems.contains(item) ? "plain" : "row", for: path)
        }
        host.window.addSubview(tableView)
        var snapshot = DiffableTableScene.Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems(Array(0..<20))
        dataSource.apply(snapshot)
        host.step()
        let shown = tableView.visibleCells.count
        XCTAssertEqual(calls, shown)
        let old = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        plainItems = [2]
        snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot)
        XCTAssertEqual(calls, shown + 2, "asked once to reconfigure, once more for the reload")
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.reuseIdentifier, "plain")
        XCTAssertNil(old?.superview, "the row cell went back to its queue")
        XCTAssertNil(tableView.lastUpdateProblem)
        XCTAssertEqual(tableView.subviews.filter { $0 is UITableViewCell }.count, shown)
    }

    /// Random snapshot pairs, one after another: the table's batch checks never fail (it
    /// would log and reload), it shows exactly each new snapshot, and rows on screen
    /// before and after that can keep their cells do.
    func testRandomSnapshotsApplyAsBatchUpdates() {
        let scene = DiffableTableScene()
        var random = SplitMix(state: 5)
        var current = DiffableTableScene.Snapshot()
        for round in 0..<400 {
            let numbers = SnapshotDifferenceTests.randomSnapshot(&random, from: random.chance(0.8) ? Self.numbered(current) : nil)
            let next = Self.lettered(numbers)
            if random.chance(0.2) {
                let height = scene.tableView.contentSize.height - scene.tableView.bounds.height
                scene.tableView.contentOffset.y = max(0, (height * random.unit()).rounded())
                scene.host.step()
            }
            let before = scene.cellsByItem
            var completed = false
            scene.dataSource.apply(next) { completed = true }
            XCTAssertTrue(completed)
            scene.host.step()
            scene.assertShows(next, "round \(round)")
            for (item, cell) in scene.cellsByItem {
                guard let old = before[item], let oldSection = current.sectionIdentifier(containingItem: item) else { continue }
                let newSection = next.sectionIdentifier(containingItem: item)!
                let keeps = next.indexOfSection(oldSection) != nil && !next.isReloaded(section: oldSection)
                    && current.indexOfSection(newSection) != nil && !next.isReloaded(section: newSection)
                    && !next.isReloaded(item)
                if keeps { XCTAssertTrue(old === cell, "round \(round): item \(item) kept its cell") }
            }
            current = next
        }
    }

    /// The random snapshots are of numbered sections; the table's are lettered.
    static func lettered(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>) -> DiffableTableScene.Snapshot {
        convert(snapshot) { String(UnicodeScalar(UInt8(65 + $0))) }
    }

    static func numbered(_ snapshot: DiffableTableScene.Snapshot) -> NSDiffableDataSourceSnapshot<Int, Int> {
        convert(snapshot) { Int($0.unicodeScalars.first!.value) - 65 }
    }

    static func convert<A, B>(_ snapshot: NSDiffableDataSourceSnapshot<A, Int>,
                              _ name: (A) -> B) -> NSDiffableDataSourceSnapshot<B, Int> {
        var result = NSDiffableDataSourceSnapshot<B, Int>()
        for section in snapshot.sectionIdentifiers {
            result.appendSections([name(section)])
            result.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: name(section))
            if snapshot.isReloaded(section: section) { result.reloadSections([name(section)]) }
        }
        result.reloadItems(snapshot.reloadedItemIdentifiers)
        result.reconfigureItems(snapshot.reconfiguredItemIdentifiers)
        return result
    }
}
