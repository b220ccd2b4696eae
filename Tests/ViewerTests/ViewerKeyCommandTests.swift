import XCTest
@testable import ViewerKit
import UIKit

final class ViewerKeyCommandTests: XCTestCase {
    func command(_ code: UIKeyboardHIDUsage, _ characters: String, plain: String? = nil,
                 _ modifiers: UIKeyModifierFlags = []) -> ViewerKeyCommand? {
        ViewerKeyCommand(UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: plain,
                               modifierFlags: modifiers))
    }

    func testTheViewersKeys() {
        XCTAssertEqual(command(.keyboardEqualSign, "="), .zoomIn)
        XCTAssertEqual(command(.keyboardEqualSign, "+", plain: "=", .shift), .zoomIn)
        XCTAssertEqual(command(.keypadPlus, "+"), .zoomIn)
        XCTAssertEqual(command(.keyboardHyphen, "-"), .zoomOut)
        XCTAssertEqual(command(.keypadHyphen, "-"), .zoomOut)
        XCTAssertEqual(command(.keyboard0, "0"), .fit)
        XCTAssertEqual(command(.keyboard1, "1"), .actualSize)
        XCTAssertEqual(command(.letter("q")!, "q"), .quit)
        XCTAssertEqual(command(.letter("q")!, "Q", plain: "q", .shift), .quit)
        XCTAssertEqual(command(.keyboardEscape, "\u{1B}"), .quit)
    }

    func testWhatTheKeyTypesDecidesNotWhereItIs() {
        // AZERTY: the key in the US 'q' position types 'a'; the one typing 'q' sits at US 'a'.
        XCTAssertNil(command(.letter("q")!, "a"))
        XCTAssertEqual(command(.letter("a")!, "q"), .quit)
        // AZERTY digits need Shift: the top-row key typing '&' unshifted types '1' shifted.
        XCTAssertEqual(command(.keyboard1, "1", plain: "&", .shift), .actualSize)
        XCTAssertNil(command(.keyboard1, "&"))
    }

    func testOtherKeysAreNotTheViewers() {
        XCTAssertNil(command(.keyboardRightArrow, ""))
        XCTAssertNil(command(.keyboardPageDown, ""))
        XCTAssertNil(command(.keyboardSpacebar, " "))
        XCTAssertNil(command(.letter("w")!, "w"))
        XCTAssertNil(command(UIKeyboardHIDUsage(rawValue: 31), "2"))
    }
}
