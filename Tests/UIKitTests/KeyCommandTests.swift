import XCTest
@testable import UIKit

/// A first-responder view offering key commands and logging what reaches it.
private final class CommandView: UIView {
    let log: EventLog
    var commands: [UIKeyCommand] = []
    var disables: Set<String> = []

    init(log: EventLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }

    override func validate(_ command: UICommand) {
        guard let key = command as? UIKeyCommand, let input = key.input else { return }
        if disables.contains(input) { command.attributes.insert(.disabled) } else { command.attributes.remove(.disabled) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("view.began \(presses.first!.key!.characters)")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("view.ended \(presses.first!.key!.characters)")
        super.pressesEnded(presses, with: event)
    }

    func rotate(_ command: UIKeyCommand) { log.append("view.rotate \(command.input!)") }
}

/// A view controller offering its own commands, as an iOS screen declares its keys.
private final class CommandController: UIViewController {
    var log: EventLog?
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Help", action: CommandController.showHelp, input: "?"),
         UIKeyCommand(title: "Next", action: CommandController.next, input: UIKeyCommand.inputRightArrow),
         UIKeyCommand(title: "Flip", action: CommandController.flip, input: "|")]
    }
    func showHelp() { log?.append("controller.help") }
    func next() { log?.append("controller.next") }
    func flip(_ command: UIKeyCommand) { log?.append("controller.flip") }
}

