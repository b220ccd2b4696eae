import XCTest
@testable import UIKit

/// An ordered record of what views, recognizers and controls saw.
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// A view that logs the touches it receives as "name.began" etc.
final class TouchLoggingView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    /// "name.phase", with "×n" when a call carries n > 1 touches.
    private func entry(_ phase: String, _ touches: Set<UITouch>) -> String {
        touches.count > 1 ? "\(name).\(phase)×\(touches.count)" : "\(name).\(phase)"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append(entry("began", touches)) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append(entry("moved", touches)) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append(entry("ended", touches)) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append(entry("cancelled", touches)) }
}

/// Every state a recognizer takes (resets to `.possible` included), and the states its
/// targets were called with.
final class StateTrace {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var actions: [UIGestureRecognizer.State] = []

    init(_ recognizer: UIGestureRecognizer) {
        recognizer.stateObserver = { [unowned self] in self.states.append($0) }
        recognizer.addTarget { [unowned self] (r: UIGestureRecognizer) in self.actions.append(r.state) }
    }
}

/// A pan that logs its touch hooks into an `EventLog`.
final class LoggingPan: UIPanGestureRecognizer {
    var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("pan.began"); super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("pan.moved"); super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.append("pan.ended"); super.touchesEnded(touches, with: event)
    }
}

/// A delegate answering from closures.
final class TestGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin(gestureRecognizer) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous(gestureRecognizer, otherGestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive(gestureRecognizer, touch)
    }
}

func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

extension UIWindow {
    /// A window of `width` x `height` points with nothing in it.
    static func testWindow(width: CGFloat = 400, height: CGFloat = 400) -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A 400 x 400 window whose one full-size view carries `recognizer`, and a trace of
    /// the recognizer's states and actions.
    static func recognizerScene(_ recognizer: UIGestureRecognizer) -> (UIWindow, StateTrace) {
        let window = testWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return (window, StateTrace(recognizer))
    }

    func down(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        handle(.touchDown(id: id, location: pt(x, y)), at: t)
    }

    func move(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        handle(.touchMove(id: id, location: pt(x, y)), at: t)
    }

    func up(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        handle(.touchUp(id: id, location: pt(x, y)), at: t)
    }

    /// A tap of finger `id` at (x, y): down at `t`, up 50 ms later.
    func tap(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval, id: Int = 1) {
        down(id, x, y, at: t)
        up(id, x, y, at: t + 0.05)
    }
}
