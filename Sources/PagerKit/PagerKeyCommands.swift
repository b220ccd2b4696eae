import UIKit

/// The pager's keys, declared as key commands (found along the responder chain, listed by
/// the help overlay): what each does is a closure, so the page view controller screen and
/// the tutorial screen share one declaration.
public struct PagerKeyActions {
    public var next: () -> Void
    public var previous: () -> Void
    public var first: () -> Void
    public var last: () -> Void
    public var toggleHelp: () -> Void
    /// Escape: hides the help if it shows, else quits.
    public var escape: () -> Void
    public var quit: () -> Void

    public init(next: @escaping () -> Void, previous: @escaping () -> Void, first: @escaping () -> Void,
                last: @escaping () -> Void, toggleHelp: @escaping () -> Void, escape: @escaping () -> Void,
                quit: @escaping () -> Void) {
        self.next = next
        self.previous = previous
        self.first = first
        self.last = last
        self.toggleHelp = toggleHelp
        self.escape = escape
        self.quit = quit
    }
}

public enum PagerKeyCommands {
    /// The help titles, one a row of the help overlay.
    public static let nextTitle = "Next page"
    public static let previousTitle = "Previous page"
    public static let firstTitle = "First page"
    public static let lastTitle = "Last page"
    public static let helpTitle = "Show or hide these keys"
    public static let quitTitle = "Quit"

    /// The commands: Right/Left (Down/Up when `vertical`), Page Down/Up and Space/Shift+Space
    /// turn; Home/End go to the ends; `?` or F1 toggle the help; `q` or Escape quit. Each
    /// takes its key before any scroll view would.
    public static func commands(vertical: Bool, actions: PagerKeyActions) -> [UIKeyCommand] {
        func command(_ title: String, _ input: String, _ modifiers: UIKeyModifierFlags = [],
                     _ action: @escaping () -> Void) -> UIKeyCommand {
            let command = UIKeyCommand(title: title, input: input, modifierFlags: modifiers) { _ in action() }
            command.wantsPriorityOverSystemBehavior = true
            return command
        }
        return [
            command(nextTitle, vertical ? UIKeyCommand.inputDownArrow : UIKeyCommand.inputRightArrow, [], actions.next),
            command(nextTitle, UIKeyCommand.inputPageDown, [], actions.next),
            command(nextTitle, " ", [], actions.next),
            command(previousTitle, vertical ? UIKeyCommand.inputUpArrow : UIKeyCommand.inputLeftArrow, [], actions.previous),
            command(previousTitle, UIKeyCommand.inputPageUp, [], actions.previous),
            command(previousTitle, " ", .shift, actions.previous),
            command(firstTitle, UIKeyCommand.inputHome, [], actions.first),
            command(lastTitle, UIKeyCommand.inputEnd, [], actions.last),
            command(helpTitle, "?", [], actions.toggleHelp),
            command(helpTitle, UIKeyCommand.f1, [], actions.toggleHelp),
            command(quitTitle, "q", [], actions.quit),
            command(quitTitle, UIKeyCommand.inputEscape, [], actions.escape),
        ]
    }

    /// The help overlay's rows: the commands', then the pointer's.
    public static func helpEntries(for commands: [UIKeyCommand], zoomablePages: Bool) -> [KeyCommandHelpView.Entry] {
        var entries = KeyCommandHelpView.entries(for: commands)
        entries.append(.init(title: "Turn a page", keys: "drag or flick"))
        if zoomablePages { entries.append(.init(title: "Zoom the image", keys: "pinch, Ctrl+wheel, double-click")) }
        return entries
    }
}
