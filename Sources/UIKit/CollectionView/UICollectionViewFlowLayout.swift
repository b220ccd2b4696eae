import Foundation

/// A grid or list of items in lines, as UIKit's `UICollectionViewFlowLayout`: items of
/// `itemSize` (or the size the delegate's `collectionView(_:layout:sizeForItemAt:)` gives)
/// follow each other across the scroll direction, wrapping into lines, each section inside
/// its insets between its header and footer. The arithmetic is `FlowLayoutGeometry`
/// (justified lines as iOS lays them out); the delegate is asked for every item's size
/// once per invalidation, and lookups for the visible rectangle search the lines.
///
/// Self-sizing: with an `estimatedItemSize`, items start at the estimate; each cell shown
/// is asked for its `preferredLayoutAttributesFitting(_:)` (by default its Auto Layout
/// fitting size) until measured, and a size that differs is kept and re-flows the lines
/// on the next layout pass; when a cell starting before the visible area changed size, the
/// content offset moves so the first item on screen stays where it was. Measured sizes
/// last until the layout is invalidated as a whole (`invalidateLayout()`: a reload, an
/// update, a new width).
/// Pinned headers and footers are placed on every layout pass from the visible bounds,
/// without invalidating the layout.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item when the delegate does not give one, in points (default 50 x 50).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }

    /// The size meaning "estimate it yourself", as an `estimatedItemSize`: the layout
    /// starts each item at its `itemSize` (or the delegate's size) and sizes it by its cell.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The size items start at before their cells are measured, in points; zero (the
    /// default) turns self-sizing off: items take `itemSize` or the delegate's size.
    /// `automaticSize` starts them at those sizes and still sizes them by their cells.
    open var estimatedItemSize: CGSize = .zero {
        didSet { if estimatedItemSize != oldValue { invalidateLayout() } }
    }

    /// The sizes self-sizing cells asked for, by item, in points.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// The measured sizes an update carried, kept through the invalidation it makes.
    private var sizesCarriedThroughUpdate: [IndexPath: CGSize]?
    /// The item held in place across the next `prepare()`, and where it started along the
    /// scroll direction (points): set when a cell starting before the visible area changed
    /// size, so the content on screen does not jump as the lines above re-flow.
    private var reflowAnchor: (indexPath: IndexPath, start: CGFloat)?

    /// The least space between lines (rows of a vertical layout, columns of a horizontal
    /// one), in points (default 10).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }

    /// The least space between items of a line, in points (default 10); lines are
    /// justified, so the gaps of a full line are usually wider.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }

    /// Space around each section's items, in points (default zero).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }

    /// The direction the content scrolls (default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }

    /// Each section header's size, in points: its height in a vertical layout, its width
    /// in a horizontal one (the other extent is the content's). Zero (the default): none.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// Each section footer's size, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// True keeps each section's header at the top (the left, scrolling horizontally) of
    /// the visible area while its section passes beneath, above the cells, pushed away by
    /// the end of its section (default false).
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// True keeps each section's footer at the bottom (the right) of the visible area
    /// while its section passes above (default false).
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// The `zIndex` of pinned headers and footers: above the cells (0).
    static let pinnedZIndex = 10

    /// The layout worked out by the last `prepare()`.
    private(set) var geometry = FlowLayoutGeometry(sections: [], isVertical: true, extent: .zero)
    /// The collection view's bounds size `geometry` was made for.
    private var preparedSize: CGSize?
    /// The attributes handed out since the last `prepare()`, made on first request: a
    /// scroll frame asks again for the ones it showed, and gets the same objects (UIKit's
    /// flow layout also hands out its own cached attributes). So a subclass changes
    /// copies of what `super` returns, as Apple asks: a change made to the returned object
    /// itself is there at the next request (an offset added each time drifts).
    private var itemAttributes: [[UICollectionViewLayoutAttributes?]] = []
    private var headerAttributes: [UICollectionViewLayoutAttributes?] = []
    private var footerAttributes: [UICollectionViewLayoutAttributes?] = []
    /// `layoutAttributesForElements(in:)`'s array, emptied and refilled each call, so a
    /// frame whose caller let go of the last one allocates none. (A subclass whose
    /// `layoutAttributesForItem(at:)` calls `layoutAttributesForElements(in:)` would empty
    /// it mid-fill; the flow layout's own lookups never do.)
    private var elementsInRect: [UICollectionViewLayoutAttributes] = []

    /// A vertical flow layout with 50 x 50 items, 10 points apart.
    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Asks the collection view's data source for the counts and its delegate (when it is a
    /// `UICollectionViewDelegateFlowLayout`) for the sizes, insets and spacings, and lays
    /// every line out.
    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = FlowLayoutGeometry(sections: [], isVertical: scrollDirection == .vertical, extent: .zero)
            itemAttributes = []
            headerAttributes = []
            footerAttributes = []
            return
        }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var sections: [FlowLayoutGeometry.Section] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize]
            if let delegate {
                sizes = (0..<count).map {
                    delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: section))
                }
            } else {
                sizes = Array(repeating: itemSize, count: count)
            }
            if sizesItemsByTheirCells {
                let estimate = estimatedItemSize == Self.automaticSize ? nil : estimatedItemSize
                for item in sizes.indices {
                    sizes[item] = measuredSizes[IndexPath(item: item, section: section)] ?? estimate ?? sizes[item]
                }
            }
            sections.append(FlowLayoutGeometry.Section(
                itemSizes: sizes,
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self,
                                                           minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize,
                footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize))
        }
        let inset = collectionView.adjustedContentInset
        let extent = CGSize(width: collectionView.bounds.width - inset.left - inset.right,
                            height: collectionView.bounds.height - inset.top - inset.bottom)
        geometry = FlowLayoutGeometry(sections: sections, isVertical: scrollDirection == .vertical, extent: extent)
        preparedSize = collectionView.bounds.size
        holdReflowAnchor()
        itemAttributes = sections.map { Array(repeating: nil, count: $0.itemSizes.count) }
        headerAttributes = Array(repeating: nil, count: sections.count)
        footerAttributes = headerAttributes
    }

    /// The lines' extent along the scroll direction by the content's across it, in points.
    override open var collectionViewContentSize: CGSize { geometry.contentSize }

    /// The attributes of the headers, items and footers whose frames meet `rect`
    /// (content coordinates, points), in that order; pinned headers and footers where the
    /// visible bounds hold them.
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementsInRect.removeAll(keepingCapacity: true)
        let pins = visiblePins
        geometry.forEachSection(in: rect, frame: { geometry.headerFrame($0, pinnedBelow: pins.low) }) { section, frame in
            elementsInRect.append(supplementaryAttributes(UICollectionView.elementKindSectionHeader, section, frame,
                                                          pinned: pins.low != nil))
        }
        geometry.forEachItem(in: rect) { indexPath in
            if let a = layoutAttributesForItem(at: indexPath) { elementsInRect.append(a) }
        }
        geometry.forEachSection(in: rect, frame: { geometry.footerFrame($0, pinnedAbove: pins.high) }) { section, frame in
            elementsInRect.append(supplementaryAttributes(UICollectionView.elementKindSectionFooter, section, frame,
                                                          pinned: pins.high != nil))
        }
        return elementsInRect
    }

    /// The item's attributes (its frame in content coordinates, points); nil for an item
    /// the layout does not have.
    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, itemAttributes.indices.contains(indexPath.section),
              itemAttributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        if let cached = itemAttributes[indexPath.section][indexPath.item] { return cached }
        let attributes = Self.makeAttributes(forCellWith: indexPath)
        attributes.frame = geometry.itemFrames[indexPath.section][indexPath.item]
        itemAttributes[indexPath.section][indexPath.item] = attributes
        return attributes
    }

    /// A section's header (`elementKindSectionHeader`) or footer (`...Footer`) attributes,
    /// pinned where asked; nil when it has none.
    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1 else { return nil }
        return supplementaryAttributes(elementKind, indexPath[0])
    }

    /// Where pinned headers start and pinned footers end along the scroll direction: the
    /// visible area inside the adjusted content insets (nil for what is not pinned).
    private var visiblePins: (low: CGFloat?, high: CGFloat?) {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, let collectionView else {
            return (nil, nil)
        }
        let b = collectionView.bounds, inset = collectionView.adjustedContentInset
        let vertical = scrollDirection == .vertical
        let low = vertical ? b.minY + inset.top : b.minX + inset.left
        let high = vertical ? b.maxY - inset.bottom : b.maxX - inset.right
        return (sectionHeadersPinToVisibleBounds ? low : nil, sectionFootersPinToVisibleBounds ? high : nil)
    }

    /// The section's header or footer attributes (`kind`), if it has one.
    private func supplementaryAttributes(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
        guard geometry.headerFrames.indices.contains(section) else { return nil }
        let pins = visiblePins
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            return geometry.headerFrame(section, pinnedBelow: pins.low).map {
                supplementaryAttributes(kind, section, $0, pinned: pins.low != nil)
            }
        case UICollectionView.elementKindSectionFooter:
            return geometry.footerFrame(section, pinnedAbove: pins.high).map {
                supplementaryAttributes(kind, section, $0, pinned: pins.high != nil)
            }
        default:
            return nil
        }
    }

    /// The section's header or footer attributes (`kind`), cached, at `frame`: a pinned
    /// one moves with the visible bounds, so its frame is set on each request.
    private func supplementaryAttributes(_ kind: String, _ section: Int, _ frame: CGRect,
                                         pinned: Bool) -> UICollectionViewLayoutAttributes {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let attributes: UICollectionViewLayoutAttributes
        if let cached = isHeader ? headerAttributes[section] : footerAttributes[section] {
            attributes = cached
        } else {
            attributes = Self.makeAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            if isHeader { headerAttributes[section] = attributes } else { footerAttributes[section] = attributes }
        }
        if attributes.frame != frame { attributes.frame = frame }
        attributes.zIndex = pinned ? Self.pinnedZIndex : 0
        return attributes
    }

    /// True with an `estimatedItemSize`: shown cells size their items.
    override var sizesItemsByTheirCells: Bool { estimatedItemSize != .zero }

    /// True while the item's size is an estimate.
    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        sizesItemsByTheirCells && measuredSizes[indexPath] == nil
    }

    /// True for a self-sizing cell whose preferred size is not the one it was given; a
    /// cell that asks for the size it has is recorded as measured (so it is not asked again).
    override open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool {
        guard sizesItemsByTheirCells, originalAttributes.representedElementCategory == .cell else { return false }
        if preferredAttributes.size == originalAttributes.size {
            measuredSizes[originalAttributes.indexPath] = originalAttributes.size
            return false
        }
        return true
    }

    /// Keeps the cell's preferred size for its item and names the item; the lines are laid
    /// out again from the new sizes on the next `prepare()`.
    override open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell {
            measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
            if reflowAnchor == nil, let collectionView,
               alongStart(originalAttributes.frame) < alongStart(collectionView.bounds) {
                reflowAnchor = firstItemStarting(in: collectionView.bounds)
            }
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                         withOriginalAttributes: originalAttributes)
    }

    override func forgetPreferredSize(ofItemAt indexPath: IndexPath) {
        guard measuredSizes.removeValue(forKey: indexPath) != nil else { return }
        collectionView?.setNeedsLayout()
    }

    override func carryPreferredSizes(through update: CollectionViewUpdate) {
        guard !measuredSizes.isEmpty else { return }
        var carried: [IndexPath: CGSize] = [:]
        for (path, size) in measuredSizes where !update.reloads.contains(path) {
            if let newPath = update.newIndexPath(for: path) { carried[newPath] = size }
        }
        sizesCarriedThroughUpdate = carried
    }

    /// An invalidation of everything forgets the measured sizes (the items may be others,
    /// or the width another), except those an update carried to their items' new places;
    /// one naming items keeps them.
    override open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything {
            measuredSizes = sizesCarriedThroughUpdate ?? [:]
            sizesCarriedThroughUpdate = nil
            reflowAnchor = nil
        }
        super.invalidateLayout(with: context)
    }

    /// Where `rect` starts along the scroll direction, in points.
    private func alongStart(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.minY : rect.minX }

    /// The first item in `visible` (in the layout's order) that starts inside it, with
    /// where it starts; nil when none does.
    private func firstItemStarting(in visible: CGRect) -> (indexPath: IndexPath, start: CGFloat)? {
        var found: (indexPath: IndexPath, start: CGFloat)?
        let low = alongStart(visible)
        geometry.forEachItem(in: visible) { indexPath in
            let start = alongStart(geometry.itemFrames[indexPath.section][indexPath.item])
            if found == nil, start >= low { found = (indexPath, start) }
        }
        return found
    }

    /// After a re-flow for sizes measured before the visible area: the content moves by
    /// as much as the anchor item did, so it stays where it was on screen.
    private func holdReflowAnchor() {
        guard let anchor = reflowAnchor else { return }
        reflowAnchor = nil
        let frames = geometry.itemFrames
        guard frames.indices.contains(anchor.indexPath.section),
              frames[anchor.indexPath.section].indices.contains(anchor.indexPath.item) else { return }
        let change = alongStart(frames[anchor.indexPath.section][anchor.indexPath.item]) - anchor.start
        if scrollDirection == .vertical { pendingOffsetAdjustment.y += change } else { pendingOffsetAdjustment.x += change }
    }

    /// True when the bounds change size: lines depend on the width (or height) they fill.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (preparedSize ?? collectionView?.bounds.size)
    }
}

extension UICollectionViewLayout {
    /// Attributes of `layoutAttributesClass` for the cell at `indexPath`.
    static func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type.init(forCellWith: indexPath)
    }

    /// Attributes of `layoutAttributesClass` for a supplementary view.
    static func makeAttributes(forSupplementaryViewOfKind kind: String,
                               with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type.init(forSupplementaryViewOfKind: kind, with: indexPath)
    }

    /// Attributes of `layoutAttributesClass` for a decoration view.
    static func makeAttributes(forDecorationViewOfKind kind: String,
                               with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type.init(forDecorationViewOfKind: kind, with: indexPath)
    }
}
