import Foundation

/// A table view's data source that shows a snapshot of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`: made with the table (which it becomes the `dataSource`
/// of; keep it alive yourself, as the table holds its data source weakly) and a cell
/// provider that makes the cell of each item identifier. Section titles come from a
/// subclass overriding `tableView(_:titleForHeaderInSection:)`, as iOS apps do.
///
/// `apply(_:animatingDifferences:completion:)` works out what changed from the snapshot
/// shown (`SnapshotDifference`) and applies it as one `performBatchUpdates` with
/// `defaultRowAnimation`, so the cells of rows that stay keep showing them wherever they
/// move; then items marked with `reconfigureItems(_:)` are configured again on their own
/// cells (`reconfigureRows(at:)`). Nothing animates here: every apply is applied at once.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UITableViewDataSource {
    /// Makes the cell for an item: usually `tableView.dequeueReusableCell(withIdentifier:for:)`,
    /// configured. Nil traps, as UIKit raises.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The snapshot type this data source shows.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// The snapshot shown, without its reload and reconfigure marks (they are spent once
    /// applied).
    private var shown = Snapshot()

    /// The row animation the updates of an apply are given (default `.automatic`). Rows
    /// are not animated here, so it is passed on for iOS code and changes nothing seen.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the `dataSource` of, making cells
    /// with `cellProvider`; it shows an empty snapshot until one is applied.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the difference from the shown one applied as one batch update,
    /// then the reconfigured items' cells configured again; then `completion` runs, before
    /// this returns (nothing animates, so there is nothing to wait for).
    /// `animatingDifferences` is accepted for iOS code and changes nothing.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            self.shown = snapshot.unmarked
            completion?()
            return
        }
        SnapshotDifference(from: shown, to: snapshot).apply(to: tableView, from: shown, to: snapshot,
                                                            rowAnimation: defaultRowAnimation) {
            self.shown = snapshot.unmarked
        }
        completion?()
    }

    /// Shows `snapshot` by reloading the table's data (every cell made anew, no difference
    /// worked out), then runs `completion`.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        shown = snapshot.unmarked
        tableView?.reloadData()
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

    // MARK: UITableViewDataSource

    /// The number of sections in the snapshot shown.
    open func numberOfSections(in tableView: UITableView) -> Int { shown.numberOfSections }

    /// The number of rows in the section at `section` of the snapshot shown.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.items(inSectionAt: section).count
    }

    /// The cell provider's cell for the row at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = shown.itemIdentifier(at: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item at \(indexPath) in the snapshot shown")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for the item \(item) "
                + "at \(indexPath)")
        }
        return cell
    }

    /// No header title (default); a subclass overrides it to title its sections, reading
    /// `sectionIdentifier(for:)`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title (default); a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
