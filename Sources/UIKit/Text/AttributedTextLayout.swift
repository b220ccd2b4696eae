import Foundation

/// An attributed string set in lines: runs of different fonts, colours and kerning share
/// lines and wrap together, each paragraph aligned and spaced by its `NSParagraphStyle`.
/// What `UILabel` lays out when it has `attributedText`; a plain value like `TextLayout`.
///
/// Rules, beyond `TextLayout`'s (newlines end paragraphs; lines wrap at spaces and after
/// hyphens, a word wider than the line breaks between characters; trailing spaces hang):
/// - Each run is measured in its own font; kerning pairs apply within a run, and `.kern`
///   adds its points after every character of its range, as UIKit does.
/// - A line is as tall as its tallest font's line height, and its baseline sits its
///   largest ascender below its top; a paragraph style's `lineSpacing` goes between lines.
/// - With a line limit, the last line is clipped for `.byClipping`, else truncated at its
///   tail with "…" in the font and colour of the last character kept (head and middle
///   truncation are `TextLayout`'s, for plain text only).
public struct AttributedTextLayout {
    /// A stretch of glyphs in one font and colour.
    public struct GlyphRun {
        /// The font the glyphs are in.
        public var font: UIFont
        /// Their colour.
        public var color: UIColor
        /// A shadow drawn under them, if any.
        public var shadow: NSShadow?
        /// The glyphs, positioned on their baselines in points from the layout's top-left.
        public var glyphs: [PositionedGlyph]
    }

    /// One line of the layout.
    public struct Line: Equatable {
        /// What the line shows, with "…" where truncated.
        public var text: String
        /// Its left edge after alignment and its width without trailing spaces, in points.
        public var x: CGFloat
        public var width: CGFloat
        /// Its top and height (the tallest font's line height), in points.
        public var top: CGFloat
        public var height: CGFloat
        /// Its baseline, in points from the layout's top.
        public var baseline: CGFloat
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The glyphs, in runs of one font and colour.
    public let runs: [GlyphRun]
    /// The widest line by the lines' total height, in points, unrounded.
    public let size: CGSize
    /// True when some text is not shown.
    public let isTruncated: Bool

    /// One measured character.
    private struct Item {
        var run: Int
        var cluster: Int
        /// Pen advance in points, kerning within the run and `.kern` included.
        var advance: CGFloat
        /// A breaking space: see `TextClusters.Cluster.hangs`.
        var hangs: Bool
        var breaksAfter: Bool
    }

    /// One attribute run of a paragraph, measured.
    private struct MeasuredRun {
        var clusters: TextClusters
        var font: UIFont
        var color: UIColor
        var kern: CGFloat
        var shadow: NSShadow?
    }

