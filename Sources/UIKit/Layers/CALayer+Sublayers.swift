import Foundation

extension CALayer {
    /// The layer this one is a sublayer of (for a view's layer, its superview's layer).
    public var superlayer: CALayer? {
        if let delegateView { return delegateView.superview?.layer }
        return storedSuperlayer
    }

    /// The sublayers, back to front; nil when there are none. A view's layer lists its
    /// subviews' layers among them, in the subviews' order. Setting replaces them all.
    public var sublayers: [CALayer]? {
        get {
            if let storedSublayers { return storedSublayers.isEmpty ? nil : storedSublayers }
            guard let delegateView, !delegateView.subviews.isEmpty else { return nil }
            return delegateView.subviews.map(\.layer)
        }
        set {
            for layer in sublayers ?? [] { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top of the sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped), removing it from its old
    /// superlayer first. A view's layer added to another view's layer moves its view: the
    /// view becomes a subview there, placed among the subviews as the index says.
    /// Adding a layer to itself or to one of its own sublayers traps.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self && !isSublayer(of: layer), "CALayer: cannot add a layer to itself or its sublayer")
        if let view = layer.delegateView {
            guard let host = delegateView else {
                preconditionFailure("CALayer: a view's layer can only be added to another view's layer")
            }
            let before = (sublayers ?? []).prefix(Int(index)).filter { $0.delegateView != nil && $0 !== layer }.count
            host.insertSubview(view, at: before)
            return
        }
        layer.removeFromSuperlayer()
        var list = storedSublayers ?? delegateView?.subviews.map(\.layer) ?? []
        list.insert(layer, at: min(Int(index), list.count))
        storedSublayers = list
        layer.storedSuperlayer = self
        layer.didChangeAppearance()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a
    /// sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(position(of: sibling, excluding: layer) ?? 0))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a
    /// sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let i = position(of: sibling, excluding: layer) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    /// Puts `newLayer` where `oldLayer` (a sublayer) is, removing `oldLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let i = position(of: oldLayer, excluding: newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Takes the layer out of its superlayer (a view's layer: removes the view from its
    /// superview).
    public func removeFromSuperlayer() {
        if let delegateView { delegateView.removeFromSuperview(); return }
        guard let parent = storedSuperlayer else { return }
        willChangeAppearance()
        let host = parent.hostView
        parent.storedSublayers?.removeAll { $0 === self }
        if parent.delegateView != nil, parent.storedSublayers?.allSatisfy({ $0.delegateView != nil }) == true {
            parent.storedSublayers = nil
        }
        storedSuperlayer = nil
        parent.noteContentChange()
        host?.invalidateExtentInAncestors()
        host?.storedSubviewIndex = nil
    }

    /// True when this layer lies somewhere below `layer`.
    func isSublayer(of layer: CALayer) -> Bool {
        var current = superlayer
        while let c = current {
            if c === layer { return true }
            current = c.superlayer
        }
        return false
    }

    /// Where `sibling` is among the sublayers, not counting `moving` (which is about to
    /// leave its place).
    private func position(of sibling: CALayer?, excluding moving: CALayer) -> Int? {
        guard let sibling, let list = sublayers else { return nil }
        return list.filter { $0 !== moving }.firstIndex { $0 === sibling }
    }

    /// A view's sublayers `old` put in order with its `subviews` after they changed: each
    /// standalone sublayer stays above the subview it was above (or the nearest one below
    /// that is still there), the subviews' layers follow the subviews' order. Nil when no
    /// standalone sublayer is left (the subviews alone are the order).
    static func sublayers(_ old: [CALayer], reconciledWith subviews: [UIView]) -> [CALayer]? {
        let present = Set(subviews.map { ObjectIdentifier($0.layer) })
        var bottom: [CALayer] = []
        var above: [ObjectIdentifier: [CALayer]] = [:]
        var anchor: CALayer?
        for layer in old {
            if layer.delegateView != nil {
                if present.contains(ObjectIdentifier(layer)) { anchor = layer }
            } else if let anchor {
                above[ObjectIdentifier(anchor), default: []].append(layer)
            } else {
                bottom.append(layer)
            }
        }
        var list = bottom
        for sub in subviews {
            let layer = sub.layer
            list.append(layer)
            list.append(contentsOf: above[ObjectIdentifier(layer)] ?? [])
        }
        return list.count == subviews.count ? nil : list
    }
}
