import XCTest
@testable import UIKit

/// A `WrappingCell` that counts how many were made.
final class CountingWrapCell: WrappingCell {
    static var made = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
}

/// Self-sizing through updates: offsets settle when content shrinks, scrolling to estimated
/// rows lands on them, measured sizes survive batch updates, reconfigured cells are measured
/// again, and measuring without estimates keeps only a few cells.
final class SelfSizingUpdateTests: XCTestCase {
    static let oneLine = TableViewSelfSizingTests.oneLine
    static let threeLines = TableViewSelfSizingTests.threeLines
    private func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    private func makeTable(_ source: TextSource, configure: (UITableView) -> Void = { _ in }) -> (HeadlessHost, UITableView) {
        makeSelfSizingTable(source, configure: configure)
    }

    /// scrollToRow right after a reload aims with the rows measured where it lands.
    func testScrollToRowRightAfterReloadData() {
        let source = TextSource(Array(repeating: Self.threeLines, count: 200))
        let (host, table) = makeTable(source)
        table.reloadData()
        table.scrollToRow(at: ip(10), at: .top, animated: false)
        host.step()
        XCTAssertEqual(table.rectForRow(at: ip(10)).minY, table.contentOffset.y)
    }

    func testScrollToRowBottomWithEstimates() {
        let source = TextSource(Array(repeating: Self.threeLines, count: 200))
        let (host, table) = makeTable(source)
        table.scrollToRow(at: ip(50), at: .bottom, animated: false)
        host.step()
        let row = table.rectForRow(at: ip(50))
        XCTAssertEqual(row.maxY, table.bounds.maxY)
        table.scrollToRow(at: ip(120), at: .middle, animated: false)
        host.step()
        let mid = table.rectForRow(at: ip(120))
        XCTAssertEqual(mid.midY, table.bounds.midY)
    }

    func testScrollToLastRowWithOverEstimates() {
        let source = TextSource(Array(repeating: Self.oneLine, count: 200))
        let (host, table) = makeTable(source) { $0.estimatedRowHeight = 200 }
        table.scrollToRow(at: ip(199), at: .bottom, animated: false)
        host.step()
        host.step()
        let row = table.rectForRow(at: ip(199))
        XCTAssertLessThanOrEqual(table.contentOffset.y, table.contentSize.height - table.bounds.height)
        XCTAssertEqual(row.maxY, table.bounds.maxY)
    }

