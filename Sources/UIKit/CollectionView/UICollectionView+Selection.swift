import Foundation

extension UICollectionView {
    /// The selected items' index paths, in order (empty when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects the item at `indexPath` (nil deselects every item), deselecting the others
    /// unless `allowsMultipleSelection`, and scrolls it to `scrollPosition`. As UIKit's, it
    /// calls no delegate method; nothing happens when `allowsSelection` is false.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedItems { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        loadCountsIfNeeded()
        select(indexPath, notifying: nil)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`, calling no delegate method.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// What a tap on an item does, with the delegate's say: with multiple selection a
    /// selected item deselects; otherwise the item selects (in single selection, the
    /// others deselect first, each told with `didDeselectItemAt`).
    func tapSelect(_ indexPath: IndexPath) {
        let delegate = itemDelegate
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        select(indexPath, notifying: delegate)
    }

    /// Selects the item at `indexPath`, first deselecting the others unless
    /// `allowsMultipleSelection`; `delegate` (a tap's) hears each `didDeselectItemAt` and the
    /// `didSelectItemAt`, as UIKit tells it of a tap and not of a call in code.
    private func select(_ indexPath: IndexPath, notifying delegate: UICollectionViewDelegate?) {
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() where other != indexPath {
                deselectItem(at: other, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

extension UICollectionView: CellTouchHandling {
    func isShownCell(_ view: UIView) -> UICollectionViewCell? {
        guard let cell = view as? UICollectionViewCell, cell.isShownByCollectionView else { return nil }
        return cell
    }

    func indexPathOfShownCell(_ cell: UICollectionViewCell) -> IndexPath? { indexPath(for: cell) }

    func shownCell(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] }

    func shouldHighlightCell(at indexPath: IndexPath) -> Bool {
        itemDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func setHighlighted(_ highlighted: Bool, cell: UICollectionViewCell) { cell.isHighlighted = highlighted }

    func notifyHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        if highlighted {
            itemDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            itemDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
    }
}
