import XCTest
@testable import UIKit

/// Marked text in a `TextEditingState`, by offsets alone.
final class TextEditingStateMarkedTextTests: XCTestCase {
    func testMarkedTextReplacesTheSelectionThenItselfAndCommitsOrCancelsExactly() {
        var s = TextEditingState(text: "a😀c")
        s.select(from: 1, to: 2)
        s.setMarkedText("zh", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertEqual(s.text, "azhc")
        XCTAssertEqual(s.markedUTF16Range, 1..<3)
        XCTAssertEqual(s.markedRange, 1..<3)
        XCTAssertEqual(s.markedText, "zh")
        XCTAssertEqual(s.selection, 2..<2)
        s.setMarkedText("中文", selectedRange: NSRange(location: 1, length: 5))
        XCTAssertEqual(s.text, "a中文c")
        XCTAssertEqual(s.selection, 2..<3, "clamped to the marked text")
        s.setMarkedText("x", selectedRange: NSRange(location: NSNotFound, length: 0))
        XCTAssertEqual(s.selection, 2..<2, "NSNotFound: the end")
        s.commitMarkedText("好\n")
        XCTAssertEqual(s.text, "a好 c", "one line")
        XCTAssertNil(s.markedUTF16Range)
        XCTAssertEqual(s.selection, 3..<3)
        s.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        s.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        XCTAssertEqual(s.text, "a好 c")
        XCTAssertEqual(s.selection, 3..<3)
        XCTAssertNil(s.markedRange)
        s.selectAll()
        s.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        XCTAssertEqual(s.selectedText, "a好 c", "nothing composed: an empty composition takes nothing")
    }

    func testAnEditOrUnmarkingEndsTheCompositionKeepingTheText() {
        var s = TextEditingState(text: "ab", caret: 1)
        s.setMarkedText("にほん", selectedRange: NSRange(location: 0, length: 0))
        XCTAssertEqual(s.selection, 1..<1)
        s.unmarkText()
        XCTAssertEqual(s.text, "aにほんb")
        XCTAssertEqual(s.selection, 4..<4)
        XCTAssertNil(s.markedUTF16Range)
        s.setMarkedText("ご", selectedRange: NSRange(location: 1, length: 0))
        s.replace(s.rangeDeletedBackward(), with: "")
        XCTAssertEqual(s.text, "aにほんb")
        XCTAssertNil(s.markedUTF16Range, "an edit ends the composition")
    }

    func testACompositionJoiningTheCharacterBeforeItMarksThatCharacterAndLeavesItExactly() {
        var s = TextEditingState(text: "e")
        s.setMarkedText("\u{301}", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertEqual(s.characters.count, 1)
        XCTAssertEqual(s.markedRange, 0..<1)
        XCTAssertEqual(s.markedText, "\u{301}")
        XCTAssertEqual(s.selection, 1..<1)
        s.commitMarkedText("\u{300}")
        XCTAssertEqual(s.text, "e\u{300}")
        XCTAssertEqual(s.selection, 1..<1)
    }
}
