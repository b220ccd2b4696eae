import Foundation

/// Breaks paragraphs into lines for `TextLayout`: greedy first-fit in font units, with the
/// last allowed line wrapped, clipped or truncated as the line break mode says.
struct LineBreaker {
    /// A stretch of a line: characters of its paragraph, or the ellipsis.
    enum Piece: Equatable {
        case clusters(Range<Int>)
        case ellipsis
    }

    /// One line: which paragraph it comes from and what it shows.
    struct LineSpec {
        var paragraph: Int
        var pieces: [Piece]
        /// The line ends because the paragraph wrapped (so justification may stretch it).
        var wrapped: Bool
    }

    /// The ellipsis, measured: "…", or "..." in a font without it.
    struct Ellipsis {
        var text: String
        var glyphs: [CGGlyph]
        var offsets: [Int]
        var advance: Int
    }

    let face: FontFace
    /// The container's width, font units.
    let limit: Int
    /// The most lines; 0 for no limit.
    let maximumLines: Int
    let mode: NSLineBreakMode
    let ellipsis: Ellipsis

    private(set) var paragraphs: [TextClusters] = []
    private(set) var lines: [LineSpec] = []
    private(set) var isTruncated = false

    init(face: FontFace, limit: Int, maximumLines: Int, mode: NSLineBreakMode) {
        self.face = face
        self.limit = limit
        self.maximumLines = maximumLines
        self.mode = mode
        if let g = face.glyph(for: "\u{2026}") {
            ellipsis = Ellipsis(text: "\u{2026}", glyphs: [g], offsets: [0], advance: face.advance(of: g))
        } else {
            let dot = face.glyph(for: ".") ?? 0, a = face.advance(of: dot)
            ellipsis = Ellipsis(text: "...", glyphs: [dot, dot, dot], offsets: [0, a, 2 * a], advance: 3 * a)
        }
    }

    /// Sets `paragraphs` in lines until they or the line limit run out.
    mutating func run(_ texts: [Substring]) {
        for (index, text) in texts.enumerated() {
            let run = TextClusters(text, face: face)
            paragraphs.append(run)
            if !breakParagraph(index, run, moreFollows: index < texts.count - 1) { return }
        }
    }

    /// Breaks one paragraph; false when the line limit stopped it (nothing more is set).
    private mutating func breakParagraph(_ index: Int, _ run: TextClusters, moreFollows: Bool) -> Bool {
        var start = 0
        repeat {
            let isLastAllowed = maximumLines > 0 && lines.count == maximumLines - 1
            if isLastAllowed, mode != .byWordWrapping, mode != .byCharWrapping {
                lastLine(index, run, from: start, moreFollows: moreFollows)
                return false
            }
            let (shown, next) = nextLine(run, from: start)
            // Spaces where a line wraps hang past its end: not shown, not measured.
            lines.append(LineSpec(paragraph: index, pieces: [.clusters(run.trimmingTrailingWhitespace(shown))],
                                  wrapped: next < run.count))
            start = next
            if isLastAllowed, start < run.count || moreFollows {
                isTruncated = true
                return false
            }
        } while start < run.count
        return true
    }

    /// The clusters of the line starting at `start` (trailing whitespace included: it
    /// hangs) and where the next line starts.
    private func nextLine(_ run: TextClusters, from start: Int) -> (Range<Int>, Int) {
        var width = 0
        var lastBreak: Int?
        var j = start
        while j < run.count {
            let c = run[j]
            let add = c.advance + (j > start ? c.kernBefore : 0)
            if !c.hangs, width + add > limit, j > start {
                let end = mode == .byCharWrapping ? j : (lastBreak ?? j)
                return (start..<end, end)
            }
            width += add
            j += 1
            if c.breaksAfter { lastBreak = j }
        }
        return (start..<run.count, run.count)
    }

    /// The last line allowed, for the clipping and truncating modes: the rest of the
    /// paragraph, clipped or truncated to fit.
    private mutating func lastLine(_ index: Int, _ run: TextClusters, from start: Int, moreFollows: Bool) {
        let rest = run.trimmingTrailingWhitespace(start..<run.count)
        let restWidth = run.width(rest)
        var pieces: [Piece]
        if restWidth <= limit, !moreFollows {
            pieces = [.clusters(rest)]
        } else if mode == .byClipping {
            pieces = [.clusters(rest)]
            isTruncated = true
        } else if restWidth + ellipsis.advance <= limit {
            // The paragraph fits but text follows: mark the cut at the end, whatever the mode.
            pieces = [.clusters(rest), .ellipsis]
            isTruncated = true
        } else {
            isTruncated = true
            switch mode {
            case .byTruncatingHead: pieces = truncatingHead(run, rest)
            case .byTruncatingMiddle: pieces = truncatingMiddle(run, rest)
            default: pieces = truncatingTail(run, rest)
            }
        }
        pieces.removeAll { if case .clusters(let r) = $0 { return r.isEmpty } else { return false } }
        lines.append(LineSpec(paragraph: index, pieces: pieces, wrapped: false))
    }

    private func truncatingTail(_ run: TextClusters, _ rest: Range<Int>) -> [Piece] {
        let available = limit - ellipsis.advance
        var width = 0, end = rest.lowerBound
        while end < rest.upperBound {
            let add = run[end].advance + (end > rest.lowerBound ? run[end].kernBefore : 0)
            if width + add > available { break }
            width += add
            end += 1
        }
        return [.clusters(run.trimmingTrailingWhitespace(rest.lowerBound..<end)), .ellipsis]
    }

    private func truncatingHead(_ run: TextClusters, _ rest: Range<Int>) -> [Piece] {
        let available = limit - ellipsis.advance
        var width = 0, start = rest.upperBound
        while start > rest.lowerBound {
            let add = run[start - 1].advance + (start < rest.upperBound ? run[start].kernBefore : 0)
            if width + add > available { break }
            width += add
            start -= 1
        }
        return [.ellipsis, .clusters(run.trimmingLeadingWhitespace(start..<rest.upperBound))]
    }

    /// Takes characters from the front and the back in turn while they fit.
    private func truncatingMiddle(_ run: TextClusters, _ rest: Range<Int>) -> [Piece] {
        let available = limit - ellipsis.advance
        var width = 0, front = rest.lowerBound, back = rest.upperBound
        var progressed = true
        while progressed, front < back {
            progressed = false
            let addFront = run[front].advance + (front > rest.lowerBound ? run[front].kernBefore : 0)
            if width + addFront <= available {
                width += addFront
                front += 1
                progressed = true
            }
            guard front < back else { break }
            let addBack = run[back - 1].advance + (back < rest.upperBound ? run[back].kernBefore : 0)
            if width + addBack <= available {
                width += addBack
                back -= 1
                progressed = true
            }
        }
        return [.clusters(run.trimmingTrailingWhitespace(rest.lowerBound..<front)), .ellipsis,
                .clusters(run.trimmingLeadingWhitespace(back..<rest.upperBound))]
    }

    /// The width `piece` adds to a line, font units.
    func width(of piece: Piece, in run: TextClusters) -> Int {
        switch piece {
        case .clusters(let range): return run.width(range)
        case .ellipsis: return ellipsis.advance
        }
    }

    /// Breaking spaces between words in `piece`, which justification widens.
    func stretchableSpaces(in piece: Piece, of run: TextClusters) -> Int {
        guard case .clusters(let range) = piece else { return 0 }
        return range.filter { run[$0].hangs }.count
    }
}
