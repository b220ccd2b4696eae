import Foundation

// How the window settles its gesture recognizers after each batch of input (a touch
// change, a wheel event, a deadline):
//  1. Requests to leave `.possible` are granted in the order the recognizers joined,
//     unless a recognizer they require to fail is still possible (they wait) or has
//     recognized (they fail), or a recognized recognizer excludes them (they fail).
//  2. A granted recognizer fails every possible one it excludes (all but those allowed
//     to recognize simultaneously) and those waiting for it to fail, and takes its touches
//     from their views when `cancelsTouchesInView`.
//  3. Targets are called for began, changed, ended and cancelled (never for failed).
//  4. A possible recognizer left with no touch down, no deadline and no request fails:
//     its gesture cannot happen any more, and those waiting for it must not wait forever.
// Steps 1-4 repeat until nothing changes (actions may change states). Then the views get
// their touches (UIWindow+TouchDelivery.swift) and finished recognizers are reset.
extension UIWindow {
    /// Bounds the settle loop so a recognizer that flips state in its own action cannot
    /// hang the window.
    static let maximumSettleRounds = 32

    /// A deadline this little after `now` counts as due, in seconds: times built by adding
    /// durations (0.1 + 0.2) carry rounding errors of about 1e-16 s, and a script that
    /// waits exactly the time-out must see it pass.
    static let deadlineTolerance: TimeInterval = 1e-9

    /// The earliest deadline of a gesture recognizer in this window (a double tap's wait
    /// for its next tap, the end of a Ctrl+wheel zoom), in seconds on the input clock;
    /// nil when none is pending. A run loop that sleeps while idle wakes for it.
    public var nextDeadline: TimeInterval? {
        inputState.activeRecognizers.compactMap { $0.storedDeadline }.min()
    }

    /// Resolves every gesture deadline due at or before `now` (seconds on the input
    /// clock): their recognizers time out, dependants may recognize, and held touches
    /// reach their views. The run loop calls it each tick; `handle(_:at:)` calls it before
    /// each input. Calling it again with the same time does nothing.
    public func processDeadlines(at now: TimeInterval) {
        let cutoff = now + UIWindow.deadlineTolerance
        func isDue(_ recognizer: UIGestureRecognizer) -> Bool {
            recognizer.storedDeadline.map { $0 <= cutoff } == true
        }
        guard inputState.activeRecognizers.contains(where: isDue) else { return }
        inputState.lastTimestamp = max(inputState.lastTimestamp, now)
        inputState.dispatchDepth += 1
        for _ in 0..<UIWindow.maximumSettleRounds {
            let due = inputState.activeRecognizers.filter(isDue).sorted { $0.storedDeadline! < $1.storedDeadline! }
            if due.isEmpty { break }
            for recognizer in due where isDue(recognizer) {
                recognizer.storedDeadline = nil
                recognizer.deadlineReached(at: now)
            }
            settleGestures()
        }
        inputState.dispatchDepth -= 1
        finishGesturePass(event: makeTouchesEvent(at: now), changed: [])
    }

    /// Lists `recognizer` as in play.
    func activate(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isActive else { return }
        recognizer.isActive = true
        recognizer.activeWindow = self
        inputState.activeRecognizers.append(recognizer)
    }

    /// A recognizer changed state; outside event delivery (an app disabling a recognizer),
    /// settle now.
    func gestureStateDidChange() {
        guard inputState.dispatchDepth == 0 else {
            inputState.needsSettle = true
            return
        }
        finishGesturePass(event: makeTouchesEvent(at: inputState.lastTimestamp), changed: [])
    }

    /// Settles the recognizers, delivers touches to views, resets finished recognizers;
    /// again if a view or an action changed a recognizer meanwhile.
    func finishGesturePass(event: UIEvent, changed: [UITouch]) {
        inputState.dispatchDepth += 1
        var changed = changed
        for _ in 0..<UIWindow.maximumSettleRounds {
            inputState.needsSettle = false
            settleGestures()
            deliverTouchesToViews(event: event, changed: changed)
            resetFinishedRecognizers()
            changed = []
            if !inputState.needsSettle { break }
        }
        inputState.dispatchDepth -= 1
    }

