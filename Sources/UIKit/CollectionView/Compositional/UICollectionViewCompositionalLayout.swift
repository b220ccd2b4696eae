import Foundation

/// A collection view layout built from items, groups and sections, as UIKit's: each
/// section repeats its group down the content (or, scrolling horizontally, on to the
/// right) until its items run out, and each group lays its items in a row or a column, sized by fractions of the
/// room they are given or by points.
///
/// Sections may have headers, footers and other views along their edges
/// (`boundarySupplementaryItems`), pinned to the visible area or not.
///
/// Sizes may be `.estimated`: the shown cells and views are asked for the size they want
/// and the layout is made again with it. A `configuration` spaces the sections and puts
/// views along the whole content's edges.
///
/// A section's `decorationItems` put backgrounds behind it.
///
/// Not here yet: supplementary items anchored to items, orthogonal scrolling sections,
/// and trait collections in the environment.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index, for the container it is laid out in; nil leaves that
    /// section's items out of the layout.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The layout worked out vertically: a horizontal one's is transposed (x for y), and
    /// its frames and rectangles go through `oriented(_:)` on the way in and out.
    private(set) var geometry = CompositionalLayoutGeometry()
    /// True when `geometry` was made for horizontal scrolling.
    private(set) var isTransposed = false
    /// The sizes shown views gave for elements sized `.estimated`, points.
    var measured = CompositionalMeasurements()
    /// The measured sizes an update carried to their items' new index paths, kept through
    /// the invalidation of everything that follows it.
    var sizesCarriedThroughUpdate: [IndexPath: CGSize]?
    /// The first item starting in the visible area, and where, when a view above it gave
    /// a new size: once laid out again, the content moves as far as it did, so what is on
    /// screen stays put.
    var reflowAnchor: (indexPath: IndexPath, top: CGFloat)?
    /// The collection view's bounds size `geometry` was made for.
    private var preparedSize: CGSize?
    /// The attributes handed out since the last `prepare()`, made on first request (a
    /// scroll frame asks again for the ones it showed and gets the same objects).
    private var itemAttributes: [[UICollectionViewLayoutAttributes?]] = []
    /// Per section, per boundary supplementary item, its attributes once asked for.
    private var supplementaryAttributes: [[UICollectionViewLayoutAttributes?]] = []
    /// The configuration's boundary items' attributes once asked for.
    private var layoutItemAttributes: [UICollectionViewLayoutAttributes?] = []
    /// Per section, per decoration item, its attributes once asked for.
    private var decorationAttributes: [[UICollectionViewLayoutAttributes?]] = []
    private var storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()

    /// The spacing between sections and the whole layout's boundary items. Setting it
    /// lays out again; the layout keeps a copy (a change to it shows once set again).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }
    /// `layoutAttributesForElements(in:)`'s array, emptied and refilled each call.
    private var elementsInRect: [UICollectionViewLayoutAttributes] = []

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section at every `prepare()` (so a
    /// provider can choose columns by the container's width).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// ScrollKit has no archives, and a compositional layout needs its sections: nil.
    public required init?(coder: NSCoder) { return nil }

    /// Asks for each section and lays every item out in the collection view's bounds less
    /// its adjusted content inset.
    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CompositionalLayoutGeometry()
            itemAttributes = []
            supplementaryAttributes = []
            layoutItemAttributes = []
            decorationAttributes = []
            return
        }
        let inset = collectionView.adjustedContentInset
        let container = CompositionalLayoutContainer(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
        let sectionCount = collectionView.numberOfSections
        let counts = (0..<sectionCount).map { collectionView.numberOfItems(inSection: $0) }
        let sections = (0..<sectionCount).map { sectionProvider($0, container) }
        isTransposed = storedConfiguration.scrollDirection == .horizontal
        if isTransposed {
            let across = CompositionalLayoutContainer(contentSize: CompositionalTransposition.transposed(container.contentSize),
                                                      contentInsets: CompositionalTransposition.transposed(container.contentInsets))
            geometry = CompositionalLayoutGeometry(
                sections: sections.map { $0.map(CompositionalTransposition.transposed) }, itemCounts: counts, container: across,
                interSectionSpacing: storedConfiguration.interSectionSpacing,
                boundaryItems: storedConfiguration.boundarySupplementaryItems.map(CompositionalTransposition.transposed),
                measured: CompositionalTransposition.transposed(measured))
        } else {
            geometry = CompositionalLayoutGeometry(sections: sections, itemCounts: counts, container: container,
                                                   interSectionSpacing: storedConfiguration.interSectionSpacing,
                                                   boundaryItems: storedConfiguration.boundarySupplementaryItems,
                                                   measured: measured)
        }
        preparedSize = collectionView.bounds.size
        itemAttributes = counts.map { Array(repeating: nil, count: $0) }
        supplementaryAttributes = geometry.supplementaries.map { Array(repeating: nil, count: $0.count) }
        layoutItemAttributes = Array(repeating: nil, count: geometry.layoutSupplementaries.count)
        decorationAttributes = geometry.decorations.map { Array(repeating: nil, count: $0.count) }
        holdReflowAnchor()
    }

    /// The container's width by the sections' height, points.
    override open var collectionViewContentSize: CGSize {
        isTransposed ? CompositionalTransposition.transposed(geometry.contentSize) : geometry.contentSize
    }

    /// A rectangle of the collection view's content in the geometry's terms, or back
    /// (transposing is its own inverse).
    func oriented(_ rect: CGRect) -> CGRect { isTransposed ? CompositionalTransposition.transposed(rect) : rect }

    /// Which sides of a view's size in the geometry's terms are estimated, on screen.
    private func oriented(_ sides: EstimatedSides) -> (width: Bool, height: Bool) {
        isTransposed ? (sides.height, sides.width) : (sides.width, sides.height)
    }

    /// The attributes of the items and boundary supplementary items whose frames meet
    /// `rect` (content coordinates, points); pinned headers and footers where the visible
    /// area keeps them now.
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementsInRect.removeAll(keepingCapacity: true)
        let rect = oriented(rect)
        geometry.forEachItem(in: rect) { indexPath in
            if let attributes = layoutAttributesForItem(at: indexPath) { elementsInRect.append(attributes) }
        }
        let visible = visibleSpan
        geometry.forEachSupplementary(in: rect, visibleTop: visible.top, visibleBottom: visible.bottom) { placement, frame in
            elementsInRect.append(attributes(for: placement, at: frame))
        }
        geometry.forEachDecoration(in: rect) { section, position in
            elementsInRect.append(decorationAttributes(section: section, position: position))
        }
        return elementsInRect
    }

    /// The attributes of the decoration item (a section background) of `elementKind` at
    /// `indexPath` (its section, and its index among the section's decorations of that
    /// kind); nil when the section has none.
    override open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.decorations.indices.contains(indexPath.section),
              let position = geometry.decorations[indexPath.section].firstIndex(where: {
                  $0.kind == elementKind && $0.indexPath == indexPath
              }) else { return nil }
        return decorationAttributes(section: indexPath.section, position: position)
    }

    /// The attributes of section `section`'s decoration at `position` among its
    /// decorations, made once and kept.
    private func decorationAttributes(section: Int, position: Int) -> UICollectionViewLayoutAttributes {
        if let cached = decorationAttributes[section][position] { return cached }
        let decoration = geometry.decorations[section][position]
        let attributes = Self.makeAttributes(forDecorationViewOfKind: decoration.kind, with: decoration.indexPath)
        attributes.frame = oriented(decoration.frame)
        attributes.zIndex = decoration.zIndex
        decorationAttributes[section][position] = attributes
        return attributes
    }

    /// The attributes of the boundary supplementary item of `elementKind` at `indexPath`
    /// (its section, and its index among the section's items of that kind); nil when the
    /// section has none.
    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let placement = geometry.supplementary(ofKind: elementKind, at: indexPath) else { return nil }
        let visible = visibleSpan
        return attributes(for: placement, at: geometry.frame(of: placement, visibleTop: visible.top,
                                                              visibleBottom: visible.bottom))
    }

    /// The visible area along the content, inside the adjusted content insets (points):
    /// where pinned items stay.
    private var visibleSpan: (top: CGFloat, bottom: CGFloat) {
        guard let collectionView else { return (0, 0) }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        return isTransposed ? (bounds.minX + inset.left, bounds.maxX - inset.right)
            : (bounds.minY + inset.top, bounds.maxY - inset.bottom)
    }

    /// `placement`'s attributes, made once and kept, at `frame` (a pinned item's moves).
    private func attributes(for placement: CompositionalLayoutGeometry.SupplementaryPlacement,
                            at frame: CGRect) -> UICollectionViewLayoutAttributes {
        let section = placement.indexPath.section, index = placement.position
        let attributes: UICollectionViewLayoutAttributes
        if let cached = placement.isLayoutItem ? layoutItemAttributes[index] : supplementaryAttributes[section][index] {
            attributes = cached
        } else {
            attributes = Self.makeAttributes(forSupplementaryViewOfKind: placement.kind, with: placement.indexPath)
            attributes.zIndex = placement.zIndex
            (attributes.fitsWidth, attributes.fitsHeight) = oriented(placement.estimatedSides)
            if placement.isLayoutItem {
                layoutItemAttributes[index] = attributes
            } else {
                supplementaryAttributes[section][index] = attributes
            }
        }
        let frame = oriented(frame)
        if attributes.frame != frame { attributes.frame = frame }
        return attributes
    }

    /// The item's attributes (its frame in content coordinates, points); nil for an item
    /// the layout does not have or left out (its section had no layout).
    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        if let cached = itemAttributes[indexPath.section][indexPath.item] { return cached }
        let frame = geometry.itemFrames[indexPath.section][indexPath.item]
        guard frame.width > 0, frame.height > 0 else { return nil }
        let attributes = Self.makeAttributes(forCellWith: indexPath)
        attributes.frame = oriented(frame)
        (attributes.fitsWidth, attributes.fitsHeight) = oriented(geometry.estimatedItemSides[indexPath.section])
        itemAttributes[indexPath.section][indexPath.item] = attributes
        return attributes
    }

    /// A new bounds size lays out again (fractions follow it); a scroll does not.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        preparedSize != nil && newBounds.size != preparedSize
    }

    // MARK: Self-sizing (UICollectionViewCompositionalLayout+SelfSizing.swift)

    /// True when some section's items or boundary items have estimated sides.
    override var sizesItemsByTheirCells: Bool {
        geometry.estimatedItemSides.contains { $0.any }
            || geometry.supplementaries.contains { $0.contains { $0.estimatedSides.any } }
    }

    /// True while the item's size is an estimate no cell has replaced.
    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        guard geometry.estimatedItemSides.indices.contains(indexPath.section),
              geometry.estimatedItemSides[indexPath.section].any else { return false }
        return measured.items[indexPath] == nil
    }

    /// True while the boundary item's size is an estimate its view has not replaced.
    override func wantsPreferredAttributes(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> Bool {
        guard let placement = geometry.supplementary(ofKind: kind, at: indexPath), placement.estimatedSides.any else {
            return false
        }
        return measured.supplementaries[UICollectionView.SupplementaryKey(kind: kind, indexPath: indexPath)] == nil
    }

    /// True when a view whose size is an estimate wants another size; one wanting the
    /// size it has is recorded as measured (so it is not asked again).
    override open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool {
        guard isEstimated(originalAttributes) else { return false }
        if preferredAttributes.size == originalAttributes.size {
            record(originalAttributes.size, for: originalAttributes)
            return false
        }
        return true
    }

    /// Keeps the view's preferred size for its element; the sections are laid out again
    /// with it on the next `prepare()`.
    override open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if isEstimated(originalAttributes) {
            if reflowAnchor == nil, let collectionView,
               oriented(originalAttributes.frame).minY < oriented(collectionView.bounds).minY {
                reflowAnchor = firstItemStarting(in: oriented(collectionView.bounds))
            }
            let size = CGSize(width: originalAttributes.fitsWidth ? preferredAttributes.size.width : originalAttributes.size.width,
                              height: originalAttributes.fitsHeight ? preferredAttributes.size.height
                                  : originalAttributes.size.height)
            record(size, for: originalAttributes)
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                         withOriginalAttributes: originalAttributes)
    }

    /// An invalidation of everything forgets the sizes views gave (the items may be
    /// others, or the width another), except those an update carried to their items' new
    /// places; one naming elements keeps them.
    override open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything {
            measured = CompositionalMeasurements(items: sizesCarriedThroughUpdate ?? [:])
            sizesCarriedThroughUpdate = nil
            reflowAnchor = nil
        }
        super.invalidateLayout(with: context)
    }

    override func forgetPreferredSize(ofItemAt indexPath: IndexPath) {
        guard measured.items.removeValue(forKey: indexPath) != nil else { return }
        collectionView?.setNeedsLayout()
    }

    override func carryPreferredSizes(through update: CollectionViewUpdate) {
        guard !measured.items.isEmpty else { return }
        var carried: [IndexPath: CGSize] = [:]
        for (path, size) in measured.items where !update.reloads.contains(path) {
            if let newPath = update.newIndexPath(for: path) { carried[newPath] = size }
        }
        sizesCarriedThroughUpdate = carried
    }
}
