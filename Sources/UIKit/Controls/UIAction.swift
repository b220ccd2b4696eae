import Foundation

/// The closure an action runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// An action with a closure, as UIKit's `UIAction`: attach it to a control with
/// `UIControl.addAction(_:for:)`.
open class UIAction {
    /// Names an action, so it can be removed by name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A short label for the action (menus show it; controls keep it with the action).
    public var title: String
    /// The action's name; unique when not given.
    public let identifier: Identifier
    /// The closure run when the action fires.
    public let handler: UIActionHandler
    private weak var storedSender: AnyObject?

    /// An action running `handler`; `identifier` defaults to a unique one.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
    }

    /// The control that fired the action most recently (held weakly).
    public var sender: Any? { storedSender }

    /// Runs the handler with `sender` recorded.
    func perform(sender: AnyObject?) {
        storedSender = sender
        handler(self)
    }
}
