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

/// Rows changed from inside `willDisplay` and `cellForRowAt` (the "load more" pattern, an
/// insert at the top, a delete, a reload, `reloadData()`, a layout forced from the
/// call-out): one cell per row, each showing its own row, no cell left in the table
/// outside the table's bookkeeping, and every `willDisplay` matched by a
/// `didEndDisplaying` once the cell is gone.
final class TableViewUpdateInsideCallOutTests: XCTestCase {
    /// Rows of 44 points showing `items`; the hooks run inside `cellForRowAt` (before the
    /// cell is dequeued) and `willDisplay`. `displayed` holds the cells told `willDisplay`
    /// and not yet `didEndDisplaying`.
    private final class ListSource: UITableViewDataSource, UITableViewDelegate {
        var items: [String]
        var onCellForRow: ((UITableView, IndexPath) -> Void)?
        var onWillDisplay: ((UITableView, IndexPath) -> Void)?
        /// The header view of each section, when set (28 points high).
        var onHeader: ((UITableView) -> UIView?)?
        var displayed: Set<ObjectIdentifier> = []
        /// How many changes a hook made by `once(when:_:)` has run.
        private(set) var changesMade = 0
        init(_ items: [String]) { self.items = items }

        /// A hook for `onCellForRow` or `onWillDisplay` that runs `change` the first time
        /// it is called for a row `condition` accepts.
        func once(when condition: @escaping (IndexPath) -> Bool,
                  _ change: @escaping (UITableView) -> Void) -> (UITableView, IndexPath) -> Void {
            { [unowned self] table, indexPath in
                guard changesMade == 0, condition(indexPath) else { return }
                changesMade += 1
                change(table)
            }
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            onHeader == nil ? 0 : 28
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            onHeader?(tableView)
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            onCellForRow?(tableView, indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.insert(ObjectIdentifier(cell))
            onWillDisplay?(tableView, indexPath)
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.remove(ObjectIdentifier(cell))
        }
    }

    private func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    private func labels(_ range: Range<Int>, _ prefix: String = "") -> [String] { range.map { "\(prefix)\($0)" } }

    /// A 320 x 480 table over `source` in a headless window, laid out once.
    private func scene(_ source: ListSource, selfSizing: Bool = false) -> (HeadlessHost, UITableView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        if selfSizing { table.rowHeight = UITableView.automaticDimension }
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.step()
        return (host, table)
    }

