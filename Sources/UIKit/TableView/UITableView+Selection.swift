import Foundation

extension UITableView {
    /// The selected row (the first, with multiple selection); nil when none.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows' index paths, in order; nil when none, as UIKit's.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row at `indexPath` (nil deselects every row), deselecting the others
    /// unless `allowsMultipleSelection`, and scrolls it to `scrollPosition`. As UIKit's, it
    /// calls no delegate method; nothing happens when `allowsSelection` is false or the
    /// row does not exist.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { clearSelection(); return }
        guard allowsSelection, loadedGeometry.contains(indexPath) else { return }
        select(indexPath, notifying: nil)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`, calling no delegate method.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Every row deselected, no delegate told.
    func clearSelection() {
        for selected in selectedRows { deselectRow(at: selected, animated: false) }
    }

    /// What a tap on a row does, with the delegate's say: with multiple selection a
    /// selected row deselects (`willDeselectRowAt` may redirect or refuse); otherwise
    /// `willSelectRowAt` may redirect or refuse, then the row selects (in single selection,
    /// the others deselect first, each told with `willDeselectRowAt` and
    /// `didDeselectRowAt`).
    func tapSelect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
                  selectedRows.contains(target) else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              loadedGeometry.contains(target) else { return }
        select(target, notifying: delegate)
    }

    /// Selects the row at `indexPath`, first deselecting the others unless
    /// `allowsMultipleSelection`; `delegate` (a tap's) is asked and told of each
    /// deselection and told of the selection, as UIKit tells it of a tap and not of a call
    /// in code.
    private func select(_ indexPath: IndexPath, notifying delegate: UITableViewDelegate?) {
        if !allowsMultipleSelection {
            for other in selectedRows.sorted() where other != indexPath {
                guard let delegate else { deselectRow(at: other, animated: false); continue }
                guard let target = delegate.tableView(self, willDeselectRowAt: other), selectedRows.contains(target)
                else { continue }
                deselectRow(at: target, animated: false)
                delegate.tableView(self, didDeselectRowAt: target)
            }
        }
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}

extension UITableView: CellTouchHandling {
    func isShownCell(_ view: UIView) -> UITableViewCell? {
        guard let cell = view as? UITableViewCell, cell.isShownByTableView else { return nil }
        return cell
    }

    func indexPathOfShownCell(_ cell: UITableViewCell) -> IndexPath? { indexPath(for: cell) }

    func shownCell(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    func shouldHighlightCell(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func setHighlighted(_ highlighted: Bool, cell: UITableViewCell) { cell.setHighlighted(highlighted, animated: false) }

    func notifyHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }
}
