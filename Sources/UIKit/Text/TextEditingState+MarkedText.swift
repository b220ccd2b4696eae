import Foundation

// Marked text: the text an input method is composing, part of the text while it composes
// (so the caret, the selection and the layout count it) and set apart by
// `markedUTF16Range`. It is replaced, removed and committed by code units, exactly; as
// characters (`markedRange`) its ends round outwards, so a composition beginning with a
// combining mark marks the character it joins.
extension TextEditingState {
    /// The characters holding marked text (nil while nothing is composed): from the
    /// boundary at or before its start to the one at or after its end.
    public var markedRange: Range<Int>? {
        markedUTF16Range.map { Self.boundary(of: characters, atOrBeforeUTF16: $0.lowerBound)
            ..< Self.characterCount(of: characters, reachingUTF16: $0.upperBound) }
    }

    /// The marked text ("" while nothing is composed).
    public var markedText: String {
        markedUTF16Range.flatMap { String(text.utf16.dropFirst($0.lowerBound).prefix($0.count)) } ?? ""
    }

    /// Puts `marked` (made one line) in place of the marked text, or when there is none of
    /// the selection, as the text an input method composes, and selects `selectedRange`
    /// within it: UTF-16 units of `marked`, clamped to it (`NSNotFound` is its end; an empty
    /// range is the caret). An empty `marked` removes the marked text, the caret where it
    /// began; with nothing marked it changes nothing, since input methods clear their
    /// composition after committing it and that must not take the selection.
    public mutating func setMarkedText(_ marked: String, selectedRange: NSRange) {
        let marked = Self.singleLine(marked)
        guard !marked.isEmpty || markedUTF16Range != nil else { return }
        let start = replaceUTF16(markedUTF16Range ?? utf16Bounds(of: selection), with: marked)
        let length = marked.utf16.count
        guard length > 0 else {
            markedUTF16Range = nil
            return setCaret(Self.characterCount(of: characters, reachingUTF16: start))
        }
        markedUTF16Range = start..<(start + length)
        let location = selectedRange.location == NSNotFound ? length : min(max(0, selectedRange.location), length)
        let end = location + min(max(0, selectedRange.length), length - location)
        select(from: Self.characterCount(of: characters, reachingUTF16: start + location),
               to: Self.characterCount(of: characters, reachingUTF16: start + end))
    }

    /// Replaces the marked text with `string` (made one line), the input method's commit,
    /// ending the composition with the caret after it. Nothing is marked: nothing changes.
    public mutating func commitMarkedText(_ string: String) {
        guard let marked = markedUTF16Range else { return }
        let line = Self.singleLine(string)
        let start = replaceUTF16(marked, with: line)
        markedUTF16Range = nil
        setCaret(Self.characterCount(of: characters, reachingUTF16: start + line.utf16.count))
    }

    /// Ends the composition keeping the marked text as text, the caret after it, as a
    /// commit leaves it.
    public mutating func unmarkText() {
        guard let marked = markedUTF16Range else { return }
        markedUTF16Range = nil
        setCaret(Self.characterCount(of: characters, reachingUTF16: marked.upperBound))
    }

    /// `range` (characters) in UTF-16 code units.
    func utf16Bounds(of range: Range<Int>) -> Range<Int> {
        let r = utf16Range(of: range)
        return r.location..<(r.location + r.length)
    }

    /// Replaces code units `range` of the text (clamped; its ends are scalar boundaries,
    /// as every range here is) with `string`; returns where `string` begins. The selection
    /// is the caller's to set.
    private mutating func replaceUTF16(_ range: Range<Int>, with string: String) -> Int {
        let units = text.utf16
        let range = range.clamped(to: 0..<units.count)
        let head = String(units.prefix(range.lowerBound)) ?? ""
        let tail = String(units.dropFirst(range.upperBound)) ?? ""
        setCharacters(of: head + string + tail)
        return head.utf16.count
    }

    /// How many of `characters` lie wholly within the first `units` UTF-16 code units:
    /// the boundary at or before that point.
    static func boundary(of characters: [Character], atOrBeforeUTF16 units: Int) -> Int {
        var count = 0, reached = 0
        while count < characters.count, reached + characters[count].utf16.count <= units {
            reached += characters[count].utf16.count
            count += 1
        }
        return count
    }
}