    /// The rows meeting the bounds each have one cell, in their row's frame, showing the
    /// row's item; the table holds no other cell; the cells told `willDisplay` and not
    /// `didEndDisplaying` are exactly those.
    private func assertShowsEachRowOnce(_ table: UITableView, _ source: ListSource, expectedRows: Int?,
                                        file: StaticString = #filePath, line: UInt = #line) {
        let expected = table.indexPathsForRows(in: table.bounds) ?? []
        XCTAssertFalse(expected.isEmpty, file: file, line: line)
        if let expectedRows {
            XCTAssertEqual(expected.count, expectedRows, "rows meeting the bounds", file: file, line: line)
        }
        XCTAssertEqual(table.indexPathsForVisibleRows ?? [], expected, file: file, line: line)
        let cells = table.subviews.compactMap { $0 as? UITableViewCell }
        XCTAssertEqual(cells.count, expected.count, "cell subviews", file: file, line: line)
        XCTAssertEqual(table.visibleCells.count, expected.count, "visible cells", file: file, line: line)
        XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)), Set(table.visibleCells.map(ObjectIdentifier.init)),
                       "every cell subview is a visible cell", file: file, line: line)
        XCTAssertEqual(source.displayed, Set(table.visibleCells.map(ObjectIdentifier.init)),
                       "willDisplay without didEndDisplaying: the visible cells", file: file, line: line)
        for indexPath in expected {
            let cell = table.cellForRow(at: indexPath)
            XCTAssertEqual(cell?.textLabel?.text, source.items[indexPath.row], "row \(indexPath.row)", file: file, line: line)
            XCTAssertEqual(cell?.frame, table.rectForRow(at: indexPath), "row \(indexPath.row)", file: file, line: line)
        }
    }

    /// "Load more" in `willDisplay` of the last row: ten rows appended by `insertRows`.
    func testAnInsertInsideWillDisplayShowsOneCellPerRow() {
        let source = ListSource(labels(0..<6))
        source.onWillDisplay = source.once(when: { $0.row == source.items.count - 1 }) { table in
            source.items += self.labels(6..<16)
            table.insertRows(at: (6..<16).map(self.ip), with: .none)
        }
        let (host, table) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 16)
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 200
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 12)
        table.reloadData()
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 12)
        table.contentOffset.y = 0
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 11)
    }

    /// A row inserted at the top from `willDisplay` of row 2: the rows below shift down,
    /// each showing its own item.
    func testAnInsertAtTheTopInsideWillDisplayShiftsTheRowsBelow() {
        let source = ListSource(labels(0..<30))
        source.onWillDisplay = source.once(when: { $0.row == 2 }) { table in
            source.items.insert("new", at: 0)
            table.insertRows(at: [self.ip(0)], with: .none)
        }
        let (host, table) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(table.cellForRow(at: ip(0))?.textLabel?.text, "new")
        XCTAssertEqual(table.cellForRow(at: ip(3))?.textLabel?.text, "2")
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 440
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 11)
    }

    /// "Load more" from `cellForRowAt` of the last row.
    func testAnInsertInsideCellForRowAtShowsOneCellPerRow() {
        let source = ListSource(labels(0..<6))
        source.onCellForRow = source.once(when: { $0.row == source.items.count - 1 }) { table in
            source.items += self.labels(6..<16)
            table.insertRows(at: (6..<16).map(self.ip), with: .none)
        }
        let (host, table) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 200
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 12)
    }

    /// Row 0 deleted from `cellForRowAt` of row 3: the rows below move up, each showing
    /// its own item.
    func testADeleteInsideCellForRowAtShowsEachRowsOwnItem() {
        let source = ListSource(labels(0..<30))
        source.onCellForRow = source.once(when: { $0.row == 3 }) { table in
            source.items.remove(at: 0)
            table.deleteRows(at: [self.ip(0)], with: .none)
        }
        let (host, table) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(table.cellForRow(at: ip(0))?.textLabel?.text, "1")
        XCTAssertEqual(table.cellForRow(at: ip(3))?.textLabel?.text, "4")
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 440
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 11)
    }

    /// Row 1 reloaded with a new item from `cellForRowAt` of row 3.
    func testAReloadOfARowInsideCellForRowAtShowsTheNewItem() {
        let source = ListSource(labels(0..<30))
        source.onCellForRow = source.once(when: { $0.row == 3 }) { table in
            source.items[1] = "changed"
            table.reloadRows(at: [self.ip(1)], with: .none)
        }
        let (host, table) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(table.cellForRow(at: ip(1))?.textLabel?.text, "changed")
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 440
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 11)
    }

    /// `reloadData()` with new items from `willDisplay` of the last row: the row being
    /// displayed shows its new item too.
    func testAReloadDataInsideWillDisplayShowsTheNewItemsEverywhere() {
        let source = ListSource(labels(0..<6, "old "))
        source.onWillDisplay = source.once(when: { $0.row == source.items.count - 1 }) { table in
            source.items = self.labels(0..<16, "new ")
            table.reloadData()
        }
        let (host, table) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(table.cellForRow(at: ip(5))?.textLabel?.text, "new 5")
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 200
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 12)
    }

    /// "Load more" in `willDisplay` of the last row of a self-sizing table (the rows
    /// measured from their cells).
    func testAnInsertInsideWillDisplayOfASelfSizingTableShowsOneCellPerRow() {
        let source = ListSource(labels(0..<6))
        source.onWillDisplay = source.once(when: { $0.row == source.items.count - 1 }) { table in
            source.items += self.labels(6..<16)
            table.insertRows(at: (6..<16).map(self.ip), with: .none)
        }
        let (host, table) = scene(source, selfSizing: true)
        host.step()
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 16)
        assertShowsEachRowOnce(table, source, expectedRows: nil)
        table.contentOffset.y = 200
        host.step()
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: nil)
    }

    /// Rows appended from the delegate's `viewForHeaderInSection`: one header view shown.
    func testAnInsertInsideViewForHeaderShowsOneHeader() {
        let source = ListSource(labels(0..<6))
        var loaded = false
        source.onHeader = { table in
            if !loaded {
                loaded = true
                source.items += self.labels(6..<16)
                table.insertRows(at: (6..<16).map(self.ip), with: .none)
            }
            return UITableViewHeaderFooterView(reuseIdentifier: nil)
        }
        let (host, table) = scene(source)
        XCTAssertTrue(loaded)
        let headers = { table.subviews.filter { $0 is UITableViewHeaderFooterView } }
        XCTAssertEqual(headers().count, 1)
        XCTAssertTrue(headers().first === table.headerView(forSection: 0))
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 200
        host.step()
        XCTAssertEqual(headers().count, 1)
        XCTAssertTrue(headers().first === table.headerView(forSection: 0))
        assertShowsEachRowOnce(table, source, expectedRows: 12)
    }

    /// A layout forced from `willDisplay` (the table's `layoutIfNeeded()`) tiles the rows
    /// inside the call-out: still one cell per row.
    func testALayoutForcedInsideWillDisplayShowsOneCellPerRow() {
        let source = ListSource(labels(0..<30))
        source.onWillDisplay = { table, _ in table.layoutIfNeeded() }
        let (host, table) = scene(source)
        assertShowsEachRowOnce(table, source, expectedRows: 11)
        table.contentOffset.y = 440
        host.step()
        assertShowsEachRowOnce(table, source, expectedRows: 11)
    }
}

