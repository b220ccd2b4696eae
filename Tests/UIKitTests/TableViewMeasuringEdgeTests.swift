import XCTest
@testable import UIKit

/// Self-sizing rows measured where the offset settles, during updates from inside
/// `cellForRowAt`, and under an animated `scrollToRow`.
final class TableViewMeasuringEdgeTests: XCTestCase {
    private func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    private func selfSizingTable(_ source: TextSource, estimate: CGFloat) -> (HeadlessHost, UITableView) {
        makeSelfSizingTable(source) { $0.estimatedRowHeight = estimate }
    }


    /// Rows measured at the end are shorter than estimated: the content shrinks, the offset
    /// settles back to the end, and the rows that brings on screen are measured too.
    func testRowsBroughtOnScreenByTheSettledOffsetAreMeasured() {
        let source = TextSource(Array(repeating: TableViewSelfSizingTests.oneLine, count: 200))
        let (host, table) = selfSizingTable(source, estimate: 100)
        table.contentOffset.y = table.contentSize.height - 480
        host.step()
        host.step()
        XCTAssertEqual(table.contentOffset.y, table.contentSize.height - 480, "settled at the end")
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            XCTAssertEqual(table.rectForRow(at: indexPath).height, 43, "row \(indexPath.row) is shown measured")
            XCTAssertEqual(table.cellForRow(at: indexPath)?.frame.height, 43, "row \(indexPath.row)'s cell")
        }
    }

    /// A data source that inserts a row at the top the first time it makes row 5's cell
    /// (new rows arriving while the table loads).
    final class InsertingSource: UITableViewDataSource {
        var texts: [String]
        var inserted = false
        init(_ texts: [String]) { self.texts = texts }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            if indexPath.row == 5, !inserted {
                inserted = true
                texts.insert(TableViewSelfSizingTests.threeLines, at: 0)
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
            cell.body.text = texts[indexPath.row]
            return cell
        }
    }

    /// A data source that inserts a row at the top while the first screen is measured: each
    /// row shows its own cell, the inserted three-line row measured from its own text.
    func testAnUpdateWhileRowsAreMeasuredShowsEachRowsOwnCell() {
        let source = InsertingSource(Array(repeating: TableViewSelfSizingTests.oneLine, count: 30))
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = source
        host.window.addSubview(table)
        host.step()
        host.step()
        let first = table.cellForRow(at: ip(0)) as? WrappingCell
        XCTAssertEqual(first?.body.text, TableViewSelfSizingTests.threeLines, "row 0 shows the inserted row")
        XCTAssertEqual(table.rectForRow(at: ip(0)).height, 83, "measured from its own three lines")
    }

    /// An animated scroll over estimated rows starts from what was on screen: rows measured
    /// above it do not make the content jump first.
    func testAnAnimatedScrollToAnEstimatedRowStartsFromWhatWasOnScreen() {
        let source = TextSource(Array(repeating: TableViewSelfSizingTests.oneLine, count: 200))
        let (host, table) = selfSizingTable(source, estimate: 100)
        table.scrollToRow(at: ip(150), at: .top, animated: false)
        host.step()
        let before = table.rectForRow(at: ip(150)).minY - table.contentOffset.y
        table.scrollToRow(at: ip(10), at: .top, animated: true)
        let after = table.rectForRow(at: ip(150)).minY - table.contentOffset.y
        XCTAssertEqual(after, before, "row 150 is where it was on screen when the animation starts")
    }
}