    /// Steps 1-4 of the comment above, until nothing changes.
    func settleGestures() {
        abandonDetachedRecognizers()
        for _ in 0..<UIWindow.maximumSettleRounds {
            grantRequests()
            var changed = false
            for recognizer in inputState.activeRecognizers where recognizer.needsAction {
                recognizer.needsAction = false
                recognizer.sendActions()
                changed = true
            }
            if failIdleRecognizers() { changed = true }
            if !changed { return }
        }
    }

    /// A recognizer whose view left this window (or was disabled) mid-gesture is cancelled
    /// when recognizing and fails when possible.
    private func abandonDetachedRecognizers() {
        for recognizer in inputState.activeRecognizers where recognizer.view?.window !== self || !recognizer.isEnabled {
            switch recognizer.storedState {
            case .began, .changed:
                recognizer.storedState = .cancelled
                recognizer.needsAction = true
            case .possible:
                recognizer.requestedState = nil
                recognizer.storedState = .failed
            case .ended, .cancelled, .failed:
                break
            }
        }
    }

    private func grantRequests() {
        var progress = true
        var rounds = 0
        while progress && rounds < UIWindow.maximumSettleRounds {
            progress = false
            rounds += 1
            for recognizer in inputState.activeRecognizers {
                guard recognizer.storedState == .possible, let wanted = recognizer.requestedState else { continue }
                switch decision(for: recognizer) {
                case .wait:
                    continue
                case .fail:
                    recognizer.requestedState = nil
                    recognizer.storedState = .failed
                case .grant:
                    grant(recognizer, wanted)
                }
                progress = true
            }
        }
    }

    private enum Decision { case grant, wait, fail }

    private func decision(for recognizer: UIGestureRecognizer) -> Decision {
        var waits = false
        for other in inputState.activeRecognizers where other !== recognizer {
            if recognizer.requiresFailure(of: other) {
                if other.hasRecognized { return .fail }
                if other.storedState == .possible { waits = true }
            } else if other.hasRecognized && other.prevents(recognizer) {
                return .fail
            }
        }
        return waits ? .wait : .grant
    }

    private func grant(_ recognizer: UIGestureRecognizer, _ wanted: UIGestureRecognizer.State) {
        recognizer.requestedState = nil
        recognizer.storedState = wanted
        recognizer.needsAction = true
        for other in inputState.activeRecognizers where other !== recognizer && other.storedState == .possible {
            if other.requiresFailure(of: recognizer) || recognizer.prevents(other) {
                other.requestedState = nil
                other.storedState = .failed
            }
        }
        for touch in recognizer.touchesSinceReset {
            guard let record = inputState.record(for: touch) else { continue }
            if recognizer.cancelsTouchesInView || (recognizer.delaysTouchesBegan && record.delivery == .pending) {
                record.cancelledByGesture = true
            }
        }
    }

    /// Fails possible recognizers whose gesture can no longer happen; true if any failed.
    private func failIdleRecognizers() -> Bool {
        var any = false
        for recognizer in inputState.activeRecognizers
        where recognizer.storedState == .possible && recognizer.requestedState == nil
            && recognizer.storedDeadline == nil
            && !recognizer.trackedTouches.contains(where: \.isDown) {
            recognizer.storedState = .failed
            any = true
        }
        return any
    }

    /// Resets every finished recognizer and drops ended touches from the rest.
    func resetFinishedRecognizers() {
        let finished = inputState.activeRecognizers.filter { $0.isFinished }
        inputState.activeRecognizers.removeAll { $0.isFinished }
        for recognizer in inputState.activeRecognizers {
            if !recognizer.trackedTouches.isEmpty {
                recognizer.lastLocationInWindow = GestureGeometry.centroid(of: recognizer.trackedTouches)
            }
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
        for recognizer in finished {
            recognizer.isActive = false
            recognizer.activeWindow = nil
            recognizer.resetToPossible()
        }
    }
}