    /// Lays out `text`.
    /// - Parameters:
    ///   - font, color, alignment: what characters without `.font`, `.foregroundColor` or
    ///     a paragraph style get (a label's `font`, `textColor`, `textAlignment`).
    ///   - width: the container's width in points; `.infinity` for no wrapping.
    ///   - maximumNumberOfLines: the most lines; 0 for no limit.
    ///   - lineBreakMode: how lines wrap and the last allowed line ends when text remains,
    ///     for paragraphs without a paragraph style (a style's `lineBreakMode` wins).
    public init(_ text: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                width: CGFloat = .infinity, maximumNumberOfLines: Int = 0,
                lineBreakMode: NSLineBreakMode = .byWordWrapping) {
        guard text.length > 0 else {
            lines = []
            runs = []
            size = .zero
            isTruncated = false
            return
        }
        let limit = width.isNaN ? CGFloat.infinity : max(0, width) + 1e-6
        let string = text.string as NSString
        var lines: [Line] = []
        var runs: [GlyphRun] = []
        var truncated = false
        var top: CGFloat = 0
        var widest: CGFloat = 0
        // Each line's alignment and runs, applied once the widest line is known.
        var alignments: [(line: Int, runs: Range<Int>, alignment: NSTextAlignment)] = []
        let maxLines = max(0, maximumNumberOfLines)
        var paragraphStart = 0
        paragraphs: while paragraphStart <= string.length {
            // The paragraph runs to the next newline (excluded).
            var end = paragraphStart
            while end < string.length, !AttributedTextLayout.isNewline(string.character(at: end)) { end += 1 }
            if end == string.length, paragraphStart == end, paragraphStart > 0 { break }
            let style = AttributedTextLayout.attribute(.paragraphStyle, in: text, at: min(paragraphStart, max(0, string.length - 1)))
                as? NSParagraphStyle
            let paragraphAlignment = style?.alignment ?? alignment
            let spacing = style?.lineSpacing ?? 0
            // A paragraph style's mode wins over the label's, as on iOS (where a style set
            // only for its alignment turns truncation into word wrapping).
            let mode = style?.lineBreakMode ?? lineBreakMode
            let measured = AttributedTextLayout.measure(text, NSRange(location: paragraphStart, length: end - paragraphStart),
                                                        font: font, color: color)
            var items: [Item] = []
            for (r, run) in measured.enumerated() {
                let scale = run.font.pointsPerFontUnit
                for c in 0..<run.clusters.count {
                    let cluster = run.clusters[c]
                    let kernBefore = c > 0 ? CGFloat(cluster.kernBefore) * scale : 0
                    if kernBefore != 0, !items.isEmpty { items[items.count - 1].advance += kernBefore }
                    items.append(Item(run: r, cluster: c, advance: CGFloat(cluster.advance) * scale + run.kern,
                                      hangs: cluster.hangs, breaksAfter: cluster.breaksAfter))
                }
            }
            let emptyFont = measured.first?.font
                ?? (AttributedTextLayout.attribute(.font, in: text, at: max(0, min(paragraphStart, string.length - 1))) as? UIFont)
                ?? font
            var start = 0
            repeat {
                let isLast = maxLines > 0 && lines.count == maxLines - 1
                var (lineEnd, next) = AttributedTextLayout.nextLine(items, from: start, limit: limit,
                                                                    byCharacter: mode == .byCharWrapping)
                var ellipsisRun: Int?
                let moreFollows = next < items.count || end < string.length
                if isLast, moreFollows, mode != .byWordWrapping, mode != .byCharWrapping {
                    truncated = true
                    if mode == .byClipping {
                        lineEnd = items.count
                    } else {
                        (lineEnd, ellipsisRun) = AttributedTextLayout.truncate(items, from: start, measured, limit: limit)
                    }
                    next = items.count
                } else if isLast, moreFollows {
                    truncated = true
                }
                // Trailing spaces hang: not shown, not measured.
                var shownEnd = lineEnd
                while shownEnd > start, items[shownEnd - 1].hangs { shownEnd -= 1 }
                let slice = items[start..<shownEnd]
                let fonts = slice.isEmpty ? [ellipsisRun.map { measured[$0].font } ?? emptyFont]
                    : Set(slice.map(\.run)).map { measured[$0].font }
                let ascent = fonts.map(\.ascender).max() ?? 0
                let height = fonts.map(\.lineHeight).max() ?? 0
                if !lines.isEmpty { top += spacing }
                let baseline = top + ascent
                // Glyphs, run by run.
                var pen: CGFloat = 0
                var lineText = ""
                var lineRuns: [GlyphRun] = []
                for item in slice {
                    let run = measured[item.run]
                    let cluster = run.clusters[item.cluster]
                    lineText += run.clusters.characters(item.cluster..<item.cluster + 1)
                    let scale = run.font.pointsPerFontUnit
                    let placed = cluster.glyphs.map { g in
                        PositionedGlyph(glyph: run.clusters.glyphs[g],
                                        position: CGPoint(x: pen + CGFloat(run.clusters.offsets[g]) * scale, y: baseline))
                    }
                    AttributedTextLayout.append(placed, of: run, to: &lineRuns)
                    pen += item.advance
                }
                // The last character's extra kerning does not widen the line.
                if let last = slice.last { pen -= measured[last.run].kern }
                if let e = ellipsisRun {
                    let run = measured[e]
                    if let face = run.font.face {
                        let ellipsis = LineBreaker(face: face, limit: 0, maximumLines: 0, mode: .byTruncatingTail).ellipsis
                        let scale = run.font.pointsPerFontUnit
                        let placed = zip(ellipsis.glyphs, ellipsis.offsets).map { g, o in
                            PositionedGlyph(glyph: g, position: CGPoint(x: pen + CGFloat(o) * scale, y: baseline))
                        }
                        AttributedTextLayout.append(placed, of: run, to: &lineRuns)
                        pen += CGFloat(ellipsis.advance) * scale
                        lineText += ellipsis.text
                    }
                }
                lines.append(Line(text: lineText, x: 0, width: pen, top: top, height: height, baseline: baseline))
                widest = max(widest, pen)
                top += height
                alignments.append((lines.count - 1, runs.count..<runs.count + lineRuns.count, paragraphAlignment))
                runs.append(contentsOf: lineRuns)
                start = next
                if isLast, moreFollows { break paragraphs }
            } while start < items.count
            paragraphStart = end + (end < string.length && string.character(at: end) == 13
                && end + 1 < string.length && string.character(at: end + 1) == 10 ? 2 : 1)
            if end >= string.length { break }
        }
        // Alignment once the widest line is known.
        let alignWidth = width < .infinity && width >= 0 ? width : widest
        for (index, range, alignment) in alignments {
            let offset = alignment.lineOffset(lineWidth: lines[index].width, containerWidth: alignWidth)
            guard offset != 0 else { continue }
            lines[index].x = offset
            for r in range { for g in runs[r].glyphs.indices { runs[r].glyphs[g].position.x += offset } }
        }
        self.lines = lines
        self.runs = runs
        size = CGSize(width: widest, height: top)
        isTruncated = truncated
    }

