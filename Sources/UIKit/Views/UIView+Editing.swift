import Foundation

extension UIView {
    /// Makes the first responder inside this view (or the view itself) resign, as UIKit's
    /// `endEditing(_:)`: the usual way to put a form's editing away. Without `force` the
    /// responder may refuse (a text field asks its delegate's `textFieldShouldEndEditing`);
    /// with it, it is not asked. True when no first responder is left inside the view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let current = window.firstResponder as? UIView,
              current === self || current.isDescendant(of: self) else { return true }
        if force {
            window.firstResponder = nil
            return true
        }
        return current.resignFirstResponder()
    }
}
