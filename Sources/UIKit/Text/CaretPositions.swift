import Foundation

/// Where a caret goes between the characters of one line of text in a font: the x of each
/// character boundary, in points from the line's start, measured as `TextLayout` sets the
/// line (advances and kerning in font units, scaled once). A plain value for text fields:
/// the caret's place, and the boundary nearest a click.
public struct CaretPositions: Equatable, Sendable {
    /// The x of the boundary before character i (and, last, the line's end), in points;
    /// one more entry than characters.
    public let offsets: [CGFloat]

    /// The boundaries of `text` (one line) set in `font`.
    public init(text: String, font: UIFont) {
        var offsets: [CGFloat] = [0]
        guard let face = font.face, !text.isEmpty else {
            self.offsets = offsets + Array(repeating: 0, count: text.count)
            return
        }
        let clusters = TextClusters(Substring(text), face: face)
        let scale = font.pointsPerFontUnit
        var units = 0
        for i in 0..<clusters.clusters.count {
            units += clusters[i].advance + (i > 0 ? clusters[i].kernBefore : 0)
            offsets.append(CGFloat(units) * scale)
        }
        // Clusters are the text's characters; should a count ever differ, the caret stays
        // inside the line rather than past an array's end.
        let count = text.count
        if offsets.count < count + 1 {
            offsets += Array(repeating: offsets.last ?? 0, count: count + 1 - offsets.count)
        }
        self.offsets = Array(offsets.prefix(count + 1))
    }

    /// The line's width, in points.
    public var width: CGFloat { offsets.last ?? 0 }

    /// The x of the boundary before character `index` (clamped), in points.
    public func x(at index: Int) -> CGFloat { offsets[min(max(0, index), offsets.count - 1)] }

    /// The boundary nearest `x` (points from the line's start).
    public func index(nearest x: CGFloat) -> Int {
        // Binary search for the first boundary at or past x, then the nearer of it and the one before.
        var lo = 0, hi = offsets.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0, x - offsets[lo - 1] <= offsets[lo] - x { return lo - 1 }
        return lo
    }
}
