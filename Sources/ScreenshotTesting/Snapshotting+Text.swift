import UIKit

extension Snapshotting where Value: UIView, Format == String {
    /// The view hierarchy as text, one view a line: class, frame, bounds (so scroll offsets
    /// show), alpha, hidden, transform, and a scroll view's content size and zoom scale;
    /// stored as a `.txt` reference and compared line by line. The view is laid out first.
    public static var recursiveDescription: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            view.layoutIfNeeded()
            return ViewTreeDescription.describe(view)
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The controller's view hierarchy as text, shown in a window of `size` points (the
    /// main screen's size when nil) and laid out; see `recursiveDescription` for views.
    public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
            ControllerWindow.show(controller, size: size) { _ in ViewTreeDescription.describe(controller.view) }
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A string as it is, stored as a `.txt` reference and compared line by line.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}

extension Snapshotting where Format == String {
    /// Any value as Swift's `dump` prints it (its stored properties, recursively), stored
    /// as a `.txt` reference and compared line by line. Deterministic for values of types
    /// declared at the top level or in other types (a type declared inside a function prints
    /// with an address that changes between builds); a class instance prints as
    /// `ClassName #n`, numbered in the order met.
    public static var dump: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { value in
            var text = ""
            Swift.dump(value, to: &text)
            return text
        }
    }
}
