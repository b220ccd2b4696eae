import Foundation

extension UIGestureRecognizer {
    /// True once the recognizer finished (ended, cancelled or failed) and awaits its reset.
    var isFinished: Bool {
        switch storedState {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }

    /// True while a continuous gesture runs or a discrete one was just recognized.
    var hasRecognized: Bool {
        switch storedState {
        case .began, .changed, .ended: return true
        case .possible, .cancelled, .failed: return false
        }
    }

    /// Applies a subclass's (or the app's) state change; see `state`.
    func requestTransition(to new: State) {
        switch (storedState, new) {
        case (.possible, .began), (.possible, .ended):
            if requestedState == nil, !shouldBegin() {
                storedState = .failed
            } else {
                requestedState = new
            }
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            storedState = new
            needsAction = true
        case (.possible, .failed), (.possible, .cancelled):
            requestedState = nil
            storedState = .failed
        default:
            return
        }
        gesturesDidChange()
    }

    /// Asks the delegate and the view whether the recognizer may leave `.possible`.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Tells the window something changed; outside event delivery it settles at once.
    func gesturesDidChange() {
        if let window = activeWindow ?? view?.window {
            window.activate(self)
            window.gestureStateDidChange()
        } else {
            // Not in a window: nothing to arbitrate with, so grant and report directly.
            if let wanted = requestedState {
                requestedState = nil
                storedState = wanted
                needsAction = true
            }
            if needsAction {
                needsAction = false
                sendActions()
            }
        }
    }

    /// Stops the recognizer (disabled or detached): cancelled when recognizing, failed
    /// when possible.
    func abandon() {
        switch storedState {
        case .began, .changed: requestTransition(to: .cancelled)
        case .possible where isActive || requestedState != nil: requestTransition(to: .failed)
        default: break
        }
    }

    /// Returns to `.possible` and forgets the gesture; the window calls it once the
    /// recognizer finished.
    func resetToPossible() {
        storedState = .possible
        requestedState = nil
        needsAction = false
        storedDeadline = nil
        for touch in touchesSinceReset { touch.gestureRecognizers?.removeAll { $0 === self } }
        trackedTouches.removeAll()
        touchesSinceReset.removeAll()
        reset()
    }
}
