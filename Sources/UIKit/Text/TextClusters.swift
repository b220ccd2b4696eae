import Foundation

/// One paragraph's characters measured in a face: for each character (grapheme cluster)
/// its glyphs, advance and kerning in font units, and where a line may break. Layout works
/// on these integers, so line breaking is exact and independent of the screen's scale.
struct TextClusters {
    /// A character, measured.
    struct Cluster {
        /// Where the character is in `text`.
        var range: Range<String.Index>
        /// How far the pen moves over the whole cluster, font units.
        var advance: Int
        /// Kerning with the cluster before it on the same line, font units (0 after
        /// whitespace or at the start).
        var kernBefore: Int
        /// The cluster's glyphs, as indices into `glyphs` (empty for whitespace).
        var glyphs: Range<Int>
        /// Spaces and tabs, no-break ones too: no glyphs, and no kerning across them.
        var isWhitespace: Bool
        /// A line may end after this cluster (breaking spaces, hyphens and dashes).
        var breaksAfter: Bool
        /// A space a line may break at: it never makes a line overflow, and at a line's end
        /// it hangs, neither shown nor measured. A no-break space is measured like a letter
        /// (UIKit's labels keep "\u{00A0}" at a line's end, the usual way to pad one).
        var hangs: Bool { isWhitespace && breaksAfter }
    }

    /// The paragraph measured.
    let text: Substring
    private(set) var clusters: [Cluster] = []
    /// Every cluster's glyphs, in order.
    private(set) var glyphs: [CGGlyph] = []
    /// Each glyph's offset from its cluster's pen position, font units (combining marks
    /// sit after their base with no advance of their own).
    private(set) var offsets: [Int] = []

    /// Tab stops are not modelled: a tab is as wide as this many spaces.
    static let tabWidthInSpaces = 4

    private let face: FontFace
    private let spaceAdvance: Int
    private var previousGlyph: CGGlyph?

    /// Measures `paragraph` (no newlines) in `face`.
    init(_ paragraph: Substring, face: FontFace) {
        text = paragraph
        self.face = face
        spaceAdvance = face.glyph(for: " ").map(face.advance(of:)) ?? face.metrics.unitsPerEm / 4
        clusters.reserveCapacity(paragraph.utf8.count)
        glyphs.reserveCapacity(paragraph.utf8.count)
        offsets.reserveCapacity(paragraph.utf8.count)
        if paragraph.utf8.allSatisfy({ $0 < 0x80 }) {
            measureASCII()
        } else {
            measureUnicode()
        }
    }

    /// ASCII, the common case: every byte is a character, and no Unicode property lookups
    /// or grapheme breaking are needed.
    private mutating func measureASCII() {
        let utf8 = text.utf8
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let next = utf8.index(after: i)
            let byte = utf8[i]
            switch byte {
            case 32: appendWhitespace(i..<next, advance: spaceAdvance, breaks: true)
            case 9: appendWhitespace(i..<next, advance: spaceAdvance * TextClusters.tabWidthInSpaces, breaks: true)
            case 0..<32, 127: appendInvisible(i..<next)
            default:
                appendGlyphs(i..<next, CollectionOfOne(face.glyph(for: Unicode.Scalar(byte)) ?? 0), breaksAfter: byte == 0x2D)
            }
            i = next
        }
    }

    private mutating func measureUnicode() {
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            let character = text[i]
            let range = i..<next
            i = next
            if character.isWhitespace {
                let advance = character == "\t" ? spaceAdvance * TextClusters.tabWidthInSpaces
                    : character.unicodeScalars.first.flatMap(face.glyph(for:)).map(face.advance(of:)) ?? spaceAdvance
                appendWhitespace(range, advance: advance, breaks: !TextClusters.isNonBreaking(character))
                continue
            }
            var found: [CGGlyph] = []
            for scalar in character.unicodeScalars where !TextClusters.isInvisible(scalar) {
                if let glyph = face.glyph(for: scalar) {
                    found.append(glyph)
                } else if found.isEmpty {
                    // A character whose base the font lacks shows one .notdef box, however
                    // many scalars (skin tones, joiners) it is made of.
                    found.append(0)
                    break
                }
                // A combining mark the font lacks, after a base it has, is left out.
            }
            if found.isEmpty {
                appendInvisible(range)
            } else {
                appendGlyphs(range, found, breaksAfter: TextClusters.breaksAfter(character))
            }
        }
    }

    private mutating func appendWhitespace(_ range: Range<String.Index>, advance: Int, breaks: Bool) {
        clusters.append(Cluster(range: range, advance: advance, kernBefore: 0, glyphs: glyphs.count..<glyphs.count,
                                isWhitespace: true, breaksAfter: breaks))
        previousGlyph = nil
    }

    /// A character that draws nothing and takes no room (controls, lone joiners).
    private mutating func appendInvisible(_ range: Range<String.Index>) {
        clusters.append(Cluster(range: range, advance: 0, kernBefore: 0, glyphs: glyphs.count..<glyphs.count,
                                isWhitespace: false, breaksAfter: false))
        previousGlyph = nil
    }

    /// A character drawn with `found` (a base and any marks), kerned against the glyph
    /// before it. A hyphen or dash breaks only after a word, not after a space ("-5").
    private mutating func appendGlyphs<Glyphs: Collection>(_ range: Range<String.Index>, _ found: Glyphs,
                                                           breaksAfter: Bool) where Glyphs.Element == CGGlyph {
        let first = glyphs.count
        var pen = 0
        for glyph in found {
            glyphs.append(glyph)
            offsets.append(pen)
            pen += face.advance(of: glyph)
        }
        let kern = previousGlyph.map { face.kerning(between: $0, and: glyphs[first]) } ?? 0
        clusters.append(Cluster(range: range, advance: pen, kernBefore: kern, glyphs: first..<glyphs.count,
                                isWhitespace: false, breaksAfter: breaksAfter && !(clusters.last?.isWhitespace ?? true)))
        previousGlyph = glyphs[glyphs.count - 1]
    }

    /// The number of clusters.
    var count: Int { clusters.count }

    subscript(index: Int) -> Cluster { clusters[index] }

    /// The characters of the clusters in `range`.
    func characters(_ range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return "" }
        return text[clusters[range.lowerBound].range.lowerBound..<clusters[range.upperBound - 1].range.upperBound]
    }

    /// Width of the clusters in `range` set side by side, font units.
    func width(_ range: Range<Int>) -> Int {
        var w = 0
        for i in range { w += clusters[i].advance + (i > range.lowerBound ? clusters[i].kernBefore : 0) }
        return w
    }

    /// `range` without the whitespace at its end.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, clusters[end - 1].hangs { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without the whitespace at its start.
    func trimmingLeadingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, clusters[start].hangs { start += 1 }
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
