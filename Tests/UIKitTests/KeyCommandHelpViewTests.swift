import XCTest
import ScreenshotTesting
@testable import UIKit

/// The key-command help overlay: rows from commands, the panel's place, and its look
/// against a reference in __Snapshots__/KeyCommandHelpViewTests (which depends on the
/// FreeType and fonts-dejavu-core versions installed).
final class KeyCommandHelpViewTests: XCTestCase {
    private let commands = [
        UIKeyCommand(title: "Zoom in", input: "+") { _ in },
        UIKeyCommand(title: "Zoom in", input: "=") { _ in },
        UIKeyCommand(title: "Rotate", input: "r", modifierFlags: .control) { _ in },
        UIKeyCommand(title: "Next", input: UIKeyCommand.inputRightArrow, discoverabilityTitle: "Next image") { _ in },
        UIKeyCommand(title: "Secret", input: "s", attributes: .hidden) { _ in },
        UIKeyCommand(title: "Help", input: "?") { _ in },
    ]

    func testRowsJoinTheKeysOfOneTitleAndLeaveOutHiddenCommands() {
        XCTAssertEqual(KeyCommandHelpView.entries(for: commands), [
            .init(title: "Zoom in", keys: "+ or ="), .init(title: "Rotate", keys: "Ctrl+r"),
            .init(title: "Next image", keys: "→"), .init(title: "Help", keys: "?"),
        ])
    }

    func testThePanelIsCentredTranslucentAndDrawsText() throws {
        _ = try TextTestSupport.systemFont()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        root.backgroundColor = .white
        let help = KeyCommandHelpView(entries: KeyCommandHelpView.entries(for: commands)
                                      + [.init(title: "Zoom about the pointer", keys: "wheel")])
        help.frame = root.bounds
        root.addSubview(help)
        root.layoutIfNeeded()
        let bitmap = root.renderedBitmap()
        // 5 rows of 20 pt, a 30 pt heading and 18 pt padding: 166 pt tall, centred.
        let top = (220 - 166) / 2
        let panel = Color(premultiplied: bitmap[160, top + 2])
        XCTAssertLessThan(panel.red, 80, "dark panel")
        XCTAssertGreaterThan(panel.red, 20, "translucent over white")
        XCTAssertEqual(bitmap[160, top - 2], Color.white.premultiplied, "above the panel")
        let rowPixels = (0..<320).map { Color(premultiplied: bitmap[$0, top + 18 + 30 + 10]) }
        XCTAssertTrue(rowPixels.contains { $0.red > 200 }, "the first row's text")
        assertSnapshot(of: root, named: "help-panel")
    }

    func testRowsWiderThanTheViewCutTheirKeysAndKeepEveryValueInSight() throws {
        _ = try TextTestSupport.systemFont()
        let help = KeyCommandHelpView(heading: "Image", entries: [
            .init(title: "File", keys: "broken.png"),
            .init(title: "Error", keys: "broken.png: truncated: the data ends after 991 bytes, before the PNG does"),
        ])
        help.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        help.layoutIfNeeded()
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertEqual(panel.frame.minX, 0)
        XCTAssertEqual(panel.frame.width, 300, "as wide as the view, no wider")
        let keys = panel.subviews.compactMap { $0 as? UILabel }.filter { $0.textAlignment == .right }
        XCTAssertEqual(keys.map(\.text), ["broken.png", "broken.png: truncated: the data ends after 991 bytes, before the PNG does"])
        for label in keys {
            XCTAssertEqual(label.frame.maxX, 300 - KeyCommandHelpView.padding, accuracy: 0.5,
                           "\(label.text ?? ""): its right edge at the panel's padding")
            XCTAssertGreaterThan(label.frame.width, 150)
        }
    }

