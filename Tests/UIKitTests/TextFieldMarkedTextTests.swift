import XCTest
@testable import UIKit

/// An input method's composition (marked text) in a `UITextField`, sent as a host sends
/// it (`HostInput.markedText`, then `.text` for the commit).
final class TextFieldMarkedTextTests: XCTestCase {
    /// Counts the delegate's change questions, and can refuse.
    private final class Recorder: UITextFieldDelegate {
        var changes: [String] = []
        var returns = 0
        var allowsChange = true
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool {
            changes.append("\(range.location),\(range.length) '\(string)'")
            return allowsChange
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return true }
    }

    /// A view of an app's own taking text through `UITextInput`: it keeps what is typed and
    /// the composition, and counts Backspaces.
    private final class Pad: UIView, UITextInput {
        var typed = "", marked: String?, deletes = 0
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !typed.isEmpty }
        func insertText(_ text: String) { typed += text; marked = nil }
        func deleteBackward() { deletes += 1 }
        var markedTextRange: UITextRange? { marked == nil ? nil : UITextRange() }
        func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            marked = (markedText ?? "").isEmpty ? nil : markedText
        }
        func unmarkText() { marked.map { typed += $0 }; marked = nil }
        var selectedTextRange: UITextRange? { get { nil } set {} }
        let beginningOfDocument = UITextPosition(), endOfDocument = UITextPosition()
        func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
        func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
        func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
        func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 5, y: 6, width: 2, height: 10) }
    }

    private var host: HeadlessHost!
    private var field: UITextField!
    private var recorder: Recorder!
    private var changed = 0

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 320, height: 200))
        field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.borderStyle = .roundedRect
        recorder = Recorder()
        field.delegate = recorder
        changed = 0
        field.addAction(UIAction { [unowned self] _ in changed += 1 }, for: .editingChanged)
        host.window.addSubview(field)
        host.step()
    }

    private func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = [],
                       plain: String? = nil) {
        let key = UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: plain ?? characters,
                        modifierFlags: flags)
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
    }

    private func compose(_ text: String, caret: Int? = nil, selecting length: Int = 0) {
        host.send(.markedText(text, selectedRange: NSRange(location: caret ?? text.utf16.count, length: length)))
    }

    /// The field's selection and marked text as UTF-16 offsets read through UITextInput.
    private var selection: [Int] {
        let range = field.selectedTextRange!
        return [field.offset(from: field.beginningOfDocument, to: range.start),
                field.offset(from: field.beginningOfDocument, to: range.end)]
    }

    private var marked: [Int]? {
        field.markedTextRange.map { [field.offset(from: field.beginningOfDocument, to: $0.start),
                                     field.offset(from: field.beginningOfDocument, to: $0.end)] }
    }

    func testACompositionShowsInTheTextUnaskedAndItsCommitIsAskedAndReplacesIt() {
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("ab")
        press(.keyboardLeftArrow)
        recorder.changes.removeAll()
        changed = 0
        compose("n")
        XCTAssertEqual(field.text, "anb", "the text includes the marked text, as UIKit's")
        XCTAssertEqual(marked, [1, 2])
        XCTAssertEqual(selection, [2, 2])
        compose("ni")
        compose("ni", caret: 1)
        XCTAssertEqual(field.text, "anib")
        XCTAssertEqual(marked, [1, 3])
        XCTAssertEqual(selection, [2, 2], "the caret where the input method put it, inside the composition")
        XCTAssertEqual(recorder.changes, [], "marked text is not asked of the delegate")
        XCTAssertEqual(changed, 2, "each change of the text is .editingChanged; a caret move alone is not")
        compose("你好", caret: 0, selecting: 1)
        XCTAssertEqual(selection, [1, 2], "the part being converted is selected")
        host.send(.text("你好"))
        XCTAssertEqual(field.text, "a你好b")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection, [3, 3], "the caret after the commit")
        XCTAssertEqual(recorder.changes, ["1,2 '你好'"], "the commit is asked as replacing the marked text")
        XCTAssertEqual(changed, 4)
        compose("")
        XCTAssertEqual(field.text, "a你好b", "the input method's empty composition after its commit takes nothing")
        XCTAssertEqual(changed, 4)
    }

    func testAnEmptyCompositionCancelsItAndTheTextIsAsBeforeButForTheSelectionItReplaced() {
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("abc")
        press(.keyboardLeftArrow)
        press(.keyboardLeftArrow, "", .shift)
        XCTAssertEqual(selection, [1, 2])
        compose("ka")
        XCTAssertEqual(field.text, "akac", "the composition replaces the selection")
        XCTAssertEqual(marked, [1, 3])
        changed = 0
        compose("")
        XCTAssertEqual(field.text, "ac")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection, [1, 1])
        XCTAssertEqual(changed, 1)
        press(.keyboardRightArrow, "", .shift)
        compose("")
        XCTAssertEqual(field.text, "ac", "nothing composed: an empty composition changes nothing")
        XCTAssertEqual(selection, [1, 2])
        XCTAssertEqual(changed, 1)
        XCTAssertEqual(recorder.changes, ["0,0 'abc'"], "only the insertText before")
    }

    func testKeysWhileComposingAreTheInputMethodsAndBackspaceAfterItDeletesAgain() {
        final class Root: UIViewController {
            var escapes = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: UIKeyCommand.inputEscape, handler: { [unowned self] _ in escapes += 1 })]
            }
        }
        let root = Root()
        host.window.rootViewController = root
        root.view.addSubview(field)
        host.step()
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("ab")
        compose("ka")
        press(.keyboardDeleteOrBackspace)
        press(.keyboardLeftArrow)
        press(.keyboardEscape)
        press(.keyboardReturnOrEnter, "\r")
        press(UIKeyboardHIDUsage(rawValue: 4), "x")
        XCTAssertEqual(field.text, "abka", "a key that comes while composing deletes, moves and types nothing")
        XCTAssertEqual(selection, [4, 4])
        XCTAssertEqual(root.escapes, 0, "nor runs a key command")
        XCTAssertEqual(recorder.returns, 0)
        compose("k")
        compose("")
        XCTAssertEqual(field.text, "ab", "Backspace in the input method shortened, then cancelled the composition")
        press(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "a", "with nothing composed Backspace is the field's again")
        press(.keyboardEscape)
        XCTAssertEqual(root.escapes, 1)
    }

    /// Ctrl+`letter` as SDL reports it: the control character typed, the letter unmodified.
    private func ctrl(_ letter: Character) {
        let index = letter.asciiValue! - Character("a").asciiValue!
        press(UIKeyboardHIDUsage(rawValue: 4 + Int(index)), String(UnicodeScalar(index + 1)), [.control],
              plain: String(letter))
    }

    func testAShortcutWhileComposingKeepsTheCompositionAsTextThenActsAsGTKAndQtFieldsDo() {
        final class Root: UIViewController {
            var undos = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "z", modifierFlags: .control, handler: { [unowned self] _ in undos += 1 })]
            }
        }
        let root = Root()
        host.window.rootViewController = root
        root.view.addSubview(field)
        host.step()
        UIPasteboard.general.disconnect()
        UIPasteboard.general.string = nil
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("ab")
        compose("ka")
        recorder.changes = []
        ctrl("a")
        XCTAssertNil(marked, "Ctrl+A ended the composition")
        XCTAssertFalse(host.window.hasMarkedText, "so the host resets its input method")
        XCTAssertEqual(field.text, "abka", "kept as text")
        XCTAssertEqual(recorder.changes, ["2,2 'ka'"], "asked of the delegate as its commit")
        XCTAssertEqual(selection, [0, 4], "then selected all of it")
        ctrl("c")
        XCTAssertEqual(UIPasteboard.general.string, "abka")
        press(.keyboardRightArrow)
        compose("ni")
        ctrl("v")
        XCTAssertEqual(field.text, "abkaniabka", "the composition, then the paste after it")
        XCTAssertEqual(selection, [10, 10])
        compose("zz")
        ctrl("a")
        ctrl("x")
        XCTAssertEqual(UIPasteboard.general.string, "abkaniabkazz")
        XCTAssertEqual(field.text, "")
        compose("q")
        ctrl("z")
        XCTAssertEqual(root.undos, 1, "a key command the field does not take runs")
        XCTAssertEqual(field.text, "q")
        XCTAssertNil(marked)
    }

    func testModifierKeysAloneAndAltGrCharactersStayTheInputMethods() {
        XCTAssertTrue(field.becomeFirstResponder())
        compose("ka")
        press(.keyboardLeftControl, "", [.control])
        press(.keyboardRightAlt, "", [.alternate])
        // A German layout's AltGr+Q: a character, which the input method composes with.
        press(UIKeyboardHIDUsage(rawValue: 20), "@", [.alternate], plain: "q")
        press(.keyboardLeftShift, "", [.shift])
        XCTAssertEqual(marked, [0, 2], "still composing")
        XCTAssertEqual(field.text, "ka")
    }

    func testAShortcutEndsTheCompositionOfAViewOfYourOwnToo() {
        let pad = Pad(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
        host.window.addSubview(pad)
        XCTAssertTrue(pad.becomeFirstResponder())
        compose("ka")
        ctrl("s")
        XCTAssertNil(pad.marked)
        XCTAssertEqual(pad.typed, "ka")
    }

    func testAControllerPresentedOverAComposingFieldLeavesItsCompositionAsTextWhenTheHostResets() {
        let root = UIViewController()
        host.window.rootViewController = root
        root.view.addSubview(field)
        host.step()
        XCTAssertTrue(field.becomeFirstResponder())
        compose("nihao")
        XCTAssertTrue(host.window.hasMarkedText)
        // Over the full screen: the field stays in the window, editing, under it.
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: false)
        host.step()
        XCTAssertFalse(host.window.hasMarkedText, "the keys are the modal's: nothing shown composes")
        XCTAssertNotNil(field.markedTextRange)
        // What a host with an input method does then, before resetting it.
        host.window.unmarkCoveredText()
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(field.text, "nihao", "kept as text, as when editing ends")
        modal.dismiss(animated: false)
        host.step()
        press(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "niha", "keys are the field's again")
    }

    func testARefusedCommitTakesTheMarkedTextAway() {
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("a")
        compose("にほん")
        changed = 0
        recorder.allowsChange = false
        host.send(.text("日本"))
        XCTAssertEqual(field.text, "a")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection, [1, 1])
        XCTAssertEqual(changed, 1, "the marked text going is a change of the text")
        XCTAssertEqual(recorder.changes.last, "1,3 '日本'")
    }

    func testUnmarkTextAndEndingEditingKeepTheCompositionAsText() {
        XCTAssertTrue(field.becomeFirstResponder())
        compose("にほん", caret: 1)
        changed = 0
        field.unmarkText()
        XCTAssertEqual(field.text, "にほん")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection, [3, 3])
        XCTAssertEqual(recorder.changes, ["0,3 'にほん'"], "a commit of the marked text over itself")
        XCTAssertEqual(changed, 0, "the text did not change")
        compose("ご")
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(field.text, "にほんご", "a composition left when editing ends stays")
        XCTAssertNil(field.markedTextRange)
        compose("x")
        XCTAssertEqual(field.text, "にほんご", "a field that does not edit takes no composition")
    }

    func testASelectionOutsideTheCompositionWhoseUnmarkingIsRefusedSelectsWhatItNamed() throws {
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("ab")
        press(.keyboardLeftArrow)
        compose("xy")
        XCTAssertEqual(field.text, "axyb")
        recorder.allowsChange = false
        // "b", at UTF-16 offsets 3..<4 of the text with the composition.
        let start = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 3))
        let end = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 4))
        field.selectedTextRange = field.textRange(from: start, to: end)
        XCTAssertEqual(field.text, "ab", "the refused unmarking took the composition away")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection, [1, 2], "still \"b\"")
    }

    func testASecureFieldTakesNoCompositionOnlyTheCommit() {
        field.isSecureTextEntry = true
        XCTAssertTrue(field.becomeFirstResponder())
        compose("ni")
        XCTAssertNil(field.markedTextRange, "iOS offers no input method for a password")
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(host.window.hasMarkedText)
        host.send(.text("你"))
        XCTAssertEqual(field.text, "你")
    }

    func testACompositionStartingWithACombiningMarkMarksTheCharacterItJoins() {
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("e")
        compose("\u{301}x")
        XCTAssertEqual(field.text, "e\u{301}x")
        XCTAssertEqual(field.editingState.markedRange, 0..<2, "é and x, in characters, drawn underlined")
        XCTAssertEqual(marked, [1, 3], "exactly what the input method sent, in UTF-16 units")
        compose("")
        XCTAssertEqual(field.text, "e", "the character it joined comes back as it was")
        XCTAssertEqual(selection, [1, 1])
    }

    func testPositionsCountUTF16UnitsAndTheSelectionCanBeSet() throws {
        field.text = "a😀b"
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 4)
        XCTAssertNil(field.position(from: field.endOfDocument, offset: 1))
        XCTAssertNil(field.position(from: field.beginningOfDocument, offset: -1))
        let one = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 1))
        let three = try XCTUnwrap(field.position(from: one, offset: 2))
        let range = try XCTUnwrap(field.textRange(from: three, to: one))
        XCTAssertEqual(field.offset(from: range.start, to: range.end), 2, "lower end first")
        XCTAssertFalse(range.isEmpty)
        XCTAssertTrue(field.textRange(from: one, to: one)!.isEmpty)
        XCTAssertTrue(field.becomeFirstResponder())
        field.selectedTextRange = range
        XCTAssertEqual(field.editingState.selectedText, "😀")
        let inside = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 2))
        field.selectedTextRange = field.textRange(from: inside, to: inside)
        XCTAssertEqual(selection, [3, 3], "an offset inside a character goes to the boundary after it")
        host.step()
        XCTAssertEqual(field.caretRect(for: field.selectedTextRange!.start),
                       field.caretView.frame.offsetBy(dx: field.textClip.frame.minX, dy: field.textClip.frame.minY))
        XCTAssertTrue(field.caretRect(for: UITextPosition()).isNull, "another document's position")
    }

    func testTheWindowReportsTheCaretOfTheFieldTakingTextForTheCandidateWindow() throws {
        XCTAssertNil(host.window.textInputCaretRect, "nothing takes text")
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("ab")
        host.step()
        let atEnd = try XCTUnwrap(host.window.textInputCaretRect)
        XCTAssertEqual(atEnd, field.convert(field.caretRect(for: field.endOfDocument), to: nil))
        XCTAssertEqual(atEnd.height, field.font!.lineHeight.rounded(.up))
        compose("ka", caret: 1)
        host.step()
        let inside = try XCTUnwrap(host.window.textInputCaretRect)
        XCTAssertGreaterThan(inside.minX, atEnd.minX, "it follows the caret into the composition")
        XCTAssertEqual(inside, field.convert(field.caretRect(for: field.selectedTextRange!.start), to: nil))
        field.resignFirstResponder()
        XCTAssertNil(host.window.textInputCaretRect)
    }

    func testMarkedTextIsDrawnUnderlinedWithTheCaretInside() throws {
        _ = try TextTestSupport.systemFont()
        host.window.backgroundColor = .white
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("ab")
        compose("mno", caret: 1)
        host.step()
        let bitmap = host.renderFrame()
        let underline = field.markedTextUnderline.convert(field.markedTextUnderline.bounds, to: nil)
        let positions = CaretPositions(text: "abmno", font: field.font!)
        let line = field.displayLabel.convert(field.displayLabel.bounds, to: nil)
        XCTAssertEqual(underline.minX, (line.minX + positions.x(at: 2)).rounded())
        XCTAssertEqual(underline.maxX, (line.minX + positions.x(at: 5)).rounded(), accuracy: 1)
        let row = Int(underline.minY)
        // Red is low in the black underline and the blue caret, high in the white field.
        func dark(_ x: CGFloat) -> Bool { (bitmap[Int(x), row] >> 16) & 0xFF < 0x40 }
        for x in stride(from: underline.minX + 1, to: underline.maxX - 1, by: 3) {
            XCTAssertTrue(dark(x), "the underline at x \(x)")
        }
        for x in stride(from: line.minX + 1, to: line.minX + positions.x(at: 2) - 2, by: 2) {
            XCTAssertFalse(dark(x), "no underline under the committed text at x \(x)")
        }
        // The caret, in the tint colour, between m and n, above the underline.
        let caret = field.caretView.convert(field.caretView.bounds, to: nil)
        XCTAssertEqual(caret.minX, (line.minX + positions.x(at: 3) - 1).rounded())
        let pixel = bitmap[Int(caret.minX), Int(caret.midY)]
        XCTAssertGreaterThan(pixel & 0xFF, 0xA0, "blue")
        XCTAssertLessThan((pixel >> 16) & 0xFF, 0x60, "not red")
        XCTAssertLessThan(caret.minY, underline.minY)
        XCTAssertGreaterThan(caret.maxY, underline.maxY)
    }

    func testATapWhileComposingKeepsTheCompositionAndPutsTheCaretWhereItLands() {
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("abc")
        compose("ka")
        host.send(.touchDown(id: 1, location: CGPoint(x: field.frame.minX + 8, y: field.frame.midY)))
        host.send(.touchUp(id: 1, location: CGPoint(x: field.frame.minX + 8, y: field.frame.midY)))
        XCTAssertEqual(field.text, "abcka")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(selection, [0, 0])
        XCTAssertEqual(recorder.changes.last, "3,2 'ka'", "kept as a commit of itself")
    }

    func testAViewOfYourOwnAdoptingUITextInputGetsTheCompositionAndNoKeysWhileComposing() {
        let pad = Pad(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
        host.window.addSubview(pad)
        XCTAssertTrue(pad.becomeFirstResponder())
        compose("ka")
        XCTAssertEqual(pad.marked, "ka")
        XCTAssertTrue(host.window.hasMarkedText)
        press(.keyboardDeleteOrBackspace)
        press(UIKeyboardHIDUsage(rawValue: 4), "x")
        XCTAssertEqual(pad.deletes, 0, "the input method's Backspace")
        XCTAssertEqual(pad.typed, "")
        XCTAssertNil(host.window.textInputCaretRect, "no selection to put the caret at")
        host.send(.text("か"))
        XCTAssertEqual(pad.typed, "か")
        XCTAssertFalse(host.window.hasMarkedText)
        press(.keyboardDeleteOrBackspace)
        XCTAssertEqual(pad.deletes, 1)
    }

    func testScriptsLeaveCompositionsOut() {
        XCTAssertNil(EventScript.Command.input(.markedText("ni", selectedRange: NSRange(location: 2, length: 0))).scriptLine)
    }
}
