import Foundation

/// A collection view's data source that shows a snapshot of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: made with the collection view (which it becomes
/// the `dataSource` of; keep it alive yourself, as the collection view holds its data
/// source weakly) and a cell provider that makes the cell of each item identifier.
///
/// `apply(_:animatingDifferences:completion:)` works out what changed from the snapshot
/// shown (`SnapshotDifference`: section and item deletes, inserts, moves and reloads) and
/// applies it as one `performBatchUpdates`, so the cells of items that stay keep showing
/// them wherever they move; then items marked with `reconfigureItems(_:)` are configured
/// again on their own cells (`reconfigureItems(at:)`). There is no animation here: every
/// apply is applied at once, as iOS 15's does without animation (a difference, not a
/// reload).
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource {
    /// Makes the cell for an item: usually
    /// `collectionView.dequeueConfiguredReusableCell(using:for:item:)`. Nil traps, as UIKit
    /// raises.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the header, footer or other supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The snapshot type this data source shows.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The snapshot shown, without its reload and reconfigure marks (they are spent once
    /// applied).
    private var shown = Snapshot()

    /// Makes the supplementary views the layout asks for (nil: a layout asking for one traps).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the `dataSource` of, making
    /// cells with `cellProvider`; it shows an empty snapshot until one is applied.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the difference from the shown one applied as one batch update,
    /// then the reconfigured items' cells configured again; then `completion` runs, before
    /// this returns (nothing animates, so there is nothing to wait for).
    /// `animatingDifferences` is accepted for iOS code and changes nothing.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            self.shown = snapshot.unmarked
            completion?()
            return
        }
        SnapshotDifference(from: shown, to: snapshot).apply(to: collectionView, from: shown, to: snapshot,
                                                            rowAnimation: .automatic) {
            self.shown = snapshot.unmarked
        }
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view's data (every cell made anew, no
    /// difference worked out), then runs `completion`.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        shown = snapshot.unmarked
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, for iOS 15
    /// code that awaits it, on the main actor (UIKit is used there only); it has finished
    /// when it returns.
    @MainActor open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` as `applySnapshotUsingReloadData(_:completion:)` does, for iOS 15
    /// code that awaits it.
    @MainActor open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// A copy of the snapshot shown (without reload or reconfigure marks), to change and
    /// apply.
    open func snapshot() -> Snapshot { shown }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`; nil when there is none. O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.itemIdentifier(at: indexPath) }

    /// The index path of `itemIdentifier`; nil when it is not shown. O(1).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { shown.indexPath(ofItem: itemIdentifier) }

    /// The section shown at `index`; nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        shown.sectionIdentifiers.indices.contains(index) ? shown.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`; nil when it is not shown. O(1).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { shown.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The number of sections in the snapshot shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { shown.numberOfSections }

    /// The number of items in the section at `section` of the snapshot shown.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.items(inSectionAt: section).count
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = shown.itemIdentifier(at: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath) in the snapshot shown")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for the item \(item) "
                + "at \(indexPath)")
        }
        return cell
    }

    /// The supplementary view provider's view of `kind` at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind "
                + "\(kind) at \(indexPath), but supplementaryViewProvider is nil")
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the supplementary view provider returned nil for "
                + "kind \(kind) at \(indexPath)")
        }
        return view
    }
}
