import Foundation

/// What a compositional layout does beyond its sections: the space between them and views
/// along the whole content's edges (a header above everything, a footer below). A layout
/// keeps a copy: change one and set it again for the change to show, as on iOS.
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the content scrolls along: `.vertical` (the default) lays sections one
    /// below the other, `.horizontal` side by side, each section's groups going on along
    /// it (the vertical layout with widths for heights and leading for top).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between one section and the next, in points.
    public var interSectionSpacing: CGFloat = 0
    /// Views along the whole content's edges, laid out across its full width; their index
    /// paths are section 0's, so give them kinds of their own.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// No spacing, no boundary items.
    public init() {}

    /// A configuration with the same values.
    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}
