import Foundation

/// A view the layout itself puts behind a section (a card behind its items), made from the
/// class registered with the layout for its kind
/// (`register(_:forDecorationViewOfKind:)`), not by the data source.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of view, as registered with the layout.
    public let elementKind: String
    /// The view's `zIndex`: -1, behind the cells (0), unless set.
    public var zIndex = -1

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                      heightDimension: .fractionalHeight(1)))
    }

    /// A background covering its whole section (its headers, footers and content insets
    /// too), less the item's `contentInsets`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
