import Foundation

/// How a segmented control's width is shared among its segments, as UIKit does it: a
/// segment with a fixed width (more than 0) gets it; the rest of the width goes to the
/// automatic segments, in equal shares, or in proportion to their content's widths when
/// apportioned by content. A pure function of numbers, so it is tested with numbers alone.
public enum SegmentWidths {
    /// The segments' widths, in points, for a control `totalWidth` points wide.
    /// - Parameters:
    ///   - fixed: each segment's set width; 0 (or less, or not finite) is automatic.
    ///   - content: each segment's content width (title or image plus padding), in points.
    ///   - apportionedByContent: share the automatic width in proportion to `content`.
    public static func widths(totalWidth: CGFloat, fixed: [CGFloat], content: [CGFloat],
                              apportionedByContent: Bool) -> [CGFloat] {
        let count = fixed.count
        guard count > 0 else { return [] }
        let isFixed = fixed.map { $0.isFinite && $0 > 0 }
        let fixedTotal = zip(fixed, isFixed).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
        let automatic = isFixed.filter { !$0 }.count
        let remaining = max(0, (totalWidth.isFinite ? totalWidth : 0) - fixedTotal)
        let contentTotal = (0..<count).reduce(CGFloat(0)) { isFixed[$1] ? $0 : $0 + max(0, content[safe: $1]) }
        return (0..<count).map { i in
            if isFixed[i] { return fixed[i] }
            if apportionedByContent, contentTotal > 0 {
                return remaining * max(0, content[safe: i]) / contentTotal
            }
            return remaining / CGFloat(automatic)
        }
    }

    /// The width that shows every segment's content unsqueezed, in points: each automatic
    /// segment as wide as the widest content (or its own content's width when apportioned
    /// by content), plus the fixed widths.
    public static func fittingWidth(fixed: [CGFloat], content: [CGFloat], apportionedByContent: Bool) -> CGFloat {
        let automatic = fixed.indices.filter { !(fixed[$0].isFinite && fixed[$0] > 0) }
        let fixedTotal = fixed.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        let contents = automatic.map { max(0, content[safe: $0]) }
        let automaticTotal = apportionedByContent
            ? contents.reduce(0, +)
            : (contents.max() ?? 0) * CGFloat(automatic.count)
        return fixedTotal + automaticTotal
    }
}

private extension Array where Element == CGFloat {
    /// The element at `index`, or 0 past the end (a content list shorter than the
    /// segments counts the rest as empty).
    subscript(safe index: Int) -> CGFloat { indices.contains(index) ? self[index] : 0 }
}
