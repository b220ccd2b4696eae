import XCTest
@testable import UIKit

final class UIControlTests: XCTestCase {
    private static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.primaryActionTriggered, "primary"),
    ]

    /// A window with `control` at (100, 100, 100, 50) and a log of every event it sends.
    private func makeScene<C: UIControl>(_ control: C) -> (UIWindow, C, EventLog) {
        let window = UIWindow.testWindow()
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        window.addSubview(control)
        let log = EventLog()
        for (event, name) in Self.names {
            control.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        return (window, control, log)
    }

    func testTapSendsTouchDownThenTouchUpInside() {
        let (window, control, log) = makeScene(UIControl())
        window.down(1, 150, 120, at: 0)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        XCTAssertTrue(control.isTouchInside)
        XCTAssertEqual(control.state, .highlighted)
        window.move(1, 155, 125, at: 0.01)
        window.up(1, 155, 125, at: 0.02)
        XCTAssertEqual(log.entries, ["down", "dragInside", "upInside"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
        XCTAssertEqual(control.state, .normal)
    }

    func testDraggingOutAndBackIn() {
        let (window, control, log) = makeScene(UIControl())
        var highlights: [Bool] = []
        window.down(1, 150, 120, at: 0)
        window.move(1, 150, 200, at: 0.01); highlights.append(control.isHighlighted)   // 50 pt below: within the slop
        window.move(1, 150, 230, at: 0.02); highlights.append(control.isHighlighted)   // 80 pt below: outside
        window.move(1, 150, 260, at: 0.03); highlights.append(control.isHighlighted)
        window.move(1, 150, 140, at: 0.04); highlights.append(control.isHighlighted)
        window.up(1, 150, 140, at: 0.05)
        XCTAssertEqual(log.entries, ["down", "dragInside", "dragExit", "dragOutside", "dragEnter", "upInside"])
        XCTAssertEqual(highlights, [true, false, false, true])
    }

    func testLiftWithinTheSlopIsInsideAndBeyondIsOutside() {
        let (window, _, log) = makeScene(UIControl())
        window.down(1, 150, 120, at: 0)
        window.up(1, 260, 120, at: 0.01)    // 60 pt right of the right edge
        window.down(1, 150, 120, at: 1)
        window.up(1, 275, 120, at: 1.01)    // 75 pt right of it
        XCTAssertEqual(log.entries, ["down", "upInside", "down", "upOutside"])
        XCTAssertEqual(UIControl.touchInsideSlop, 70)
    }

    func testRepeatedTapSendsTouchDownRepeat() {
        let (window, _, log) = makeScene(UIControl())
        window.tap(150, 120, at: 0)
        window.tap(152, 121, at: 0.2)
        XCTAssertEqual(log.entries, ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    func testTouchTakenByAPanSendsTouchCancel() {
        let (window, control, log) = makeScene(UIControl())
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        window.down(1, 150, 120, at: 0)
        window.move(1, 150, 140, at: 0.01)
        window.up(1, 150, 140, at: 0.02)
        XCTAssertEqual(log.entries, ["down", "cancel"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testDisabledControlPassesTouchesUpTheResponderChain() {
        let window = UIWindow.testWindow()
        let log = EventLog()
        let parent = TouchLoggingView("parent", frame: window.bounds, log: log)
        window.addSubview(parent)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        control.addAction(UIAction { _ in log.append("action") }, for: .allTouchEvents)
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        window.tap(150, 120, at: 0)
        XCTAssertEqual(log.entries, ["parent.began", "parent.ended"])
    }

    func testTrackingHooks() {
        final class Tracking: UIControl {
            var log: [String] = []
            var accept = true
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("begin"); return accept }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("continue"); return true }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
            override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
        }
        let (window, control, events) = makeScene(Tracking())
        window.down(1, 150, 120, at: 0)
        window.move(1, 160, 120, at: 0.01)
        window.up(1, 160, 120, at: 0.02)
        XCTAssertEqual(control.log, ["begin", "continue", "end"])
        control.log = []
        control.accept = false
        events.entries = []
        window.down(1, 150, 120, at: 1)
        window.move(1, 160, 120, at: 1.01)
        window.up(1, 160, 120, at: 1.02)
        XCTAssertEqual(control.log, ["begin"], "refused: no further tracking")
        XCTAssertEqual(events.entries, ["down"], "and no drag or touch-up events")
        control.accept = true
        control.log = []
        window.down(1, 150, 120, at: 2)
        window.handle(.touchCancel(id: 1), at: 2.01)
        XCTAssertEqual(control.log, ["begin", "cancel"])
    }

    func testTargetActionShapes() {
        final class Target {
            var calls: [String] = []
            func plain() { calls.append("plain") }
            func sender(_ button: UIButton) { calls.append("sender \(button.tag)") }
            func senderAndEvent(_ control: UIControl, _ event: UIEvent?) { calls.append("event \(event != nil)") }
        }
        let (window, button, _) = makeScene(UIButton(type: .system))
        button.tag = 7
        let target = Target()
        button.addTarget(target, action: Target.plain, for: .touchUpInside)
        button.addTarget(target, action: Target.sender, for: .touchUpInside)
        button.addTarget(target, action: Target.senderAndEvent, for: [.touchDown, .touchUpInside])
        window.tap(150, 120, at: 0)
        XCTAssertEqual(target.calls, ["event true", "plain", "sender 7", "event true"])
        target.calls = []
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.calls, ["plain", "sender 7", "event false"])
        button.removeTarget(target, for: .touchUpInside)
        target.calls = []
        button.sendActions(for: [.touchDown, .touchUpInside])
        XCTAssertEqual(target.calls, ["event false"], "only the touchDown registration remains")
    }

    func testActionsByIdentifier() {
        let control = UIControl(frame: .zero)
        var fired: [String] = []
        let a = UIAction(title: "A", identifier: UIAction.Identifier("a")) { fired.append("a \($0.sender is UIControl)") }
        control.addAction(a, for: .valueChanged)
        control.addAction(UIAction(identifier: UIAction.Identifier("b")) { _ in fired.append("b") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.removeAction(identifiedBy: UIAction.Identifier("b"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.removeAction(a, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(fired, ["a true", "b", "a true"])
        XCTAssertEqual(control.allControlEvents, [])
    }

    func testButtonPrimaryAction() {
        var taps = 0
        let (window, button, log) = makeScene(UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 }))
        window.tap(150, 120, at: 0)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(log.entries, ["down", "upInside", "primary"])
        XCTAssertEqual(button.buttonType, .system)
    }

    func testSystemButtonDimsItsTitleWhileHighlighted() throws {
        let (window, button, _) = makeScene(UIButton(type: .system))
        button.setTitle("Tap", for: .normal)
        window.layoutIfNeeded()
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(button.currentTitleColor, .systemBlue)
        _ = window.takeDamage()
        window.down(1, 150, 120, at: 0)
        XCTAssertEqual(button.currentTitleColor.alpha, 0.2, accuracy: 1e-12)
        XCTAssertEqual(button.currentTitleColor.withAlphaComponent(1), .systemBlue)
        XCTAssertEqual(label.textColor, button.currentTitleColor, "the label follows the highlight")
        let labelInWindow = label.convert(label.bounds, to: nil)
        XCTAssertTrue(window.takeDamage().contains { $0.contains(labelInWindow) }, "the highlight is redrawn")
        window.up(1, 150, 120, at: 0.05)
        XCTAssertEqual(label.textColor, .systemBlue)
        XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white, "custom buttons' titles are white")
    }

    func testUIControlStateAndEventRawValuesMatchUIKit() {
        XCTAssertEqual(UIControl.State.highlighted.rawValue, 1)
        XCTAssertEqual(UIControl.State.disabled.rawValue, 2)
        XCTAssertEqual(UIControl.State.selected.rawValue, 4)
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 8192)
    }
}
