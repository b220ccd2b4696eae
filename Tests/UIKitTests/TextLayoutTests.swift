import XCTest
@testable import UIKit

final class TextLayoutTests: XCTestCase {
    /// DejaVu Sans at 17 pt: 17 / 2048 points per font unit.
    let unit: CGFloat = 17.0 / 2048

    func layout(_ text: String, width: CGFloat = .infinity, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
                alignment: NSTextAlignment = .natural) throws -> TextLayout {
        TextLayout(text: text, font: try TextTestSupport.systemFont(), width: width, maximumNumberOfLines: lines,
                   lineBreakMode: mode, alignment: alignment)
    }

    func width(_ text: String) throws -> CGFloat { try layout(text).size.width }

    func testLinesStackByTheFontsLineHeightWithBaselinesAtTheAscender() throws {
        let l = try layout("one\ntwo\nthree")
        // hhea: ascender 1901, descender -483, line gap 0.
        let lineHeight = 2384 * unit, ascender = 1901 * unit
        XCTAssertEqual(l.lines.map(\.text), ["one", "two", "three"])
        XCTAssertEqual(l.lines.map(\.baseline), [ascender, ascender + lineHeight, ascender + 2 * lineHeight])
        XCTAssertEqual(l.size.height, 3 * lineHeight)
        XCTAssertEqual(l.glyphs.count, 11)
        XCTAssertTrue(l.glyphs[l.lines[1].glyphRange].allSatisfy { $0.position.y == ascender + lineHeight })
    }

    func testWidthsAreAdvancesPlusKerningInFontUnits() throws {
        // A 1401 + V 1401 - kern 131.
        XCTAssertEqual(try width("AV"), 2671 * unit)
        XCTAssertEqual(try width("A") + width("V"), 2802 * unit)
        XCTAssertLessThan(try width("AV"), try width("A") + width("V"))
        let av = try layout("AV")
        XCTAssertEqual(av.glyphs.map(\.position.x), [0, (1401 - 131) * unit])
        // H 1540, e 1260, l 569, l 569, o 1253: no kerning between them.
        XCTAssertEqual(try width("Hello"), 5191 * unit)
    }

