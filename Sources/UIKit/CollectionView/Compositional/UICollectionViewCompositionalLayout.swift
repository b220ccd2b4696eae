import Foundation

/// A collection view layout built from items, groups and sections, as UIKit's
/// (vertical scrolling): each section repeats its group down the content until its items
/// run out, and each group lays its items in a row or a column, sized by fractions of the
/// room they are given or by points.
///
/// Not here yet: estimated (self-sizing) dimensions, supplementary and decoration items,
/// orthogonal scrolling sections, a configuration (horizontal scrolling, spacing between
/// sections), and trait collections in the environment.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index, for the container it is laid out in; nil leaves that
    /// section's items out of the layout.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private(set) var geometry = CompositionalLayoutGeometry()
    /// The collection view's bounds size `geometry` was made for.
    private var preparedSize: CGSize?
    /// The attributes handed out since the last `prepare()`, made on first request (a
    /// scroll frame asks again for the ones it showed and gets the same objects).
    private var itemAttributes: [[UICollectionViewLayoutAttributes?]] = []
    /// `layoutAttributesForElements(in:)`'s array, emptied and refilled each call.
    private var elementsInRect: [UICollectionViewLayoutAttributes] = []

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout asking `sectionProvider` for each section at every `prepare()` (so a
    /// provider can choose columns by the container's width).
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
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
            return
        }
        let inset = collectionView.adjustedContentInset
        let container = CompositionalLayoutContainer(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
        let sectionCount = collectionView.numberOfSections
        let counts = (0..<sectionCount).map { collectionView.numberOfItems(inSection: $0) }
        let sections = (0..<sectionCount).map { sectionProvider($0, container) }
        geometry = CompositionalLayoutGeometry(sections: sections, itemCounts: counts, container: container)
        preparedSize = collectionView.bounds.size
        itemAttributes = counts.map { Array(repeating: nil, count: $0) }
    }

    /// The container's width by the sections' height, points.
    override open var collectionViewContentSize: CGSize { geometry.contentSize }

    /// The attributes of the items whose frames meet `rect` (content coordinates, points).
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementsInRect.removeAll(keepingCapacity: true)
        geometry.forEachItem(in: rect) { indexPath in
            if let attributes = layoutAttributesForItem(at: indexPath) { elementsInRect.append(attributes) }
        }
        return elementsInRect
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
        attributes.frame = frame
        itemAttributes[indexPath.section][indexPath.item] = attributes
        return attributes
    }

    /// A new bounds size lays out again (fractions follow it); a scroll does not.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        preparedSize != nil && newBounds.size != preparedSize
    }
}