final class KeyCommandTests: XCTestCase {
    func key(_ code: UIKeyboardHIDUsage, _ characters: String = "", plain: String? = nil,
             _ modifiers: UIKeyModifierFlags = []) -> UIKey {
        UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: plain, modifierFlags: modifiers)
    }

    func command(_ input: String, _ modifiers: UIKeyModifierFlags = []) -> UIKeyCommand {
        UIKeyCommand(input: input, modifierFlags: modifiers) { _ in }
    }

    func testMatchingByTheCharacterTyped() {
        let slash = UIKeyboardHIDUsage(rawValue: 56)
        // US Shift+/ types '?': the Shift belongs to the character.
        XCTAssertTrue(command("?").matches(key(slash, "?", plain: "/", .shift)))
        XCTAssertFalse(command("/").matches(key(slash, "?", plain: "/", .shift)))
        XCTAssertTrue(command("/", .shift).matches(key(slash, "?", plain: "/", .shift)))
        // German layout: '?' is Shift+ß; the same command answers it.
        XCTAssertTrue(command("?").matches(key(UIKeyboardHIDUsage(rawValue: 45), "?", plain: "ß", .shift)))
        // r and Shift+R are two commands; R declared either way.
        let r = UIKeyboardHIDUsage.letter("r")!
        XCTAssertTrue(command("r").matches(key(r, "r")))
        XCTAssertFalse(command("r").matches(key(r, "R", plain: "r", .shift)))
        XCTAssertTrue(command("R").matches(key(r, "R", plain: "r", .shift)))
        XCTAssertTrue(command("r", .shift).matches(key(r, "R", plain: "r", .shift)))
        XCTAssertFalse(command("R").matches(key(r, "r")))
        // Other modifiers must be declared.
        XCTAssertFalse(command("r").matches(key(r, "r", .control)))
        XCTAssertTrue(command("r", .control).matches(key(r, "r", .control)))
        XCTAssertTrue(command("r").matches(key(r, "r", [.alphaShift, .numericPad]).withCharacters("r")))
        // Space and Shift+Space are different: Shift types no other character.
        XCTAssertTrue(command(" ").matches(key(.keyboardSpacebar, " ")))
        XCTAssertFalse(command(" ").matches(key(.keyboardSpacebar, " ", .shift)))
        XCTAssertTrue(command(" ", .shift).matches(key(.keyboardSpacebar, " ", .shift)))
        // The keypad's + is a '+'.
        XCTAssertTrue(command("+").matches(key(.keypadPlus, "+", .numericPad)))
    }

    func testNamedInputsMatchTheirKeys() {
        XCTAssertTrue(command(UIKeyCommand.inputLeftArrow).matches(key(.keyboardLeftArrow)))
        XCTAssertFalse(command(UIKeyCommand.inputLeftArrow).matches(key(.keyboardRightArrow)))
        XCTAssertFalse(command(UIKeyCommand.inputLeftArrow).matches(key(.keyboardLeftArrow, "", .shift)))
        XCTAssertTrue(command(UIKeyCommand.inputPageDown).matches(key(.keyboardPageDown)))
        XCTAssertTrue(command(UIKeyCommand.inputEscape).matches(key(.keyboardEscape, "\u{1B}")))
        XCTAssertTrue(command(UIKeyCommand.f11).matches(key(UIKeyboardHIDUsage(rawValue: 68))))
        XCTAssertFalse(command(UIKeyCommand.f11).matches(key(UIKeyboardHIDUsage(rawValue: 67))))
    }

    func testKeyLabelsForHelp() {
        XCTAssertEqual(command("r", [.shift, .control]).keyLabel, "Ctrl+Shift+r")
        XCTAssertEqual(command(UIKeyCommand.inputLeftArrow).keyLabel, "←")
        XCTAssertEqual(command(" ").keyLabel, "Space")
        XCTAssertEqual(command(UIKeyCommand.f1).keyLabel, "F1")
        XCTAssertEqual(command("?").keyLabel, "?")
    }

    func testCommandsAlongTheChainRunInsteadOfPresses() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let controller = CommandController()
        controller.log = log
        let view = CommandView(log: log)
        controller.view = UIView(frame: window.bounds)
        window.rootViewController = controller
        controller.view.addSubview(view)
        view.commands = [UIKeyCommand(title: "Rotate", action: CommandView.rotate, input: "r")]
        XCTAssertTrue(view.becomeFirstResponder())
        let slash = UIKeyboardHIDUsage(rawValue: 56)
        let question = key(slash, "?", plain: "/", .shift)
        window.handle(.keyDown(question, isRepeat: false), at: 0)
        window.handle(.keyUp(question), at: 0.1)
        let r = key(.letter("r")!, "r")
        window.handle(.keyDown(r, isRepeat: false), at: 0.2)
        window.handle(.keyDown(r, isRepeat: true), at: 0.7)
        window.handle(.keyUp(r), at: 0.8)
        let w = key(.letter("w")!, "w")
        window.handle(.keyDown(w, isRepeat: false), at: 1)
        window.handle(.keyUp(w), at: 1.1)
        let bar = key(UIKeyboardHIDUsage(rawValue: 49), "|", plain: "\\", .shift)
        window.handle(.keyDown(bar, isRepeat: false), at: 1.2)
        XCTAssertEqual(log.entries, ["controller.help", "view.rotate r", "view.rotate r",
                                     "view.began w", "view.ended w", "controller.flip"],
                       "a command's key reaches neither pressesBegan nor pressesEnded; a held key repeats it")
    }

    func testADisabledCommandLetsTheKeyGoOn() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let controller = CommandController()
        controller.log = log
        let view = CommandView(log: log)
        window.rootViewController = controller
        controller.view.addSubview(view)
        view.commands = [UIKeyCommand(title: "Rotate", action: CommandView.rotate, input: "?")]
        view.becomeFirstResponder()
        let question = key(UIKeyboardHIDUsage(rawValue: 56), "?", plain: "/", .shift)
        window.handle(.keyDown(question, isRepeat: false), at: 0)
        view.disables = ["?"]
        window.handle(.keyDown(question, isRepeat: false), at: 1)
        XCTAssertEqual(log.entries, ["view.rotate ?", "controller.help"])
        XCTAssertEqual(window.discoverableKeyCommands.map(\.helpTitle), ["Rotate", "Next", "Flip"],
                       "each key once, the first offer winning")
        XCTAssertTrue(window.discoverableKeyCommands[0].attributes.contains(.disabled))
    }

    func testAMethodNobodyInTheChainHasDoesNothing() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let view = CommandView(log: log)
        window.addSubview(view)
        view.becomeFirstResponder()
        // The controller's method, offered by a view with no such controller above it.
        view.commands = [UIKeyCommand(title: "Help", action: CommandController.showHelp, input: "h")]
        window.handle(.keyDown(key(.letter("h")!, "h"), isRepeat: false), at: 0)
        XCTAssertEqual(log.entries, ["view.began h"])
    }

    func testAScrollViewThatCanScrollKeepsItsArrows() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let controller = CommandController()
        controller.log = log
        window.rootViewController = controller
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 300, height: 100)
        controller.view.addSubview(scroll)
        XCTAssertTrue(scroll.becomeFirstResponder())
        let right = key(.keyboardRightArrow)
        window.handle(.keyDown(right, isRepeat: false), at: 0)
        window.handle(.keyUp(right), at: 0.05)
        XCTAssertEqual(log.entries, [], "the scroll view scrolls")
        XCTAssertEqual(scroll.scrollAnimationTarget.x, UIScrollWheelEvent.pointsPerLine)
        // Content no wider than the view cannot scroll sideways: the command runs.
        scroll.contentSize = CGSize(width: 100, height: 100)
        scroll.contentOffset = .zero
        window.handle(.keyDown(right, isRepeat: false), at: 1)
        XCTAssertEqual(log.entries, ["controller.next"])
    }

    func testPriorityOverSystemBehaviourTakesTheKeyFromTheScrollView() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let command = UIKeyCommand(title: "Next", input: UIKeyCommand.inputRightArrow) { _ in log.append("next") }
        command.wantsPriorityOverSystemBehavior = true
        let holder = CommandHolder(commands: [command])
        window.rootViewController = holder
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 300, height: 100)
        holder.view.addSubview(scroll)
        XCTAssertTrue(scroll.becomeFirstResponder())
        window.handle(.keyDown(key(.keyboardRightArrow), isRepeat: false), at: 0)
        XCTAssertEqual(log.entries, ["next"])
        XCTAssertEqual(scroll.contentOffset, .zero)
    }
}

/// A view controller that only offers commands.
private final class CommandHolder: UIViewController {
    let commands: [UIKeyCommand]
    init(commands: [UIKeyCommand]) {
        self.commands = commands
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    override var keyCommands: [UIKeyCommand]? { commands }
}

private extension UIKey {
    func withCharacters(_ text: String) -> UIKey {
        UIKey(keyCode: keyCode, characters: text, charactersIgnoringModifiers: text, modifierFlags: modifierFlags)
    }
}
