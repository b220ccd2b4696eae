import Foundation

extension CompositionalLayoutGeometry {
    /// Where one of a section's boundary supplementary items goes.
    struct SupplementaryPlacement {
        /// The kind of view it shows.
        var kind: String
        /// Its section, and its index among the section's items of its kind.
        var indexPath: IndexPath
        /// Its index among all of its section's boundary items.
        var position: Int
        /// Its frame when not pinned, content coordinates, points.
        var frame: CGRect
        var zIndex: Int
        /// Which edge of the visible area it is pinned to, if any.
        var pin: Pin?
        /// Which sides of its size are estimates its view is asked to replace.
        var estimatedSides: EstimatedSides
        /// True for the whole layout's items (the configuration's), which pin inside the
        /// whole content rather than a section.
        var isLayoutItem = false
    }

    /// A pinned item's edge of the visible area: a header's top, a footer's bottom.
    enum Pin { case top, bottom }

    /// The room a section's boundary items are laid out in, their sizes, and how much
    /// longer they make the section above and below its items.
    struct BoundaryRoom {
        let items: [NSCollectionLayoutBoundarySupplementaryItem]
        let sizes: [CGSize]
        /// Each item's index path: its section, and its index among the items of its kind.
        let indexPaths: [IndexPath]
        /// Where the room starts across, and how wide it is, points.
        let minX: CGFloat, width: CGFloat
        /// The tallest top (bottom) item that extends the section, points.
        let topExtension: CGFloat, bottomExtension: CGFloat

        /// The room of `section`, the section at `index`, in a container `area` whose
        /// sections' groups are `width` by `height` (the area less the section's insets),
        /// with the sizes views gave for items whose sizes are estimates.
        init(section: NSCollectionLayoutSection, index: Int, area: CGSize, width: CGFloat, height: CGFloat,
             measured: [UICollectionView.SupplementaryKey: CGSize]) {
            let follows = section.supplementariesFollowContentInsets
            self.init(items: section.boundarySupplementaryItems, index: index, minX: follows ? section.contentInsets.leading : 0,
                      room: follows ? CGSize(width: width, height: height) : area, measured: measured)
        }

        /// The room of `items` in section `index` (or the whole layout's, as section 0),
        /// `room` across from `minX` (points).
        init(items: [NSCollectionLayoutBoundarySupplementaryItem], index: Int, minX: CGFloat, room: CGSize,
             measured: [UICollectionView.SupplementaryKey: CGSize]) {
            self.items = items
            self.minX = minX
            width = room.width
            let paths = Self.indexPaths(of: items, section: index)
            sizes = zip(items, paths).map { item, path in
                item.layoutSize.resolved(in: room, measured: measured[UICollectionView.SupplementaryKey(kind: item.elementKind,
                                                                                                        indexPath: path)])
            }
            indexPaths = paths
            var top: CGFloat = 0, bottom: CGFloat = 0
            for (item, size) in zip(items, sizes) where item.extendsBoundary {
                if item.alignment.isTop { top = max(top, size.height) }
                if item.alignment.isBottom { bottom = max(bottom, size.height) }
            }
            topExtension = top
            bottomExtension = bottom
        }

        /// Each item's place in section `section`, which runs from `top` to `bottom`
        /// with its footers' room from `footerTop` (points): top items at its top, bottom
        /// ones along its bottom (over the items' end when they do not extend it), side
        /// ones half way down; across, at the room's leading or trailing side or centred.
        func placements(top: CGFloat, footerTop: CGFloat, bottom: CGFloat) -> [SupplementaryPlacement] {
            items.indices.map { position in
                let item = items[position], size = sizes[position]
                let a = item.alignment
                let x = a.isLeading ? minX : a.isTrailing ? minX + width - size.width : minX + (width - size.width) / 2
                let y: CGFloat
                if a.isTop || a == .none {
                    y = top
                } else if a.isBottom {
                    y = item.extendsBoundary ? footerTop : footerTop - size.height
                } else {
                    y = top + (bottom - top - size.height) / 2
                }
                let pin: Pin? = !item.pinToVisibleBounds ? nil : a.isBottom ? .bottom : .top
                return SupplementaryPlacement(
                    kind: item.elementKind, indexPath: indexPaths[position], position: position,
                    frame: CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height),
                    zIndex: item.zIndex, pin: pin, estimatedSides: item.estimatedItemSides)
            }
        }

