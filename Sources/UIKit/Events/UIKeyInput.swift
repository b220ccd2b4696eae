import Foundation

/// A responder that takes typed text, as UIKit's: a first responder adopting it gets the
/// characters keys type (`insertText`) and Backspace (`deleteBackward`) instead of
/// `pressesBegan`, before key commands that want the same keys (unless they want priority
/// over system behaviour). `UITextField` adopts it and takes its keys itself.
public protocol UIKeyInput: UIResponder {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` where the caret is, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}