    /// The viewer's help at 500 points: two columns too wide by about 100 points. The
    /// titles are elided, never below `minimumTitleWidth`, and every key shows whole.
    func testInANarrowViewTheTitlesGiveWayAndEveryKeyShowsWhole() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.viewerHelp(width: 500, height: 378)
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertEqual(panel.frame.width, 500)
        let labels = panel.subviews.compactMap { $0 as? UILabel }
        let keys = labels.filter { $0.textAlignment == .right }, titles = labels.filter { $0.textAlignment != .right }.dropFirst()
        XCTAssertEqual(keys.count, 22)
        XCTAssertEqual(Set(keys.map(\.frame.minX)).count, 2, "two columns")
        for label in keys {
            XCTAssertGreaterThanOrEqual(label.frame.width, label.intrinsicContentSize.width, "\(label.text ?? ""): whole")
            XCTAssertLessThanOrEqual(label.frame.maxX, 500 - KeyCommandHelpView.padding + 0.5)
        }
        XCTAssertEqual(titles.count, 22)
        XCTAssertTrue(titles.contains { $0.frame.width < $0.intrinsicContentSize.width }, "some titles are elided")
        for label in titles {
            XCTAssertGreaterThanOrEqual(label.frame.width, min(KeyCommandHelpView.minimumTitleWidth, label.intrinsicContentSize.width) - 0.01,
                                        "\(label.text ?? "")")
        }
    }

    /// The viewer's help rows in a view `width` x `height` points, laid out.
    private static func viewerHelp(width: CGFloat, height: CGFloat) -> KeyCommandHelpView {
        let pairs = [("Next image", "n or →"), ("Previous image", "p or ←"), ("Zoom in", "+ or ="), ("Zoom out", "-"),
                     ("Fit the window", "0"), ("Actual size (100%)", "1"), ("Rotate clockwise", "r"),
                     ("Rotate anticlockwise", "R"), ("Flip horizontally", "|"), ("Flip vertically", "_"),
                     ("Smoothing on or off", "a"), ("Next background", "b"), ("Fullscreen", "f or F11"),
                     ("Image info", "i"), ("This help", "? or F1"), ("Quit (Esc: close overlay)", "q or Esc"),
                     ("Scroll", "arrows, PgUp, PgDn, Space"), ("Pan", "drag, trackpad"),
                     ("Zoom at the pointer", "wheel, pinch"), ("Zoom ×2 or back to fit", "double-click"),
                     ("Screenshot", "F12"), ("Open a PNG", "drop on window")]
        let help = KeyCommandHelpView(entries: pairs.map { .init(title: $0.0, keys: $0.1) })
        help.frame = CGRect(x: 0, y: 0, width: width, height: height)
        help.layoutIfNeeded()
        return help
    }

    /// The viewer's help at 360 x 800 points: one column, too wide by about 60 points, so
    /// the widest titles are cut; each wraps onto a second line instead of ending in an
    /// ellipsis ("Quit (Esc: clo…"), its row a line taller and the rows below it moved down.
    func testInANarrowTallViewCutTitlesWrapOntoASecondLine() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.viewerHelp(width: 360, height: 800)
        let rows = try Self.rows(of: help)
        XCTAssertEqual(Set(rows.map(\.title.frame.minX)).count, 1, "one column")
        let cut = rows.filter { $0.title.frame.width < $0.title.intrinsicContentSize.width }
        XCTAssertEqual(cut.map(\.title.text), ["Previous image", "Actual size (100%)", "Rotate clockwise", "Rotate anticlockwise",
                                               "Flip horizontally", "Smoothing on or off", "Next background",
                                               "Quit (Esc: close overlay)", "Zoom at the pointer", "Zoom ×2 or back to fit"])
        let line = UIFont.systemFont(ofSize: KeyCommandHelpView.fontSize).lineHeight.rounded(.up)
        for row in rows {
            let wraps = cut.contains { $0.title === row.title }
            XCTAssertEqual(row.title.frame.height, KeyCommandHelpView.rowHeight + (wraps ? line : 0), "\(row.title.text ?? "")")
            XCTAssertEqual(row.keys.frame.height, row.title.frame.height, "\(row.keys.text ?? ""): as tall as its row")
            let shown = Self.shownLayout(of: row.title)
            XCTAssertEqual(shown.lines.count, wraps ? 2 : 1, "\(row.title.text ?? "")")
            XCTAssertFalse(shown.isTruncated, "\(row.title.text ?? ""): whole")
        }
        Self.assertStacked(rows)
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertEqual(panel.frame.height, 1.5 * KeyCommandHelpView.rowHeight + 22 * KeyCommandHelpView.rowHeight
                       + 10 * line + 2 * KeyCommandHelpView.padding)
        let root = UIView(frame: help.frame)
        root.backgroundColor = .white
        root.addSubview(help)
        assertSnapshot(of: root, named: "help-360-wrapped")
    }

    /// At 500 x 378 points the two columns' cut titles wrap only while the column fits the
    /// height (92 points spare: five second lines each); the rest keep their ellipsis, and
    /// no row falls off the panel.
    func testCutTitlesWrapOnlyAsFarAsTheHeightAllows() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.viewerHelp(width: 500, height: 378)
        let rows = try Self.rows(of: help)
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertLessThanOrEqual(panel.frame.height, 378)
        for column in Set(rows.map(\.title.frame.minX)) {
            let inColumn = rows.filter { $0.title.frame.minX == column }
            let wrapped = inColumn.filter { Self.shownLayout(of: $0.title).lines.count == 2 }
            XCTAssertEqual(wrapped.count, 5, "column at \(column)")
            XCTAssertLessThanOrEqual(inColumn.map(\.title.frame.maxY).max() ?? 0,
                                     panel.frame.height - KeyCommandHelpView.padding, "column at \(column): every row inside")
        }
        XCTAssertEqual(rows.filter { Self.shownLayout(of: $0.title).isTruncated }.count, 8,
                       "of the 15 titles cut, five keep one line and three would need a third")
        Self.assertStacked(rows)
    }

    /// The rows (title and keys labels) of a laid-out help view, in order.
    private static func rows(of help: KeyCommandHelpView) throws -> [(title: UILabel, keys: UILabel)] {
        let panel = try XCTUnwrap(help.subviews.first)
        let labels = Array(panel.subviews.compactMap { $0 as? UILabel }.dropFirst())
        return stride(from: 0, to: labels.count - 1, by: 2).map { (labels[$0], labels[$0 + 1]) }
    }

    /// What `label` draws in its frame: its text laid out in as many lines as fit.
    private static func shownLayout(of label: UILabel) -> TextLayout {
        label.textLayout(width: label.frame.width, lines: label.lineLimit(forHeight: label.frame.height,
                                                                          maximum: label.numberOfLines,
                                                                          width: label.frame.width))
    }

    /// Each column's rows sit right under one another.
    private static func assertStacked(_ rows: [(title: UILabel, keys: UILabel)], line: UInt = #line) {
        for column in Set(rows.map(\.title.frame.minX)) {
            let inColumn = rows.filter { $0.title.frame.minX == column }
            for (above, below) in zip(inColumn, inColumn.dropFirst()) {
                XCTAssertEqual(below.title.frame.minY, above.title.frame.maxY, "\(below.title.text ?? "")", line: line)
                XCTAssertEqual(below.keys.frame.minY, below.title.frame.minY, "\(below.keys.text ?? "")", line: line)
            }
        }
    }

    func testTitlesGiveUpTheirWidthAboveTheMinimumOnly() {
        XCTAssertEqual(KeyCommandHelpView.narrowingTitles([130, 160], by: 40), [125, 125])
        XCTAssertEqual(KeyCommandHelpView.narrowingTitles([130, 160], by: 200), [64, 64], "the rest falls to the keys")
        XCTAssertEqual(KeyCommandHelpView.narrowingTitles([40, 100], by: 50), [40, 64])
    }

    func testNarrowingTakesTheExcessFromTheWidestFirst() {
        XCTAssertEqual(KeyCommandHelpView.narrowing([40, 200], by: 9), [40, 191])
        XCTAssertEqual(KeyCommandHelpView.narrowing([100, 60, 120], by: 50), [85, 60, 85])
        XCTAssertEqual(KeyCommandHelpView.narrowing([100, 60, 120], by: 130), [50, 50, 50])
        XCTAssertEqual(KeyCommandHelpView.narrowing([10, 20], by: 100), [0, 0])
        XCTAssertEqual(KeyCommandHelpView.narrowing([], by: 5), [])
    }
}
