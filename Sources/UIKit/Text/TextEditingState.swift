import Foundation

/// One line of text being edited: its characters and the selection, in characters (a
/// caret when the selection is empty). A plain value, so editing is tested with strings
/// and offsets alone; `UITextField` keeps one.
public struct TextEditingState: Equatable, Sendable {
    /// The text, as characters (grapheme clusters).
    public private(set) var characters: [Character]
    /// The selected characters; an empty range is the caret's place.
    public private(set) var selection: Range<Int>
    /// The end of the selection that stays put while Shift and a movement extend it.
    private var anchor: Int
    /// The UTF-16 code units of `text` an input method is composing (marked text), nil
    /// while none are; never empty. Kept in code units, not characters, so a composition
    /// that joined the character before it (a combining mark) comes out exactly as it went
    /// in. Any `replace` ends the composition (see TextEditingState+MarkedText).
    public internal(set) var markedUTF16Range: Range<Int>?
    /// Whether an input method is composing (`markedUTF16Range` is set).
    public var hasMarkedText: Bool { markedUTF16Range != nil }

    /// How far a caret movement goes.
    public enum Movement: Sendable {
        /// One character.
        case character
        /// To the start of the word before, or the end of the word after.
        case word
        /// To the start or the end of the line.
        case line
    }

    /// `text` with the caret at `caret` (characters; the end by default).
    public init(text: String = "", caret: Int? = nil) {
        characters = Array(Self.singleLine(text))
        let at = min(max(0, caret ?? characters.count), characters.count)
        selection = at..<at
        anchor = at
    }

    /// The text.
    public var text: String { String(characters) }

    /// The selected text ("" for a caret).
    public var selectedText: String { String(characters[selection]) }

    /// Where the caret is drawn: the selection's moving end.
    public var caret: Int { anchor == selection.lowerBound ? selection.upperBound : selection.lowerBound }

    /// `text` as one line: line breaks become spaces, as a text field's paste does.
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// The selection in UTF-16 code units, as `UITextFieldDelegate` is told it.
    public func utf16Range(of range: Range<Int>) -> NSRange {
        let before = characters[..<range.lowerBound].reduce(0) { $0 + $1.utf16.count }
        let inside = characters[range].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: before, length: inside)
    }

    /// Replaces the selection with `string` (one line) and puts the caret after it.
    public mutating func replaceSelection(with string: String) {
        replace(selection, with: string)
    }

    /// Replaces `range` with `string` (one line) and puts the caret after it; it ends any
    /// composition (the marked text, if any, stays as text).
    public mutating func replace(_ range: Range<Int>, with string: String) {
        markedUTF16Range = nil
        let range = range.clamped(to: 0..<characters.count)
        let head = String(characters[..<range.lowerBound]) + Self.singleLine(string)
        let whole = head + String(characters[range.upperBound...])
        // Segmented again as a whole: what goes in may join the characters beside it (a
        // combining mark or vowel sign typed on its own key, a skin tone, a second regional
        // indicator), and the layout counts the String's characters, not the pieces typed.
        characters = Array(whole)
        setCaret(Self.characterCount(of: characters, reachingUTF16: head.utf16.count))
    }

    /// Sets the characters to `text` (one line, already), keeping the selection and anchor
    /// for the caller to set: the one place besides `replace` that changes the characters.
    mutating func setCharacters(of text: String) {
        characters = Array(text)
    }

    /// How many of `characters` it takes to reach `units` UTF-16 code units: the boundary
    /// at or after that point, so a caret after text that joined the next character goes
    /// after the joined one.
    static func characterCount(of characters: [Character], reachingUTF16 units: Int) -> Int {
        var count = 0, reached = 0
        while reached < units, count < characters.count {
            reached += characters[count].utf16.count
            count += 1
        }
        return count
    }

    /// The characters Backspace removes: the selection, else the character (or with
    /// `.word`, the word) before the caret.
    public func rangeDeletedBackward(by movement: Movement = .character) -> Range<Int> {
        guard selection.isEmpty else { return selection }
        return destination(from: selection.lowerBound, forward: false, by: movement)..<selection.lowerBound
    }

    /// The characters forward Delete removes: the selection, else what follows the caret.
    public func rangeDeletedForward(by movement: Movement = .character) -> Range<Int> {
        guard selection.isEmpty else { return selection }
        return selection.upperBound..<destination(from: selection.upperBound, forward: true, by: movement)
    }

    /// Moves the caret `forward` or back by `movement`; `extending` moves the selection's
    /// free end instead. Without `extending`, a selection collapses to its end in that
    /// direction first, as text fields do.
    public mutating func move(forward: Bool, by movement: Movement, extending: Bool) {
        if extending {
            select(from: anchor, to: destination(from: caret, forward: forward, by: movement))
        } else if !selection.isEmpty && movement == .character {
            setCaret(forward ? selection.upperBound : selection.lowerBound)
        } else {
            setCaret(destination(from: forward ? selection.upperBound : selection.lowerBound, forward: forward, by: movement))
        }
    }

    /// The caret at `offset` (clamped).
    public mutating func setCaret(_ offset: Int) {
        let at = min(max(0, offset), characters.count)
        selection = at..<at
        anchor = at
    }

    /// Selects from `anchor` to `offset` (either order; clamped).
    public mutating func select(from anchor: Int, to offset: Int) {
        let a = min(max(0, anchor), characters.count), b = min(max(0, offset), characters.count)
        selection = min(a, b)..<max(a, b)
        self.anchor = a
    }

    /// Selects every character.
    public mutating func selectAll() { select(from: 0, to: characters.count) }

    /// Selects the word around `offset` (or the run of spaces or punctuation there).
    public mutating func selectWord(at offset: Int) {
        let at = min(max(0, offset), characters.count)
        guard !characters.isEmpty else { return setCaret(0) }
        let probe = at < characters.count ? at : at - 1
        let kind = Self.isWordCharacter(characters[probe])
        var start = probe, end = probe + 1
        while start > 0, Self.isWordCharacter(characters[start - 1]) == kind { start -= 1 }
        while end < characters.count, Self.isWordCharacter(characters[end]) == kind { end += 1 }
        select(from: start, to: end)
    }

    /// Where `movement` from `offset` lands.
    func destination(from offset: Int, forward: Bool, by movement: Movement) -> Int {
        switch movement {
        case .character:
            return min(max(0, offset + (forward ? 1 : -1)), characters.count)
        case .line:
            return forward ? characters.count : 0
        case .word:
            // Past the spaces and punctuation next to the caret, then past the word.
            var i = offset
            if forward {
                while i < characters.count, !Self.isWordCharacter(characters[i]) { i += 1 }
                while i < characters.count, Self.isWordCharacter(characters[i]) { i += 1 }
            } else {
                while i > 0, !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
                while i > 0, Self.isWordCharacter(characters[i - 1]) { i -= 1 }
            }
            return i
        }
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "'" }
}
