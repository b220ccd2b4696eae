import XCTest
@testable import UIKit

/// UISegmentedControl: segments, widths, taps by position, selection slide, attributes.
final class SegmentedControlTests: XCTestCase {
    /// Three segments over 300 points at (50, 50) in a headless host: each 100 wide.
    private func scene(momentary: Bool = false) -> (HeadlessHost, UISegmentedControl, EventLog) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200))
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 50, y: 50, width: 300, height: 32)
        control.isMomentary = momentary
        host.window.addSubview(control)
        let log = EventLog()
        control.addAction(UIAction { _ in log.append("\(control.selectedSegmentIndex)") }, for: .valueChanged)
        return (host, control, log)
    }

    // MARK: Widths as numbers

    func testAutomaticWidthsShareWhatFixedOnesLeaveEqually() {
        XCTAssertEqual(SegmentWidths.widths(totalWidth: 300, fixed: [0, 100, 0], content: [50, 80, 150],
                                            apportionedByContent: false), [100, 100, 100])
        XCTAssertEqual(SegmentWidths.widths(totalWidth: 300, fixed: [0, 0, 0, 0], content: [],
                                            apportionedByContent: false), [75, 75, 75, 75])
        XCTAssertEqual(SegmentWidths.widths(totalWidth: 80, fixed: [60, 60, 0], content: [10, 10, 10],
                                            apportionedByContent: false), [60, 60, 0],
                       "fixed widths wider than the control leave the automatic ones nothing")
        XCTAssertEqual(SegmentWidths.widths(totalWidth: 300, fixed: [], content: [], apportionedByContent: false), [])
    }

    func testApportionedWidthsFollowTheContent() {
        // 200 points left after the fixed 100, shared 50 : 150.
        XCTAssertEqual(SegmentWidths.widths(totalWidth: 300, fixed: [0, 100, 0], content: [50, 80, 150],
                                            apportionedByContent: true), [50, 100, 150])
        XCTAssertEqual(SegmentWidths.widths(totalWidth: 120, fixed: [0, 0], content: [0, 0],
                                            apportionedByContent: true), [60, 60], "no content: equal shares")
    }

    func testFittingWidth() {
        XCTAssertEqual(SegmentWidths.fittingWidth(fixed: [0, 100, 0], content: [50, 80, 150], apportionedByContent: false),
                       2 * 150 + 100, "automatic segments as wide as the widest")
        XCTAssertEqual(SegmentWidths.fittingWidth(fixed: [0, 100, 0], content: [50, 80, 150], apportionedByContent: true),
                       50 + 100 + 150)
    }

    // MARK: The control

    func testItemsMakeSegmentsAndTheControlFitsThem() throws {
        _ = try TextTestSupport.systemFont()
        let control = UISegmentedControl(items: ["Day", "Week", "Month", 42])
        XCTAssertEqual(control.numberOfSegments, 3, "items other than strings and images are skipped")
        XCTAssertEqual(control.titleForSegment(at: 1), "Week")
        XCTAssertNil(control.titleForSegment(at: 3))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        let widest = ["Day", "Week", "Month"].map {
            TextLayout(text: $0, font: .systemFont(ofSize: 13, weight: .semibold)).size.width
        }.max()!
        let expected = 3 * (ceil(widest) + 2 * UISegmentedControl.contentPadding)
        XCTAssertEqual(control.intrinsicContentSize.width, expected, accuracy: 1)
        XCTAssertEqual(control.intrinsicContentSize.height, 32)
        XCTAssertEqual(control.bounds.size, control.intrinsicContentSize, "init(items:) sizes the control to fit")
        control.apportionsSegmentWidthsByContent = true
        XCTAssertLessThan(control.intrinsicContentSize.width, expected, "apportioned: each as wide as its own title")
        XCTAssertLessThan(control.segmentWidths[0], control.segmentWidths[2], "Day narrower than Month")
    }

    func testInsertRemoveAndTitlesKeepTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "B moved right and stays selected")
        XCTAssertEqual((0..<4).map { control.titleForSegment(at: $0) }, ["Z", "A", "B", "C"])
        control.removeSegment(at: 0, animated: true)
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        control.removeSegment(at: 1, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "its segment went")
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        XCTAssertEqual(control.titleForSegment(at: 2), "End", "an index past the end appends")
        control.setTitle("First", forSegmentAt: 0)
        XCTAssertEqual(control.titleForSegment(at: 0), "First")
        control.selectedSegmentIndex = 7
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.removeAllSegments()
        XCTAssertEqual(control.numberOfSegments, 0)
    }

    func testSegmentFramesAndFixedWidths() {
        let (_, control, _) = scene()
        XCTAssertEqual(control.frameForSegment(at: 1), CGRect(x: 100, y: 0, width: 100, height: 32))
        control.setWidth(60, forSegmentAt: 0)
        XCTAssertEqual(control.widthForSegment(at: 0), 60)
        XCTAssertEqual(control.segmentWidths, [60, 120, 120])
        XCTAssertEqual(control.segmentIndex(atX: 59), 0)
        XCTAssertEqual(control.segmentIndex(atX: 60), 1)
        XCTAssertEqual(control.segmentIndex(atX: 181), 2)
        XCTAssertEqual(control.segmentIndex(atX: 400), 2)
        control.setWidth(0, forSegmentAt: 0)
        XCTAssertEqual(control.segmentWidths, [100, 100, 100], "0 is automatic again")
        control.layoutIfNeeded()
        XCTAssertEqual(control.subviews.compactMap { $0 as? UILabel }.map(\.frame.minX), [12, 112, 212],
                       "each title inside its segment, padded")
    }

    func testTapSelectsTheSegmentUnderTheFingerOnce() {
        let (host, control, log) = scene()
        host.window.tap(50 + 250, 60, at: 0)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        host.window.tap(50 + 210, 60, at: 1)
        XCTAssertEqual(log.entries, ["2"], "a tap on the selected segment sends nothing")
        host.window.tap(50 + 10, 60, at: 2)
        XCTAssertEqual(log.entries, ["2", "0"])
        control.selectedSegmentIndex = 1
        XCTAssertEqual(log.entries, ["2", "0"], "setting the index sends nothing")
    }

    func testDisabledSegmentsAndControlIgnoreTaps() {
        let (host, control, log) = scene()
        control.setEnabled(false, forSegmentAt: 1)
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
        XCTAssertTrue(control.isEnabledForSegment(at: 0))
        XCTAssertFalse(control.isEnabledForSegment(at: 9))
        host.window.tap(50 + 150, 60, at: 0)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.isEnabled = false
        host.window.tap(50 + 250, 60, at: 1)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(log.entries, [])
        let label = control.subviews.compactMap { $0 as? UILabel }[0]
        XCTAssertEqual(label.textColor, .tertiaryLabel, "titles dim while disabled")
    }

    func testMomentaryControlSendsEveryTapAndShowsOnlyThePress() {
        let (host, control, log) = scene(momentary: true)
        host.window.down(1, 50 + 150, 60, at: 0)
        XCTAssertEqual(control.pressedSegmentIndex, 1)
        XCTAssertEqual(control.selectionIndicatorFrame, CGRect(x: 102, y: 2, width: 96, height: 28))
        host.window.up(1, 50 + 150, 60, at: 0.05)
        XCTAssertNil(control.selectionIndicatorFrame, "nothing stays raised")
        host.window.tap(50 + 150, 60, at: 1)
        XCTAssertEqual(log.entries, ["1", "1"], "every tap, with the tapped index")
    }

    func testDraggingOffAndLiftingFarAwayDoesNotSelect() {
        let (host, control, log) = scene()
        host.window.down(1, 50 + 50, 60, at: 0)
        host.window.move(1, 50 + 150, 60, at: 0.02)
        XCTAssertEqual(control.pressedSegmentIndex, 1, "the press follows the finger")
        host.window.move(1, 50 + 150, 140, at: 0.04)
        host.window.up(1, 50 + 150, 140, at: 0.06)
        XCTAssertEqual(control.selectedSegmentIndex, 1, "lifted 58 points below, within the 70-point slop: the segment under it")
        host.window.down(1, 50 + 50, 60, at: 1)
        host.window.move(1, 50 + 50, 199, at: 1.05)
        XCTAssertNil(control.pressedSegmentIndex, "outside the slop nothing is pressed")
        host.window.up(1, 50 + 50, 199, at: 1.1)
        XCTAssertEqual(control.selectedSegmentIndex, 1, "lifted 117 points below: no tap")
        XCTAssertEqual(log.entries, ["1"])
    }

    func testTheRaisedSegmentSlidesOnTheFrameLoop() {
        let (host, control, _) = scene()
        control.selectedSegmentIndex = 0
        XCTAssertEqual(control.selectionIndicatorFrame, CGRect(x: 2, y: 2, width: 96, height: 28))
        host.window.tap(50 + 250, 60, at: host.now)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the index changes at once")
        XCTAssertEqual(control.selectionIndicatorFrame?.minX ?? -1, 2, accuracy: 0.01)
        host.advance(by: UISegmentedControl.selectionAnimationDuration / 2)
        // Ease-out at half time: 0.75 of the 200 points (within a frame).
        XCTAssertEqual(control.selectionIndicatorFrame?.minX ?? -1, 2 + 150, accuracy: 12)
        host.advance(by: UISegmentedControl.selectionAnimationDuration)
        XCTAssertEqual(control.selectionIndicatorFrame, CGRect(x: 202, y: 2, width: 96, height: 28))
        XCTAssertFalse(host.frameLoop.wantsFrames)
    }

    func testTitleAttributesColourAndFontTheTitles() throws {
        _ = try TextTestSupport.systemFont()
        let (_, control, _) = scene()
        let big = UIFont.systemFont(ofSize: 20)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed, .font: big], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        control.selectedSegmentIndex = 1
        let labels = control.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels[0].textColor, .systemRed)
        XCTAssertEqual(labels[0].font, big)
        XCTAssertEqual(labels[1].textColor, .white)
        XCTAssertEqual(labels[1].font, big, "the selected state takes .normal's font when it sets none")
        XCTAssertEqual(control.titleTextAttributes(for: .selected)?.count, 1)
        XCTAssertNil(control.titleTextAttributes(for: .highlighted))

        control.isMomentary = true
        XCTAssertEqual(labels[1].textColor, .systemRed, "a momentary control shows no segment selected")
        control.isMomentary = false
        XCTAssertEqual(labels[1].textColor, .white)
    }

    func testActionsInitializerRunsTheTappedSegmentsAction() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 200))
        let log = EventLog()
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "List") { _ in log.append("list") },
            UIAction(title: "Grid") { action in log.append("grid from \(action.sender is UISegmentedControl)") },
        ])
        host.window.addSubview(control)
        XCTAssertEqual(control.titleForSegment(at: 1), "Grid")
        host.window.tap(150, 10, at: 0)
        XCTAssertEqual(log.entries, ["grid from true"])
    }

    func testImageSegments() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
        let control = UISegmentedControl(items: [dot, dot])
        XCTAssertEqual(control.numberOfSegments, 2)
        XCTAssertTrue(control.imageForSegment(at: 0) === dot)
        XCTAssertNil(control.titleForSegment(at: 0))
        XCTAssertEqual(control.intrinsicContentSize.width, 2 * (10 + 2 * UISegmentedControl.contentPadding))
        control.setTitle("Text", forSegmentAt: 1)
        XCTAssertNil(control.imageForSegment(at: 1), "a title replaces the image")
    }
}
