import Foundation

/// A recognizer held weakly (failure requirements must not keep recognizers alive).
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

extension UIGestureRecognizer {
    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it
    /// recognizes, and fail if the other recognizes: the single tap that waits for a double
    /// tap. The other is held weakly. A required recognizer that is not following the
    /// current touches does not hold this one back.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer must wait for `other` to fail: `require(toFail:)`, the
    /// subclass hooks of both, and both delegates.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true { return true }
        return false
    }

    /// Whether the two may recognize together: either delegate says so.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer, having recognized, keeps `other` from recognizing.
    func prevents(_ other: UIGestureRecognizer) -> Bool {
        !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }
}
