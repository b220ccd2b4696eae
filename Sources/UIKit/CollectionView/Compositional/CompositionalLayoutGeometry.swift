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
    /// Per section, its boundary supplementary items (headers, footers) where they go
    /// when not pinned, in the section's order of them.
    private(set) var supplementaries: [[SupplementaryPlacement]] = []
    /// Per section, its decoration items (backgrounds): kind, index path (index among
    /// its kind), frame and zIndex.
    private(set) var decorations: [[(kind: String, indexPath: IndexPath, frame: CGRect, zIndex: Int)]] = []
    /// How far outside its section's span any section's boundary item lies (an offset
    /// moving it out), points.
    private(set) var supplementaryReach: CGFloat = 0
    /// The whole layout's boundary items (a configuration's), index paths in section 0.
    private(set) var layoutSupplementaries: [SupplementaryPlacement] = []
    /// Per section, from the top of its header to the bottom of its footer, points: pinned
    /// items stay inside it.
    private(set) var sectionSpans: [(top: CGFloat, bottom: CGFloat)] = []

    /// More items than this in one group's row or column is taken as a runaway repeat
    /// (an item a hair wide) and stops the row.
    static let repeatLimit = 10_000

    /// No sections: nothing laid out.
    init() {}

    /// Per section, which sides of its items' sizes are estimates their cells are asked
    /// to replace.
    private(set) var estimatedItemSides: [EstimatedSides] = []

    /// The layout of `itemCounts[s]` items in each section `sections[s]` (nil: a section
    /// with no layout, its items not shown) down a `container`, `interSectionSpacing`
    /// points apart, with the whole layout's `boundaryItems` around them, and the sizes
    /// shown views gave for elements whose layout sizes are estimates.
    init(sections: [NSCollectionLayoutSection?], itemCounts: [Int], container: NSCollectionLayoutContainer,
         interSectionSpacing: CGFloat = 0, boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [],
         measured: CompositionalMeasurements = CompositionalMeasurements()) {
        let area = container.effectiveContentSize
        let layoutRoom = BoundaryRoom(items: boundaryItems, index: 0, minX: 0, room: area, measured: measured.supplementaries)
        let spacing = interSectionSpacing.isFinite ? max(0, interSectionSpacing) : 0
        var y = layoutRoom.topExtension
        for (index, section) in sections.enumerated() {
            if index > 0 { y += spacing }
            let count = index < itemCounts.count ? max(0, itemCounts[index]) : 0
            guard let section else {
                itemFrames.append(Array(repeating: .zero, count: count))
                groupSpans.append([])
                supplementaries.append([])
                decorations.append([])
                sectionSpans.append((y, y))
                estimatedItemSides.append(EstimatedSides())
                continue
            }
            let insets = section.contentInsets
            let width = max(0, area.width - insets.leading - insets.trailing)
            let height = max(0, area.height - insets.top - insets.bottom)
            let groupSize = section.group.layoutSize.resolved(in: CGSize(width: width, height: height))
            let boundary = BoundaryRoom(section: section, index: index, area: area, width: width, height: height,
                                        measured: measured.supplementaries)
            estimatedItemSides.append(section.group.estimatedItemSides)
            let measuredItem = { (item: Int) in measured.items[IndexPath(item: item, section: index)] }
            let sectionTop = y
            y += boundary.topExtension + insets.top
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var groups: [GroupSpan] = []
            var lowest = -CGFloat.infinity
            while frames.count < count {
                let slot = CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height)
                let laid = Self.layOut(section.group, in: slot, firstItem: frames.count, measured: measuredItem)
                let leaves = laid.frames.prefix(count - frames.count)
                guard !leaves.isEmpty else { break }
                lowest = max(lowest, leaves.map(\.maxY).max()!)
                groups.append(GroupSpan(minY: leaves.map(\.minY).min()!, maxYSoFar: lowest,
                                        items: frames.count..<frames.count + leaves.count))
                frames.append(contentsOf: leaves)
                y += laid.size.height
                if frames.count < count { y += section.interGroupSpacing }
            }
            // A group that holds no item (an empty one) leaves the rest unplaced, not lost.
            while frames.count < count { frames.append(CGRect(x: insets.leading, y: y, width: 0, height: 0)) }
            itemFrames.append(frames)
            groupSpans.append(groups)
            y += insets.bottom
            let footerTop = y
            y += boundary.bottomExtension
            let placements = boundary.placements(top: sectionTop, footerTop: footerTop, bottom: y)
            for placement in placements {
                supplementaryReach = max(supplementaryReach, sectionTop - placement.frame.minY, placement.frame.maxY - y)
            }
            supplementaries.append(placements)
            sectionSpans.append((sectionTop, y))
            let sectionFrame = CGRect(x: 0, y: sectionTop, width: area.width, height: y - sectionTop)
            var decorationsOfKind: [String: Int] = [:]
            decorations.append(section.decorationItems.map { item in
                let kindIndex = decorationsOfKind[item.elementKind, default: 0]
                decorationsOfKind[item.elementKind] = kindIndex + 1
                let frame = sectionFrame.inset(by: item.contentInsets)
                return (item.elementKind, IndexPath(item: kindIndex, section: index), frame.isNull ? .zero : frame,
                        item.zIndex)
            })
        }
        let footerTop = y
        y += layoutRoom.bottomExtension
        contentSize = CGSize(width: area.width, height: y)
        layoutSupplementaries = layoutRoom.placements(top: 0, footerTop: footerTop, bottom: y).map {
            var placement = $0
            placement.isLayoutItem = true
            return placement
        }
    }

    /// The frames of the items one instance of `group` places in `slot` (points), in item
    /// order, its first item being the section's `firstItem`: its subitems along its axis,
    /// groups in it laid out in their own room; and the size the instance took (the slot's,
    /// but an estimated side takes its items' extent). `measured` gives the size a cell
    /// said it wants for an item (points), or nil.
    static func layOut(_ group: NSCollectionLayoutGroup, in slot: CGRect, firstItem: Int,
                       measured: (Int) -> CGSize?) -> (frames: [CGRect], size: CGSize) {
        let content = slot.inset(by: group.contentInsets)
        let horizontal = group.axis == .horizontal
        let room = horizontal ? content.width : content.height
        let minimumSpacing = group.interItemSpacing?.spacing ?? 0
        func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        /// A piece's size and its leaves' frames from its own origin; `fixedLength` keeps
        /// its length along the axis whatever its cell says (a counted group's share).
        func piece(_ item: NSCollectionLayoutItem, proposed: CGSize, at index: Int,
                   fixedLength: Bool = false) -> (size: CGSize, leaves: [CGRect]) {
            if let inner = item as? NSCollectionLayoutGroup {
                let laid = layOut(inner, in: CGRect(origin: .zero, size: proposed), firstItem: index, measured: measured)
                return (laid.size, laid.frames)
            }
            var size = proposed
            if item.layoutSize.hasEstimate, let cell = measured(index) {
                let insets = item.contentInsets
                let wanted = CGSize(width: cell.width + insets.leading + insets.trailing,
                                    height: cell.height + insets.top + insets.bottom)
                if item.layoutSize.widthDimension.isEstimated, !(fixedLength && horizontal) { size.width = wanted.width }
                if item.layoutSize.heightDimension.isEstimated, !(fixedLength && !horizontal) { size.height = wanted.height }
            }
            return (size, [CGRect(origin: .zero, size: size).inset(by: item.contentInsets)])
        }
        var pieces: [(size: CGSize, leaves: [CGRect])] = []
        var next = firstItem
        if let count = group.repeatCount, let item = group.subitems.first {
            let length = max(0, (room - minimumSpacing * CGFloat(count - 1)) / CGFloat(count))
            for _ in 0..<count {
                let natural = item.layoutSize.resolved(in: content.size)
                // The count shares out the length, whatever the item's own says.
                let laid = piece(item, proposed: horizontal ? CGSize(width: length, height: natural.height)
                                                            : CGSize(width: natural.width, height: length),
                                 at: next, fixedLength: true)
                pieces.append(laid)
                next += laid.leaves.count
            }
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            while pieces.count < repeatLimit {
                let item = group.subitems[index % group.subitems.count]
                let laid = piece(item, proposed: item.layoutSize.resolved(in: content.size), at: next)
                let length = along(laid.size)
                let needed = used + (pieces.isEmpty ? 0 : minimumSpacing) + length
                // The first always goes in, so a section's items are never left out.
                guard pieces.isEmpty || needed <= room + 0.001 else { break }
                pieces.append(laid)
                next += laid.leaves.count
                used = needed
                index += 1
                // Nothing of the room is taken: another would follow for ever.
                if length < 0.001 { break }
            }
        }
        var spacing = minimumSpacing
        if group.interItemSpacing?.isFlexibleSpacing == true, pieces.count > 1 {
            let lengths = pieces.reduce(0) { $0 + along($1.size) }
            let leftover = room - lengths - minimumSpacing * CGFloat(pieces.count - 1)
            spacing += max(0, leftover) / CGFloat(pieces.count - 1)
        }
        var frames: [CGRect] = []
        var position = horizontal ? content.minX : content.minY
        var across: CGFloat = 0
        for (size, leaves) in pieces {
            let origin = horizontal ? CGPoint(x: position, y: content.minY) : CGPoint(x: content.minX, y: position)
            frames.append(contentsOf: leaves.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
            position += along(size) + spacing
            across = max(across, horizontal ? size.height : size.width)
        }
        var size = slot.size
        if group.layoutSize.hasEstimate {
            let insets = group.contentInsets
            let length = pieces.isEmpty ? 0 : position - spacing - (horizontal ? content.minX : content.minY)
            let extent = horizontal ? CGSize(width: length, height: across) : CGSize(width: across, height: length)
            if group.layoutSize.widthDimension.isEstimated { size.width = extent.width + insets.leading + insets.trailing }
            if group.layoutSize.heightDimension.isEstimated { size.height = extent.height + insets.top + insets.bottom }
        }
        return (frames, size)
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

/// The sizes shown views gave for compositional layout elements whose layout sizes are
/// estimates, points: a cell's frame size by its item, a supplementary view's by its kind
/// and index path.
struct CompositionalMeasurements {
    var items: [IndexPath: CGSize] = [:]
    var supplementaries: [UICollectionView.SupplementaryKey: CGSize] = [:]
}

/// Which sides of a size are estimates.
struct EstimatedSides: Equatable {
    var width = false
    var height = false
    /// True when either is.
    var any: Bool { width || height }
}

extension NSCollectionLayoutItem {
    /// Which sides of this item's size are estimates; for a group, of any of the items in
    /// it (a group's own estimate takes its items' extent, its cells are not asked).
    var estimatedItemSides: EstimatedSides {
        guard let group = self as? NSCollectionLayoutGroup else {
            return EstimatedSides(width: layoutSize.widthDimension.isEstimated, height: layoutSize.heightDimension.isEstimated)
        }
        return group.subitems.reduce(into: EstimatedSides()) { sides, item in
            let inner = item.estimatedItemSides
            sides.width = sides.width || inner.width
            sides.height = sides.height || inner.height
        }
    }
}
