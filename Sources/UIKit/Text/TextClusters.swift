import Foundation

/// One paragraph's characters measured in a face: for each character (grapheme cluster)
/// its glyphs, advance and kerning in font units, and where a line may break. Layout works
/// on these integers, so line breaking is exact and independent of the screen's scale.
struct TextClusters {
    /// A character, measured.
    struct Cluster {
        /// The character, for the line's text.
        var character: Character
        /// How far the pen moves over the whole cluster, font units.
        var advance: Int
        /// Kerning with the cluster before it on the same line, font units (0 after
        /// whitespace or at the start).
        var kernBefore: Int
        /// The cluster's glyphs, as indices into `glyphs` (empty for whitespace).
        var glyphs: Range<Int>
        /// Spaces and tabs: they never make a line overflow and hang past its end.
        var isWhitespace: Bool
        /// A line may end after this cluster (breaking spaces, hyphens and dashes).
        var breaksAfter: Bool
    }

    private(set) var clusters: [Cluster] = []
    /// Every cluster's glyphs, in order.
    private(set) var glyphs: [CGGlyph] = []
    /// Each glyph's offset from its cluster's pen position, font units (combining marks
    /// sit after their base with no advance of their own).
    private(set) var offsets: [Int] = []

    /// Tab stops are not modelled: a tab is as wide as this many spaces.
    static let tabWidthInSpaces = 4

    /// Measures `paragraph` (no newlines) in `face`.
    init<S: StringProtocol>(_ paragraph: S, face: FontFace) {
        let space = face.glyph(for: " ").map(face.advance(of:)) ?? face.metrics.unitsPerEm / 4
        clusters.reserveCapacity(paragraph.utf8.count)
        var previousGlyph: CGGlyph?
        for character in paragraph {
            if character.isWhitespace {
                let advance = character == "\t" ? space * TextClusters.tabWidthInSpaces
                    : character.unicodeScalars.first.flatMap(face.glyph(for:)).map(face.advance(of:)) ?? space
                clusters.append(Cluster(character: character, advance: advance, kernBefore: 0,
                                        glyphs: glyphs.count..<glyphs.count, isWhitespace: true,
                                        breaksAfter: !TextClusters.isNonBreaking(character)))
                previousGlyph = nil
                continue
            }
            let first = glyphs.count
            var pen = 0
            for scalar in character.unicodeScalars where !TextClusters.isInvisible(scalar) {
                if let glyph = face.glyph(for: scalar) {
                    glyphs.append(glyph)
                    offsets.append(pen)
                    pen += face.advance(of: glyph)
                } else if glyphs.count == first {
                    // A character whose base the font lacks shows one .notdef box, however
                    // many scalars (skin tones, joiners) it is made of.
                    glyphs.append(0)
                    offsets.append(0)
                    pen += face.advance(of: 0)
                    break
                }
                // A combining mark the font lacks, after a base it has, is left out.
            }
            let range = first..<glyphs.count
            var kern = 0
            if let previousGlyph, !range.isEmpty { kern = face.kerning(between: previousGlyph, and: glyphs[first]) }
            let breaksAfter = TextClusters.breaksAfter(character)
                && !(clusters.last?.isWhitespace ?? true)
            clusters.append(Cluster(character: character, advance: pen, kernBefore: kern, glyphs: range,
                                    isWhitespace: false, breaksAfter: breaksAfter))
            previousGlyph = range.isEmpty ? nil : glyphs[range.upperBound - 1]
        }
    }

    /// The number of clusters.
    var count: Int { clusters.count }

    subscript(index: Int) -> Cluster { clusters[index] }

    /// Width of the clusters in `range` set side by side, font units.
    func width(_ range: Range<Int>) -> Int {
        var w = 0
        for i in range { w += clusters[i].advance + (i > range.lowerBound ? clusters[i].kernBefore : 0) }
        return w
    }

    /// `range` without the whitespace at its end.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, clusters[end - 1].isWhitespace { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without the whitespace at its start.
    func trimmingLeadingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, clusters[start].isWhitespace { start += 1 }
        return start..<range.upperBound
    }

    /// Scalars that draw nothing and take no room: controls and default-ignorable code
    /// points (joiners, variation selectors, soft hyphens), which must not show as boxes.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Spaces that glue words together (no-break space, figure space, narrow no-break).
    static func isNonBreaking(_ character: Character) -> Bool {
        character == "\u{00A0}" || character == "\u{2007}" || character == "\u{202F}"
    }

    /// Hyphens and dashes, after which a line may break (UAX #14's classes HY, BA, B2).
    static func breaksAfter(_ character: Character) -> Bool {
        character == "-" || character == "\u{2010}" || character == "\u{2013}" || character == "\u{2014}"
    }
}
