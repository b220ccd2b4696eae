import XCTest
@testable import UIKit

/// A cell laid out with Auto Layout: a multi-line label 11 points inside the content
/// view's top and bottom and 16 from its sides, as iOS self-sizing cells are written.
class WrappingCell: UITableViewCell {
    let body = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 17)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("no archives") }
}

/// Rows of text shown in `WrappingCell`s (or standard cells), counting the cells made.
/// A 320 x 480 plain table in a headless host, its rows self-sizing `WrappingCell`s from
/// `source` (data source and delegate), `configure` run before it loads; laid out once.
func makeSelfSizingTable(_ source: TextSource, configure: (UITableView) -> Void = { _ in }) -> (HeadlessHost, UITableView) {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
    table.rowHeight = UITableView.automaticDimension
    configure(table)
    table.dataSource = source
    table.delegate = source
    host.window.addSubview(table)
    host.step()
    return (host, table)
}

final class TextSource: UITableViewDataSource, UITableViewDelegate {
    var texts: [String]
    var standardCells = false
    var cellRequests: [IndexPath] = []
    var estimate: CGFloat?

    init(_ texts: [String]) { self.texts = texts }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        if standardCells {
            let cell = tableView.dequeueReusableCell(withIdentifier: "standard", for: indexPath)
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = texts[indexPath.row]
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
        cell.body.text = texts[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimate ?? tableView.estimatedRowHeight
    }
}

/// Self-sizing rows: measured when they arrive, estimated before, the offset corrected
/// above the screen, measured again on reloads, updates and a new width.
final class TableViewSelfSizingTests: XCTestCase {
    /// Texts that wrap to one, two and three lines in a 288-point column of 17-point text.
    static let oneLine = "A short comment."
    static let twoLines = "A comment long enough that it has to wrap onto a second line."
    static let threeLines = "A comment that goes on and on, long enough that at this width it wraps onto a third line."

    private func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// `makeSelfSizingTable`, `width` points wide, with standard cells registered too.
    private func makeTable(_ source: TextSource, width: CGFloat = 320,
                           configure: (UITableView) -> Void = { _ in }) -> (HeadlessHost, UITableView) {
        makeSelfSizingTable(source) { table in
            table.frame.size.width = width
            table.register(UITableViewCell.self, forCellReuseIdentifier: "standard")
            configure(table)
        }
    }

    /// The height of `lines` lines of the 17-point system font, in points.
    private func textHeight(_ text: String, width: CGFloat = 288) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    func testTheTextsWrapToOneTwoAndThreeLines() {
        // Lines of 19.8 points, each block rounded up to whole points (scale 1).
        XCTAssertEqual(textHeight(Self.oneLine), 20)
        XCTAssertEqual(textHeight(Self.twoLines), 40)
        XCTAssertEqual(textHeight(Self.threeLines), 60)
    }

    func testAutoLayoutRowsTakeTheHeightsTheirWrappedLabelsNeed() {
        let source = TextSource([Self.oneLine, Self.twoLines, Self.threeLines])
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.estimatedRowHeight, UITableView.automaticDimension, "iOS's default")
        // 11 + the lines + 11, and the one-point separator (scale 1).
        XCTAssertEqual(table.rectForRow(at: ip(0)), CGRect(x: 0, y: 0, width: 320, height: 43))
        XCTAssertEqual(table.rectForRow(at: ip(1)), CGRect(x: 0, y: 43, width: 320, height: 63))
        XCTAssertEqual(table.rectForRow(at: ip(2)), CGRect(x: 0, y: 106, width: 320, height: 83))
        XCTAssertEqual(table.contentSize.height, 189)
        let cell = table.cellForRow(at: ip(2)) as! WrappingCell
        XCTAssertEqual(cell.frame.height, 83)
        // The content view spans the cell, its separator drawn over its bottom point.
        XCTAssertEqual(cell.body.frame, CGRect(x: 16, y: 11, width: 288, height: 61), "the label holds its lines")
        XCTAssertEqual(source.cellRequests, [ip(0), ip(1), ip(2)], "each cell configured once, measured and shown")
    }