    func testWordWrappingBreaksAtTheLastSpaceThatFits() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let w = try width("The quick brown")
        let l = try layout(text, width: w + 0.5)
        XCTAssertEqual(l.lines.map(\.text), ["The quick brown", "fox jumps over", "the lazy dog"])
        XCTAssertEqual(l.lines[0].width, w, "the space where the line wraps hangs: not counted")
        XCTAssertTrue(l.lines.allSatisfy { $0.width <= w + 0.5 })
        XCTAssertFalse(l.isTruncated)
        let narrower = try layout(text, width: w - 0.5)
        XCTAssertEqual(narrower.lines.first?.text, "The quick")
    }

    func testWordsWiderThanTheLineBreakBetweenCharacters() throws {
        let w = try width("abcde")
        XCTAssertEqual(try layout("abcdefghij xy", width: w + 0.1).lines.map(\.text), ["abcde", "fghij", "xy"])
        XCTAssertEqual(try layout("ab cdefgh", width: w + 0.1, mode: .byCharWrapping).lines.map(\.text), ["ab cd", "efgh"])
        XCTAssertEqual(try layout("ab cdefgh", width: w + 0.1, mode: .byWordWrapping).lines.map(\.text), ["ab", "cdefg", "h"])
        XCTAssertEqual(try layout("well-known words", width: try width("well-kno")).lines.map(\.text),
                       ["well-", "known", "words"], "a line may end after a hyphen")
        XCTAssertEqual(try layout("no\u{00A0}break here", width: try width("no break h")).lines.map(\.text),
                       ["no\u{00A0}break", "here"], "no-break spaces hold words together")
    }

    func testTruncatingTailHeadAndMiddle() throws {
        let hello = "Hello world"
        let tail = try layout(hello, width: try width("Hello w…") + 0.01, lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(tail.lines.map(\.text), ["Hello w…"])
        XCTAssertTrue(tail.isTruncated)
        XCTAssertEqual(tail.glyphs.last?.glyph, 2825, "the ellipsis glyph")
        XCTAssertEqual(try layout(hello, width: try width("Hello …") + 0.01, lines: 1, mode: .byTruncatingTail).lines[0].text,
                       "Hello…", "the space before the ellipsis is dropped")
        XCTAssertEqual(try layout(hello, width: try width("…o world") + 0.01, lines: 1, mode: .byTruncatingHead).lines[0].text,
                       "…o world")
        XCTAssertEqual(try layout(hello, width: try width("Hel…rld") + 0.01, lines: 1, mode: .byTruncatingMiddle).lines[0].text,
                       "Hel…rld")
        let fits = try layout(hello, width: 500, lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(fits.lines[0].text, hello)
        XCTAssertFalse(fits.isTruncated)
        XCTAssertEqual(try layout(hello, width: 1, lines: 1, mode: .byTruncatingTail).lines[0].text, "…",
                       "nothing fits: the ellipsis alone")
    }

    func testMultiLineTruncationWrapsAndEndsTheLastLine() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let w = try width("The quick brown")
        let l = try layout(text, width: w + 0.5, lines: 2, mode: .byTruncatingTail)
        XCTAssertEqual(l.lines.count, 2)
        XCTAssertEqual(l.lines[0].text, "The quick brown")
        XCTAssertTrue(l.lines[1].text.hasPrefix("fox jumps"))
        XCTAssertTrue(l.lines[1].text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(l.lines[1].width, w + 0.5)

        let paragraphs = try layout("Line one\nLine two", width: 300, lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(paragraphs.lines.map(\.text), ["Line one…"], "more text follows: the last line says so")

        let wrapped = try layout(text, width: w + 0.5, lines: 2, mode: .byWordWrapping)
        XCTAssertEqual(wrapped.lines.map(\.text), ["The quick brown", "fox jumps over"])
        XCTAssertTrue(wrapped.isTruncated, "wrapping modes drop the rest silently")
    }

    func testClippingLetsTheLastLineRunPastTheEdge() throws {
        let l = try layout("Hello world", width: 40, lines: 1, mode: .byClipping)
        XCTAssertEqual(l.lines.map(\.text), ["Hello world"])
        XCTAssertEqual(l.lines[0].width, try width("Hello world"))
        XCTAssertTrue(l.isTruncated)
    }

    func testAlignmentOffsetsLinesWithinTheContainer() throws {
        let w = try width("Hi")
        XCTAssertEqual(try layout("Hi", width: 200, alignment: .left).lines[0].x, 0)
        XCTAssertEqual(try layout("Hi", width: 200, alignment: .natural).lines[0].x, 0)
        XCTAssertEqual(try layout("Hi", width: 200, alignment: .center).lines[0].x, (200 - w) / 2)
        XCTAssertEqual(try layout("Hi", width: 200, alignment: .right).lines[0].x, 200 - w)
        let right = try layout("Hi", width: 200, alignment: .right)
        XCTAssertEqual(right.glyphs[0].position.x, 200 - w, "glyphs move with their line")
        // Without a width, lines align within the widest.
        let free = try layout("wide line\nx", alignment: .right)
        XCTAssertEqual(free.lines[1].x + free.lines[1].width, free.lines[0].width, accuracy: 1e-9)
    }

    func testJustifiedStretchesWrappedLinesToTheEdgeButNotTheLast() throws {
        let text = "The quick brown fox jumps"
        let container = try width("The quick brown") + 20
        let l = try layout(text, width: container, alignment: .justified)
        XCTAssertEqual(l.lines.map(\.text), ["The quick brown", "fox jumps"])
        XCTAssertEqual(l.lines[0].width, container, accuracy: 1e-9)
        // Two spaces share the 20 extra points; "brown" ends at the right edge.
        let n = l.glyphs[l.lines[0].glyphRange].last!
        let face = try XCTUnwrap(l.font.face)
        XCTAssertEqual(n.position.x, container - CGFloat(face.advance(of: n.glyph)) * unit, accuracy: 1e-6)
        XCTAssertEqual(l.glyphs[3].position.x, try width("The") + 651 * unit + 10, accuracy: 1e-9,
                       "the first space (651 units) is 10 points wider")
        XCTAssertEqual(l.lines[1].width, try width("fox jumps"), "a paragraph's last line is not stretched")
    }

    func testEmptyAndOddStringsNeverCrash() throws {
        XCTAssertEqual(try layout("").lines.count, 0)
        XCTAssertEqual(try layout("").size, .zero)
        let blank = try layout("\n\n")
        XCTAssertEqual(blank.lines.map(\.text), ["", ""], "a final newline adds no line")
        XCTAssertEqual(blank.size.height, 2 * 2384 * unit)
        XCTAssertEqual(try layout("a\r\nb\u{2028}c").lines.map(\.text), ["a", "b", "c"])
        XCTAssertEqual(try layout("e\u{301}").glyphs.map(\.glyph), [171], "normalised to the precomposed é")
        XCTAssertEqual(try layout("…e\u{301}").glyphs.map(\.glyph).last, 171, "after text that needs no normalising too")
        XCTAssertEqual(try layout("q\u{303}").glyphs.map(\.glyph), [84, 692], "a mark the font has follows its base")
        // Characters the font lacks: one .notdef box per character, joiners and skin tones
        // included; a box is as wide as .notdef's advance (1229 units).
        for missing in ["漢", "👍🏽", "👨‍👩‍👧", "🇫🇷"] {
            let l = try layout(missing)
            XCTAssertEqual(l.glyphs.map(\.glyph), [0], missing)
            XCTAssertEqual(l.size.width, 1229 * unit, missing)
        }
        XCTAssertEqual(try layout("a\u{0}b\u{200D}c").glyphs.count, 3, "controls and joiners draw nothing")
        XCTAssertEqual(try width("a\tb"), try width("a    b"), "a tab is four spaces wide")
        let long = String(repeating: "W", count: 300)
        let chars = try layout(long, width: 50, mode: .byCharWrapping)
        XCTAssertGreaterThan(chars.lines.count, 50)
        XCTAssertTrue(chars.lines.allSatisfy { $0.width <= 50 })
        XCTAssertEqual(chars.lines.map(\.text).joined(), long)
        XCTAssertEqual(try layout("abc", width: 0).lines.map(\.text), ["a", "b", "c"], "each line holds at least one character")
        XCTAssertEqual(try layout("abc", width: -5, lines: 1, mode: .byTruncatingTail).lines.map(\.text), ["…"])
        XCTAssertEqual(try layout("abc", width: .nan).lines.map(\.text), ["abc"])
    }

    func testASCIIAndUnicodePathsMeasureAlike() throws {
        XCTAssertEqual(try layout("a\r\nb\rc\nd\u{0C}e").lines.map(\.text), ["a", "b", "c", "d", "e"])
        let ascii = "AV To, well-known\ttabs (x)"
        let plain = try layout(ascii, width: 120)
        let accented = try layout(ascii + " é", width: 120)
        XCTAssertEqual(Array(accented.glyphs.prefix(plain.glyphs.count)), plain.glyphs)
        XCTAssertEqual(accented.lines.dropLast().map(\.text), plain.lines.dropLast().map(\.text))
    }

    func testSpacesAtALinesEndHangAndLeadingSpacesCount() throws {
        XCTAssertEqual(try width("Hello   "), try width("Hello"))
        XCTAssertEqual(try width("  Hello"), try width("Hello") + 2 * 651 * unit)
    }

    func testNoBreakSpacesAtALinesEndAreMeasuredLikeLetters() throws {
        // U+00A0 in DejaVu Sans advances 651 units, as the space does.
        XCTAssertEqual(try width("Hello\u{00A0}"), try width("Hello") + 651 * unit)
        XCTAssertEqual(try width("Hello\u{00A0}\u{00A0} "), try width("Hello") + 2 * 651 * unit,
                       "the breaking space after them still hangs")
        let right = try layout("Hello\u{00A0}", width: 100, alignment: .right)
        XCTAssertEqual(right.lines[0].x, 100 - (5191 + 651) * unit, accuracy: 1e-9, "a no-break space pads a right-aligned line")
        // A no-break space makes a line overflow as a letter does, so it wraps with its word.
        let w = try width("ab cd")
        XCTAssertEqual(try layout("ab cd\u{00A0}\u{00A0}", width: w + 0.1).lines.map(\.text), ["ab", "cd\u{00A0}\u{00A0}"])
        XCTAssertEqual(try layout("ab cd  ", width: w + 0.1).lines.map(\.text), ["ab cd"])
        let tail = try layout("Hello\u{00A0}world", width: try width("Hello\u{00A0}…") + 0.01, lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(tail.lines[0].text, "Hello\u{00A0}…", "a no-break space before the ellipsis stays")
    }

    func testAMissingFontLaysOutNothing() {
        let missing = UIFont(missing: FontError(path: "/x/y.ttf", reason: .fileNotFound), size: 17)
        let l = TextLayout(text: "Hello", font: missing)
        XCTAssertEqual(l.lines.count, 0)
        XCTAssertEqual(l.size, .zero)
    }

    func testTextLeftAsItIsIsAlreadyInNormalisationFormC() {
        var inert = 0
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), TextLayout.isInertUnderNFC(scalar) else { continue }
            inert += 1
            let text = "a" + String(Character(scalar)) + "b"
            XCTAssertEqual(Array(text.precomposedStringWithCanonicalMapping.unicodeScalars), Array(text.unicodeScalars),
                           "U+\(String(value, radix: 16)) is changed by NFC")
            XCTAssertEqual(scalar.properties.canonicalCombiningClass, .notReordered, "U+\(String(value, radix: 16))")
        }
        XCTAssertEqual(inert, 0x300 + (0x205E - 0x2010 + 1) + (0x2328 - 0x2190 + 1))
        for (text, form) in [("Loading a.png… 43%", "Loading a.png… 43%"), ("8000 × 8000 — 9.6%", "8000 × 8000 — 9.6%"),
                             ("cafe\u{301}", "caf\u{e9}"), ("\u{2126}", "\u{3a9}"), ("\u{2329}", "\u{3008}"),
                             ("A\u{30a}…", "\u{c5}…")] {
            XCTAssertEqual(Array(TextLayout.normalized(text).unicodeScalars), Array(form.unicodeScalars), text)
        }
    }
}
