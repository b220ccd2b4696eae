import Foundation

/// What a diffable data source drives: a collection or table view's batch of updates and
/// its reconfiguring, each under one name, so both data sources apply a snapshot the
/// same way (`SnapshotDifference.apply(to:rowAnimation:showing:)`).
protocol DiffableBatchTarget: AnyObject {
    /// Runs `updates` as one batch (`performBatchUpdates`).
    func performDiffableBatch(_ updates: () -> Void)
    /// Makes the view's update calls for `update` (inside a batch), rows animated as
    /// `rowAnimation` where the view animates rows.
    func issueUpdateCalls(for update: CollectionViewUpdate, rowAnimation: UITableView.RowAnimation)
    /// The cell on screen at `indexPath`, if any.
    func diffableShownCell(at indexPath: IndexPath) -> UIView?
    /// Configures again the cells showing `indexPaths`.
    func reconfigureShownCells(at indexPaths: [IndexPath])
}

extension SnapshotDifference {
    /// Applies this difference from `old` to `new` to `view`: `show` (which makes the data
    /// source answer from `new`) runs inside one batch of the difference's updates (or
    /// alone, when nothing moved, came or went, so the layout keeps what it worked out),
    /// then the items to reconfigure that kept their cells are configured again on them.
    func apply<Section, Item>(to view: DiffableBatchTarget, from old: NSDiffableDataSourceSnapshot<Section, Item>,
                              to new: NSDiffableDataSourceSnapshot<Section, Item>,
                              rowAnimation: UITableView.RowAnimation, showing show: () -> Void) {
        // The cells showing the items to reconfigure, before the batch moves them.
        let cellsToReconfigure = reconfigures.map { path in
            old.indexPath(ofItem: new.itemIdentifier(at: path)!).flatMap { view.diffableShownCell(at: $0) }
        }
        if update == CollectionViewUpdate() {
            show()
        } else {
            view.performDiffableBatch {
                show()
                view.issueUpdateCalls(for: update, rowAnimation: rowAnimation)
            }
        }
        // Items that came on screen got cells configured by the batch already.
        let carried = zip(reconfigures, cellsToReconfigure).filter { path, cell in
            cell != nil && view.diffableShownCell(at: path) === cell
        }.map(\.0)
        view.reconfigureShownCells(at: carried)
    }
}

extension UICollectionView: DiffableBatchTarget {
    func performDiffableBatch(_ updates: () -> Void) {
        // The batch runs its updates before it returns.
        withoutActuallyEscaping(updates) { performBatchUpdates($0) }
    }

    func issueUpdateCalls(for update: CollectionViewUpdate, rowAnimation: UITableView.RowAnimation) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
        if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections)) }
        for (from, to) in update.sectionMoves { moveSection(from, toSection: to) }
        if !update.deletes.isEmpty { deleteItems(at: Array(update.deletes)) }
        if !update.inserts.isEmpty { insertItems(at: Array(update.inserts)) }
        if !update.reloads.isEmpty { reloadItems(at: Array(update.reloads)) }
        for (from, to) in update.moves { moveItem(at: from, to: to) }
    }

    func diffableShownCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func reconfigureShownCells(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}

extension UITableView: DiffableBatchTarget {
    func performDiffableBatch(_ updates: () -> Void) {
        // The batch runs its updates before it returns.
        withoutActuallyEscaping(updates) { performBatchUpdates($0) }
    }

    func issueUpdateCalls(for update: CollectionViewUpdate, rowAnimation: RowAnimation) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections), with: rowAnimation) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections), with: rowAnimation) }
        if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections), with: rowAnimation) }
        for (from, to) in update.sectionMoves { moveSection(from, toSection: to) }
        if !update.deletes.isEmpty { deleteRows(at: Array(update.deletes), with: rowAnimation) }
        if !update.inserts.isEmpty { insertRows(at: Array(update.inserts), with: rowAnimation) }
        if !update.reloads.isEmpty { reloadRows(at: Array(update.reloads), with: rowAnimation) }
        for (from, to) in update.moves { moveRow(at: from, to: to) }
    }

    func diffableShownCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func reconfigureShownCells(at indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}
