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

    /// A touch went down: when it is on a shown cell and selection is allowed, it is the
    /// item's touch, and highlights the item if the delegate agrees. False when the
    /// touches are not the collection view's to handle.
    func beginItemTouch(_ touches: Set<UITouch>) -> Bool {
        guard itemTouch == nil, allowsSelection, let touch = touches.first,
              let cell = shownCell(containing: touch.view), let indexPath = indexPath(for: cell) else { return false }
        let highlights = itemDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        itemTouch = (touch, indexPath, highlights)
        if highlights {
            cell.isHighlighted = true
            itemDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
        return true
    }

    /// The item's touch ended (`selecting`) or was cancelled: the highlight ends, then an
    /// ended touch that lifted inside the highlighted item's cell selects it as a tap
    /// does. False when the touches are not the item's touch.
    func finishItemTouch(_ touches: Set<UITouch>, selecting: Bool) -> Bool {
        guard let current = itemTouch, touches.contains(where: { $0 === current.touch }) else { return false }
        let cell = cellForItem(at: current.indexPath)
        endItemTouch()
        guard selecting, current.highlighted, let cell,
              cell.point(inside: current.touch.location(in: cell), with: nil) else { return true }
        tapSelect(current.indexPath)
        return true
    }

    /// Ends the item's touch, taking its highlight away (`didUnhighlightItemAt`).
    func endItemTouch() {
        guard let current = itemTouch else { return }
        itemTouch = nil
        guard current.highlighted else { return }
        cellForItem(at: current.indexPath)?.isHighlighted = false
        itemDelegate?.collectionView(self, didUnhighlightItemAt: current.indexPath)
    }

    /// What a tap on an item does, with the delegate's say: with multiple selection a
    /// selected item deselects; otherwise the item selects (in single selection, the
    /// others deselect first, each told with `didDeselectItemAt`).
    private func tapSelect(_ indexPath: IndexPath) {
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

    /// The shown cell `view` is in (or is).
    private func shownCell(containing view: UIView?) -> UICollectionViewCell? {
        var v = view
        while let current = v, current !== self {
            if let cell = current as? UICollectionViewCell, cell.superview === self, cell.isShownByCollectionView {
                return cell
            }
            v = current.superview
        }
        return nil
    }
}
