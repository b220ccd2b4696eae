import Foundation

// Reconfiguring runs the data source's cell code on the cell already showing an item:
// while it runs, a dequeue with that cell's identifier for that index path hands back the
// cell itself (not prepared for reuse), so the cell keeps its place, selection and state
// and only its content changes, cheaper than a reload.
extension UICollectionView {
    /// Asks the data source to configure again the cells showing the items at `indexPaths`
    /// (current index paths; items not on screen are skipped, as their cells are made
    /// when they appear). Applied at once, even inside `performBatchUpdates`. A data
    /// source that dequeues a cell of another identifier gets that item reloaded instead.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = shownCells[indexPath] else { continue }
            cellBeingReconfigured = (indexPath, cell)
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            cellBeingReconfigured = nil
            if configured !== cell {
                recycle(configured)
                reloadItems(at: [indexPath])
            } else {
                // A self-sizing cell is asked for its size again, as on iOS.
                collectionViewLayout.forgetPreferredSize(ofItemAt: indexPath)
            }
        }
    }

    /// The cell being reconfigured, when the dequeue is its own (the same identifier and
    /// index path); handed back once.
    func takeCellBeingReconfigured(withReuseIdentifier identifier: String,
                                   for indexPath: IndexPath) -> UICollectionViewCell? {
        guard let pending = cellBeingReconfigured, pending.indexPath == indexPath,
              pending.cell.reuseIdentifier == identifier else { return nil }
        cellBeingReconfigured = nil
        return pending.cell
    }
}
