import Foundation

// Updates are applied at once, without animation (see `UITableView.RowAnimation`): the data
// source must already hold the new rows and sections. The counts are checked against the
// old ones with `CollectionViewUpdate`, as UIKit checks them; where UIKit raises, the
// table writes UIKit's message to standard error and reloads its data instead, so the
// picture is the data source's and nothing crashes. Shown cells of rows that moved keep
// showing them at their new index paths, and selection moves with its rows.
extension UITableView {
    /// Adds the rows at `indexPaths` (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.inserts.formUnion(indexPaths) }
    }

    /// Removes the rows at `indexPaths` (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.deletes.formUnion(indexPaths) }
    }

    /// Asks the data source for the cells (and the delegate for the heights) of the rows
    /// at `indexPaths` again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.reloads.formUnion(indexPaths) }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect { $0.moves[indexPath] = newIndexPath }
    }

    /// Adds the sections at `sections` (indices after the update), with their rows.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.insertedSections.formUnion(sections) }
    }

    /// Removes the sections at `sections` (indices before the update), with their rows.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.deletedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update), with its rows, to `newSection`
    /// (after it).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collect { $0.sectionMoves[section] = newSection }
    }

    /// Asks the data source for everything in `sections` again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.reloadedSections.formUnion(sections) }
    }

    /// Runs `updates` (inserts, deletes, moves and reloads, with the data source changed
    /// to match) as one update, checked and applied when it returns; then
    /// `completion(true)` runs at once (there is no animation to wait for), or
    /// `completion(false)` when the update did not match the data source and the table
    /// reloaded instead. An empty batch asks the delegate for the heights again.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateBatch.begin()
        updates?()
        // Inside another batch, the completion waits for the outermost one's outcome.
        updateBatch.whenApplied(completion)
        finishUpdates()
    }

    /// Starts collecting updates into one, until the matching `endUpdates()`.
    public func beginUpdates() {
        updateBatch.begin()
    }

    /// Applies the updates collected since the outermost `beginUpdates()`.
    public func endUpdates() {
        finishUpdates()
    }

    /// Ends one level of batching; at the outermost, applies the batch and runs the
    /// completions collected with whether it matched the data source.
    private func finishUpdates() {
        guard let (update, completions) = updateBatch.end() else { return }
        let applied = apply(update)
        for completion in completions { completion(applied) }
    }

    private func collect(_ change: (inout CollectionViewUpdate) -> Void) {
        if let update = updateBatch.collect(change) { apply(update) }
    }

    /// Checks `update` against the data source and applies it; false when it did not
    /// match and the table reloaded instead.
    @discardableResult
    private func apply(_ update: CollectionViewUpdate) -> Bool {
        guard let old = rowCounts else {
            // Never loaded: there is nothing to update; loading shows the new rows.
            invalidateGeometry()
            return true
        }
        carryMeasuredHeights(through: update)
        let geometry = currentGeometry()
        let new = (0..<geometry.numberOfSections).map(geometry.numberOfRows(inSection:))
        if let problem = update.problem(from: old, to: new, words: .rows) {
            lastUpdateProblem = problem
            FileHandle.standardError.write(Data("UITableView: \(problem); reloading the data instead\n".utf8))
            reloadData()
            return false
        }
        lastUpdateProblem = nil
        shownCells = update.carry(shownCells) { path, cell in
            recycle(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        // A pass making a cell meanwhile (this update came from its `cellForRowAt` or
        // `willDisplay`) gives it back: it was made for the rows as they were.
        tilingGeneration &+= 1
        // Cells measured this pass and not shown yet follow their rows too (an update from
        // inside `cellForRowAt` while the screen is measured); measured headers and footers
        // are made again, as the shown ones below.
        if !selfSizing.measuredCells.isEmpty {
            selfSizing.measuredCells = update.carry(selfSizing.measuredCells) { _, cell in recycle(cell) }
        }
        recycleMeasuredSectionEnds()
        // Titles and header views may follow their sections anywhere: ask again.
        for view in shownSectionEnds.values { recycle(sectionEnd: view) }
        shownSectionEnds.removeAll()
        blankSectionEnds.removeAll()
        selectedRows = Set(selectedRows.compactMap { update.newIndexPath(for: $0) })
        prefetching.carry { update.newIndexPath(for: $0) }
        carryCellTouch(through: update)
        self.geometry = geometry
        rowCounts = new
        setNeedsLayout()
        layoutIfNeeded()
        return true
    }
}
