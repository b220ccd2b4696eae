import XCTest
@testable import UIKit

/// UISwitch: size, taps, drags, animation on the frame loop, disabled.
final class SwitchTests: XCTestCase {
    /// A switch at (100, 100) in a headless host: its thumb (27 points) travels 20 points,
    /// its centre from x 115.5 (off) to 135.5 (on).
    private func scene() -> (HeadlessHost, UISwitch, EventLog) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 80))
        host.window.addSubview(toggle)
        let log = EventLog()
        toggle.addAction(UIAction { _ in log.append(toggle.isOn ? "on" : "off") }, for: .valueChanged)
        return (host, toggle, log)
    }

    func testSizeIsIOSsWhateverTheFrame() {
        let (_, toggle, _) = scene()
        XCTAssertEqual(toggle.frame, CGRect(x: 100, y: 100, width: 51, height: 31))
        toggle.frame = CGRect(x: 10, y: 20, width: 300, height: 300)
        XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.bounds.size = CGSize(width: 200, height: 90)
        XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31), "through its bounds too, as a stack view sizes it")
        let stack = UIStackView(arrangedSubviews: [toggle])
        stack.alignment = .fill
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.layoutIfNeeded()
        XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31), "a filling stack does not stretch it")
        toggle.frame.origin = CGPoint(x: 10, y: 20)
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.sizeThatFits(CGSize(width: 10, height: 10)), CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.thumbDiameter, 27)
        XCTAssertEqual(toggle.thumbRect, CGRect(x: 2, y: 2, width: 27, height: 27))
        toggle.isOn = true
        XCTAssertEqual(toggle.thumbRect, CGRect(x: 22, y: 2, width: 27, height: 27))
    }

    func testSettingIsOnMovesTheThumbAtOnceAndSendsNothing() {
        let (host, toggle, log) = scene()
        toggle.isOn = true
        XCTAssertEqual(toggle.thumbPosition, 1)
        XCTAssertFalse(host.frameLoop.wantsFrames)
        toggle.setOn(false, animated: false)
        XCTAssertEqual(toggle.thumbPosition, 0)
        XCTAssertEqual(log.entries, [])
    }

    func testAnimatedSetOnSlidesTheThumbOnTheFrameLoop() {
        let (host, toggle, log) = scene()
        toggle.setOn(true, animated: true)
        XCTAssertTrue(toggle.isOn, "isOn reads the new value at once")
        XCTAssertEqual(toggle.thumbPosition, 0, "the thumb moves on the next frames")
        host.advance(by: UISwitch.animationDuration / 2)
        // Ease-out at half time: 1 − 0.5² = 0.75 of the way (within a frame).
        XCTAssertEqual(toggle.thumbPosition, 0.75, accuracy: 0.05)
        host.advance(by: UISwitch.animationDuration)
        XCTAssertEqual(toggle.thumbPosition, 1)
        XCTAssertFalse(host.frameLoop.wantsFrames, "the display link ends with the slide")
        XCTAssertEqual(log.entries, [], "setOn sends no action")
    }

    func testAnimatedSetOnOutsideAWindowJumps() {
        let toggle = UISwitch(frame: .zero)
        toggle.setOn(true, animated: true)
        XCTAssertEqual(toggle.thumbPosition, 1)
    }

    func testTapTogglesAndSendsValueChangedOnce() {
        let (host, toggle, log) = scene()
        host.window.tap(110, 115, at: 0)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(log.entries, ["on"])
        host.advance(by: 1)
        XCTAssertEqual(toggle.thumbPosition, 1)
        host.window.tap(140, 115, at: 2)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(log.entries, ["on", "off"])
    }

    func testDragMovesTheThumbAndReleasePastHalfwayTurnsOn() {
        let (host, toggle, log) = scene()
        host.window.down(1, 115, 115, at: 0)
        host.window.move(1, 120, 115, at: 0.02)
        XCTAssertEqual(toggle.thumbPosition, 0.25, accuracy: 1e-9, "5 of the thumb's 20 points of travel")
        host.window.move(1, 127, 115, at: 0.04)
        XCTAssertEqual(toggle.thumbPosition, 0.6, accuracy: 1e-9)
        XCTAssertEqual(log.entries, [], "no action while dragging")
        host.window.up(1, 127, 115, at: 0.06)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(log.entries, ["on"])
        host.advance(by: 1)
        XCTAssertEqual(toggle.thumbPosition, 1, "the thumb finishes its way to the on end")
    }

    func testDragReleasedShortOfHalfwayStaysOffAndSendsNothing() {
        let (host, toggle, log) = scene()
        host.window.down(1, 115, 115, at: 0)
        host.window.move(1, 123, 115, at: 0.02)
        XCTAssertEqual(toggle.thumbPosition, 0.4, accuracy: 1e-9)
        host.window.up(1, 123, 115, at: 0.04)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(log.entries, [], "a drag back to where it was is not a change")
        host.advance(by: 1)
        XCTAssertEqual(toggle.thumbPosition, 0)
    }

    func testDragIsClampedToTheTrack() {
        let (host, toggle, _) = scene()
        toggle.isOn = true
        host.window.down(1, 135, 115, at: 0)
        host.window.move(1, 300, 115, at: 0.02)
        XCTAssertEqual(toggle.thumbPosition, 1)
        host.window.move(1, 0, 115, at: 0.04)
        XCTAssertEqual(toggle.thumbPosition, 0)
        host.window.up(1, 0, 115, at: 0.06)
        XCTAssertFalse(toggle.isOn)
    }

    func testDisabledSwitchIgnoresTaps() {
        let (host, toggle, log) = scene()
        toggle.isEnabled = false
        host.window.tap(110, 115, at: 0)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(log.entries, [])
    }

    func testDefaultColoursAreIOSs() {
        let toggle = UISwitch(frame: .zero)
        XCTAssertNil(toggle.onTintColor, "nil draws systemGreen")
        let host = HeadlessHost(size: CGSize(width: 51, height: 31), scale: 2)
        host.window.backgroundColor = .white
        host.window.addSubview(toggle)
        toggle.isOn = true
        let on = host.renderFrame()
        // Pixels at twice the points. Left of the thumb (at x 22...49): the on colour.
        XCTAssertEqual(on[8, 31], UIColor.systemGreen.rasterColor.premultiplied)
        toggle.onTintColor = .systemBlue
        XCTAssertEqual(host.renderFrame()[8, 31], UIColor.systemBlue.rasterColor.premultiplied)
        toggle.isOn = false
        let off = host.renderFrame()
        // Right of the thumb (at x 2...29), inside the border: white; on the border (x
        // 49.5...51 at mid-height): the default grey.
        XCTAssertEqual(off[88, 31], Color.white.premultiplied)
        XCTAssertEqual(off[99, 31], UISwitch.defaultOffBorderColor.rasterColor.premultiplied)
        toggle.tintColor = .systemRed
        XCTAssertEqual(host.renderFrame()[99, 31], UIColor.systemRed.rasterColor.premultiplied,
                       "a tint set on the switch colours the off border")
    }
}
