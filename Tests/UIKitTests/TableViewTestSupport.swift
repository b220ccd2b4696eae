import XCTest
@testable import UIKit

/// A cell that remembers the row it was configured for and counts its reuses.
final class RowCell: UITableViewCell {
    var row: Int?
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        row = nil
    }
}

/// A data source and delegate over per-section row values (each cell shows its value),
/// logging the delegate calls.
final class RowSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[Int]]
    var headerTitles: [String?] = []
    var log: [String] = []
    var cellRequests = 0
    /// Every cell ever handed out, by identity.
    var cellsSeen: [ObjectIdentifier: RowCell] = [:]
    var height: ((IndexPath) -> CGFloat)?
    var willSelect: (IndexPath) -> IndexPath? = { $0 }

    init(sections: [[Int]]) { self.sections = sections }
    convenience init(count: Int) { self.init(sections: [Array(0..<count)]) }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
        XCTAssertNil(cell.row, "a reused cell was prepared for reuse first")
        cell.row = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = "Row \(cell.row!)"
        cellRequests += 1
        cellsSeen[ObjectIdentifier(cell)] = cell
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height?(indexPath) ?? tableView.rowHeight
    }

    private func name(_ p: IndexPath) -> String { "\(p.section).\(p.row)" }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(name(indexPath))"); return willSelect(indexPath)
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(name(indexPath))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryButtonTapped \(name(indexPath))")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }

    /// The cells between `willDisplay` and `didEndDisplaying`; displaying one twice, or
    /// ending one not displayed, fails.
    var displayed: Set<ObjectIdentifier> = []
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        XCTAssertTrue(displayed.insert(ObjectIdentifier(cell)).inserted, "\(indexPath) displayed twice")
        XCTAssertNil(cell.superview, "told before it goes on the screen")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        XCTAssertNotNil(displayed.remove(ObjectIdentifier(cell)), "\(indexPath) ended without being displayed")
        XCTAssertNil(cell.superview, "taken off the screen first")
    }
}

/// A 320 x 480 headless window filled by a table view (44-point rows) over `source`.
final class TableScene {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let tableView: UITableView
    let source: RowSource

    init(_ source: RowSource, style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in }) {
        self.source = source
        tableView = UITableView(frame: host.window.bounds, style: style)
        tableView.register(RowCell.self, forCellReuseIdentifier: "row")
        configure(tableView)
        tableView.dataSource = source
        tableView.delegate = source
        host.window.addSubview(tableView)
        host.step()
    }

    /// The cells among the table view's subviews.
    var cellSubviews: [RowCell] { tableView.subviews.compactMap { $0 as? RowCell } }

    /// Checks that the cells shown are exactly the rows meeting the bounds, each at its
    /// row's rectangle showing its own value.
    func assertShowsTheVisibleRows(file: StaticString = #filePath, line: UInt = #line) {
        let expected = tableView.indexPathsForRows(in: tableView.bounds) ?? []
        XCTAssertEqual(tableView.indexPathsForVisibleRows ?? [], expected, file: file, line: line)
        XCTAssertEqual(cellSubviews.count, expected.count, "only the visible cells are subviews", file: file, line: line)
        XCTAssertEqual(source.displayed, Set(cellSubviews.map(ObjectIdentifier.init)),
                       "willDisplay and didEndDisplaying in step", file: file, line: line)
        for indexPath in expected {
            guard let cell = tableView.cellForRow(at: indexPath) as? RowCell else {
                return XCTFail("no cell for \(indexPath)", file: file, line: line)
            }
            XCTAssertEqual(cell.row, source.sections[indexPath.section][indexPath.row], file: file, line: line)
            XCTAssertEqual(cell.frame, tableView.rectForRow(at: indexPath), file: file, line: line)
        }
    }

    /// A tap at `point` (window coordinates) shorter than the content-touch delay.
    func tap(_ point: CGPoint) { host.quickTap(point) }
}
