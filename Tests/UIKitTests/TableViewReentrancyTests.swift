import XCTest
@testable import UIKit

/// A table whose data source reloads, scrolls or batches from inside the calls the table
/// makes, and the update rules that must survive a re-measure.
final class TableViewReentrancyTests: XCTestCase {
    /// Rows of 44 points; `onWillDisplay` runs inside `willDisplay`.
    private final class Source: UITableViewDataSource, UITableViewDelegate {
        var count: Int
        var onWillDisplay: ((UITableView, IndexPath) -> Void)?
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            onWillDisplay?(tableView, indexPath)
        }
    }

    private func scene(_ source: Source) -> (HeadlessHost, UITableView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        return (host, table)
    }

    private func assertShowsItsRows(_ table: UITableView, file: StaticString = #filePath, line: UInt = #line) {
        let expected = table.indexPathsForRows(in: table.bounds) ?? []
        XCTAssertFalse(expected.isEmpty, file: file, line: line)
        XCTAssertEqual(table.indexPathsForVisibleRows ?? [], expected, file: file, line: line)
        for indexPath in expected {
            XCTAssertEqual(table.cellForRow(at: indexPath)?.textLabel?.text, "\(indexPath.row)", file: file, line: line)
        }
    }

    func testAReloadInsideWillDisplayShowsEveryVisibleRowAfterIt() {
        let source = Source(count: 6)
        var reloads = 0
        source.onWillDisplay = { table, indexPath in
            // "Load more" when the last row shows: ten more rows, once.
            guard indexPath.row == source.count - 1, reloads == 0 else { return }
            reloads += 1
            source.count += 10
            table.reloadData()
        }
        let (host, table) = scene(source)
        host.step()
        XCTAssertEqual(reloads, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 16)
        assertShowsItsRows(table)
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 11, "480 points of 44-point rows")
    }

    func testAScrollInsideWillDisplayShowsTheRowsAtTheNewOffset() {
        let source = Source(count: 100)
        var scrolled = false
        source.onWillDisplay = { table, indexPath in
            guard !scrolled, indexPath.row == 3 else { return }
            scrolled = true
            table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        }
        let (host, table) = scene(source)
        host.step()
        XCTAssertEqual(table.contentOffset.y, 20 * 44)
        assertShowsItsRows(table)
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 20, section: 0))
    }

    func testANewRowHeightDoesNotRecountSoTheFollowingInsertIsValid() {
        let source = Source(count: 30)
        let (host, table) = scene(source)
        host.step()
        source.count += 1
        table.rowHeight = 50
        var matched: Bool?
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 30, section: 0)], with: .automatic) },
                                  completion: { matched = $0 })
        XCTAssertEqual(matched, true, "a valid update, not one checked against counts read after the change")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 31)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 30, section: 0)).minY, 30 * 50)
    }

    func testANestedBatchCompletesWithTheOutermostOutcome() {
        let source = Source(count: 5)
        let (host, table) = scene(source)
        host.step()
        var outcomes: [String] = []
        table.performBatchUpdates({
            source.count += 1
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            table.performBatchUpdates({
                source.count += 1
                table.insertRows(at: [IndexPath(row: 6, section: 0)], with: .none)
            }, completion: { outcomes.append("inner \($0) \(table.numberOfRows(inSection: 0))") })
            outcomes.append("outer updates done")
        }, completion: { outcomes.append("outer \($0)") })
        XCTAssertEqual(outcomes, ["outer updates done", "inner true 7", "outer true"])
    }
}

/// The same for a collection view: a reload inside `willDisplay` still shows every item.
final class CollectionViewReentrancyTests: XCTestCase {
    private final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var count = 3
        var reloads = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                            forItemAt indexPath: IndexPath) {
            guard indexPath.item == count - 1, reloads == 0 else { return }
            reloads += 1
            count = 12
            collectionView.reloadData()
        }
    }

    /// A 320 x 480 window filled by a flow layout of 100-point items over `source`, laid out.
    private func scene(_ source: Source) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.delegate = source
        host.window.addSubview(cv)
        host.step()
        return (host, cv)
    }

    func testAReloadInsideWillDisplayShowsEveryVisibleItem() {
        let source = Source()
        let (_, cv) = scene(source)
        XCTAssertEqual(source.reloads, 1)
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 12, "four rows of three, all in 480 points")
    }

    func testANestedBatchCompletesOnceTheOutermostIsApplied() {
        let source = Source()
        source.reloads = 1
        let (_, cv) = scene(source)
        var outcomes: [String] = []
        cv.performBatchUpdates({
            source.count += 1
            cv.insertItems(at: [IndexPath(item: 3, section: 0)])
            cv.performBatchUpdates({
                source.count += 1
                cv.insertItems(at: [IndexPath(item: 4, section: 0)])
            }, completion: { outcomes.append("inner \($0) \(cv.numberOfItems(inSection: 0))") })
            outcomes.append("outer updates done")
        }, completion: { outcomes.append("outer \($0)") })
        XCTAssertEqual(outcomes, ["outer updates done", "inner true 5", "outer true"])
    }
}
