import XCTest
@testable import UIKit

/// A line of text edited by offsets alone.
final class TextEditingStateTests: XCTestCase {
    func testTypingReplacesTheSelectionAndBackspaceDeletesBeforeTheCaret() {
        var s = TextEditingState(text: "Hello world")
        XCTAssertEqual(s.selection, 11..<11)
        s.select(from: 6, to: 11)
        XCTAssertEqual(s.selectedText, "world")
        s.replaceSelection(with: "there")
        XCTAssertEqual(s.text, "Hello there")
        XCTAssertEqual(s.caret, 11)
        s.replace(s.rangeDeletedBackward(), with: "")
        XCTAssertEqual(s.text, "Hello ther")
        s.replace(s.rangeDeletedBackward(by: .word), with: "")
        XCTAssertEqual(s.text, "Hello ")
        s.setCaret(0)
        s.replace(s.rangeDeletedForward(by: .word), with: "")
        XCTAssertEqual(s.text, " ")
        XCTAssertEqual(s.rangeDeletedBackward(), 0..<0, "nothing before the start")
    }

    func testMovementsByCharacterWordAndLineWithAndWithoutShift() {
        var s = TextEditingState(text: "one two, three", caret: 0)
        s.move(forward: true, by: .word, extending: false)
        XCTAssertEqual(s.caret, 3)
        s.move(forward: true, by: .word, extending: false)
        XCTAssertEqual(s.caret, 7, "past the space to the end of 'two'")
        s.move(forward: true, by: .word, extending: true)
        XCTAssertEqual(s.selection, 7..<14)
        s.move(forward: false, by: .character, extending: true)
        XCTAssertEqual(s.selection, 7..<13, "the free end moves, the anchor stays")
        s.move(forward: false, by: .character, extending: false)
        XCTAssertEqual(s.selection, 7..<7, "a selection collapses to its start")
        s.move(forward: false, by: .word, extending: false)
        XCTAssertEqual(s.caret, 4)
        s.move(forward: true, by: .line, extending: true)
        XCTAssertEqual(s.selectedText, "two, three")
        s.move(forward: false, by: .line, extending: true)
        XCTAssertEqual(s.selection, 0..<4, "past the anchor: the selection flips to its other side")
    }

    func testWordsLinesAndUTF16Ranges() {
        var s = TextEditingState(text: "naïve café 🇫🇷 ok")
        s.selectWord(at: 8)
        XCTAssertEqual(s.selectedText, "café")
        XCTAssertEqual(s.characters.count, 15)
        // The flag is one character but four UTF-16 units.
        XCTAssertEqual(s.utf16Range(of: 11..<12), NSRange(location: 11, length: 4))
        s.replace(0..<0, with: "two\nlines")
        XCTAssertEqual(s.text.prefix(9), "two lines", "line breaks become spaces")
        s.selectAll()
        XCTAssertEqual(s.selection, 0..<s.characters.count)
    }
}

/// Caret boundaries of a line in a font.
extension TextEditingStateTests {
    /// What is typed may join the character before it (a combining mark, a vowel sign, a
    /// skin tone): the state counts the String's characters, as the layout does.
    func testTypedMarksJoinTheCharacterBeforeThem() {
        var accent = TextEditingState(text: "e")
        accent.replace(1..<1, with: "\u{301}")
        XCTAssertEqual(accent.text, "e\u{301}")
        XCTAssertEqual(accent.characters.count, 1, "one character: é")
        XCTAssertEqual(accent.caret, 1)
        var hindi = TextEditingState()
        hindi.replaceSelection(with: "क")
        hindi.replaceSelection(with: "ि")
        XCTAssertEqual(hindi.characters.count, 1, "कि is one character")
        var thumb = TextEditingState(text: "👍")
        thumb.replaceSelection(with: "🏽")
        XCTAssertEqual(thumb.characters.count, 1)
        XCTAssertEqual(thumb.rangeDeletedBackward(), 0..<1, "Backspace takes the one character shown")
    }

    func testTextTypedBeforeAMarkJoinsItAndTheCaretGoesAfterTheJoinedCharacter() {
        var s = TextEditingState(text: "\u{301}x", caret: 0)
        s.replaceSelection(with: "e")
        XCTAssertEqual(s.characters.count, 2, "é and x")
        XCTAssertEqual(s.caret, 1, "after é, before x")
        // Deleting what kept two flags apart makes them one.
        var flags = TextEditingState(text: "🇫x🇷")
        XCTAssertEqual(flags.characters.count, 3)
        flags.replace(1..<2, with: "")
        XCTAssertEqual(flags.characters.count, 1, "🇫🇷")
        XCTAssertEqual(flags.caret, 1)
    }
}

final class CaretPositionsTests: XCTestCase {
    func testBoundariesFollowTheLayoutsAdvancesAndTheNearestIsFound() {
        let font = UIFont.systemFont(ofSize: 20)
        let text = "AVA tall"
        let p = CaretPositions(text: text, font: font)
        XCTAssertEqual(p.offsets.count, 9)
        XCTAssertEqual(p.x(at: 0), 0)
        XCTAssertEqual(p.width, TextLayout(text: text, font: font).size.width, accuracy: 0.001)
        for i in 1..<p.offsets.count { XCTAssertGreaterThan(p.offsets[i], p.offsets[i - 1]) }
        let midSecond = (p.x(at: 1) + p.x(at: 2)) / 2
        XCTAssertEqual(p.index(nearest: midSecond - 0.5), 1)
        XCTAssertEqual(p.index(nearest: midSecond + 0.5), 2)
        XCTAssertEqual(p.index(nearest: -40), 0)
        XCTAssertEqual(p.index(nearest: 1000), 8)
        XCTAssertEqual(CaretPositions(text: "", font: font).offsets, [0])
    }
}
