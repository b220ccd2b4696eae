import XCTest
import ScreenshotTesting
@testable import UIKit

/// A self-sizing table of comments wrapping over one to five lines, against the reference
/// in __Snapshots__/TableViewSelfSizingSnapshotTests.
final class TableViewSelfSizingSnapshotTests: XCTestCase {
    final class Comments: UITableViewDataSource {
        let texts = [
            TableViewSelfSizingTests.oneLine,
            TableViewSelfSizingTests.threeLines,
            TableViewSelfSizingTests.twoLines,
            "Rows size themselves: each cell's label wraps at the width Auto Layout gives it, and the row "
                + "takes the height the label needs, however many lines that is.",
            TableViewSelfSizingTests.oneLine,
        ]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
            cell.body.text = texts[indexPath.row]
            return cell
        }
    }

    func testRowsOfOneToFiveLines() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400), scale: 2)
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        let comments = Comments()
        table.dataSource = comments
        host.window.addSubview(table)
        host.step()
        // 11 + lines + 11 + a half-point separator at scale 2.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 42.5)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 82, "59.4 rounded up to 59.5")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 62.5)
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "comments@2x")
    }
}