    static func isNewline(_ unit: unichar) -> Bool {
        (10...13).contains(unit) || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// The value of attribute `key` at UTF-16 offset `location` (nil past the end).
    static func attribute(_ key: NSAttributedString.Key, in text: NSAttributedString, at location: Int) -> Any? {
        guard location >= 0, location < text.length else { return nil }
        return text.attribute(key, at: location, effectiveRange: nil)
    }

    /// The number in a `.kern` value, in points: UIKit code passes Int, Double, CGFloat or
    /// NSNumber.
    static func points(_ value: Any?) -> CGFloat {
        switch value {
        case let v as CGFloat: return v.isFinite ? v : 0
        case let v as Double: return v.isFinite ? CGFloat(v) : 0
        case let v as Int: return CGFloat(v)
        case let v as Float: return v.isFinite ? CGFloat(v) : 0
        case let v as NSNumber: return CGFloat(v.doubleValue.isFinite ? v.doubleValue : 0)
        default: return 0
        }
    }

    /// The attribute runs of `range` (one paragraph), measured in their fonts.
    private static func measure(_ text: NSAttributedString, _ range: NSRange, font: UIFont, color: UIColor) -> [MeasuredRun] {
        var result: [MeasuredRun] = []
        guard range.length > 0 else { return result }
        let string = text.string as NSString
        text.enumerateAttributes(in: range, options: []) { attributes, r, _ in
            let runFont = attributes[.font] as? UIFont ?? font
            guard let face = runFont.face else { return }
            let piece = Substring(TextLayout.normalized(string.substring(with: r)))
            result.append(MeasuredRun(clusters: TextClusters(piece, face: face), font: runFont,
                                      color: attributes[.foregroundColor] as? UIColor ?? color,
                                      kern: points(attributes[.kern]), shadow: attributes[.shadow] as? NSShadow))
        }
        return result
    }

    /// Where the line starting at item `start` ends (trailing spaces included) and where
    /// the next begins: greedy first fit at break opportunities, or between characters.
    private static func nextLine(_ items: [Item], from start: Int, limit: CGFloat, byCharacter: Bool) -> (Int, Int) {
        var width: CGFloat = 0
        var lastBreak: Int?
        var j = start
        while j < items.count {
            let item = items[j]
            if !item.hangs, width + item.advance > limit, j > start {
                let end = byCharacter ? j : (lastBreak ?? j)
                return (end, end)
            }
            width += item.advance
            j += 1
            if item.breaksAfter { lastBreak = j }
        }
        return (items.count, items.count)
    }

    /// The end of a tail-truncated last line from `start` and the run whose font the "…"
    /// takes: as many characters as fit with the ellipsis, spaces before it dropped.
    private static func truncate(_ items: [Item], from start: Int, _ runs: [MeasuredRun], limit: CGFloat) -> (Int, Int?) {
        func ellipsisWidth(_ run: Int) -> CGFloat {
            guard let face = runs[run].font.face else { return 0 }
            let e = LineBreaker(face: face, limit: 0, maximumLines: 0, mode: .byTruncatingTail).ellipsis
            return CGFloat(e.advance) * runs[run].font.pointsPerFontUnit
        }
        var width: CGFloat = 0
        var end = start
        while end < items.count {
            let run = items[end].run
            if width + items[end].advance + ellipsisWidth(run) > limit { break }
            width += items[end].advance
            end += 1
        }
        while end > start, items[end - 1].hangs { end -= 1 }
        let run = end > start ? items[end - 1].run : items.indices.contains(start) ? items[start].run : nil
        return (end, run)
    }

    /// Adds `glyphs` of `run` to the line's runs, joining the last one when it has the
    /// same font, colour and shadow.
    private static func append(_ glyphs: [PositionedGlyph], of run: MeasuredRun, to runs: inout [GlyphRun]) {
        guard !glyphs.isEmpty else { return }
        if let last = runs.last, last.font == run.font, last.color == run.color, last.shadow === run.shadow {
            runs[runs.count - 1].glyphs += glyphs
        } else {
            runs.append(GlyphRun(font: run.font, color: run.color, shadow: run.shadow, glyphs: glyphs))
        }
    }
}
