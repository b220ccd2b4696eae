import Foundation

extension UICollectionView {
    /// Counts loaded, and the layout prepared once after each invalidation, its content
    /// size taken as the scroll view's.
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        let shrank = size.width < contentSize.width || size.height < contentSize.height
        contentSize = size
        if layout.pendingOffsetAdjustment != .zero {
            let adjustment = layout.pendingOffsetAdjustment
            layout.pendingOffsetAdjustment = .zero
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        if shrank { settleOffsetAfterContentShrank() }
    }

    /// Asks each shown cell and supplementary view whose size the layout still estimates
    /// for its preferred attributes, and invalidates the layout for those it says need it
    /// (the layout re-flows on the next pass). False when the layout was invalidated.
    private func measureShownCells() -> Bool {
        let layout = collectionViewLayout
        guard layout.sizesItemsByTheirCells else { return true }
        for (indexPath, cell) in shownCells where layout.wantsPreferredAttributes(forItemAt: indexPath) {
            measure(cell, in: layout)
        }
        for (key, view) in shownSupplementaryViews
        where layout.wantsPreferredAttributes(forSupplementaryViewOfKind: key.kind, at: key.indexPath) {
            measure(view, in: layout)
        }
        return !layout.needsPrepare
    }

    /// Asks `view` for its preferred attributes and invalidates `layout` if it says so.
    private func measure(_ view: UICollectionReusableView, in layout: UICollectionViewLayout) {
        guard let original = view.appliedAttributes,
              let copy = original.copy() as? UICollectionViewLayoutAttributes else { return }
        let preferred = view.preferredLayoutAttributesFitting(copy)
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                     withOriginalAttributes: original))
        }
    }

    /// Shows exactly the elements whose frames meet the bounds: views of elements that
    /// left go back to their reuse queues (`didEndDisplaying`), elements that arrived get
    /// views from the data source (`willDisplay`), and the others get their attributes.
    /// Returns false when the data source reloaded, invalidated the layout or scrolled from
    /// inside a call that made a view (the pass stopped there; the caller tiles again).
    @discardableResult
    func tileVisibleElements() -> Bool {
        // A pass begun inside another's call-out tells the outer one that the view changed.
        tilingGeneration &+= 1
        prepareLayoutIfNeeded()
        let visible = bounds
        let attributes = collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
        visibleCellAttributes.removeAll(keepingCapacity: true)
        visibleSupplementaryAttributes.removeAll(keepingCapacity: true)
        visibleDecorationAttributes.removeAll(keepingCapacity: true)
        for a in attributes where FlowLayoutGeometry.meets(a.frame, visible) {
            switch a.representedElementCategory {
            case .cell:
                checkItemExists(a.indexPath)
                visibleCellAttributes[a.indexPath] = a
            case .supplementaryView:
                if let kind = a.representedElementKind {
                    visibleSupplementaryAttributes[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a
                }
            case .decorationView:
                if let kind = a.representedElementKind {
                    visibleDecorationAttributes[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a
                }
            }
        }
        if shownCells.contains(where: { visibleCellAttributes[$0.key] == nil }) {
            for (indexPath, cell) in shownCells where visibleCellAttributes[indexPath] == nil {
                shownCells[indexPath] = nil
                recycle(cell)
                itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            }
        }
        if shownSupplementaryViews.contains(where: { visibleSupplementaryAttributes[$0.key] == nil }) {
            for (key, view) in shownSupplementaryViews where visibleSupplementaryAttributes[key] == nil {
                shownSupplementaryViews[key] = nil
                recycle(view)
                itemDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                             at: key.indexPath)
            }
        }
        if shownDecorationViews.contains(where: { visibleDecorationAttributes[$0.key] == nil }) {
            for (key, view) in shownDecorationViews where visibleDecorationAttributes[key] == nil {
                shownDecorationViews[key] = nil
                recycle(view)
            }
        }
        // In the layout's order, so the data source is asked in a predictable one.
        for a in attributes where FlowLayoutGeometry.meets(a.frame, visible) {
            let shown: Bool
            switch a.representedElementCategory {
            case .cell:
                if let cell = shownCells[a.indexPath] {
                    apply(a, to: cell)
                    continue
                } else if visibleCellAttributes[a.indexPath] === a {
                    shown = show(cellFor: a)
                } else {
                    shown = true
                }
            case .supplementaryView:
                guard let kind = a.representedElementKind else { continue }
                let key = SupplementaryKey(kind: kind, indexPath: a.indexPath)
                if let view = shownSupplementaryViews[key] {
                    apply(a, to: view)
                    continue
                } else if visibleSupplementaryAttributes[key] === a {
                    shown = show(supplementaryViewFor: a, key: key)
                } else {
                    shown = true
                }
            case .decorationView:
                guard let kind = a.representedElementKind else { continue }
                let key = SupplementaryKey(kind: kind, indexPath: a.indexPath)
                if let view = shownDecorationViews[key] {
                    apply(a, to: view)
                } else if visibleDecorationAttributes[key] === a {
                    showDecorationView(for: a, key: key)
                }
                continue
            }
            // The data source may have reloaded, updated, invalidated the layout or scrolled
            // meanwhile.
            if !shown || itemCounts == nil || collectionViewLayout.needsPrepare || bounds != visible { return false }
        }
        // Self-sizing cells are measured once all are shown, so one pass measures them all.
        return measureShownCells()
    }

    /// Shows a cell for the item. False when the data source or delegate updated or
    /// reloaded the collection view, or tiled it, while making or displaying the cell
    /// (`tilingGeneration`): the cell was made for the items as they were, and an inner
    /// pass may have shown the item already, so it goes back to its queue (after
    /// `didEndDisplaying` once told `willDisplay`) and the caller's pass ends.
    private func show(cellFor attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let dataSource else { return true }
        let indexPath = attributes.indexPath
        let generation = tilingGeneration
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        precondition(cell.reuseIdentifier != nil, "UICollectionView: the cell returned from "
            + "collectionView(_:cellForItemAt:) does not have a reuseIdentifier - cells must be retrieved by calling "
            + "dequeueReusableCell(withReuseIdentifier:for:)")
        precondition(!cell.isShownByCollectionView, "UICollectionView: the cell returned from "
            + "collectionView(_:cellForItemAt:) for \(indexPath) is already shown for another item")
        guard tilingGeneration == generation else {
            recycle(cell)
            return false
        }
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isHighlighted = cellTouch?.highlights(indexPath) ?? false
        apply(attributes, to: cell)
        itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        guard tilingGeneration == generation else {
            recycle(cell)
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            return false
        }
        insert(cell, zIndex: attributes.zIndex)
        shownCells[indexPath] = cell
        return true
    }

    /// Shows a supplementary view, as `show(cellFor:)`: false, the view given back, when
    /// the collection view changed under the call-outs.
    private func show(supplementaryViewFor attributes: UICollectionViewLayoutAttributes, key: SupplementaryKey) -> Bool {
        guard let dataSource else { return true }
        let generation = tilingGeneration
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        precondition(view.reuseIdentifier != nil, "UICollectionView: the view returned from "
            + "collectionView(_:viewForSupplementaryElementOfKind:at:) does not have a reuseIdentifier - views must be "
            + "retrieved by calling dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
        guard tilingGeneration == generation else {
            recycle(view)
            return false
        }
        apply(attributes, to: view)
        itemDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        guard tilingGeneration == generation else {
            recycle(view)
            itemDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                         at: key.indexPath)
            return false
        }
        insert(view, zIndex: attributes.zIndex)
        shownSupplementaryViews[key] = view
        return true
    }

    /// Shows a decoration view of the class the layout registered for its kind (none is
    /// shown for a kind not registered, as UIKit's).
    private func showDecorationView(for attributes: UICollectionViewLayoutAttributes, key: SupplementaryKey) {
        guard let type = collectionViewLayout.decorationClasses[key.kind] else { return }
        let view = dequeue(ReuseKey(kind: key.kind, identifier: Self.decorationReuseIdentifier), type)
        apply(attributes, to: view)
        insert(view, zIndex: attributes.zIndex)
        shownDecorationViews[key] = view
    }

    /// A layout that places an item the data source does not have is wrong: say so.
    private func checkItemExists(_ indexPath: IndexPath) {
        let counts = itemCounts ?? []
        precondition(indexPath.count == 2 && counts.indices.contains(indexPath.section)
                     && (0..<counts[indexPath.section]).contains(indexPath.item),
                     "UICollectionView: \(type(of: collectionViewLayout)) returned layout attributes for the item at "
                     + "\(indexPath), which the data source does not have")
    }

    /// Gives `view` the geometry, alpha and visibility of `attributes` (nothing when they
    /// equal the last applied), then its `apply(_:)`.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if let old = view.appliedAttributes, old.isEqual(attributes) { return }
        let oldZIndex = view.appliedAttributes?.zIndex
        view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        view.center = attributes.center
        view.transform = attributes.transform
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        if view.isShownByCollectionView, oldZIndex != attributes.zIndex { insert(view, zIndex: attributes.zIndex) }
        view.apply(attributes)
    }

    /// Puts `view` among the shown elements (above the background view, below other
    /// subviews), above those of the same or lower `zIndex` and below higher ones.
    private func insert(_ view: UICollectionReusableView, zIndex: Int) {
        var index = 0
        for (i, sub) in subviews.enumerated() where sub !== view {
            if sub === backgroundView { index = i + 1; continue }
            guard let element = sub as? UICollectionReusableView, element.isShownByCollectionView else { break }
            if (element.appliedAttributes?.zIndex ?? 0) > zIndex { break }
            index = i + 1
        }
        // Moving a view already here down the list: its own slot closes first.
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }), current < index {
            index -= 1
        }
        view.isShownByCollectionView = true
        insertSubview(view, at: index)
    }

    /// Takes `view` off the screen into its reuse queue.
    func recycle(_ view: UICollectionReusableView) {
        view.isShownByCollectionView = false
        view.removeFromSuperview()
        view.appliedAttributes = nil
        if let key = view.reuseKey { reuseQueues[key, default: []].append(view) }
    }

    /// Every shown view back to its queue (`didEndDisplaying` for each).
    func recycleEverything() {
        let cells = shownCells, views = shownSupplementaryViews
        shownCells.removeAll()
        shownSupplementaryViews.removeAll()
        for view in shownDecorationViews.values { recycle(view) }
        shownDecorationViews.removeAll()
        for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
            recycle(cell)
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (key, view) in views {
            recycle(view)
            itemDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                         at: key.indexPath)
        }
    }
}
