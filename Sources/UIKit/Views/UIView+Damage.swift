import Foundation

// Damage tracking: every change that alters what a view shows records, in its window, the
// window-space rectangle its subtree covered before and after the change. The renderer
// then redraws only those rectangles of the previous frame.
extension UIView {
    /// Records the area this view's subtree covers in its window as needing a redraw.
    /// `ignoringHidden` counts the view even while hidden (for hide/show changes);
    /// `clipping` overrides `clipsToBounds` for the extent (for changes of that flag).
    func invalidateRendering(ignoringHidden: Bool = false, clipping: Bool? = nil) {
        noteContentChangeForShadows()
        guard let window, window.tracksDamage else { return }
        guard let rect = extentInWindow(ignoringHidden: ignoringHidden, clipping: clipping) else { return }
        window.addDamage(rect)
    }

    /// Requests that the view's content (its `draw(_:)` output) be drawn again.
    public func setNeedsDisplay() {
        noteContentChangeForShadows()
        guard let window, window.tracksDamage else { return }
        if let rect = extentInWindow(ignoringHidden: false, clipping: true) { window.addDamage(rect) }
    }

    /// Requests that the part `rect` (in this view's coordinates) be drawn again.
    public func setNeedsDisplay(_ rect: CGRect) {
        noteContentChangeForShadows()
        guard let window, window.tracksDamage else { return }
        window.addDamage(convert(rect.intersection(bounds), to: nil))
    }

    /// The window-space bounding box of what the subtree can draw, clipped by clipping
    /// ancestors; nil when hidden (unless ignored) or wholly clipped away.
    func extentInWindow(ignoringHidden: Bool, clipping: Bool?) -> CGRect? {
        if isHidden && !ignoringHidden { return nil }
        // The chain up to the root, and each view's transform to the root, as drawn.
        var chain: [UIView] = [self]
        while let parent = chain[chain.count - 1].superview {
            if parent.isHidden { return nil }
            chain.append(parent)
        }
        var toRoot = [CGAffineTransform](repeating: .identity, count: chain.count)
        if chain.count > 1 {
            for i in stride(from: chain.count - 2, through: 0, by: -1) {
                toRoot[i] = chain[i].renderTransformToSuperview.concatenating(toRoot[i + 1])
            }
        }
        var rect = subtreeExtent(clipping: clipping ?? clipsToBounds).applying(toRoot[0])
        // A clipping ancestor clips to the box its bounds make on screen, as the renderer
        // does (exactly its bounds unless rotated).
        for i in 1..<chain.count where chain[i].clipsToBounds {
            rect = rect.intersection(chain[i].renderBounds.applying(toRoot[i]))
            if rect.isNull || rect.isEmpty { return nil }
        }
        return rect
    }

    /// The bounding box, in this view's coordinates, of its bounds and every visible
    /// descendant that is not clipped away by this view.
    func subtreeExtent(clipping: Bool) -> CGRect {
        var rect = renderBounds
        guard !clipping else { return rect }
        rect = renderExtent(in: rect)
        for sub in subviews where !sub.isHidden {
            rect = rect.union(sub.subtreeExtent(clipping: sub.clipsToBounds).applying(sub.renderTransformToSuperview))
        }
        return rect
    }
}

extension UIView {
    /// A translucent view is faded as one layer (group opacity) when it draws more than one
    /// thing: subviews, or a background under toolkit content.
    var composesAsGroup: Bool {
        !subviews.isEmpty || (drawsIntrinsicContent && (renderBackgroundColor?.alpha ?? 0) > 0) || layerComposesAsGroup
    }
}
