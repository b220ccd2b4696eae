import Foundation

// Wheel input. Without Ctrl it scrolls: the event is offered to the view under the
// pointer and then up the superview chain until one's `scrollWheel(_:)` accepts it (a
// scroll view), with no touch delay and no gesture recognizer involved. With Ctrl it is a
// pinch centred on the pointer, given to the `UIPinchGestureRecognizer`s of the view under
// the pointer and its ancestors; with Shift+Ctrl a rotation, given the same way to their
// `UIRotationGestureRecognizer`s. The gesture ends when the wheel pauses (a deadline),
// when Ctrl is released, when the wheel turns without Ctrl, or when Shift changes (the
// other gesture then begins).
extension UIWindow {
    func dispatchWheel(_ event: UIScrollWheelEvent) {
        inputState.lastTimestamp = max(inputState.lastTimestamp, event.timestamp)
        if let kind = WheelGestureKind(event.modifierFlags) {
            if inputState.wheelGestureKind != kind { endWheelZoom(at: event.timestamp) }
            driveWheelGesture(kind, with: event)
            return
        }
        endWheelZoom(at: event.timestamp)
        var view = hitTest(event.locationInWindow, with: event)
        while let v = view {
            if v.scrollWheel(event) { return }
            view = v.superview
        }
    }

    private func driveWheelGesture(_ kind: WheelGestureKind, with event: UIScrollWheelEvent) {
        var recognizers = inputState.wheelGestureRecognizers.filter { $0.isActive && $0.isWheelDriven }
        if recognizers.isEmpty {
            var view = hitTest(event.locationInWindow, with: event)
            while let v = view {
                for case let recognizer as any WheelDrivenGesture in v.storedGestureRecognizers
                where kind.drives(recognizer) && recognizer.isEnabled && !recognizer.isFinished
                    && recognizer.numberOfTouches == 0 {
                    if let delegate = recognizer.delegate,
                       !delegate.gestureRecognizer(recognizer, shouldReceive: event) { continue }
                    recognizers.append(recognizer)
                }
                view = v.superview
            }
        }
        inputState.wheelGestureRecognizers = recognizers
        inputState.wheelGestureKind = kind
        guard !recognizers.isEmpty else { return }
        inputState.dispatchDepth += 1
        for recognizer in recognizers {
            activate(recognizer)
            recognizer.applyWheel(event)
        }
        inputState.dispatchDepth -= 1
        finishGesturePass(event: event, changed: [])
        inputState.wheelGestureRecognizers.removeAll { !$0.isActive || !$0.isWheelDriven }
    }

    /// Ends a wheel pinch or rotation in progress (Ctrl released, the wheel turned without
    /// it, or Shift changed).
    func endWheelZoom(at time: TimeInterval) {
        let recognizers = inputState.wheelGestureRecognizers
        inputState.wheelGestureKind = nil
        guard !recognizers.isEmpty else { return }
        inputState.wheelGestureRecognizers.removeAll()
        inputState.dispatchDepth += 1
        for recognizer in recognizers where recognizer.isActive { recognizer.endWheelGesture() }
        inputState.dispatchDepth -= 1
        finishGesturePass(event: makeTouchesEvent(at: time), changed: [])
    }
}
