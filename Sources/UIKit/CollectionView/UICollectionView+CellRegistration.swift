import Foundation

// Registrations pair a cell (or supplementary view) class with the code that configures
// it, as UIKit's: each registration has its own reuse identifier, registered with a
// collection view the first time it dequeues with it, so apps never spell identifiers.
extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item, as UIKit's
    /// `UICollectionView.CellRegistration`. Make it once (a property, or before the cell
    /// provider runs), then dequeue with `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` to show `item` at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

        /// The configuring code given at `init(handler:)`.
        public let handler: Handler
        /// The registration's own reuse identifier (copies share it).
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "CellRegistration<\(Cell.self)>.\(UUID().uuidString)"
        }
    }

    /// A supplementary view class of one element kind and the handler that configures its
    /// views, as UIKit's `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The kind of element its views are (a flow layout's
        /// `UICollectionView.elementKindSectionHeader` or `elementKindSectionFooter`).
        public let elementKind: String
        /// The configuring code given at `init(elementKind:handler:)`.
        public let handler: Handler
        /// The registration's own reuse identifier (copies share it).
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "SupplementaryRegistration<\(Supplementary.self)>.\(UUID().uuidString)"
        }
    }

    /// A cell of `registration`'s class for `indexPath`, dequeued as
    /// `dequeueReusableCell(withReuseIdentifier:for:)` does (registered on first use) and
    /// configured by its handler with `item`; a nil item leaves the cell as dequeued.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, dequeued as
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` does (registered
    /// on first use) and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = ReuseKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                    withReuseIdentifier: registration.reuseIdentifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
