import Foundation

/// Text set in lines: where each line breaks, what it shows, and where every glyph goes,
/// in points, computed once from the text, font, width, line limit, line break mode and
/// alignment. A plain value: test it with numbers, draw it with `draw(at:color:in:)`.
///
/// Rules, as UIKit's labels follow them:
/// - Newlines (`\n`, `\r\n`, U+2028, ...) end lines; a newline at the very end adds none.
/// - Lines wrap at spaces, and after hyphens and dashes; spaces at a line's end hang past
///   it and do not count towards its width. No-break spaces (U+00A0, U+2007, U+202F) hold
///   words together and count like letters, at a line's end too. A word wider than the
///   line breaks between characters.
/// - Widths are advances plus kerning from the font's `kern` table, computed in font units
///   and scaled to points, so a layout is the same at every screen scale.
/// - With a line limit, `lineBreakMode` says what the last line does (see
///   `NSLineBreakMode`); truncation cuts between characters, drops the spaces next to the
///   "…", and when the paragraph fits but more text follows, ends the line with "…".
/// - Text is normalised to NFC first, so "e" + U+0301 draws the font's "é".
/// - Characters the font lacks draw as its .notdef box, one per character; controls,
///   joiners and variation selectors draw nothing.
public struct TextLayout: Equatable, Sendable {
    /// One line of the layout.
    public struct Line: Equatable, Sendable {
        /// What the line shows: its characters, with "…" where it was truncated.
        public var text: String
        /// The line's glyphs: a range of the layout's `glyphs`.
        public var glyphRange: Range<Int>
        /// The line's left edge after alignment, in points from the layout's left edge.
        public var x: CGFloat
        /// The line's width without trailing spaces, in points (the container's width for
        /// a justified line).
        public var width: CGFloat
        /// The baseline, in points from the layout's top.
        public var baseline: CGFloat
    }

    /// The font the text is set in.
    public let font: UIFont
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Every glyph of every line; positions are glyph origins on the baseline, in points
    /// from the layout's top-left corner.
    public let glyphs: [PositionedGlyph]
    /// The text's extent, in points: the widest line by the lines' total height
    /// (`lines.count * font.lineHeight`). Unrounded.
    public let size: CGSize
    /// True when some of the text is not shown: lines dropped past the limit, an ellipsis,
    /// or a clipped line wider than the container.
    public let isTruncated: Bool

