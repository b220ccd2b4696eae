import Foundation

/// A supplementary view of a compositional layout (a header, a footer, a badge): its size,
/// the kind of view the data source is asked for, and its stacking order.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view's data source is asked to make a view of
    /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`).
    public let elementKind: String
    /// The view's `zIndex`: higher is drawn above (cells are 0).
    public var zIndex = 0

    /// An item of `layoutSize` showing views of `elementKind`. Not public: only boundary
    /// items are placed yet (UIKit's item-anchored ones, `containerAnchor`, are not here).
    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A section's header or footer (or any view along one of its edges), as UIKit's: it sits
/// at `alignment` of its section, moved by `offset`, and by default makes the section
/// longer by its height rather than lying over the items.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where on the section's edges it sits.
    public let alignment: NSRectAlignment
    /// Added to its place, in points.
    public let offset: CGPoint
    /// True (the default): a top or bottom item makes room for itself, the section's items
    /// start below it (or end above it); false: it lies over them.
    public var extendsBoundary = true
    /// True: while its section is on screen the item stays inside the visible area (a
    /// header at the top of it, a footer at the bottom), pushed away by the section's end.
    public var pinToVisibleBounds = false

    /// An item at `alignment` of its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// An item at `alignment` of its section, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = CGPoint(x: absoluteOffset.x.isFinite ? absoluteOffset.x : 0,
                         y: absoluteOffset.y.isFinite ? absoluteOffset.y : 0)
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
