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

    /// A value too long for the view (the info overlay's error) wraps onto as many lines
    /// as it takes, whole, its lines ending at the panel's padding; a short one beside it
    /// keeps its one line.
    func testRowsWiderThanTheViewWrapTheirKeysAndShowEveryValueWhole() throws {
        _ = try TextTestSupport.systemFont()
        let error = "broken.png: truncated: the data ends after 991 bytes, before the PNG does"
        let help = KeyCommandHelpView(heading: "Image", entries: [
            .init(title: "File", keys: "broken.png"), .init(title: "Error", keys: error),
        ])
        help.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        help.layoutIfNeeded()
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertEqual(panel.frame.minX, 0)
        XCTAssertEqual(panel.frame.width, 300, "as wide as the view, no wider")
        XCTAssertFalse(help.isScrollable, "two rows fit 200 points")
        let rows = try Self.rows(of: help)
        XCTAssertEqual(rows.map(\.keys.text), ["broken.png", error])
        for row in rows {
            XCTAssertEqual(row.keys.frame.maxX, 300 - KeyCommandHelpView.padding, accuracy: 0.5,
                           "\(row.keys.text ?? ""): its right edge at the panel's padding")
            XCTAssertFalse(Self.shownLayout(of: row.keys).isTruncated, "\(row.keys.text ?? ""): whole")
            XCTAssertFalse(Self.shownLayout(of: row.title).isTruncated, "\(row.title.text ?? ""): whole")
        }
        XCTAssertEqual(Self.shownLayout(of: rows[0].keys).lines.count, 1)
        XCTAssertGreaterThan(rows[1].keys.frame.width, 150)
        XCTAssertGreaterThan(Self.shownLayout(of: rows[1].keys).lines.count, 1, "the error wraps")
        XCTAssertLessThanOrEqual(rows[1].keys.frame.maxY, panel.frame.height - KeyCommandHelpView.padding)
    }

    /// The viewer's help at 500 points: two columns too wide by about 100 points. The
    /// columns give way, their titles cut never below `minimumTitleWidth` and each title in
    /// the room its own keys leave, and every key shows whole.
    func testInANarrowViewTheTitlesGiveWayAndEveryKeyShowsWhole() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.viewerHelp(width: 500, height: 378)
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertEqual(panel.frame.width, 500)
        XCTAssertFalse(help.isScrollable)
        let rows = try Self.rows(of: help)
        XCTAssertEqual(rows.count, 22)
        XCTAssertEqual(Set(rows.map(\.keys.frame.maxX)).count, 2, "two columns, their keys ending at their right edges")
        for row in rows {
            XCTAssertGreaterThanOrEqual(row.keys.frame.width, row.keys.intrinsicContentSize.width, "\(row.keys.text ?? ""): whole")
            XCTAssertLessThanOrEqual(row.keys.frame.maxX, 500 - KeyCommandHelpView.padding + 0.5)
            XCTAssertEqual(row.title.frame.maxX + KeyCommandHelpView.columnGap, row.keys.frame.minX,
                           "\(row.title.text ?? ""): the room its keys leave")
            XCTAssertGreaterThanOrEqual(row.title.frame.width,
                                        min(KeyCommandHelpView.minimumTitleWidth, row.title.intrinsicContentSize.width) - 0.01,
                                        "\(row.title.text ?? "")")
        }
        XCTAssertTrue(rows.contains { $0.title.frame.width < $0.title.intrinsicContentSize.width }, "some titles are cut")
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

    /// The viewer's help at 360 x 800 points: one column, too wide by about 60 points as a
    /// column of titles beside one of keys; but each title has the room its own keys leave,
    /// so none is cut and every row keeps its one line.
    func testInANarrowTallViewEachTitleHasTheRoomItsOwnKeysLeave() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.viewerHelp(width: 360, height: 800)
        let rows = try Self.rows(of: help)
        XCTAssertEqual(Set(rows.map(\.title.frame.minX)).count, 1, "one column")
        XCTAssertEqual(Set(rows.map(\.keys.frame.maxX)), [360 - KeyCommandHelpView.padding])
        for row in rows {
            XCTAssertGreaterThanOrEqual(row.title.frame.width, row.title.intrinsicContentSize.width, "\(row.title.text ?? "")")
            XCTAssertEqual(row.title.frame.height, KeyCommandHelpView.rowHeight, "\(row.title.text ?? "")")
            XCTAssertEqual(row.keys.frame.height, row.title.frame.height, "\(row.keys.text ?? ""): as tall as its row")
        }
        XCTAssertTrue(rows.contains { $0.title.frame.width + $0.keys.frame.width + KeyCommandHelpView.columnGap
                < $0.title.intrinsicContentSize.width + rows.map(\.keys.intrinsicContentSize.width).max()! + KeyCommandHelpView.columnGap },
                      "a column of titles beside one of keys would not have fitted")
        Self.assertStacked(rows)
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertEqual(panel.frame.height, 1.5 * KeyCommandHelpView.rowHeight + 22 * KeyCommandHelpView.rowHeight
                       + 2 * KeyCommandHelpView.padding)
        let root = UIView(frame: help.frame)
        root.backgroundColor = .white
        root.addSubview(help)
        assertSnapshot(of: root, named: "help-360")
    }

    /// Six rows whose titles are cut by their long keys, in one column with room for two
    /// second lines: two titles wrap, the rest keep one line and their ellipsis, and no
    /// row falls off the panel.
    func testCutTitlesWrapOnlyAsFarAsTheHeightAllows() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.cutTitlesHelp(height: 66 + 6 * KeyCommandHelpView.rowHeight + 40)
        XCTAssertFalse(help.isScrollable)
        let rows = try Self.rows(of: help)
        XCTAssertTrue(rows.allSatisfy { $0.title.frame.width < $0.title.intrinsicContentSize.width }, "every title cut")
        XCTAssertEqual(rows.map { Self.shownLayout(of: $0.title).lines.count }, [2, 2, 1, 1, 1, 1])
        XCTAssertEqual(rows.map { Self.shownLayout(of: $0.title).isTruncated }, [false, false, true, true, true, true])
        let panel = try XCTUnwrap(help.subviews.first)
        XCTAssertLessThanOrEqual(rows.last!.title.frame.maxY, panel.frame.height - KeyCommandHelpView.padding, "every row inside")
        Self.assertStacked(rows)
    }

    /// The same rows in a view too short for them at one line each: they scroll, and every
    /// cut title wraps whole.
    func testRowsTallerThanTheViewScrollAndWrapWhole() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.cutTitlesHelp(height: 140)
        XCTAssertTrue(help.isScrollable)
        let rows = try Self.rows(of: help)
        let panel = help.scrollView
        XCTAssertEqual(panel.frame.height, 140, "as tall as the view, no taller")
        for row in rows {
            let shown = Self.shownLayout(of: row.title)
            XCTAssertEqual(shown.lines.count, 2, "\(row.title.text ?? "")")
            XCTAssertFalse(shown.isTruncated, "\(row.title.text ?? ""): whole")
        }
        Self.assertStacked(rows)
        XCTAssertEqual(panel.contentSize.height, rows.last!.title.frame.maxY + KeyCommandHelpView.padding)
        XCTAssertEqual(panel.contentSize.width, panel.frame.width, "it scrolls up and down only")
    }

    /// Six rows of long titles cut by their long keys in a 300-point-wide view `height`
    /// points tall, laid out.
    private static func cutTitlesHelp(height: CGFloat) -> KeyCommandHelpView {
        let help = KeyCommandHelpView(entries: (1...6).map { .init(title: "Zoom ×2 or back to fit \($0)", keys: "arrows, PgUp, PgDn") })
        help.frame = CGRect(x: 0, y: 0, width: 300, height: height)
        help.layoutIfNeeded()
        return help
    }

    /// The viewer's help in its 300 x 200 window (178 points above the status bar): one
    /// column, every key and title whole, scrolling; scrolled to the end, its last row shows
    /// inside the panel.
    func testTheViewersHelpInASmallWindowScrollsInOneColumnWithNothingCut() throws {
        _ = try TextTestSupport.systemFont()
        let help = Self.viewerHelp(width: 300, height: 178)
        XCTAssertTrue(help.isScrollable)
        let panel = help.scrollView
        XCTAssertEqual(panel.frame, CGRect(x: 0, y: 0, width: 300, height: 178))
        let rows = try Self.rows(of: help)
        XCTAssertEqual(rows.count, 22)
        XCTAssertEqual(Set(rows.map(\.title.frame.minX)), [KeyCommandHelpView.padding], "one column")
        for row in rows {
            XCTAssertFalse(Self.shownLayout(of: row.title).isTruncated, "\(row.title.text ?? ""): whole")
            XCTAssertFalse(Self.shownLayout(of: row.keys).isTruncated, "\(row.keys.text ?? ""): whole")
            XCTAssertLessThanOrEqual(row.keys.frame.maxX, 300 - KeyCommandHelpView.padding + 0.5)
        }
        Self.assertStacked(rows)
        panel.setContentOffset(CGPoint(x: 0, y: panel.contentSize.height - panel.bounds.height), animated: false)
        XCTAssertLessThanOrEqual(rows.last!.title.frame.maxY, panel.bounds.maxY - KeyCommandHelpView.padding, "the last row in view")
        let root = UIView(frame: help.frame)
        root.backgroundColor = .white
        root.addSubview(help)
        assertSnapshot(of: root, named: "help-300-scrolled")
    }

    /// The overlay takes input only on its panel and only while it scrolls: otherwise
    /// touches and the wheel go to the content under it.
    func testOnlyAScrollingPanelIsHit() throws {
        _ = try TextTestSupport.systemFont()
        let fitting = Self.viewerHelp(width: 1000, height: 700)
        XCTAssertFalse(fitting.isScrollable)
        XCTAssertNil(fitting.hitTest(CGPoint(x: 500, y: 350), with: nil), "a panel that fits takes nothing")
        let scrolling = Self.cutTitlesHelp(height: 140)
        XCTAssertTrue(scrolling.hitTest(CGPoint(x: 150, y: 70), with: nil) === scrolling.scrollView)
        let narrow = KeyCommandHelpView(entries: (1...40).map { .init(title: "Key", keys: "\($0)") })
        narrow.frame = CGRect(x: 0, y: 0, width: 240, height: 100)
        XCTAssertTrue(narrow.isScrollable)
        XCTAssertGreaterThan(narrow.scrollView.frame.minX, 10, "two columns, narrower than the view")
        XCTAssertNil(narrow.hitTest(CGPoint(x: 2, y: 50), with: nil), "beside the panel")
        XCTAssertTrue(narrow.hitTest(CGPoint(x: 100, y: 50), with: nil) === narrow.scrollView)
    }

    /// `onTapBesidePanel` is called for a tap on a modal overlay beside its panel, not on
    /// the panel, and not for a drag.
    func testATapBesideTheModalPanelIsReported() throws {
        _ = try TextTestSupport.systemFont()
        let host = HeadlessHost(size: CGSize(width: 1000, height: 700))
        let root = UIViewController()
        host.window.rootViewController = root
        let help = Self.viewerHelp(width: 1000, height: 700)
        help.isModal = true
        var taps = 0
        help.onTapBesidePanel = { taps += 1 }
        root.view.addSubview(help)
        host.window.layoutIfNeeded()
        let panel = help.scrollView.frame
        func tap(_ point: CGPoint, to end: CGPoint? = nil) {
            host.send(.touchDown(id: 1, location: point))
            host.step()
            if let end { host.send(.touchMove(id: 1, location: end)); host.step() }
            host.send(.touchUp(id: 1, location: end ?? point))
            host.runUntilIdle()
        }
        tap(CGPoint(x: panel.midX, y: panel.midY))
        XCTAssertEqual(taps, 0, "on the panel")
        tap(CGPoint(x: panel.minX / 2, y: panel.midY), to: CGPoint(x: panel.minX / 2 + 80, y: panel.midY))
        XCTAssertEqual(taps, 0, "a drag beside it")
        tap(CGPoint(x: panel.minX / 2, y: panel.midY))
        XCTAssertEqual(taps, 1, "a tap beside it")
    }

    /// A modal overlay is hit wherever it is: its panel (scrolling or not) and itself
    /// beside the panel, so nothing under it gets the touch.
    func testAModalOverlayIsHitEverywhere() throws {
        _ = try TextTestSupport.systemFont()
        let fitting = Self.viewerHelp(width: 1000, height: 700)
        fitting.isModal = true
        XCTAssertFalse(fitting.isScrollable)
        XCTAssertTrue(fitting.hitTest(CGPoint(x: 500, y: 350), with: nil) === fitting.scrollView, "the panel that fits")
        XCTAssertTrue(fitting.hitTest(CGPoint(x: 2, y: 2), with: nil) === fitting, "beside the panel")
        fitting.isHidden = true
        XCTAssertNil(fitting.hitTest(CGPoint(x: 2, y: 2), with: nil), "hidden, nothing")
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

    func testColumnsGiveUpTheirWidthAboveTheirLeastOnly() {
        XCTAssertEqual(KeyCommandHelpView.narrowing([130, 160], by: 40, downTo: [64, 64]), [125, 125])
        XCTAssertEqual(KeyCommandHelpView.narrowing([130, 160], by: 200, downTo: [64, 64]), [64, 64], "the rest falls to the keys")
        XCTAssertEqual(KeyCommandHelpView.narrowing([40, 100], by: 50, downTo: [40, 64]), [40, 64])
        XCTAssertEqual(KeyCommandHelpView.narrowing([200, 150], by: 30, downTo: [180, 100]), [200, 120], "from the most to spare")
    }

    func testNarrowingTakesTheExcessFromTheWidestFirst() {
        XCTAssertEqual(KeyCommandHelpView.narrowing([40, 200], by: 9), [40, 191])
        XCTAssertEqual(KeyCommandHelpView.narrowing([100, 60, 120], by: 50), [85, 60, 85])
        XCTAssertEqual(KeyCommandHelpView.narrowing([100, 60, 120], by: 130), [50, 50, 50])
        XCTAssertEqual(KeyCommandHelpView.narrowing([10, 20], by: 100), [0, 0])
        XCTAssertEqual(KeyCommandHelpView.narrowing([], by: 5), [])
    }
}