/// Items changed from inside `willDisplay` and `cellForItemAt`: one cell per item, each
/// showing its own item, no cell left in the collection view outside its bookkeeping.
final class CollectionViewUpdateInsideCallOutTests: XCTestCase {
    /// A cell showing its item's value as its `tag`.
    private final class ValueCell: UICollectionViewCell {}

    /// `items` as 100-point cells; the hooks run inside `cellForItemAt` (before the
    /// dequeue) and `willDisplay`.
    private final class ItemSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var items: [Int]
        var onCellForItem: ((UICollectionView, IndexPath) -> Void)?
        var onWillDisplay: ((UICollectionView, IndexPath) -> Void)?
        /// Runs inside `viewForSupplementaryElementOfKind`, before the dequeue.
        var onHeader: ((UICollectionView) -> Void)?
        var displayed: Set<ObjectIdentifier> = []
        /// How many changes a hook made by `once(when:_:)` has run.
        private(set) var changesMade = 0
        init(_ items: [Int]) { self.items = items }

        /// A hook for `onCellForItem` or `onWillDisplay` that runs `change` the first time
        /// it is called for an item `condition` accepts.
        func once(when condition: @escaping (IndexPath) -> Bool,
                  _ change: @escaping (UICollectionView) -> Void) -> (UICollectionView, IndexPath) -> Void {
            { [unowned self] cv, indexPath in
                guard changesMade == 0, condition(indexPath) else { return }
                changesMade += 1
                change(cv)
            }
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            onHeader?(collectionView)
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header",
                                                                   for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            onCellForItem?(collectionView, indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = items[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                            forItemAt indexPath: IndexPath) {
            displayed.insert(ObjectIdentifier(cell))
            onWillDisplay?(collectionView, indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                            forItemAt indexPath: IndexPath) {
            displayed.remove(ObjectIdentifier(cell))
        }
    }

    private func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// A 320 x 480 window filled by a flow layout of 100-point items over `source` (three
    /// to a line, five lines meeting the bounds), laid out.
    private func scene(_ source: ItemSource, headerHeight: CGFloat = 0) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 320, height: headerHeight)
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "header")
        cv.dataSource = source
        cv.delegate = source
        host.window.addSubview(cv)
        host.step()
        return (host, cv)
    }

    /// Each item meeting the bounds has one cell, in its frame, showing its value; no
    /// other cell is a subview; the cells told `willDisplay` and not `didEndDisplaying`
    /// are exactly the visible ones.
    private func assertShowsEachItemOnce(_ cv: UICollectionView, _ source: ItemSource, expectedItems: Int,
                                         file: StaticString = #filePath, line: UInt = #line) {
        let expected = (cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(cv.bounds) }
        XCTAssertEqual(expected.count, expectedItems, "items meeting the bounds", file: file, line: line)
        XCTAssertEqual(cv.indexPathsForVisibleItems, expected.map(\.indexPath).sorted(), file: file, line: line)
        let cells = cv.subviews.compactMap { $0 as? UICollectionViewCell }
        XCTAssertEqual(cells.count, expected.count, "cell subviews", file: file, line: line)
        XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)), Set(cv.visibleCells.map(ObjectIdentifier.init)),
                       "every cell subview is a visible cell", file: file, line: line)
        XCTAssertEqual(source.displayed, Set(cv.visibleCells.map(ObjectIdentifier.init)),
                       "willDisplay without didEndDisplaying: the visible cells", file: file, line: line)
        for a in expected {
            let cell = cv.cellForItem(at: a.indexPath)
            XCTAssertEqual(cell?.tag, source.items[a.indexPath.item], "item \(a.indexPath.item)", file: file, line: line)
            XCTAssertEqual(cell?.frame, a.frame, "item \(a.indexPath.item)", file: file, line: line)
        }
    }

    /// "Load more" in `willDisplay` of the last item: ten items appended by `insertItems`.
    func testAnInsertInsideWillDisplayShowsOneCellPerItem() {
        let source = ItemSource(Array(0..<6))
        source.onWillDisplay = source.once(when: { $0.item == source.items.count - 1 }) { cv in
            source.items += 6..<16
            cv.insertItems(at: (6..<16).map(self.ip))
        }
        let (host, cv) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 16)
        assertShowsEachItemOnce(cv, source, expectedItems: 15)
        cv.contentOffset.y = 150
        host.step()
        assertShowsEachItemOnce(cv, source, expectedItems: 13)
        cv.reloadData()
        host.step()
        assertShowsEachItemOnce(cv, source, expectedItems: 13)
    }

    /// An item inserted at the start from `cellForItemAt` of item 4: the items after it
    /// move on, each showing its own value.
    func testAnInsertAtTheStartInsideCellForItemAtShiftsTheItemsAfter() {
        let source = ItemSource(Array(0..<30))
        source.onCellForItem = source.once(when: { $0.item == 4 }) { cv in
            source.items.insert(100, at: 0)
            cv.insertItems(at: [self.ip(0)])
        }
        let (host, cv) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(cv.cellForItem(at: ip(0))?.tag, 100)
        XCTAssertEqual(cv.cellForItem(at: ip(4))?.tag, 3)
        assertShowsEachItemOnce(cv, source, expectedItems: 15)
        cv.contentOffset.y = 400
        host.step()
        assertShowsEachItemOnce(cv, source, expectedItems: 15)
    }

    /// Items appended from `viewForSupplementaryElementOfKind` of the section header: one
    /// header view shown, one cell per item.
    func testAnInsertInsideTheHeadersViewShowsOneHeader() {
        let source = ItemSource(Array(0..<6))
        var loaded = false
        source.onHeader = { cv in
            guard !loaded else { return }
            loaded = true
            source.items += 6..<16
            cv.insertItems(at: (6..<16).map(self.ip))
        }
        let (host, cv) = scene(source, headerHeight: 30)
        XCTAssertTrue(loaded)
        let headers = { cv.subviews.filter { $0 is UICollectionReusableView && !($0 is UICollectionViewCell) } }
        XCTAssertEqual(headers().count, 1)
        XCTAssertTrue(headers().first === cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 0)))
        assertShowsEachItemOnce(cv, source, expectedItems: 15)
        cv.contentOffset.y = 20
        host.step()
        XCTAssertEqual(headers().count, 1)
        assertShowsEachItemOnce(cv, source, expectedItems: 15)
    }

    /// `reloadData()` with new values from `willDisplay` of the last item: the item being
    /// displayed shows its new value too.
    func testAReloadDataInsideWillDisplayShowsTheNewValuesEverywhere() {
        let source = ItemSource(Array(0..<6))
        source.onWillDisplay = source.once(when: { $0.item == source.items.count - 1 }) { cv in
            source.items = Array(1000..<1016)
            cv.reloadData()
        }
        let (_, cv) = scene(source)
        XCTAssertEqual(source.changesMade, 1)
        XCTAssertEqual(cv.cellForItem(at: ip(5))?.tag, 1005)
        assertShowsEachItemOnce(cv, source, expectedItems: 15)
    }
}