    /// Lays out `text` in `font`.
    /// - Parameters:
    ///   - width: the container's width, in points; `.infinity` sets every paragraph on
    ///     one line (and aligns lines within the widest).
    ///   - maximumNumberOfLines: the most lines shown; 0 for no limit.
    ///   - lineBreakMode: how lines wrap and how the last one ends when text remains.
    ///   - alignment: how lines sit in the container's width.
    public init(text: String, font: UIFont, width: CGFloat = .infinity, maximumNumberOfLines: Int = 0,
                lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural) {
        self.font = font
        guard let face = font.face, !text.isEmpty else {
            lines = []
            glyphs = []
            size = .zero
            isTruncated = false
            return
        }
        let scale = font.pointsPerFontUnit
        let limitUnits: Int
        if width.isNaN || !(width < .infinity) || scale == 0 {
            limitUnits = .max / 4
        } else {
            // Tolerance for widths that were themselves computed from a layout.
            limitUnits = Int(max(-1, min(Double(Int.max / 8), Double(width / scale) + 1e-6)).rounded(.down))
        }
        var breaker = LineBreaker(face: face, limit: limitUnits, maximumLines: max(0, maximumNumberOfLines),
                                  mode: lineBreakMode)
        breaker.run(TextLayout.paragraphs(of: TextLayout.normalized(text)))

        // Glyph positions, then alignment once the widest line is known.
        var glyphs: [PositionedGlyph] = []
        var lines: [Line] = []
        lines.reserveCapacity(breaker.lines.count)
        let lineHeight = font.lineHeight, ascender = font.ascender
        let containerWidth: CGFloat? = width < .infinity && width >= 0 ? width : nil
        var widest: CGFloat = 0
        for (index, spec) in breaker.lines.enumerated() {
            let run = breaker.paragraphs[spec.paragraph]
            let baseline = CGFloat(index) * lineHeight + ascender
            let firstGlyph = glyphs.count
            var stretch: CGFloat = 0
            if alignment == .justified, spec.wrapped, let containerWidth {
                let natural = spec.pieces.reduce(0) { $0 + breaker.width(of: $1, in: run) }
                let spaces = spec.pieces.reduce(0) { $0 + breaker.stretchableSpaces(in: $1, of: run) }
                if spaces > 0 { stretch = max(0, containerWidth - CGFloat(natural) * scale) / CGFloat(spaces) }
            }
            var pen = 0
            var stretched: CGFloat = 0
            var text = ""
            for piece in spec.pieces {
                switch piece {
                case .clusters(let range):
                    text += run.characters(range)
                    for i in range {
                        let cluster = run[i]
                        if i > range.lowerBound { pen += cluster.kernBefore }
                        for g in cluster.glyphs {
                            let x = CGFloat(pen + run.offsets[g]) * scale + stretched
                            glyphs.append(PositionedGlyph(glyph: run.glyphs[g], position: CGPoint(x: x, y: baseline)))
                        }
                        pen += cluster.advance
                        if stretch > 0, cluster.hangs { stretched += stretch }
                    }
                case .ellipsis:
                    text.append(breaker.ellipsis.text)
                    for (g, offset) in zip(breaker.ellipsis.glyphs, breaker.ellipsis.offsets) {
                        glyphs.append(PositionedGlyph(glyph: g, position: CGPoint(x: CGFloat(pen + offset) * scale + stretched,
                                                                                   y: baseline)))
                    }
                    pen += breaker.ellipsis.advance
                }
            }
            let lineWidth = CGFloat(pen) * scale + stretched
            widest = max(widest, lineWidth)
            lines.append(Line(text: text, glyphRange: firstGlyph..<glyphs.count, x: 0, width: lineWidth,
                              baseline: baseline))
        }
        let alignWidth = containerWidth ?? widest
        for i in lines.indices {
            let offset = alignment.lineOffset(lineWidth: lines[i].width, containerWidth: alignWidth)
            guard offset != 0 else { continue }
            lines[i].x = offset
            for g in lines[i].glyphRange { glyphs[g].position.x += offset }
        }
        self.lines = lines
        self.glyphs = glyphs
        size = CGSize(width: widest, height: CGFloat(lines.count) * lineHeight)
        isTruncated = breaker.isTruncated
            || (containerWidth.map { w in lines.contains { $0.width > w + 1e-9 } } ?? false)
    }

    /// `text` in Unicode normalisation form C. Text already in it whatever follows (ASCII,
    /// Latin-1 and the other letters below U+0300, dashes, quotes, the ellipsis, arrows,
    /// the multiplication sign: every label the viewer and pager write) is returned as is,
    /// without Foundation's `NSString` and CoreFoundation's Unicode tables, which would
    /// otherwise be paged in by every status line (issue 18).
    static func normalized(_ text: String) -> String {
        text.unicodeScalars.allSatisfy(isInertUnderNFC) ? text : text.precomposedStringWithCanonicalMapping
    }

    /// Whether `scalar` is left alone by normalisation form C wherever it stands: canonical
    /// combining class 0, quick check Yes, and never the second of a composed pair. True of
    /// everything below U+0300 (the combining diacritical marks start there), of general
    /// punctuation from U+2010 (U+2000 and U+2001 are singletons that map to U+2002 and
    /// U+2003), and of arrows, mathematical operators and technical symbols up to U+2328
    /// (U+2329 and U+232A map to U+3008 and U+3009).
    static func isInertUnderNFC(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x2010...0x205E, 0x2190...0x2328: return true
        default: return false
        }
    }

    /// The paragraphs of `text`: split at newlines, a final newline adding no paragraph.
    static func paragraphs(of text: String) -> [Substring] {
        var result: [Substring]
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII newlines are LF, VT, FF and CR, with CR LF one newline.
            result = []
            let utf8 = text.utf8
            var start = utf8.startIndex, i = start
            while i < utf8.endIndex {
                let byte = utf8[i]
                guard (10...13).contains(byte) else { i = utf8.index(after: i); continue }
                result.append(text[start..<i])
                i = utf8.index(after: i)
                if byte == 13, i < utf8.endIndex, utf8[i] == 10 { i = utf8.index(after: i) }
                start = i
            }
            result.append(text[start..<utf8.endIndex])
        } else {
            result = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        }
        if result.count > 1, result.last?.isEmpty == true { result.removeLast() }
        return result
    }
}
