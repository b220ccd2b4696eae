import Foundation

// Touch delivery, as UIKit's window does it: a touch is hit-tested once, at touch-down;
// the recognizers of the hit view and its ancestors (deepest first, each view's in the
// order added) that accept it receive it before the view does; then the view gets
// touchesBegan/Moved/Ended unless a recognizer holds them back (`delaysTouchesBegan`,
// `delaysTouchesEnded`) or has taken the touch (`cancelsTouchesInView`: the view gets
// touchesCancelled if it had seen the touch begin, and nothing more).
extension UIWindow {
    /// A touches event at `time` carrying every touch down.
    func makeTouchesEvent(at time: TimeInterval) -> UIEvent {
        let event = UIEvent(timestamp: time, touches: Set(inputState.liveTouches.values))
        event.destinationWindow = self
        return event
    }

    /// Delivers the touches of `event` that changed (every phase but stationary).
    func dispatchTouches(_ event: UIEvent) {
        let changed = (event.allTouches ?? []).filter { $0.phase != .stationary && $0.window === self }
            .sorted { ($0.timestamp, $0.identifier) < ($1.timestamp, $1.identifier) }
        guard !changed.isEmpty else { return }
        inputState.lastTimestamp = max(inputState.lastTimestamp, event.timestamp)
        inputState.dispatchDepth += 1
        for touch in changed where touch.phase == .began && inputState.record(for: touch) == nil {
            let record = TouchRecord(touch: touch)
            // Recognizers see every touch; only the view's own delivery is limited.
            if !viewMayTake(touch) { record.delivery = .finished }
            inputState.records.append(record)
            attachRecognizers(to: touch)
        }
        for touch in changed where touch.phase == .moved {
            if let record = inputState.record(for: touch), record.delivery == .pending { record.movedWhileHeld = true }
        }
        deliverTouchesToRecognizers(changed, event: event)
        inputState.dispatchDepth -= 1
        finishGesturePass(event: event, changed: changed)
    }

    /// Whether the view of a new `touch` gets it, as UIKit decides: a view without
    /// `isMultipleTouchEnabled` takes only its first finger down, and while a view with
    /// `isExclusiveTouch` holds a finger no other view gets one (nor does it while others do).
    private func viewMayTake(_ touch: UITouch) -> Bool {
        guard let view = touch.view else { return true }
        for record in inputState.records where record.delivery != .finished && record.touch.isDown {
            guard let other = record.touch.view else { continue }
            if other === view { if !view.isMultipleTouchEnabled { return false } }
            else if other.isExclusiveTouch || view.isExclusiveTouch { return false }
        }
        return true
    }

    /// Gives a new touch the recognizers of its view and the view's ancestors that take it.
    private func attachRecognizers(to touch: UITouch) {
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let v = view {
            for recognizer in v.storedGestureRecognizers where recognizer.isEnabled && !recognizer.isFinished {
                if controlKeepsTouch(touch, from: recognizer) { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                recognizers.append(recognizer)
            }
            view = v.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.trackedTouches.append(touch)
            recognizer.touchesSinceReset.append(touch)
            activate(recognizer)
        }
    }

    /// UIKit's rule for controls: a touch on a control whose own action is the gesture
    /// (a button's single tap) is the control's, not that of a recognizer on an ancestor.
    private func controlKeepsTouch(_ touch: UITouch, from recognizer: UIGestureRecognizer) -> Bool {
        var view = touch.view
        while let v = view, v !== recognizer.view {
            if let control = v as? UIControl, control.isEnabled, control.keepsTouches(from: recognizer) { return true }
            view = v.superview
        }
        return false
    }

    private func deliverTouchesToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        var sets: [ObjectIdentifier: Set<UITouch>] = [:]
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] {
                let key = ObjectIdentifier(recognizer)
                if sets[key] == nil { order.append(recognizer) }
                sets[key, default: []].insert(touch)
            }
        }
        for recognizer in order {
            let phase = sets[ObjectIdentifier(recognizer)]!.first!.phase
            // Touches the recognizer ignored meanwhile, or all of them once it finished, stay away.
            let mine = sets[ObjectIdentifier(recognizer)]!.filter { touch in
                recognizer.trackedTouches.contains { $0 === touch }
            }
            guard !mine.isEmpty, recognizer.isEnabled, !recognizer.isFinished else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(mine, with: event)
            case .moved, .stationary: recognizer.touchesMoved(mine, with: event)
            case .ended: recognizer.touchesEnded(mine, with: event)
            case .cancelled: recognizer.touchesCancelled(mine, with: event)
            }
        }
    }

    /// Whether a recognizer following `touch` has taken it from its view.
    private func gestureClaims(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.cancelsTouchesInView && $0.hasRecognized } == true
    }

    private func holdsBegan(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesBegan && $0.storedState == .possible } == true
    }

    private func holdsEnded(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesEnded && $0.storedState == .possible } == true
    }

    /// Sends each view what it may now see of its touches: `changed` this event, plus any
    /// held back earlier that a recognizer's failure or success released.
    func deliverTouchesToViews(event: UIEvent, changed: [UITouch]) {
        var began = ViewTouchGroups(), moved = ViewTouchGroups(), ended = ViewTouchGroups(), cancelled = ViewTouchGroups()
        for record in inputState.records where record.delivery != .finished {
            let touch = record.touch
            guard let view = touch.view else {
                record.delivery = .finished
                continue
            }
            if record.cancelledByGesture || gestureClaims(touch) || touch.phase == .cancelled {
                if record.delivery == .began { cancelled.add(touch, to: view) }
                record.delivery = .finished
                continue
            }
            var justBegan = false
            if record.delivery == .pending {
                if holdsBegan(touch) { continue }
                began.add(touch, to: view)
                record.delivery = .began
                justBegan = true
                if record.movedWhileHeld { moved.add(touch, to: view) }
            }
            if touch.phase == .ended {
                if holdsEnded(touch) { continue }
                ended.add(touch, to: view)
                record.delivery = .finished
            } else if !justBegan, touch.phase == .moved, changed.contains(where: { $0 === touch }) {
                moved.add(touch, to: view)
            }
        }
        inputState.records.removeAll {
            $0.delivery == .finished && ($0.touch.phase == .ended || $0.touch.phase == .cancelled)
        }
        for (view, touches) in began.groups { view.touchesBegan(touches, with: event) }
        for (view, touches) in moved.groups { view.touchesMoved(touches, with: event) }
        for (view, touches) in ended.groups { view.touchesEnded(touches, with: event) }
        for (view, touches) in cancelled.groups { view.touchesCancelled(touches, with: event) }
    }
}

/// Touches grouped by view, views in the order first seen.
struct ViewTouchGroups {
    private(set) var groups: [(UIView, Set<UITouch>)] = []

    mutating func add(_ touch: UITouch, to view: UIView) {
        if let i = groups.firstIndex(where: { $0.0 === view }) {
            groups[i].1.insert(touch)
        } else {
            groups.append((view, [touch]))
        }
    }
}