    func testEstimateZeroMeasuresEveryRowWithAFewCells() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! CountingWrapCell
                cell.body.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(CountingWrapCell.self, forCellReuseIdentifier: "c")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 0
        table.dataSource = source
        host.window.addSubview(table)
        CountingWrapCell.made = 0
        host.step()
        XCTAssertLessThan(CountingWrapCell.made, 30)
    }

    /// A reconfigured self-sizing row whose content grew is measured again, as on iOS.
    func testReconfigureSelfSizingRow() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.rowHeight = UITableView.automaticDimension
        var texts = [Int: String]()
        for i in 0..<5 { texts[i] = Self.oneLine }
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "wrap", for: path) as! WrappingCell
            cell.body.text = texts[item]
            return cell
        }
        host.window.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        dataSource.apply(snapshot)
        host.step()
        XCTAssertEqual(table.rectForRow(at: ip(1)).height, 43)
        texts[1] = Self.threeLines
        var next = dataSource.snapshot()
        next.reconfigureItems([1])
        dataSource.apply(next)
        host.step()
        XCTAssertEqual(table.rectForRow(at: ip(1)).height, 83)
        XCTAssertEqual(table.rectForRow(at: ip(2)).minY, 126)
    }

    /// A batch update (every diffable apply is one) keeps the sizes measured so far.
    func testFlowLayoutBatchUpdateKeepsMeasuredSizes() {
        let source = TagSource((0..<300).map { "Tag \($0)" })
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 100)
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = source
        host.window.addSubview(collection)
        host.step()
        // Scroll down step by step so everything above is measured (40 tall, not 100).
        for _ in 0..<40 {
            collection.contentOffset.y += 100
            host.step()
        }
        let first = collection.indexPathsForVisibleItems.first!
        let onScreen = collection.cellForItem(at: first)!.frame.minY - collection.contentOffset.y
        let requests = source.cellRequests
        source.tags.append("Last")
        collection.insertItems(at: [IndexPath(item: 300, section: 0)])
        host.step()
        let firstAfter = collection.indexPathsForVisibleItems.first!
        let onScreenAfter = collection.cellForItem(at: firstAfter)!.frame.minY - collection.contentOffset.y
        XCTAssertEqual(firstAfter, first)
        XCTAssertEqual(onScreenAfter, onScreen)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.size.height, 40)
        // The shown cells are kept (forgetting the measured sizes configured 24 anew); only
        // the few at the bounds' edges that the re-flowed lines bring in are made.
        XCTAssertLessThanOrEqual(source.cellRequests - requests, 4)
    }

    /// A reconfigured self-sizing flow-layout cell whose text grew is measured again.
    func testReconfigureSelfSizingItem() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 60, height: 30)
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        var texts = [0: "A", 1: "B", 2: "C"]
        let registration = UICollectionView.CellRegistration<TagCell, Int> { cell, _, item in cell.label.text = texts[item] }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        host.window.addSubview(collection)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot)
        host.step()
        let before = collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.size
        texts[1] = "A much longer tag text"
        var next = dataSource.snapshot()
        next.reconfigureItems([1])
        dataSource.apply(next)
        host.step()
        let after = collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.size
        let label = (collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! TagCell).label
        XCTAssertGreaterThan(after.width, before.width)
        XCTAssertGreaterThanOrEqual(after.width, label.intrinsicContentSize.width, "wide enough for its new text")
    }

    /// Deleting self-sizing rows at the end while scrolled to the bottom.
    func testDeletingSelfSizingRowsAtTheEndWhileAtTheBottomSettlesTheOffset() {
        let source = TextSource(Array(repeating: Self.threeLines, count: 60))
        let (host, table) = makeTable(source)
        for _ in 0..<80 { table.contentOffset.y = min(table.contentOffset.y + 100, table.contentSize.height - 480); host.step() }
        source.texts.removeLast(10)
        table.deleteRows(at: (50..<60).map(ip), with: .automatic)
        host.step()
        XCTAssertLessThanOrEqual(table.contentOffset.y, table.contentSize.height - 480)
    }

    func testDeletingFixedRowsAtTheEndWhileAtTheBottomSettlesTheOffset() {
        let source = TextSource(Array(repeating: Self.threeLines, count: 60))
        let (host, table) = makeTable(source) { $0.rowHeight = 83 }
        table.contentOffset.y = table.contentSize.height - 480
        host.step()
        source.texts.removeLast(10)
        table.deleteRows(at: (50..<60).map(ip), with: .automatic)
        host.step()
        XCTAssertLessThanOrEqual(table.contentOffset.y, table.contentSize.height - 480)
    }

    func testAFilteringApplyOrReloadAtTheBottomSettlesTheOffset() {
        for reloads in [false, true] {
            let scene = DiffableGridScene()
            var snapshot = DiffableGridScene.Snapshot()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<300))
            scene.dataSource.apply(snapshot)
            scene.host.step()
            scene.collectionView.contentOffset.y = scene.collectionView.contentSize.height - 480
            scene.host.step()
            var filtered = snapshot
            filtered.deleteItems(Array(30..<300))
            if reloads {
                scene.dataSource.applySnapshotUsingReloadData(filtered)
            } else {
                scene.dataSource.apply(filtered)
            }
            scene.host.step()
            let cv = scene.collectionView
            XCTAssertEqual(cv.contentOffset.y, max(0, cv.contentSize.height - 480), "reloads: \(reloads)")
            XCTAssertFalse(cv.indexPathsForVisibleItems.isEmpty)
        }
    }

}
