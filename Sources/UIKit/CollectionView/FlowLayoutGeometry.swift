import Foundation

/// The arithmetic of a flow layout: where each item, header and footer goes, as
/// `UICollectionViewFlowLayout` places them; a pure value computed once per invalidation
/// from sizes and spacings (points), tested with numbers alone.
///
/// Items follow one another across the scroll direction (left to right in a vertical
/// layout, top to bottom in a horizontal one) until the next would not fit; then a new
/// line starts. As iOS does, each line is justified: the room it leaves is shared between
/// its gaps, so its first and last items touch the section insets; a line of one item is
/// centred; the last line of a section is spaced as if it went on with items the size of
/// its last one, so the columns of a grid continue into it (a half-full last row is
/// left-aligned on the grid). Items of different thickness are centred in their line.
/// Headers and footers span the whole content across the scroll direction.
///
/// Internally everything is worked out as if the layout were vertical ("across" is x,
/// "along" is y) and transposed for a horizontal one. Lookups for a rectangle search the
/// lines (binary search), so a visible rectangle costs what its lines hold, whatever the
/// item count.
struct FlowLayoutGeometry {
    /// One section's input.
    struct Section: Equatable {
        /// Each item's size, in points.
        var itemSizes: [CGSize]
        /// Space around the section's items (inside its header and footer), in points.
        var inset: UIEdgeInsets = .zero
        /// The least space between lines, in points.
        var lineSpacing: CGFloat = 0
        /// The least space between items of a line, in points.
        var interitemSpacing: CGFloat = 0
        /// The header's size; only its extent along the scroll direction is used (zero: none).
        var headerSize: CGSize = .zero
        /// The footer's size, as the header's.
        var footerSize: CGSize = .zero
    }

    /// One line of items, in the vertical frame of reference.
    struct Line: Equatable {
        /// The section it belongs to.
        var section: Int
        /// Its items' indices in the section.
        var items: Range<Int>
        /// Where it starts and ends along the scroll direction, in points.
        var start: CGFloat
        var end: CGFloat
        /// The furthest end of this line and every line before it (lines may overlap
        /// with negative spacing): what the binary search over lines orders by.
        var reach: CGFloat
    }

    /// True for a vertical layout (lines are rows), false for a horizontal one (columns).
    let isVertical: Bool
    /// Each section's items' frames, in content coordinates (points).
    private(set) var itemFrames: [[CGRect]] = []
    /// Each section's header and footer frames, nil where the size along is zero.
    private(set) var headerFrames: [CGRect?] = []
    private(set) var footerFrames: [CGRect?] = []
    /// The lines of every section, in order (vertical frame of reference).
    private(set) var lines: [Line] = []
    /// Each section's extent along the scroll direction, header to footer.
    private(set) var sectionExtents: [(start: CGFloat, end: CGFloat)] = []
    /// Each section's items with their insets, between header and footer: how far a
    /// pinned header or footer may travel.
    private(set) var bodyExtents: [(start: CGFloat, end: CGFloat)] = []
    /// The size of all the content, in points.
    private(set) var contentSize: CGSize = .zero

