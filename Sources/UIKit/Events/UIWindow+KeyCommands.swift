import Foundation

// Key commands, as UIKit finds them: a key going down is first offered to the key
// commands of the responder chain from the press target (the first responder) up to the
// window and the application. The first command that matches, whose action someone in the
// chain can perform, and that its receiver's `validate(_:)` leaves enabled, runs; the
// press then reaches no `pressesBegan` (nor its `pressesEnded`). A key the chain's own
// behaviour takes (a scroll view that can scroll with it) goes to `pressesBegan` instead,
// unless the command has `wantsPriorityOverSystemBehavior`.
extension UIWindow {
    /// The key commands offered along the responder chain from the first responder, as
    /// a key press would find them (each key once, the first offer winning), without the
    /// hidden ones: what a key-command help lists. Disabled ones are included, validated.
    public var discoverableKeyCommands: [UIKeyCommand] {
        let start = pressTarget
        var seen: [(String?, UIKeyModifierFlags)] = []
        var list: [UIKeyCommand] = []
        for (declarer, command) in Self.keyCommands(from: start) {
            if seen.contains(where: { $0.0 == command.input && $0.1 == command.modifierFlags }) { continue }
            seen.append((command.input, command.modifierFlags))
            command.receiver(declaredBy: declarer, chainStart: start)?.validate(command)
            if !command.attributes.contains(.hidden) { list.append(command) }
        }
        return list
    }

    /// Runs the key command `key` chooses for a chain starting at `start`; false when none
    /// does (the press goes to `pressesBegan`).
    func performKeyCommand(for key: UIKey, chainStart start: UIResponder) -> Bool {
        var systemTakesIt: Bool?
        for (declarer, command) in Self.keyCommands(from: start) where command.matches(key) {
            guard let receiver = command.receiver(declaredBy: declarer, chainStart: start) else { continue }
            receiver.validate(command)
            if command.attributes.contains(.disabled) { continue }
            if !command.wantsPriorityOverSystemBehavior {
                if systemTakesIt == nil {
                    systemTakesIt = Self.keyInputTakes(key, start)
                        || Self.chain(from: start).contains { $0.takesKeyAsSystemBehavior(key) }
                }
                if systemTakesIt == true { continue }
            }
            command.perform(on: receiver)
            return true
        }
        return false
    }

    private static func chain(from start: UIResponder) -> UnfoldSequence<UIResponder, (UIResponder?, Bool)> {
        sequence(first: start) { $0.next }
    }

    /// Every responder's commands along the chain, with the responder offering each.
    private static func keyCommands(from start: UIResponder) -> [(UIResponder, UIKeyCommand)] {
        var all: [(UIResponder, UIKeyCommand)] = []
        for responder in chain(from: start) {
            for command in responder.keyCommands ?? [] { all.append((responder, command)) }
        }
        return all
    }
}
