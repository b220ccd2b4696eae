import XCTest
import UIKit
import Snippets

/// The sign-up form: its content view on the scroll view's content guide makes the content
/// size, it scrolls, Return walks the fields, and a background tap ends the editing.
final class FormSnippetTests: XCTestCase {
    private func type(_ text: String, _ host: HeadlessHost) {
        for c in text {
            let key = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 4), characters: String(c),
                            charactersIgnoringModifiers: String(c), modifierFlags: [])
            host.send(.keyDown(key, isRepeat: false))
            host.send(.keyUp(key))
        }
    }

    private func pressReturn(_ host: HeadlessHost) {
        let key = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r", charactersIgnoringModifiers: "\r", modifierFlags: [])
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
    }

    func testTheContentGuideGivesTheScrollViewItsContentSize() {
        let form = SignUpFormViewController()
        let window = host(form)
        XCTAssertEqual(form.scrollView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(form.contentView.frame.width, 320, "as wide as the frame guide")
        // Eight rows of caption (20 + label) and field (6 + 36), then the button 28 below and 32 above the end.
        let last = form.fields[7].frame
        XCTAssertEqual(form.signUpButton.frame.minY, last.maxY + 28)
        XCTAssertEqual(form.scrollView.contentSize, CGSize(width: 320, height: form.signUpButton.frame.maxY + 32))
        XCTAssertGreaterThan(form.scrollView.contentSize.height, 480, "taller than the window: it scrolls")
        XCTAssertEqual(form.fields.map(\.frame.minX), Array(repeating: 8, count: 8), "at the content view's margins")
        XCTAssertEqual(form.fields[0].frame.width, 304)
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        _ = window.runUntilIdle()
        XCTAssertEqual(form.scrollView.contentOffset.y, form.scrollView.contentSize.height - 480, accuracy: 0.5,
                       "a long drag up comes to rest at the end")
        XCTAssertTrue(form.signUpButton.convert(form.signUpButton.bounds, to: nil).maxY <= 480)
    }

    func testReturnWalksTheFieldsAndABackgroundTapEndsTheEditing() {
        let form = SignUpFormViewController()
        let window = host(form)
        let name = form.fields[0]
        window.tap(name.convert(CGPoint(x: 20, y: 18), to: nil))
        window.step()
        XCTAssertTrue(name.isFirstResponder)
        type("Ada", window)
        pressReturn(window)
        XCTAssertTrue(form.fields[1].isFirstResponder, "Return goes to Email")
        type("ada@example.org", window)
        // A tap on the background between rows: the editing ends, the text stays.
        window.tap(CGPoint(x: 300, y: 10))
        window.step()
        XCTAssertFalse(form.fields[1].isFirstResponder)
        XCTAssertFalse(form.fields[1].isEditing)
        XCTAssertEqual(form.fields[1].text, "ada@example.org")
        XCTAssertEqual(name.text, "Ada")
    }
}
