import UIKit

/// The pager's keys, declared as key commands (found along the responder chain, listed by
/// the help overlay): what each does is a closure, so the page view controller screen and
/// the tutorial screen share one declaration.
struct PagerKeyActions {
    var next: () -> Void
    var previous: () -> Void
    var first: () -> Void
    var last: () -> Void
    var toggleHelp: () -> Void
    /// Escape: hides the help if it shows, else quits.
    var escape: () -> Void
    var quit: () -> Void
}

/// The pager's key commands and the rows of its help overlay.
public enum PagerKeyCommands {
    /// The help title of the keys that turn to the next page.
    public static let nextTitle = "Next page"
    /// The help title of the keys that turn to the previous page.
    public static let previousTitle = "Previous page"
    /// The help title of Home.
    public static let firstTitle = "First page"
    /// The help title of End.
    public static let lastTitle = "Last page"
    /// The help title of `?` and F1.
    public static let helpTitle = "Show or hide these keys"
    /// The help title of `q` and Escape.
    public static let quitTitle = "Quit"

    /// The commands: Right/Left (Down/Up when `vertical`), Page Down/Up and Space/Shift+Space
    /// turn; Home/End go to the ends; `?` or F1 toggle the help; `q` or Escape quit. Each
    /// takes its key before any scroll view would.
    static func commands(vertical: Bool, actions: PagerKeyActions) -> [UIKeyCommand] {
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

    /// Keeps the page keys (next, previous, first, last) from the pages while `helpShown`:
    /// they are disabled, so they reach the help's panel (which has the keyboard and
    /// scrolls rows that do not fit) instead; `?`, F1, Escape and `q` still act. For each
    /// pager screen's `validate(_:)`.
    static func validate(_ command: UICommand, helpShown: Bool) {
        guard let key = command as? UIKeyCommand, pageTitles.contains(key.title) else { return }
        if helpShown { key.attributes.insert(.disabled) } else { key.attributes.remove(.disabled) }
    }

    private static let pageTitles: Set<String> = [nextTitle, previousTitle, firstTitle, lastTitle]

    /// The help overlay's rows: the commands', then the pointer's.
    static func helpEntries(for commands: [UIKeyCommand], zoomablePages: Bool) -> [KeyCommandHelpView.Entry] {
        var entries = KeyCommandHelpView.entries(for: commands)
        entries.append(.init(title: "Turn a page", keys: "drag or flick"))
        if zoomablePages { entries.append(.init(title: "Zoom the image", keys: "pinch, Ctrl+wheel, double-click")) }
        return entries
    }
}