    /// The layout of `sections` in content `width` points wide (a vertical layout) or
    /// `height` points high (a horizontal one): `extent` is the content area's size (the
    /// collection view's bounds inside its adjusted content insets).
    init(sections: [Section], isVertical: Bool, extent: CGSize) {
        self.isVertical = isVertical
        let across = max(0, isVertical ? extent.width : extent.height)
        var along: CGFloat = 0
        for (index, section) in sections.enumerated() {
            let start = along
            // The section's insets turned into the vertical frame of reference.
            let inset = isVertical ? section.inset
                : UIEdgeInsets(top: section.inset.left, left: section.inset.top,
                               bottom: section.inset.right, right: section.inset.bottom)
            let headerLength = max(0, isVertical ? section.headerSize.height : section.headerSize.width)
            headerFrames.append(headerLength > 0 ? place(CGRect(x: 0, y: along, width: across, height: headerLength)) : nil)
            along += headerLength
            let bodyStart = along
            along += inset.top
            var frames: [CGRect] = []
            frames.reserveCapacity(section.itemSizes.count)
            let sizes = section.itemSizes.map { isVertical ? $0 : CGSize(width: $0.height, height: $0.width) }
            var first = 0
            while first < sizes.count {
                let end = Self.lineEnd(sizes, from: first, room: across - inset.left - inset.right,
                                       spacing: section.interitemSpacing)
                let thickness = sizes[first..<end].map { max(0, $0.height) }.max()!
                let xs = Self.lineStarts(sizes, first..<end, isLast: end == sizes.count,
                                         room: across - inset.left - inset.right, spacing: section.interitemSpacing)
                for (i, x) in zip(first..<end, xs) {
                    let size = sizes[i]
                    frames.append(place(CGRect(x: inset.left + x, y: along + (thickness - max(0, size.height)) / 2,
                                               width: size.width, height: size.height)))
                }
                let line = Line(section: index, items: first..<end, start: along, end: along + thickness,
                                reach: max(lines.last?.reach ?? -.infinity, along + thickness))
                lines.append(line)
                along += thickness
                first = end
                if first < sizes.count { along += section.lineSpacing }
            }
            along += inset.bottom
            bodyExtents.append((bodyStart, along))
            let footerLength = max(0, isVertical ? section.footerSize.height : section.footerSize.width)
            footerFrames.append(footerLength > 0 ? place(CGRect(x: 0, y: along, width: across, height: footerLength)) : nil)
            along += footerLength
            itemFrames.append(frames)
            sectionExtents.append((start, along))
        }
        contentSize = isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// How far, in points, items may overrun a line and still count as fitting: widths
    /// worked out as `(room − padding) / columns` add up to the room give or take the last
    /// bit, and must not lose a column to rounding.
    static let fitTolerance: CGFloat = 1e-6

    /// The end (exclusive) of the line that starts at `first`: items follow while they and
    /// the least spacing before each fit `room`; the first always does.
    static func lineEnd(_ sizes: [CGSize], from first: Int, room: CGFloat, spacing: CGFloat) -> Int {
        var left = room - sizes[first].width
        var end = first + 1
        while end < sizes.count, left + fitTolerance >= sizes[end].width + spacing {
            left -= sizes[end].width + spacing
            end += 1
        }
        return end
    }

    /// Where the items of `line` start across it, from the section inset: justified, a
    /// lone item centred, the last line spaced as if it went on with items like its last.
    static func lineStarts(_ sizes: [CGSize], _ line: Range<Int>, isLast: Bool, room: CGFloat,
                           spacing: CGFloat) -> [CGFloat] {
        var left = room - sizes[line].reduce(0) { $0 + $1.width } - spacing * CGFloat(line.count - 1)
        var slots = line.count
        if isLast {
            // The invisible items that would fill the last line, each the size of its last.
            let step = sizes[line.upperBound - 1].width + spacing
            if step > 0, left + fitTolerance >= step {
                let more = ((left + fitTolerance) / step).rounded(.down)
                left -= more * step
                slots += Int(more)
            }
        }
        left = max(0, left)
        let gap = slots > 1 ? spacing + left / CGFloat(slots - 1) : 0
        var x = slots == 1 ? left / 2 : 0
        var starts: [CGFloat] = []
        starts.reserveCapacity(line.count)
        for i in line {
            starts.append(x)
            x += sizes[i].width + gap
        }
        return starts
    }

    /// A rectangle of the vertical frame of reference in content coordinates.
    private func place(_ rect: CGRect) -> CGRect {
        isVertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    /// The index paths of the items whose frames meet `rect` (content coordinates), in
    /// order; found by binary search over the lines.
    func items(in rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        forEachItem(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with each index path `items(in:)` lists, in order, building no array
    /// (a scroll frame's lookup).
    func forEachItem(in rect: CGRect, _ body: (IndexPath) -> Void) {
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        var i = firstLine(reachingPast: low)
        while i < lines.count, lines[i].start < high {
            let line = lines[i]
            for item in line.items where Self.meets(itemFrames[line.section][item], rect) {
                body(IndexPath(item: item, section: line.section))
            }
            i += 1
        }
    }

    /// The sections whose header frame meets `rect`; with `pinnedBelow`, where headers
    /// pinned to the visible area start (see `headerFrame(_:pinnedBelow:)`).
    func sections(withHeaderIn rect: CGRect, pinnedBelow low: CGFloat? = nil) -> [Int] {
        var result: [Int] = []
        forEachSection(in: rect, frame: { headerFrame($0, pinnedBelow: low) }) { section, _ in result.append(section) }
        return result
    }

    /// The sections whose footer frame meets `rect`; with `pinnedAbove`, where footers
    /// pinned to the visible area end.
    func sections(withFooterIn rect: CGRect, pinnedAbove high: CGFloat? = nil) -> [Int] {
        var result: [Int] = []
        forEachSection(in: rect, frame: { footerFrame($0, pinnedAbove: high) }) { section, _ in result.append(section) }
        return result
    }

    /// The section's header frame; with `low` (the start of the visible area along the
    /// scroll direction), pinned there while its section's body passes beneath, as
    /// `sectionHeadersPinToVisibleBounds` keeps it: never above its own place, pushed on by
    /// the end of its section.
    func headerFrame(_ section: Int, pinnedBelow low: CGFloat?) -> CGRect? {
        guard let frame = headerFrames[section] else { return nil }
        guard let low else { return frame }
        let natural = alongStart(frame), length = alongLength(frame)
        return moved(frame, to: max(natural, min(low, bodyExtents[section].end - length)))
    }

    /// The section's footer frame; with `high` (the end of the visible area), pinned there
    /// while its section's body passes above: never below its own place, nor above the
    /// start of its section's body.
    func footerFrame(_ section: Int, pinnedAbove high: CGFloat?) -> CGRect? {
        guard let frame = footerFrames[section] else { return nil }
        guard let high else { return frame }
        let natural = alongStart(frame), length = alongLength(frame)
        return moved(frame, to: min(natural, max(high - length, bodyExtents[section].start)))
    }

    private func alongStart(_ frame: CGRect) -> CGFloat { isVertical ? frame.minY : frame.minX }
    private func alongLength(_ frame: CGRect) -> CGFloat { isVertical ? frame.height : frame.width }
    private func moved(_ frame: CGRect, to start: CGFloat) -> CGRect {
        isVertical ? CGRect(x: frame.minX, y: start, width: frame.width, height: frame.height)
            : CGRect(x: start, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The sections whose extent meets `rect` and whose `frame` does too.
    /// Calls `body` with each section (and its frame) whose `frame` meets `rect`, in order.
    func forEachSection(in rect: CGRect, frame: (Int) -> CGRect?, _ body: (Int, CGRect) -> Void) {
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        // Section extents follow one another: the first that ends past `low`, on to `high`.
        var lo = 0, hi = sectionExtents.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sectionExtents[mid].end <= low { lo = mid + 1 } else { hi = mid }
        }
        var s = lo
        while s < sectionExtents.count, sectionExtents[s].start < high {
            if let f = frame(s), Self.meets(f, rect) { body(s, f) }
            s += 1
        }
    }

    /// The first line whose reach passes `low`.
    private func firstLine(reachingPast low: CGFloat) -> Int {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].reach <= low { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// True when `frame` and `rect` share area (a zero-size item is never visible).
    static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.maxX > rect.minX && frame.minX < rect.maxX && frame.maxY > rect.minY && frame.minY < rect.maxY
    }
}
