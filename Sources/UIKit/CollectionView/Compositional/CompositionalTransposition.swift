import Foundation

/// A horizontally scrolling compositional layout is the vertical one with x and y swapped:
/// its sections are transposed (widths for heights, leading for top, rows for columns),
/// laid out as a vertical layout, and its frames transposed back, as the flow layout's
/// geometry is worked out vertical and transposed.
enum CompositionalTransposition {
    static func transposed(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    static func transposed(_ size: CGSize) -> CGSize { CGSize(width: size.height, height: size.width) }

    static func transposed(_ point: CGPoint) -> CGPoint { CGPoint(x: point.y, y: point.x) }

    static func transposed(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
    }

    static func transposed(_ dimension: NSCollectionLayoutDimension) -> NSCollectionLayoutDimension {
        switch dimension.kind {
        case .fractionalWidth: .fractionalHeight(dimension.dimension)
        case .fractionalHeight: .fractionalWidth(dimension.dimension)
        case .absolute, .estimated: dimension
        }
    }

    static func transposed(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: transposed(size.heightDimension), heightDimension: transposed(size.widthDimension))
    }

    /// The edge or corner of a rectangle mirrored across its diagonal.
    static func transposed(_ alignment: NSRectAlignment) -> NSRectAlignment {
        switch alignment {
        case .none: .none
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topLeading: .topLeading
        case .bottomTrailing: .bottomTrailing
        case .bottomLeading: .topTrailing
        case .topTrailing: .bottomLeading
        }
    }

    static func transposed(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutItem {
        let copy: NSCollectionLayoutItem
        if let group = item as? NSCollectionLayoutGroup {
            let inner = NSCollectionLayoutGroup(axis: group.axis == .horizontal ? .vertical : .horizontal,
                                                layoutSize: transposed(group.layoutSize),
                                                subitems: group.subitems.map(transposed), count: group.repeatCount)
            inner.interItemSpacing = group.interItemSpacing
            copy = inner
        } else {
            copy = NSCollectionLayoutItem(layoutSize: transposed(item.layoutSize))
        }
        copy.contentInsets = transposed(item.contentInsets)
        return copy
    }

    static func transposed(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> NSCollectionLayoutBoundarySupplementaryItem {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: transposed(item.layoutSize), elementKind: item.elementKind,
                                                               alignment: transposed(item.alignment),
                                                               absoluteOffset: transposed(item.offset))
        copy.contentInsets = transposed(item.contentInsets)
        copy.zIndex = item.zIndex
        copy.extendsBoundary = item.extendsBoundary
        copy.pinToVisibleBounds = item.pinToVisibleBounds
        return copy
    }

    static func transposed(_ section: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        let group = transposed(section.group as NSCollectionLayoutItem) as! NSCollectionLayoutGroup
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = transposed(section.contentInsets)
        copy.interGroupSpacing = section.interGroupSpacing
        copy.boundarySupplementaryItems = section.boundarySupplementaryItems.map(transposed)
        copy.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        copy.decorationItems = section.decorationItems.map { item in
            let background = NSCollectionLayoutDecorationItem.background(elementKind: item.elementKind)
            background.contentInsets = transposed(item.contentInsets)
            background.zIndex = item.zIndex
            return background
        }
        return copy
    }

    static func transposed(_ measured: CompositionalMeasurements) -> CompositionalMeasurements {
        CompositionalMeasurements(items: measured.items.mapValues(transposed),
                                  supplementaries: measured.supplementaries.mapValues(transposed))
    }
}
