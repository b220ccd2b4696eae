import Foundation

/// A section of a compositional layout: its group repeated down the section, one below
/// the other, until the section's items run out.
open class NSCollectionLayoutSection {
    /// The group repeated down the section.
    public let group: NSCollectionLayoutGroup
    /// Taken off the section's edges, in points (the groups' container is what is left).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one group and the next, in points.
    public var interGroupSpacing: CGFloat = 0
    /// The section's headers, footers and other views along its edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views the layout puts behind the section (backgrounds).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// True (the default): the boundary items are laid out across the section less its
    /// leading and trailing `contentInsets`, as its items are; false: across its whole
    /// width. Either way a header sits above the top inset and a footer below the bottom.
    public var supplementariesFollowContentInsets = true

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// The size a compositional layout lays a section out in.
public protocol NSCollectionLayoutContainer {
    /// The collection view's size, in points.
    var contentSize: CGSize { get }
    /// The insets taken off it (the collection view's adjusted content inset), in points.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// `contentSize` less `contentInsets`, in points.
    var effectiveContentSize: CGSize { get }
    /// The same as `contentInsets`.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes.
public protocol NSCollectionLayoutEnvironment {
    /// The size the section is laid out in.
    var container: NSCollectionLayoutContainer { get }
}

/// A container of a given size less insets.
struct CompositionalLayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: NSCollectionLayoutContainer { self }
}
