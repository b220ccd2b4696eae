import Foundation

// Beginning and ending editing: first-responder status, asked of the delegate and
// announced as UIKit announces it (delegate, control events, notifications).
extension UITextField {
    /// Begins editing, when the delegate agrees: `.editingDidBegin`, the delegate's
    /// `textFieldDidBeginEditing`, then `textDidBeginEditingNotification`.
    func beginEditing() -> Bool {
        if isEditing && isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { clearIfAllowed() }
        setNeedsLayout()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, when the delegate agrees: `.editingDidEnd`, the delegate's
    /// `textFieldDidEndEditing(_:reason:)`, then `textDidEndEditingNotification`.
    func endEditingIfAllowed() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        if isEditing { finishEditing() }
        return true
    }

    /// A field taken out of its window stops editing.
    func windowChanged() {
        if window == nil, isEditing { finishEditing() }
    }

    func finishEditing() {
        // A composition left when editing ends stays as text, as UIKit commits it.
        unmarkText()
        isEditing = false
        editingState.setCaret(editingState.caret)
        setNeedsLayout()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Return: asks `textFieldShouldReturn`, then sends `.editingDidEndOnExit`, and
    /// resigns when some target listens for that event, as UIKit's does.
    func returnPressed() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        let listens = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if listens { resignFirstResponder() }
    }

    // MARK: Touches

    /// A touch on a field that edits puts the caret at the touch (a second quick tap
    /// selects the word there); one on a field that does not waits for the lift, as
    /// UIKit's begins editing on a tap, so a touch a scroll view takes begins nothing.
    func beginTouch(_ touch: UITouch) -> Bool {
        guard isEditing else { return true }
        // A touch ends a composition (kept as text) before it moves the caret, as UIKit's.
        unmarkText()
        let offset = characterOffset(at: touch.location(in: self))
        if touch.tapCount >= 2 {
            editingState.selectWord(at: offset)
        } else {
            editingState.setCaret(offset)
        }
        return true
    }

    /// Dragging while editing selects from where the touch went down.
    func continueTouch(_ touch: UITouch) -> Bool {
        guard isEditing, touch.tapCount < 2 else { return true }
        let anchor = editingState.selection.isEmpty ? editingState.caret
            : (editingState.caret == editingState.selection.lowerBound ? editingState.selection.upperBound
                                                                      : editingState.selection.lowerBound)
        editingState.select(from: anchor, to: characterOffset(at: touch.location(in: self)))
        return true
    }

    /// A tap lifted inside a field that does not edit begins editing, the caret where it lifted.
    func endTouch(_ touch: UITouch?) {
        guard !isEditing, let touch, bounds.contains(touch.location(in: self)), becomeFirstResponder() else { return }
        editingState.setCaret(characterOffset(at: touch.location(in: self)))
    }

    /// The character boundary nearest `point` (the field's coordinates).
    func characterOffset(at point: CGPoint) -> Int {
        layoutIfNeeded()
        let x = point.x - textClip.frame.minX - displayLabel.frame.minX
        return caretPositions.index(nearest: x)
    }
}