        /// `items`' index paths in section `section`: each one's index among those of its kind.
        private static func indexPaths(of items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int) -> [IndexPath] {
            var countOfKind: [String: Int] = [:]
            return items.map { item in
                let index = countOfKind[item.elementKind, default: 0]
                countOfKind[item.elementKind] = index + 1
                return IndexPath(item: index, section: section)
            }
        }
    }

    /// `placement`'s frame with the visible area running from `visibleTop` to
    /// `visibleBottom` (content coordinates, points): a pinned header stays at the top of
    /// it while its section passes beneath, never above its own place and pushed up by its
    /// section's end; a pinned footer likewise at the bottom.
    func frame(of placement: SupplementaryPlacement, visibleTop: CGFloat, visibleBottom: CGFloat) -> CGRect {
        guard let pin = placement.pin else { return placement.frame }
        let span = placement.isLayoutItem ? (top: 0, bottom: contentSize.height) : sectionSpans[placement.indexPath.section]
        var frame = placement.frame
        switch pin {
        case .top:
            frame.origin.y = max(frame.minY, min(visibleTop, span.bottom - frame.height))
        case .bottom:
            frame.origin.y = min(frame.minY, max(visibleBottom - frame.height, span.top))
        }
        return frame
    }

    /// Calls `body` with each boundary item (and its frame) that meets `rect`, with the
    /// visible area running from `visibleTop` to `visibleBottom` for pinned ones (content
    /// coordinates, points).
    func forEachSupplementary(in rect: CGRect, visibleTop: CGFloat, visibleBottom: CGFloat,
                              _ body: (SupplementaryPlacement, CGRect) -> Void) {
        func visit(_ placements: [SupplementaryPlacement]) {
            for placement in placements {
                let frame = frame(of: placement, visibleTop: visibleTop, visibleBottom: visibleBottom)
                guard frame.width > 0, frame.height > 0, frame.intersects(rect) else { continue }
                body(placement, frame)
            }
        }
        visit(layoutSupplementaries)
        // A section's items lie inside its span (pinned ones are kept there) but for
        // offsets, which `supplementaryReach` bounds: the sections from the first reaching
        // down to the rectangle, found by binary search, to the last starting above its end.
        var low = 0, high = sectionSpans.count
        while low < high {
            let mid = (low + high) / 2
            if sectionSpans[mid].bottom + supplementaryReach < rect.minY { low = mid + 1 } else { high = mid }
        }
        for section in low..<sectionSpans.count {
            if sectionSpans[section].top - supplementaryReach > rect.maxY { break }
            visit(supplementaries[section])
        }
    }

    /// Calls `body` with the section and position (in `decorations[section]`) of each
    /// decoration item whose frame meets `rect`: the sections meeting it, found by binary
    /// search of their spans (a decoration lies inside its section).
    func forEachDecoration(in rect: CGRect, _ body: (_ section: Int, _ position: Int) -> Void) {
        var low = 0, high = sectionSpans.count
        while low < high {
            let mid = (low + high) / 2
            if sectionSpans[mid].bottom < rect.minY { low = mid + 1 } else { high = mid }
        }
        for section in low..<sectionSpans.count {
            if sectionSpans[section].top > rect.maxY { break }
            for (position, d) in decorations[section].enumerated()
            where d.frame.width > 0 && d.frame.height > 0 && d.frame.intersects(rect) {
                body(section, position)
            }
        }
    }

    /// The placement of the boundary item of `kind` at `indexPath`, if there is one.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> SupplementaryPlacement? {
        guard indexPath.count == 2 else { return nil }
        if let item = layoutSupplementaries.first(where: { $0.kind == kind && $0.indexPath == indexPath }) { return item }
        guard supplementaries.indices.contains(indexPath.section) else { return nil }
        return supplementaries[indexPath.section].first { $0.kind == kind && $0.indexPath == indexPath }
    }
}
