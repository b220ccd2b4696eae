import Foundation

// Reconfiguring runs the data source's cell code on the cell already showing a row: while
// it runs, a dequeue with that cell's identifier hands back the cell itself (not prepared
// for reuse), so the cell keeps its place, selection and state and only its content
// changes, cheaper than a reload. A self-sizing row is measured again (from that cell) at
// the next layout, as on iOS; a row of fixed height keeps it.
extension UITableView {
    /// Asks the data source to configure again the cells showing the rows at `indexPaths`
    /// (current index paths; rows not on screen are skipped, as their cells are made when
    /// they appear). Applied at once, even inside `performBatchUpdates`. A data source that
    /// dequeues a cell of another identifier gets that row reloaded instead.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = shownCells[indexPath] else { continue }
            cellBeingReconfigured = cell
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            cellBeingReconfigured = nil
            if configured !== cell {
                recycle(configured)
                reloadRows(at: [indexPath], with: .none)
            } else if selfSizing.rowHeights[indexPath] != nil, geometry?.markEstimated(rowAt: indexPath) == true {
                selfSizing.rowHeights[indexPath]?.isStale = true
                setNeedsLayout()
            }
        }
    }

    /// The cell being reconfigured, when the dequeue asks for its identifier (the plain
    /// `dequeueReusableCell(withIdentifier:)` knows no index path); handed back once.
    func takeCellBeingReconfigured(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier else { return nil }
        cellBeingReconfigured = nil
        return cell
    }
}
