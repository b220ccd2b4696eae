import XCTest
import ScreenshotTesting
@testable import UIKit

/// `UITextField` in a headless window, typed into through the host's key path.
final class TextFieldTests: XCTestCase {
    /// Logs what a field's delegate hears, and can refuse.
    private final class Recorder: UITextFieldDelegate {
        var log: [String] = []
        var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
        var returns = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return endsEditing }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return allowsChange(range, string)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return returns }
        var clears = true
        var endsEditing = true
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return clears }
    }

    private var host: HeadlessHost!
    private var field: UITextField!
    private var recorder: Recorder!

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 320, height: 200))
        field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.borderStyle = .roundedRect
        recorder = Recorder()
        field.delegate = recorder
        host.window.addSubview(field)
        host.step()
        UIPasteboard.general.disconnect()
        UIPasteboard.general.string = nil
    }

    private func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = [],
                       plain: String? = nil) {
        let key = UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: plain ?? characters,
                        modifierFlags: flags)
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
    }

    private func type(_ text: String) {
        for c in text { press(UIKeyboardHIDUsage(rawValue: 4), String(c)) }
    }

    private func tap(at x: CGFloat, count: Int = 1) {
        let point = CGPoint(x: field.frame.minX + x, y: field.frame.midY)
        for _ in 0..<count {
            host.send(.touchDown(id: 1, location: point))
            host.send(.touchUp(id: 1, location: point))
        }
        host.step()
    }

    func testATapBeginsEditingAndTypingGoesInAtTheCaretWithTheDelegateAskedEachTime() {
        var changed = 0
        field.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
        tap(at: 100)
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin"])
        type("Hi")
        press(.keyboardSpacebar, " ")
        type("you")
        XCTAssertEqual(field.text, "Hi you")
        XCTAssertEqual(changed, 6)
        XCTAssertEqual(Array(recorder.log.suffix(2)), ["change 4,0 'o'", "change 5,0 'u'"])
        press(.keyboardLeftArrow, "", [.control])
        press(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "Hiyou", "Backspace at the word's start takes the space")
        recorder.allowsChange = { _, string in string != "!" }
        type("!")
        XCTAssertEqual(field.text, "Hiyou", "the delegate refused it")
        XCTAssertEqual(changed, 7)
    }

    func testShiftArrowsSelectAndTheClipboardCopiesCutsAndPastes() {
        field.text = "photo-0042.png"
        XCTAssertTrue(field.becomeFirstResponder())
        press(.keyboardHome)
        press(.keyboardRightArrow, "", [.shift, .control])
        XCTAssertEqual(field.editingState.selectedText, "photo")
        press(UIKeyboardHIDUsage(rawValue: 6), "\u{03}", [.control], plain: "c")
        XCTAssertEqual(UIPasteboard.general.string, "photo")
        press(.keyboardEnd)
        press(UIKeyboardHIDUsage(rawValue: 25), "\u{16}", [.control], plain: "v")
        XCTAssertEqual(field.text, "photo-0042.pngphoto")
        press(UIKeyboardHIDUsage(rawValue: 4), "\u{01}", [.control], plain: "a")
        press(UIKeyboardHIDUsage(rawValue: 27), "\u{18}", [.control], plain: "x")
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(UIPasteboard.general.string, "photo-0042.pngphoto")
        field.isSecureTextEntry = true
        type("secret")
        press(UIKeyboardHIDUsage(rawValue: 4), "\u{01}", [.control], plain: "a")
        press(UIKeyboardHIDUsage(rawValue: 6), "\u{03}", [.control], plain: "c")
        XCTAssertEqual(UIPasteboard.general.string, "photo-0042.pngphoto", "a secure field does not copy")
        XCTAssertEqual(field.displayLabel.text, "••••••")
    }

    func testReturnAsksTheDelegateAndResignsOnlyWhenSomeoneListensForEndOnExit() {
        XCTAssertTrue(field.becomeFirstResponder())
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertTrue(field.isEditing, "nobody listens for .editingDidEndOnExit")
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        recorder.returns = false
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(exits, 0)
        recorder.returns = true
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(exits, 1)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin", "shouldReturn", "shouldReturn", "shouldReturn",
                                      "shouldEnd", "didEnd"])
    }

    func testKeyCommandsForTypedKeysWaitWhileAFieldEdits() {
        final class Root: UIViewController {
            var searches = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "s", handler: { [unowned self] _ in searches += 1 })]
            }
        }
        let root = Root()
        host.window.rootViewController = root
        root.view.addSubview(field)
        host.step()
        press(UIKeyboardHIDUsage(rawValue: 22), "s")
        XCTAssertEqual(root.searches, 1, "no field edits: the command runs")
        XCTAssertTrue(field.becomeFirstResponder())
        press(UIKeyboardHIDUsage(rawValue: 22), "s")
        XCTAssertEqual(root.searches, 1)
        XCTAssertEqual(field.text, "s", "typed into the field instead")
        press(.keyboardEscape)
        XCTAssertTrue(field.isEditing, "Escape is not the field's")
    }

    func testTheTextScrollsToKeepTheCaretInViewAndATapPutsTheCaretWhereItLands() {
        XCTAssertTrue(field.becomeFirstResponder())
        type("The quick brown fox jumps over the lazy dog")
        host.step()
        let clip = field.textClip.frame
        XCTAssertEqual(clip.width, 186, "200 less 7 points a side")
        XCTAssertGreaterThan(field.scrollOffset, 0)
        XCTAssertLessThanOrEqual(field.caretView.frame.maxX, clip.width + 1)
        XCTAssertGreaterThan(field.caretView.frame.minX, clip.width - 8, "the caret at the right edge")
        press(.keyboardHome)
        host.step()
        XCTAssertEqual(field.scrollOffset, 0)
        XCTAssertEqual(field.caretView.frame.minX, -1)
        // A tap over the boundary after "The".
        let positions = CaretPositions(text: field.text!, font: field.font!)
        tap(at: 7 + positions.x(at: 3) + 1)
        XCTAssertEqual(field.editingState.selection, 3..<3)
        tap(at: 7 + positions.x(at: 5), count: 2)
        XCTAssertEqual(field.editingState.selectedText, "quick", "a double tap selects the word")
    }

    func testThePlaceholderShowsWhileEmptyAndTheClearButtonEmptiesTheField() {
        field.placeholder = "Search photos"
        field.clearButtonMode = .whileEditing
        host.step()
        XCTAssertFalse(field.placeholderLabel.isHidden)
        XCTAssertTrue(field.clearButton.isHidden)
        XCTAssertTrue(field.becomeFirstResponder())
        type("cat")
        host.step()
        XCTAssertTrue(field.placeholderLabel.isHidden)
        XCTAssertFalse(field.clearButton.isHidden)
        XCTAssertEqual(field.clearButton.frame, CGRect(x: 200 - 7 - 19, y: 8, width: 19, height: 19))
        let center = field.convert(CGPoint(x: field.clearButton.frame.midX, y: field.clearButton.frame.midY), to: host.window)
        host.send(.touchDown(id: 1, location: center))
        host.send(.touchUp(id: 1, location: center))
        host.step()
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(field.placeholderLabel.isHidden)
        XCTAssertEqual(recorder.log.last, "shouldClear", "the clear button asks only textFieldShouldClear")
    }

    func testNotificationsFollowTheEditing() {
        var names: [String] = []
        let center = NotificationCenter.default
        let tokens = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                      UITextField.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: field, queue: nil) { names.append($0.name.rawValue) }
        }
        defer { tokens.forEach(center.removeObserver) }
        field.becomeFirstResponder()
        type("a")
        field.text = "set in code"
        field.resignFirstResponder()
        XCTAssertEqual(names, ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                               "UITextFieldTextDidEndEditingNotification"])
    }

    func testSnapshotOfFieldsEditingAndAtRest() {
        host.window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let name = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        name.borderStyle = .roundedRect
        name.placeholder = "Album name"
        host.window.addSubview(name)
        field.clearButtonMode = .always
        field.becomeFirstResponder()
        type("Holiday 2026")
        press(.keyboardLeftArrow, "", [.shift, .control])
        host.step()
        assertSnapshot(of: host.window, named: "fields")
    }

    func testATouchBeginsEditingWhenItLiftsAndOneAScrollViewTakesBeginsNothing() {
        let point = CGPoint(x: field.frame.minX + 50, y: field.frame.midY)
        host.send(.touchDown(id: 1, location: point))
        host.step()
        XCTAssertFalse(field.isEditing, "not on the way down")
        host.send(.touchCancel(id: 1))
        host.step()
        XCTAssertFalse(field.isEditing)
        host.send(.touchDown(id: 1, location: point))
        host.send(.touchUp(id: 1, location: point))
        host.step()
        XCTAssertTrue(field.isEditing)
    }

    func testAFieldMovedOrRemovedWhileEditingStopsEditingAndCanBeginAgain() {
        XCTAssertTrue(field.becomeFirstResponder())
        let other = UIView(frame: host.window.bounds)
        host.window.addSubview(other)
        other.addSubview(field)
        XCTAssertFalse(field.isEditing, "moving the field took the keys from it")
        XCTAssertEqual(Array(recorder.log.suffix(1)), ["didEnd"], "told, without being asked")
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        type("a")
        XCTAssertEqual(field.text, "a")
        field.removeFromSuperview()
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.log.filter { $0 == "didEnd" }.count, 2)
        XCTAssertFalse(recorder.log.contains("shouldEnd"))
    }

    func testClearsOnBeginEditingAsksTextFieldShouldClear() {
        field.text = "old"
        field.clearsOnBeginEditing = true
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        recorder.clears = false
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(field.text, "old", "the delegate kept it")
        XCTAssertTrue(field.resignFirstResponder())
        recorder.clears = true
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(recorder.log.filter { $0 == "shouldClear" }.count, 2)
    }

    func testDeletingMovingAndDraggingSelectLikeADesktopField() {
        field.text = "one two three"
        XCTAssertTrue(field.becomeFirstResponder())
        press(.keyboardDeleteOrBackspace, "", [.control])
        XCTAssertEqual(field.text, "one two ")
        press(.keyboardUpArrow)
        press(.keyboardDeleteForward)
        XCTAssertEqual(field.text, "ne two ")
        press(.keyboardDeleteForward, "", [.control])
        XCTAssertEqual(field.text, " two ")
        press(.keyboardDownArrow)
        XCTAssertEqual(field.editingState.caret, 5)
        // A drag from the start of "two" to past its end selects it.
        let positions = CaretPositions(text: field.text!, font: field.font!)
        let y = field.frame.midY
        let x = field.frame.minX + 7
        host.send(.touchDown(id: 1, location: CGPoint(x: x + positions.x(at: 1), y: y)))
        host.step()
        host.send(.touchMove(id: 1, location: CGPoint(x: x + positions.x(at: 4), y: y)))
        host.step()
        host.send(.touchUp(id: 1, location: CGPoint(x: x + positions.x(at: 4), y: y)))
        host.step()
        XCTAssertEqual(field.editingState.selectedText, "two")
    }

    func testAltGrTypesItsCharacterAndAltAloneMakesNone() {
        XCTAssertTrue(field.becomeFirstResponder())
        // A German layout's AltGr+Q: the window system typed "@".
        press(UIKeyboardHIDUsage(rawValue: 20), "@", [.alternate], plain: "q")
        press(UIKeyboardHIDUsage(rawValue: 20), "q", [.alternate], plain: "q")
        XCTAssertEqual(field.text, "@")
    }

    func testPastedLinesAreAskedAboutAsTheOneLineThatGoesIn() {
        UIPasteboard.general.string = "two\nlines"
        XCTAssertTrue(field.becomeFirstResponder())
        press(UIKeyboardHIDUsage(rawValue: 25), "\u{16}", [.control], plain: "v")
        XCTAssertEqual(field.text, "two lines")
        XCTAssertEqual(recorder.log.last, "change 0,0 'two lines'")
    }

    func testCentredTextSitsInTheMiddleUntilItOverflows() {
        field.textAlignment = .center
        field.text = "Hi"
        host.step()
        let label = field.displayLabel.frame
        let width = CaretPositions(text: "Hi", font: field.font!).width
        XCTAssertEqual(label.minX, ((186 - width) / 2).rounded())
    }

    func testAViewAdoptingUIKeyInputGetsTypedKeysBeforeKeyCommands() {
        final class Pad: UIView, UIKeyInput {
            var typed = ""
            var hasText: Bool { !typed.isEmpty }
            func insertText(_ text: String) { typed += text }
            func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
            override var canBecomeFirstResponder: Bool { true }
        }
        final class Root: UIViewController {
            var commands = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "k", handler: { [unowned self] _ in commands += 1 })]
            }
        }
        let root = Root()
        host.window.rootViewController = root
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(pad)
        host.step()
        XCTAssertTrue(pad.becomeFirstResponder())
        type("ok")
        press(.keyboardDeleteOrBackspace)
        type("k")
        XCTAssertEqual(pad.typed, "ok")
        XCTAssertEqual(root.commands, 0)
    }

    func testACaretAfterACombiningMarkIsDrawnAndTappedWhereTheCharacterEnds() {
        XCTAssertTrue(field.becomeFirstResponder())
        for piece in ["e", "\u{301}", "x"] { press(UIKeyboardHIDUsage(rawValue: 4), piece) }
        XCTAssertEqual(field.text, "e\u{301}x")
        press(.keyboardLeftArrow)
        host.step()
        let positions = CaretPositions(text: field.text!, font: field.font!)
        XCTAssertEqual(field.caretView.frame.minX, (field.displayLabel.frame.minX + positions.x(at: 1) - 1).rounded(),
                       "between é and x")
        tap(at: 150)
        type("y")
        XCTAssertEqual(field.text, "e\u{301}xy", "a tap past the end puts the caret at the end")
    }

    func testAnEmptyFieldIsAsWideAsItsPlaceholder() {
        let empty = field.intrinsicContentSize.width
        field.placeholder = "Album name"
        let placeholder = CaretPositions(text: "Album name", font: field.font!).width
        XCTAssertGreaterThanOrEqual(field.intrinsicContentSize.width, placeholder + 14)
        XCTAssertGreaterThan(field.intrinsicContentSize.width, empty + 60)
        field.text = "Hi"
        XCTAssertLessThan(field.intrinsicContentSize.width, placeholder, "with text, the text's width")
    }

    func testEndEditingResignsTheFieldInsideAndForceSkipsTheDelegate() {
        let form = UIView(frame: host.window.bounds)
        host.window.addSubview(form)
        field.removeFromSuperview()
        form.addSubview(field)
        host.step()
        XCTAssertTrue(field.becomeFirstResponder())
        recorder.log.removeAll()
        recorder.endsEditing = false
        XCTAssertFalse(form.endEditing(false), "the delegate refused")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldEnd"])
        recorder.log.removeAll()
        XCTAssertTrue(form.endEditing(true))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.log, ["didEnd"], "forced: not asked, but told")
        XCTAssertTrue(UIView().endEditing(false), "nothing to resign")
    }

    func testDidEndEditingWithAReasonIsCalledInsteadOfThePlainOne() {
        final class Reasoned: UITextFieldDelegate {
            var log: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("plain") }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                log.append("reason \(reason.rawValue)")
            }
        }
        let reasoned = Reasoned()
        field.delegate = reasoned
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(reasoned.log, ["reason 0"])
        field.delegate = recorder
        recorder.log.removeAll()
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(recorder.log.suffix(1), ["didEnd"], "a delegate with only the plain one hears it")
    }

    func testAKeyInputViewGetsReturnAsANewline() {
        final class Pad: UIView, UIKeyInput {
            var typed = ""
            var hasText: Bool { !typed.isEmpty }
            func insertText(_ text: String) { typed += text }
            func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
            override var canBecomeFirstResponder: Bool { true }
        }
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(pad)
        host.step()
        XCTAssertTrue(pad.becomeFirstResponder())
        type("a")
        press(.keyboardReturnOrEnter, "\r")
        press(.keypadEnter, "\r")
        XCTAssertEqual(pad.typed, "a\n\n")
    }

    func testTextAnInputMethodCommitsGoesInAtTheCaretOfTheFieldThatEdits() {
        host.send(.text("日本"))
        XCTAssertEqual(field.text, "", "a field that is not editing takes none")
        XCTAssertTrue(field.becomeFirstResponder())
        type("ab")
        press(.keyboardLeftArrow)
        recorder.log.removeAll()
        host.send(.text("日本"))
        XCTAssertEqual(field.text, "a日本b")
        XCTAssertEqual(recorder.log, ["change 1,0 '日本'"], "asked of the delegate as typing is")
        recorder.allowsChange = { _, _ in false }
        host.send(.text("語"))
        XCTAssertEqual(field.text, "a日本b", "the delegate refused")
    }
}
