import Foundation

/// Where a compositional layout's items go: the frames of every item, section after
/// section down the content, from the sections' descriptions, the item counts and the
/// container. A value, so the rules are tested with numbers alone.
struct CompositionalLayoutGeometry {
    /// Per section, per item, the cell's frame in content coordinates, points.
    private(set) var itemFrames: [[CGRect]] = []
    /// Per section, its groups down the content: a frame's questions search them rather
    /// than every item (a grid of a million photos is asked about each scroll frame).
    private var groupSpans: [[GroupSpan]] = []

    /// One group's items and how far down they reach.
    private struct GroupSpan {
        /// The top of its highest item, points.
        var minY: CGFloat
        /// The bottom of the lowest item of this group or any before it, points: never
        /// decreasing down the section, so it can be searched.
        var maxYSoFar: CGFloat
        /// Its items' indices in the section.
        var items: Range<Int>
    }
    /// The content's size, points: the container's effective width by the sections' height.
    private(set) var contentSize: CGSize = .zero

    /// More items than this in one group's row or column is taken as a runaway repeat
    /// (an item a hair wide) and stops the row.
    static let repeatLimit = 10_000

    /// No sections: nothing laid out.
    init() {}

    /// The layout of `itemCounts[s]` items in each section `sections[s]` (nil: a section
    /// with no layout, its items not shown) down a `container`.
    init(sections: [NSCollectionLayoutSection?], itemCounts: [Int], container: NSCollectionLayoutContainer) {
        let area = container.effectiveContentSize
        var y: CGFloat = 0
        for (index, section) in sections.enumerated() {
            let count = index < itemCounts.count ? max(0, itemCounts[index]) : 0
            guard let section else {
                itemFrames.append(Array(repeating: .zero, count: count))
                groupSpans.append([])
                continue
            }
            let insets = section.contentInsets
            let width = max(0, area.width - insets.leading - insets.trailing)
            let height = max(0, area.height - insets.top - insets.bottom)
            let groupSize = section.group.layoutSize.resolved(in: CGSize(width: width, height: height))
            y += insets.top
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var groups: [GroupSpan] = []
            var lowest = -CGFloat.infinity
            while frames.count < count {
                let slot = CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height)
                let leaves = Self.layOut(section.group, in: slot).prefix(count - frames.count)
                guard !leaves.isEmpty else { break }
                lowest = max(lowest, leaves.map(\.maxY).max()!)
                groups.append(GroupSpan(minY: leaves.map(\.minY).min()!, maxYSoFar: lowest,
                                        items: frames.count..<frames.count + leaves.count))
                frames.append(contentsOf: leaves)
                y += groupSize.height
                if frames.count < count { y += section.interGroupSpacing }
            }
            // A group that holds no item (an empty one) leaves the rest unplaced, not lost.
            while frames.count < count { frames.append(CGRect(x: insets.leading, y: y, width: 0, height: 0)) }
            itemFrames.append(frames)
            groupSpans.append(groups)
            y += insets.bottom
        }
        contentSize = CGSize(width: area.width, height: y)
    }

    /// The frames of the items one instance of `group` places in `slot` (points), in item
    /// order: its subitems along its axis, groups in it laid out in their own room.
    static func layOut(_ group: NSCollectionLayoutGroup, in slot: CGRect) -> [CGRect] {
        let content = slot.inset(by: group.contentInsets)
        let horizontal = group.axis == .horizontal
        let room = horizontal ? content.width : content.height
        let minimumSpacing = group.interItemSpacing?.spacing ?? 0
        var pieces: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.repeatCount, let item = group.subitems.first {
            let length = max(0, (room - minimumSpacing * CGFloat(count - 1)) / CGFloat(count))
            let natural = item.layoutSize.resolved(in: content.size)
            let size = horizontal ? CGSize(width: length, height: natural.height) : CGSize(width: natural.width, height: length)
            pieces = Array(repeating: (item, size), count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            while pieces.count < repeatLimit {
                let item = group.subitems[index % group.subitems.count]
                let size = item.layoutSize.resolved(in: content.size)
                let length = horizontal ? size.width : size.height
                let needed = used + (pieces.isEmpty ? 0 : minimumSpacing) + length
                // The first always goes in, so a section's items are never left out.
                guard pieces.isEmpty || needed <= room + 0.001 else { break }
                pieces.append((item, size))
                used = needed
                index += 1
                // Nothing of the room is taken: another would follow for ever.
                if length < 0.001 { break }
            }
        }
        var spacing = minimumSpacing
        if group.interItemSpacing?.isFlexibleSpacing == true, pieces.count > 1 {
            let lengths = pieces.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            let leftover = room - lengths - minimumSpacing * CGFloat(pieces.count - 1)
            spacing += max(0, leftover) / CGFloat(pieces.count - 1)
        }
        var frames: [CGRect] = []
        var position = horizontal ? content.minX : content.minY
        for (item, size) in pieces {
            let origin = horizontal ? CGPoint(x: position, y: content.minY) : CGPoint(x: content.minX, y: position)
            let room = CGRect(origin: origin, size: size)
            if let inner = item as? NSCollectionLayoutGroup {
                frames.append(contentsOf: layOut(inner, in: room))
            } else {
                frames.append(room.inset(by: item.contentInsets))
            }
            position += (horizontal ? size.width : size.height) + spacing
        }
        return frames
    }

    /// Calls `body` with the index path of every item whose frame meets `rect` (content
    /// coordinates, points), section by section.
    func forEachItem(in rect: CGRect, _ body: (IndexPath) -> Void) {
        for (section, groups) in groupSpans.enumerated() {
            // The first group reaching down to the rectangle; none before it can meet it.
            var low = 0, high = groups.count
            while low < high {
                let mid = (low + high) / 2
                if groups[mid].maxYSoFar < rect.minY { low = mid + 1 } else { high = mid }
            }
            let frames = itemFrames[section]
            for group in groups[low...] {
                if group.minY > rect.maxY { break }
                for item in group.items {
                    let frame = frames[item]
                    if frame.width > 0, frame.height > 0, frame.intersects(rect) { body(IndexPath(item: item, section: section)) }
                }
            }
        }
    }
}
