import Foundation

/// A command a responder offers (a menu item, a key command), as UIKit's `UICommand`: a
/// title for people and an action for the responder chain.
///
/// Swift on Linux has no selectors, so the action is a closure, or a method of a responder
/// class: `UIKeyCommand(input: "r", modifierFlags: [], action: Self.rotate)` ports
/// `UIKeyCommand(input: "r", modifierFlags: [], action: #selector(rotate(_:)))`. As on iOS,
/// a method action goes to the first responder in the chain, from the first responder up,
/// that is of the method's class; a command nobody in the chain can perform does nothing.
open class UICommand {
    /// How a command shows and whether it can be chosen, as UIKit's
    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Attributes from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The command cannot be chosen now: a disabled key command lets its key go on to
        /// other key commands and to `pressesBegan`.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The command destroys data (shown in red by menus).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The command is not listed (its key still works).
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// The short name menus show.
    public var title: String
    /// The name the key-command help lists; `title` when nil.
    public var discoverabilityTitle: String?
    /// Whether the command is shown and can be chosen; responders update it in
    /// `validate(_:)`.
    public var attributes: Attributes

    /// What choosing the command runs.
    enum Action {
        /// A closure, run as it is.
        case handler((UICommand) -> Void)
        /// A method of a responder class: `receiver` is the responder of that class a chain
        /// starting at a responder reaches first (nil: none), `run` calls the method on it.
        case method(receiver: (UIResponder) -> UIResponder?, run: (UIResponder, UICommand) -> Void)
    }

    let action: Action

    init(title: String, discoverabilityTitle: String?, attributes: Attributes, action: Action) {
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.action = action
    }

    /// The title the key-command help shows: `discoverabilityTitle`, else `title`.
    public var helpTitle: String {
        if let discoverabilityTitle, !discoverabilityTitle.isEmpty { return discoverabilityTitle }
        return title
    }

    /// The responder the action runs on when `declarer` offered the command and the chain
    /// starts at `chainStart`: the declarer for a closure, else the first responder of the
    /// method's class from `chainStart` up; nil when nobody can perform it.
    func receiver(declaredBy declarer: UIResponder, chainStart: UIResponder) -> UIResponder? {
        switch action {
        case .handler: return declarer
        case let .method(receiver, _): return receiver(chainStart)
        }
    }

    /// Runs the action on `receiver` (from `receiver(declaredBy:chainStart:)`).
    func perform(on receiver: UIResponder) {
        switch action {
        case let .handler(handler): handler(self)
        case let .method(_, run): run(receiver, self)
        }
    }

    /// A method action of `Target`'s class.
    static func methodAction<Target: UIResponder>(_ run: @escaping (Target, UICommand) -> Void) -> Action {
        .method(receiver: { start in
            var responder: UIResponder? = start
            while let r = responder {
                if r is Target { return r }
                responder = r.next
            }
            return nil
        }, run: { receiver, command in
            if let target = receiver as? Target { run(target, command) }
        })
    }
}
