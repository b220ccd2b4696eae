import Foundation

// Updates are applied at once, without animation: the data source must already hold the
// new items and sections, the counts are checked against the old ones (a mismatch traps with UIKit's
// message), shown cells of items that moved keep showing them at their new index paths,
// selection moves with its items, and the layout is prepared again.
extension UICollectionView {
    /// Adds the items at `indexPaths` (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        collect { $0.inserts.formUnion(indexPaths) }
    }

    /// Removes the items at `indexPaths` (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        collect { $0.deletes.formUnion(indexPaths) }
    }

    /// Asks the data source for the cells of the items at `indexPaths` again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        collect { $0.reloads.formUnion(indexPaths) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect { $0.moves[indexPath] = newIndexPath }
    }

    /// Adds the sections at `sections` (indices after the update), with their items.
    public func insertSections(_ sections: IndexSet) {
        collect { $0.insertedSections.formUnion(sections) }
    }

    /// Removes the sections at `sections` (indices before the update), with their items.
    public func deleteSections(_ sections: IndexSet) {
        collect { $0.deletedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update), with its items, to `newSection`
    /// (after it).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collect { $0.sectionMoves[section] = newSection }
    }

    /// Asks the data source for everything in `sections` again (their counts, cells and
    /// supplementary views).
    public func reloadSections(_ sections: IndexSet) {
        collect { $0.reloadedSections.formUnion(sections) }
    }

    /// Runs `updates` (inserts, deletes and reloads, with the data source changed to
    /// match) as one update, checked and applied when it returns; then `completion(true)`
    /// runs, at once (there is no animation to wait for); inside another batch, once the
    /// outermost is applied. An empty batch lays the items out again (new sizes from a
    /// flow layout's delegate).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateBatch.begin()
        updates?()
        updateBatch.whenApplied(completion)
        guard let (update, completions) = updateBatch.end() else { return }
        apply(update)
        for completion in completions { completion(true) }
    }

    private func collect(_ change: (inout CollectionViewUpdate) -> Void) {
        if let update = updateBatch.collect(change) { apply(update) }
    }

    private func apply(_ update: CollectionViewUpdate) {
        guard let old = itemCounts else {
            // Never loaded: there is nothing to update; loading shows the new items.
            collectionViewLayout.invalidateLayout()
            return
        }
        let new = currentDataSourceCounts()
        if let problem = update.problem(from: old, to: new) { preconditionFailure("UICollectionView: \(problem)") }
        itemCounts = new
        // A pass making a view meanwhile (this update came from its `cellForItemAt` or
        // `willDisplay`) gives it back: it was made for the items as they were.
        tilingGeneration &+= 1
        shownCells = update.carry(shownCells) { path, cell in
            recycle(cell)
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        if update.changesSections {
            for (key, view) in shownSupplementaryViews.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
                recycle(view)
                itemDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                             at: key.indexPath)
            }
            shownSupplementaryViews.removeAll()
            for view in shownDecorationViews.values { recycle(view) }
            shownDecorationViews.removeAll()
        }
        selectedItems = Set(selectedItems.compactMap { update.newIndexPath(for: $0) })
        prefetching.carry { update.newIndexPath(for: $0) }
        carryCellTouch(through: update)
        collectionViewLayout.carryPreferredSizes(through: update)
        collectionViewLayout.invalidateLayout()
        layoutIfNeeded()
    }
}
