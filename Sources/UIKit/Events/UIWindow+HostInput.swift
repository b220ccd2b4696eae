import Foundation

extension UITouch {
    /// A touch-down within this many seconds of the previous lift-off continues its tap
    /// sequence (`tapCount` + 1). 0.35 s: about iOS's double-tap window, and the same as
    /// `UITapGestureRecognizer.maximumIntervalBetweenTaps`.
    public static let multipleTapInterval: TimeInterval = 0.35
    /// …and within this distance of where the previous touch lifted, in points (a
    /// fingertip's width; desktop systems use 4-8 px for the mouse, touch systems more).
    public static let multipleTapDistance: CGFloat = 20
}

extension UIWindow {
    /// Turns one raw host input into UIKit events and delivers them to this window's
    /// `sendEvent(_:)`, as real input on iOS: touches
    /// become `UITouch`es hit-tested at touch-down (`tapCount` counts taps closer than
    /// `UITouch.multipleTapInterval` and `multipleTapDistance`); a wheel becomes a
    /// `UIScrollWheelEvent` (or a pinch with Ctrl); keys become `UIPress`es for the first
    /// responder. Deadlines due by `timestamp` are processed first.
    ///
    /// `timestamp` is in seconds on the clock `processDeadlines(at:)` uses; inputs must
    /// come in time order (an earlier timestamp is treated as the latest one seen).
    public func handle(_ input: HostInput, at timestamp: TimeInterval) {
        assertMainThread()
        if let loop = hostLoop, FrameLoop.current !== loop {
            return loop.whileCurrent { handle(input, at: timestamp) }
        }
        let time = max(timestamp, inputState.lastTimestamp)
        processDeadlines(at: time)
        switch input {
        case let .touchDown(id, location):
            if inputState.liveTouches[id] != nil { return handle(.touchMove(id: id, location: location), at: time) }
            touchDown(id: id, at: location, time: time)
        case let .touchMove(id, location):
            guard let touch = inputState.liveTouches[id], location != touch.locationInWindow else { return }
            markOtherTouchesStationary(except: touch)
            touch.move(to: location, at: time)
            sendTouches(at: time)
        case let .touchUp(id, location):
            guard let touch = inputState.liveTouches[id] else { return }
            markOtherTouchesStationary(except: touch)
            if location != touch.locationInWindow {
                touch.move(to: location, at: time)
            } else {
                touch.previousLocationInWindow = location
            }
            touch.phase = .ended
            touch.timestamp = time
            inputState.lastTap = LastTap(time: time, location: location, count: touch.tapCount)
            sendTouches(at: time)
            inputState.liveTouches[id] = nil
            // A click on the window's top edge scrolls to the top, unless a control took it.
            if touch.initialLocationInWindow.y < UIWindow.scrollToTopStripHeight,
               location.y < UIWindow.scrollToTopStripHeight, !UIWindow.isInsideControl(touch.view),
               abs(location.x - touch.initialLocationInWindow.x) < UIPanGestureRecognizer.hysteresis {
                scrollToTop()
            }
        case let .touchCancel(id):
            guard let touch = inputState.liveTouches[id] else { return }
            markOtherTouchesStationary(except: touch)
            touch.phase = .cancelled
            touch.timestamp = time
            inputState.lastTap = nil
            sendTouches(at: time)
            inputState.liveTouches[id] = nil
        case let .wheel(location, delta, isPrecise, modifiers):
            let points = isPrecise ? delta : CGPoint(x: delta.x * UIScrollWheelEvent.pointsPerLine,
                                                     y: delta.y * UIScrollWheelEvent.pointsPerLine)
            let event = UIScrollWheelEvent(delta: points, isPrecise: isPrecise, location: location,
                                           modifierFlags: modifiers, timestamp: time, window: self)
            sendEvent(event)
        case let .keyDown(key, isRepeat):
            keyDown(key, isRepeat: isRepeat, time: time)
        case let .keyUp(key):
            keyUp(key, time: time)
        case let .text(text):
            commitText(text)
        case let .markedText(text, selectedRange):
            composeText(text, selectedRange: selectedRange)
        }
    }

    private func touchDown(id: Int, at location: CGPoint, time: TimeInterval) {
        var tapCount = 1
        if let last = inputState.lastTap, time - last.time <= UITouch.multipleTapInterval,
           GestureGeometry.distance(last.location, location) <= UITouch.multipleTapDistance {
            tapCount = last.count + 1
        }
        markOtherTouchesStationary(except: nil)
        let touch = UITouch(identifier: id, location: location, timestamp: time, window: self, tapCount: tapCount)
        inputState.liveTouches[id] = touch
        let event = makeTouchesEvent(at: time)
        touch.view = hitTest(location, with: event)
        sendEvent(event)
    }

    private func sendTouches(at time: TimeInterval) {
        sendEvent(makeTouchesEvent(at: time))
    }

    private func markOtherTouchesStationary(except changing: UITouch?) {
        for touch in inputState.liveTouches.values where touch !== changing {
            if touch.phase == .began || touch.phase == .moved { touch.phase = .stationary }
        }
    }

    /// Delivers `event` by kind; see `sendEvent(_:)`.
    func dispatchEvent(_ event: UIEvent) {
        switch event {
        case let wheel as UIScrollWheelEvent: dispatchWheel(wheel)
        case let presses as UIPressesEvent: dispatchPresses(presses)
        default: dispatchTouches(event)
        }
    }
}

extension UIApplication {
    /// Delivers one raw host input to the key window; see `UIWindow.handle(_:at:)`.
    /// Does nothing without a key window.
    public func handle(_ input: HostInput, at timestamp: TimeInterval) {
        keyWindow?.handle(input, at: timestamp)
    }

    func routeEvent(_ event: UIEvent) {
        let window = event.destinationWindow ?? event.allTouches?.first(where: { $0.window != nil })?.window ?? keyWindow
        window?.sendEvent(event)
    }
}
