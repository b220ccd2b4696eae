import Foundation

extension EventScript.Command {
    /// The command as one line of an event script (docs/event-scripts.md), which parses
    /// back to the same command: how a random-input failure prints the input that caused
    /// it. Numbers print in full (shortest round-trip form), so a replay is exact. Nil for
    /// a key scripts cannot name.
    public var scriptLine: String? {
        switch self {
        case let .input(input): return Self.scriptLine(of: input)
        case let .wait(seconds): return "wait \(seconds)"
        case let .frames(count): return "frames \(count)"
        case .render: return "render"
        case let .screenshot(path): return "screenshot \(path)"
        case let .resize(size): return "resize \(Self.number(size.width)) \(Self.number(size.height))"
        }
    }

    private static func scriptLine(of input: HostInput) -> String? {
        switch input {
        case let .touchDown(id, p): return "touch down \(id) \(number(p.x)) \(number(p.y))"
        case let .touchMove(id, p): return "touch move \(id) \(number(p.x)) \(number(p.y))"
        case let .touchUp(id, p): return "touch up \(id) \(number(p.x)) \(number(p.y))"
        case let .touchCancel(id): return "touch cancel \(id)"
        case let .wheel(p, delta, precise, modifiers):
            return "wheel \(precise ? "precise " : "")\(number(p.x)) \(number(p.y)) \(number(delta.x)) \(number(delta.y))"
                + words(of: modifiers)
        case let .keyDown(key, isRepeat):
            guard let name = EventScriptKeyNames.name(of: key.keyCode) else { return nil }
            return "key down \(name)\(words(of: key.modifierFlags))\(isRepeat ? " repeat" : "")"
        case let .keyUp(key):
            guard let name = EventScriptKeyNames.name(of: key.keyCode) else { return nil }
            return "key up \(name)\(words(of: key.modifierFlags))"
        case .text, .markedText:
            // Scripts name keys, not the text an input method commits or composes.
            return nil
        }
    }

    /// " shift ctrl …" for the modifiers scripts name.
    private static func words(of modifiers: UIKeyModifierFlags) -> String {
        let named: [(UIKeyModifierFlags, String)] = [(.shift, "shift"), (.control, "ctrl"), (.alternate, "alt"),
                                                     (.command, "cmd"), (.alphaShift, "capslock")]
        return named.filter { modifiers.contains($0.0) }.map { " " + $0.1 }.joined()
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}

extension EventScript {
    /// The script as text, one `Command.scriptLine` a line (a step's `@` time included);
    /// commands scripts cannot name are left out.
    public var text: String {
        steps.compactMap { step in
            step.command.scriptLine.map { line in step.time.map { "@\($0) \(line)" } ?? line }
        }.joined(separator: "\n") + "\n"
    }
}
