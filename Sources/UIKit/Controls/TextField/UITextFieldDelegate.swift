import Foundation

/// Told of and asked about a text field's editing, as UIKit's; every method has a default
/// (allow, or do nothing).
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may begin editing (become first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing (resign first responder).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field stopped editing, and why. This is the one the field calls; its default
    /// calls `textFieldDidEndEditing(_:)`, so a delegate implements either, as on iOS
    /// (which calls only this one when both are there).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's edit replacing `range` (UTF-16 units of the current text) with
    /// `string` may happen.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed: whether the field does its Return behaviour
    /// (`.editingDidEndOnExit`, which resigns when someone listens for it).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// Why editing ended (`textFieldDidEndEditing(_:reason:)`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder: the edit stands.
        case committed
    }
}
