import Foundation

/// A key and its modifiers bound to an action, as UIKit's `UIKeyCommand`: responders offer
/// them in `keyCommands`, and a key press runs the first enabled one along the responder
/// chain from the first responder (then the window and the application) instead of
/// reaching `pressesBegan`.
///
/// A command matches by the character the key types, so `?`, `|` and `+` work on any
/// layout: `input: "?"` matches Shift+/ on a US keyboard (the Shift that made the `?` is
/// part of the character, not a modifier to declare), and `input: "r", modifierFlags:
/// .shift` matches Shift+R as `input: "R"` does. Keys that type nothing are named by the
/// `input...` constants (`inputLeftArrow`, `f1`, ...). Caps Lock and the keypad flag are
/// never compared.
///
/// As on iOS, a command does not take a key from the system's own behaviour (a focused
/// scroll view's arrow, page and Home/End scrolling) unless
/// `wantsPriorityOverSystemBehavior` is set; where the scroll view cannot move that way,
/// the command runs.
open class UIKeyCommand: UICommand {
    /// The character (or `input...` constant) the command answers; nil matches nothing.
    public let input: String?
    /// The modifiers that must be held, beyond any Shift that made `input`'s character.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command runs before the system's own use of its key (scrolling).
    public var wantsPriorityOverSystemBehavior = false

    /// A command running `action`, a method of a responder class (`Viewer.rotate`), on
    /// the first responder of that class in the chain.
    public convenience init<Target: UIResponder>(title: String = "", action: @escaping (Target) -> (UIKeyCommand) -> Void,
                                                 input: String, modifierFlags: UIKeyModifierFlags = [],
                                                 discoverabilityTitle: String? = nil, attributes: Attributes = []) {
        self.init(title: title, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, action: Self.methodAction { (target: Target, command) in
                      if let command = command as? UIKeyCommand { action(target)(command) }
                  })
    }

    /// The same for a method that takes no sender (`Viewer.showNext`).
    public convenience init<Target: UIResponder>(title: String = "", action: @escaping (Target) -> () -> Void,
                                                 input: String, modifierFlags: UIKeyModifierFlags = [],
                                                 discoverabilityTitle: String? = nil, attributes: Attributes = []) {
        self.init(title: title, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, action: Self.methodAction { (target: Target, _) in action(target)() })
    }

    /// UIKit's short form: `UIKeyCommand(input:modifierFlags:action:)`.
    public convenience init<Target: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                                 action: @escaping (Target) -> (UIKeyCommand) -> Void) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command running `handler`, with the responder that offered it as the one that
    /// validates it.
    public convenience init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
                            discoverabilityTitle: String? = nil, attributes: Attributes = [],
                            handler: @escaping (UIKeyCommand) -> Void) {
        self.init(title: title, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, action: .handler { command in
                      if let command = command as? UIKeyCommand { handler(command) }
                  })
    }

    private init(title: String, input: String, modifierFlags: UIKeyModifierFlags, discoverabilityTitle: String?,
                 attributes: Attributes, action: Action) {
        self.input = input
        self.modifierFlags = modifierFlags.intersection(Self.comparedModifiers)
        super.init(title: title, discoverabilityTitle: discoverabilityTitle, attributes: attributes, action: action)
    }

    /// The modifiers a command compares; Caps Lock and the keypad flag are not among them.
    static let comparedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether a press of `key` chooses this command.
    public func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let held = key.modifierFlags.intersection(Self.comparedModifiers)
        if let codes = Self.keyCodes(forInput: input) {
            return codes.contains(key.keyCode) && held == modifierFlags
        }
        if !key.characters.isEmpty, key.characters == input {
            if held == modifierFlags { return true }
            // The Shift that typed the character belongs to it (Shift+/ is `?`).
            let shiftMadeIt = held.contains(.shift) && key.characters != key.charactersIgnoringModifiers
            if shiftMadeIt, held.subtracting(.shift) == modifierFlags { return true }
        }
        return !key.charactersIgnoringModifiers.isEmpty && key.charactersIgnoringModifiers == input
            && held == modifierFlags
    }
}
