import Foundation

// Wheel input. Without Ctrl it scrolls: the event is offered to the view under the
// pointer and then up the superview chain until one's `scrollWheel(_:)` accepts it (a
// scroll view), with no touch delay and no gesture recognizer involved. With Ctrl it is a
// pinch centred on the pointer, given to the `UIPinchGestureRecognizer`s of the view under
// the pointer and its ancestors; the zoom ends when the wheel pauses (a deadline), when
// Ctrl is released, or when the wheel turns without Ctrl.
extension UIWindow {
    func dispatchWheel(_ event: UIScrollWheelEvent) {
        inputState.lastTimestamp = max(inputState.lastTimestamp, event.timestamp)
        if event.modifierFlags.contains(.control) {
            zoomWithWheel(event)
            return
        }
        endWheelZoom(at: event.timestamp)
        var view = hitTest(event.locationInWindow, with: event)
        while let v = view {
            if v.scrollWheel(event) { return }
            view = v.superview
        }
    }

    private func zoomWithWheel(_ event: UIScrollWheelEvent) {
        var recognizers = inputState.wheelZoomRecognizers.filter { $0.isActive && $0.isWheelZooming }
        if recognizers.isEmpty {
            var view = hitTest(event.locationInWindow, with: event)
            while let v = view {
                for case let pinch as UIPinchGestureRecognizer in v.storedGestureRecognizers
                where pinch.isEnabled && !pinch.isFinished && pinch.numberOfTouches == 0 {
                    if let delegate = pinch.delegate, !delegate.gestureRecognizer(pinch, shouldReceive: event) { continue }
                    recognizers.append(pinch)
                }
                view = v.superview
            }
        }
        inputState.wheelZoomRecognizers = recognizers
        guard !recognizers.isEmpty else { return }
        inputState.dispatchDepth += 1
        for pinch in recognizers {
            activate(pinch)
            pinch.zoom(with: event)
        }
        inputState.dispatchDepth -= 1
        finishGesturePass(event: event, changed: [])
        inputState.wheelZoomRecognizers.removeAll { !$0.isActive || !$0.isWheelZooming }
    }

    /// Ends a Ctrl+wheel zoom in progress (Ctrl released, or the wheel turned without it).
    func endWheelZoom(at time: TimeInterval) {
        let recognizers = inputState.wheelZoomRecognizers
        guard !recognizers.isEmpty else { return }
        inputState.wheelZoomRecognizers.removeAll()
        inputState.dispatchDepth += 1
        for pinch in recognizers where pinch.isActive { pinch.endWheelZoom() }
        inputState.dispatchDepth -= 1
        finishGesturePass(event: makeTouchesEvent(at: time), changed: [])
    }
}
