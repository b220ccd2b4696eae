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

    /// A touch went down: when it is on a shown cell and selection is allowed, it is the
    /// row's touch, and highlights the row if the delegate agrees. False when the touches
    /// are not the table's to handle.
    func beginRowTouch(_ touches: Set<UITouch>) -> Bool {
        guard rowTouch == nil, allowsSelection, let touch = touches.first,
              let cell = shownCell(containing: touch.view), let indexPath = indexPath(for: cell) else { return false }
        let highlights = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        rowTouch = (touch, indexPath, highlights)
        if highlights {
            cell.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        }
        return true
    }

    /// The row's touch ended (`selecting`) or was cancelled: the highlight ends, then an
    /// ended touch that lifted inside the highlighted row's cell selects it as a tap does.
    /// False when the touches are not the row's touch.
    func finishRowTouch(_ touches: Set<UITouch>, selecting: Bool) -> Bool {
        guard let current = rowTouch, touches.contains(where: { $0 === current.touch }) else { return false }
        let cell = cellForRow(at: current.indexPath)
        endRowTouch()
        guard selecting, current.highlighted, let cell,
              cell.point(inside: current.touch.location(in: cell), with: nil) else { return true }
        tapSelect(current.indexPath)
        return true
    }

    /// Ends the row's touch, taking its highlight away (`didUnhighlightRowAt`).
    func endRowTouch() {
        guard let current = rowTouch else { return }
        rowTouch = nil
        guard current.highlighted else { return }
        cellForRow(at: current.indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: current.indexPath)
    }

    /// What a tap on a row does, with the delegate's say: with multiple selection a
    /// selected row deselects (`willDeselectRowAt` may redirect or refuse); otherwise
    /// `willSelectRowAt` may redirect or refuse, then the row selects (in single selection,
    /// the others deselect first, each told with `willDeselectRowAt` and
    /// `didDeselectRowAt`).
    private func tapSelect(_ indexPath: IndexPath) {
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

    /// The shown cell `view` is in (or is).
    private func shownCell(containing view: UIView?) -> UITableViewCell? {
        var v = view
        while let current = v, current !== self {
            if let cell = current as? UITableViewCell, cell.superview === self, cell.isShownByTableView { return cell }
            v = current.superview
        }
        return nil
    }
}
