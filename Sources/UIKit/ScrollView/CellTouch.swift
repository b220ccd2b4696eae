import Foundation

/// The touch that went down on a table's row or a collection view's item: the index path
/// it highlights (kept current through updates) until it lifts, a tap that selects, or is
/// cancelled because it became a scroll.
struct CellTouch {
    /// The touch itself.
    let touch: UITouch
    /// The row or item under it, as the data stands now.
    var indexPath: IndexPath
    /// Whether the delegate let it highlight (only a highlighted cell selects on lifting).
    let highlighted: Bool

    /// Whether the cell at `path` shows this touch's highlight.
    func highlights(_ path: IndexPath) -> Bool { highlighted && indexPath == path }

    /// Whether `touches` hold this touch.
    func isAmong(_ touches: Set<UITouch>) -> Bool { touches.contains { $0 === touch } }
}

/// A scroll view whose cells highlight under a touch and select when it lifts inside them:
/// the table and the collection view. They share the touch's life here and differ only
/// in how a cell shows its highlight and in their delegates' words, which each supplies.
protocol CellTouchHandling: UIScrollView {
    associatedtype Cell: UIView

    /// The touch on a cell, while it is down.
    var cellTouch: CellTouch? { get set }
    /// False keeps touches from highlighting and selecting.
    var allowsSelection: Bool { get }
    /// Whether `view` is one of the cells on screen (not one waiting in a reuse queue).
    func isShownCell(_ view: UIView) -> Cell?
    /// The index path of a shown cell.
    func indexPathOfShownCell(_ cell: Cell) -> IndexPath?
    /// The cell on screen at `indexPath`, if any.
    func shownCell(at indexPath: IndexPath) -> Cell?
    /// The delegate's say on highlighting (true without one).
    func shouldHighlightCell(at indexPath: IndexPath) -> Bool
    /// Shows or takes away `cell`'s highlight, without telling the delegate.
    func setHighlighted(_ highlighted: Bool, cell: Cell)
    /// Tells the delegate that the cell at `indexPath` was highlighted or unhighlighted.
    func notifyHighlight(_ highlighted: Bool, at indexPath: IndexPath)
    /// What a tap on the cell at `indexPath` does, with the delegate's say.
    func tapSelect(_ indexPath: IndexPath)
}

extension CellTouchHandling {
    /// A touch went down: when it is on a shown cell and selection is allowed, it is the
    /// cell's touch, and highlights the cell if the delegate agrees. False when the
    /// touches are not the cells' to handle (the scroll view's own handling goes on).
    func beginCellTouch(_ touches: Set<UITouch>) -> Bool {
        guard cellTouch == nil, allowsSelection, let touch = touches.first,
              let cell = shownCell(containing: touch.view), let indexPath = indexPathOfShownCell(cell) else { return false }
        let highlights = shouldHighlightCell(at: indexPath)
        cellTouch = CellTouch(touch: touch, indexPath: indexPath, highlighted: highlights)
        if highlights {
            setHighlighted(true, cell: cell)
            notifyHighlight(true, at: indexPath)
        }
        return true
    }

    /// The cell's touch ended (`selecting`) or was cancelled: the highlight ends, then an
    /// ended touch that lifted inside the highlighted cell selects it as a tap does.
    /// False when the touches are not the cell's touch.
    func finishCellTouch(_ touches: Set<UITouch>, selecting: Bool) -> Bool {
        guard let current = cellTouch, current.isAmong(touches) else { return false }
        let cell = shownCell(at: current.indexPath)
        endCellTouch()
        guard selecting, current.highlighted, let cell,
              cell.point(inside: current.touch.location(in: cell), with: nil) else { return true }
        tapSelect(current.indexPath)
        return true
    }

    /// Whether the cell's touch is among `touches`: its moving is the scroll view's pan
    /// to judge (which cancels the touch once it scrolls), not the scroll view's touches.
    func holdsCellTouch(among touches: Set<UITouch>) -> Bool { cellTouch?.isAmong(touches) ?? false }

    /// Ends the cell's touch, taking its highlight away (the delegate told).
    func endCellTouch() {
        guard let current = cellTouch else { return }
        cellTouch = nil
        guard current.highlighted else { return }
        if let cell = shownCell(at: current.indexPath) { setHighlighted(false, cell: cell) }
        notifyHighlight(false, at: current.indexPath)
    }

    /// The cell's touch follows its row or item through `update`; a reloaded or deleted
    /// one ends it.
    func carryCellTouch(through update: CollectionViewUpdate) {
        guard let current = cellTouch else { return }
        if !update.reloads.contains(current.indexPath), let newPath = update.newIndexPath(for: current.indexPath) {
            cellTouch?.indexPath = newPath
        } else {
            endCellTouch()
        }
    }

    /// The shown cell `view` is in (or is).
    private func shownCell(containing view: UIView?) -> Cell? {
        var v = view
        while let current = v, current !== self {
            if current.superview === self, let cell = isShownCell(current) { return cell }
            v = current.superview
        }
        return nil
    }
}
