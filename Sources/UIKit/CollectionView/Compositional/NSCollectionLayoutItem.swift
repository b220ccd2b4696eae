import Foundation

/// One cell of a compositional layout: its size relative to the group that holds it, and
/// insets that shrink the cell inside the room the group gives it.
open class NSCollectionLayoutItem {
    /// The item's size, fractions relative to the group holding it.
    public let layoutSize: NSCollectionLayoutSize
    /// Taken off the room the item is given, in points: the cell's frame is what is left.
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
