import Foundation

// Self-sizing: items, groups and boundary items sized `.estimated` are laid out at the
// estimate, their shown views are asked for the size they want, and the layout is made
// again with those sizes (the flow layout's `estimatedItemSize` protocol, per side). The
// overrides are in the class (Swift overrides nothing from an extension); what they share
// is here.
extension UICollectionViewCompositionalLayout {
    /// The first item (in the layout's order) starting inside `visible` (in the geometry's
    /// terms), with its top.
    func firstItemStarting(in visible: CGRect) -> (indexPath: IndexPath, top: CGFloat)? {
        var found: (indexPath: IndexPath, top: CGFloat)?
        geometry.forEachItem(in: visible) { indexPath in
            let top = geometry.itemFrames[indexPath.section][indexPath.item].minY
            if found == nil, top >= visible.minY { found = (indexPath, top) }
        }
        return found
    }

    /// After laying out again for sizes given above the visible area: the content moves
    /// by as much as the anchor item did.
    func holdReflowAnchor() {
        guard let anchor = reflowAnchor else { return }
        reflowAnchor = nil
        let frames = geometry.itemFrames
        guard frames.indices.contains(anchor.indexPath.section),
              frames[anchor.indexPath.section].indices.contains(anchor.indexPath.item) else { return }
        let change = frames[anchor.indexPath.section][anchor.indexPath.item].minY - anchor.top
        if isTransposed { pendingOffsetAdjustment.x += change } else { pendingOffsetAdjustment.y += change }
    }

    /// Whether `attributes` place an element whose size is an estimate.
    func isEstimated(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell:
            let section = attributes.indexPath.section
            return geometry.estimatedItemSides.indices.contains(section) && geometry.estimatedItemSides[section].any
        case .supplementaryView:
            guard let kind = attributes.representedElementKind else { return false }
            return geometry.supplementary(ofKind: kind, at: attributes.indexPath)?.estimatedSides.any ?? false
        case .decorationView:
            return false
        }
    }

    /// Keeps `size` (points) as the one the view placed by `attributes` wants; a size
    /// that is not a length (negative, infinite, NaN: a view's own override gone wrong)
    /// keeps the one it has, so it is not asked again.
    func record(_ wanted: CGSize, for attributes: UICollectionViewLayoutAttributes) {
        let size = CGSize(width: wanted.width.isFinite && wanted.width >= 0 ? wanted.width : attributes.size.width,
                          height: wanted.height.isFinite && wanted.height >= 0 ? wanted.height : attributes.size.height)
        if let kind = attributes.representedElementKind {
            measured.supplementaries[UICollectionView.SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = size
        } else {
            measured.items[attributes.indexPath] = size
        }
    }
}