    func testStandardCellsKeepTheHeightOfTheirTextLines() {
        let source = TextSource([Self.oneLine, Self.threeLines, ""])
        source.standardCells = true
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.rectForRow(at: ip(0)).height, 44, "one line: the standard row")
        XCTAssertEqual(table.rectForRow(at: ip(1)).height, 82, "three lines (60) and 11 above and below")
        XCTAssertEqual(table.rectForRow(at: ip(2)).height, 44, "no text: at least 44")
        let cell = table.cellForRow(at: ip(1))!
        XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 16, y: 11, width: 288, height: 60))
    }

    func testRowsNotYetShownUseTheirEstimates() {
        let source = TextSource((0..<100_000).map { [Self.oneLine, Self.twoLines, Self.threeLines][$0 % 3] })
        let (_, table) = makeTable(source) { $0.estimatedRowHeight = 80 }
        // 43 + 63 + 83 = 189 per three rows: 480 points hold rows 0 to 7 (row 7 from 421).
        XCTAssertEqual(source.cellRequests, (0...7).map(ip), "only the rows on screen are configured")
        XCTAssertEqual(table.rectForRow(at: ip(7)), CGRect(x: 0, y: 421, width: 320, height: 63))
        XCTAssertEqual(table.rectForRow(at: ip(8)), CGRect(x: 0, y: 484, width: 320, height: 80), "an estimate")
        XCTAssertEqual(table.contentSize.height, 484 + 80 * (100_000 - 8))
        XCTAssertEqual(table.visibleCells.count, 8)
    }

    func testTheDelegatesEstimateWinsAndZeroMeansMeasureEveryRow() {
        let source = TextSource(Array(repeating: Self.twoLines, count: 30))
        source.estimate = 30
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.rectForRow(at: ip(20)).height, 30)
        let everyRow = TextSource(Array(repeating: Self.twoLines, count: 30))
        let (_, measured) = makeTable(everyRow) { $0.estimatedRowHeight = 0 }
        XCTAssertEqual(everyRow.cellRequests.map(\.row), Array(0..<30),
                       "all 30 measured before any is shown, the 8 on screen shown as measured")
        XCTAssertEqual(measured.rectForRow(at: ip(20)), CGRect(x: 0, y: 20 * 63, width: 320, height: 63))
        XCTAssertEqual(measured.contentSize.height, 30 * 63)
    }

    func testScrollingUpIntoMisestimatedRowsKeepsTheRowUnderTheFingerStill() {
        // Every row is 83 points but estimated at 40: rows above the screen were never
        // measured after a jump down.
        let source = TextSource(Array(repeating: Self.threeLines, count: 200))
        let (host, table) = makeTable(source) { $0.estimatedRowHeight = 40 }
        XCTAssertEqual(source.cellRequests, (0...5).map(ip), "six rows of 83 fill the screen")
        table.contentOffset = CGPoint(x: 0, y: 4000)
        host.step()
        // Rows 6 on at 40 from 498: 4000 is in row 93 (from 3978), which grew upwards.
        XCTAssertEqual(table.indexPathsForVisibleRows!.first, ip(93))
        XCTAssertEqual(table.rectForRow(at: ip(93)), CGRect(x: 0, y: 3978, width: 320, height: 83))
        XCTAssertEqual(table.contentOffset.y, 4043, "moved by the 43 points row 93 grew above the top")
        XCTAssertEqual(table.rectForRow(at: ip(92)).height, 40, "still an estimate")
        // The finger lands and drags the content down slowly; once the drag has begun,
        // the point under the finger stays there as the rows above are measured.
        var finger = CGPoint(x: 100, y: 200)
        host.send(.touchDown(id: 1, location: finger))
        host.step()
        for _ in 1...4 {
            finger.y += 6
            host.send(.touchMove(id: 1, location: finger))
            host.step()
        }
        let held = table.convert(finger, from: host.window)
        let row = table.indexPathForRow(at: held)!
        let intoRow = held.y - table.rectForRow(at: row).minY
        for _ in 1...40 {
            finger.y += 6
            host.send(.touchMove(id: 1, location: finger))
            host.step()
            let under = table.convert(finger, from: host.window)
            XCTAssertEqual(table.indexPathForRow(at: under), row, "the row under the finger stays under it")
            XCTAssertEqual(under.y - table.rectForRow(at: row).minY, intoRow, accuracy: 0.001)
        }
        host.send(.touchUp(id: 1, location: finger))
        host.runUntilIdle()
        for indexPath in table.indexPathsForVisibleRows! {
            XCTAssertEqual(table.rectForRow(at: indexPath).height, 83, "rows shown are measured")
        }
    }

    func testReloadRowsMeasuresTheRowAgain() {
        let source = TextSource([Self.oneLine, Self.oneLine, Self.oneLine])
        let (_, table) = makeTable(source)
        XCTAssertEqual(table.rectForRow(at: ip(2)).minY, 86)
        source.texts[1] = Self.threeLines
        source.cellRequests.removeAll()
        table.reloadRows(at: [ip(1)], with: .automatic)
        XCTAssertEqual(table.rectForRow(at: ip(1)).height, 83)
        XCTAssertEqual(table.rectForRow(at: ip(2)).minY, 126, "the row below moved down")
        XCTAssertEqual(source.cellRequests, [ip(1)], "only the reloaded row configured again")
        XCTAssertEqual((table.cellForRow(at: ip(1)) as! WrappingCell).body.text, Self.threeLines)
    }

    func testAnEmptyUpdateMeasuresTheShownCellsAsTheyAreNow() {
        let source = TextSource([Self.oneLine, Self.oneLine])
        let (_, table) = makeTable(source)
        source.cellRequests.removeAll()
        // iOS's idiom: change a shown cell, then an empty update resizes its row.
        (table.cellForRow(at: ip(0)) as! WrappingCell).body.text = Self.twoLines
        table.beginUpdates()
        table.endUpdates()
        XCTAssertEqual(table.rectForRow(at: ip(0)).height, 63)
        XCTAssertEqual(table.rectForRow(at: ip(1)).minY, 63)
        XCTAssertEqual(source.cellRequests, [], "the shown cells are measured, not configured again")
    }

    func testAWidthChangeMeasuresAgain() {
        let source = TextSource([Self.twoLines, Self.oneLine])
        let (host, table) = makeTable(source)
        XCTAssertEqual(table.rectForRow(at: ip(0)).height, 63)
        table.frame.size.width = 160
        host.step()
        let lines = textHeight(Self.twoLines, width: 128)
        XCTAssertEqual(lines, 99, "five lines in 128 points")
        XCTAssertEqual(table.rectForRow(at: ip(0)), CGRect(x: 0, y: 0, width: 160, height: 22 + lines + 1))
        XCTAssertEqual(table.rectForRow(at: ip(1)).minY, 22 + lines + 1)
    }

    func testRowsMeasuredBeforeAreNotMeasuredAgainWhenTheyReturn() {
        let source = TextSource(Array(repeating: Self.twoLines, count: 40))
        let (host, table) = makeTable(source) { $0.estimatedRowHeight = 30 }
        table.contentOffset.y = 300
        host.step()
        table.contentOffset.y = 0
        host.step()
        let heights = (0..<40).map { table.rectForRow(at: ip($0)).height }
        let shownAtTop = Set(table.indexPathsForVisibleRows!)
        source.cellRequests.removeAll()
        table.contentOffset.y = 300
        host.step()
        XCTAssertEqual(table.contentOffset.y, 300, "measured rows above: no correction")
        let arrived = Set(table.indexPathsForVisibleRows!).subtracting(shownAtTop)
        XCTAssertEqual(Set(source.cellRequests), arrived, "one cell for each row arriving, configured once")
        XCTAssertEqual(source.cellRequests.count, arrived.count)
        XCTAssertEqual((0..<40).map { table.rectForRow(at: ip($0)).height }, heights)
    }

    func testSelfSizingHeadersFitTheirViews() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "standard", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let view = UIView()
                let label = UILabel()
                label.numberOfLines = 0
                label.font = .systemFont(ofSize: 17)
                label.text = section == 0 ? TableViewSelfSizingTests.oneLine : TableViewSelfSizingTests.threeLines
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: view.topAnchor, constant: 4),
                    label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -4),
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                ])
                return view
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                UITableView.automaticDimension
            }
        }
        let source = Source()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "standard")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.step()
        // 4 + the lines + 4: one line of 20, then three (60) below a 44-point row.
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 72, width: 320, height: 68))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 140)
    }

    func testStandardTitleHeadersAndFootersFitTheirText() {
        final class Source: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "standard", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                section == 0 ? TableViewSelfSizingTests.threeLines + " " + TableViewSelfSizingTests.threeLines : nil
            }
        }
        let source = Source()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "standard")
        table.sectionHeaderHeight = UITableView.automaticDimension
        table.sectionFooterHeight = UITableView.automaticDimension
        table.dataSource = source
        host.window.addSubview(table)
        host.step()
        // A 13-point title: 16 points of text with 8 above and below, at least 38.
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 38)
        let footer = UILabel()
        footer.font = .systemFont(ofSize: 13)
        footer.numberOfLines = 0
        footer.text = source.tableView(table, titleForFooterInSection: 0)
        let text = footer.sizeThatFits(CGSize(width: 288, height: 0)).height
        XCTAssertGreaterThan(text, 38, "the footer's text wraps over several lines")
        XCTAssertEqual(table.rectForFooter(inSection: 0).height, text + 16)
        XCTAssertEqual(table.rectForFooter(inSection: 1).height, 18, "no title: the grouped gap")
        XCTAssertEqual(table.rectForHeader(inSection: 1).minY, table.rectForFooter(inSection: 0).maxY)
    }

    func testHeadersMeasuredAboveTheScreenKeepTheContentStill() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 30 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "standard", for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                UITableView.automaticDimension
            }
            func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 10 }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let view = UIView()
                let bar = UIView()
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: view.topAnchor),
                    bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 50),
                ])
                return view
            }
        }
        let source = Source()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "standard")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.step()
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 50, "measured on screen")
        table.contentOffset.y = 2500
        host.step()
        let anchor = IndexPath(row: 1, section: 20)
        var onScreen = table.rectForRow(at: anchor).minY - table.contentOffset.y
        XCTAssertEqual(table.rectForHeader(inSection: 12).height, 10, "above the screen: still the estimate")
        // Scrolling up 10 points at a time: each header measured above the top grows upwards.
        for _ in 0..<60 {
            table.contentOffset.y -= 10
            host.step()
            let now = table.rectForRow(at: anchor).minY - table.contentOffset.y
            XCTAssertEqual(now, onScreen + 10, "the content moved by the scroll alone")
            onScreen = now
        }
        XCTAssertEqual(table.rectForHeader(inSection: 12).height, 50, "measured as it came on screen")
        XCTAssertEqual(table.rectForHeader(inSection: 5).height, 10, "never on screen: the estimate")
    }

    func testScrollingToAnEstimatedRowPutsItAtTheTopOnceMeasured() {
        let source = TextSource((0..<10_000).map { [Self.oneLine, Self.twoLines, Self.threeLines][$0 % 3] })
        let (host, table) = makeTable(source)
        XCTAssertEqual(table.rectForRow(at: ip(9_000)).height, 44, "the table's own estimate")
        source.cellRequests.removeAll()
        table.scrollToRow(at: ip(5_000), at: .top, animated: false)
        host.step()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, ip(5_000))
        XCTAssertEqual(table.rectForRow(at: ip(5_000)).minY, table.contentOffset.y)
        XCTAssertEqual(table.rectForRow(at: ip(5_000)).height, 83, "5,000 % 3 == 2: three lines")
        XCTAssertEqual(source.cellRequests.first, ip(5_000))
        XCTAssertLessThan(source.cellRequests.count, 12, "only the rows arriving on screen")
    }

    func testADataSourceThatReloadsWhileARowIsMeasuredGetsTheNewRows() {
        final class Shrinking: UITableViewDataSource {
            var count = 10
            var requests: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                requests.append(indexPath)
                if indexPath.row == 3, count == 10 {
                    count = 2
                    tableView.reloadData()
                    _ = tableView.numberOfRows(inSection: 0)
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath) as! WrappingCell
                cell.body.text = TableViewSelfSizingTests.twoLines
                return cell
            }
        }
        let source = Shrinking()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = source
        host.window.addSubview(table)
        host.step()
        XCTAssertEqual(table.indexPathsForVisibleRows, [ip(0), ip(1)])
        XCTAssertEqual(table.rectForRow(at: ip(1)), CGRect(x: 0, y: 63, width: 320, height: 63))
        XCTAssertEqual(table.contentSize.height, 126)
        XCTAssertEqual(table.visibleCells.count, 2)
        XCTAssertEqual(table.subviews.compactMap { $0 as? WrappingCell }.count, 2, "the cells measured before are gone")
    }
}
