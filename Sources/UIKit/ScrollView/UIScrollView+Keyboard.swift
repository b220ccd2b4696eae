import Foundation

extension UIScrollView {
    /// How much of the previous page stays visible after Page Down, in points (ours, as
    /// desktop browsers keep a line or two for context).
    static let pageOverlap: CGFloat = 40

    /// Scrolls for a key press: arrows a line (`UIScrollWheelEvent.pointsPerLine`, or a
    /// page with paging), Page Up/Down and Space (Shift+Space up) a page, Home and End to
    /// the ends; animated, adding to a scroll already animating. Returns false for other
    /// keys and when the content cannot move that way.
    ///
    /// A zoom animation in flight ends first, at its end (`scrollViewDidEndZooming`), so the
    /// key scrolls from there: measured from a frame on the way, Down after an animated
    /// zoom in scrolled back towards where the zoom began.
    func handleKeyPress(_ press: UIPress) -> Bool {
        guard let key = press.key, isScrollEnabled, allowsKeyboardScrolling, Self.scrollingKeys.contains(key.keyCode)
        else { return false }
        endZoomAnimation()
        guard let target = keyScrollTarget(for: key) else { return false }
        setContentOffset(target, animated: true)
        motion.animationStaysInRange = true
        return true
    }

    /// The keys that scroll, as `keyScrollTarget(for:)` reads them.
    static let scrollingKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardPageUp,
        .keyboardPageDown, .keyboardSpacebar, .keyboardHome, .keyboardEnd,
    ]

    /// The offset a press of `key` scrolls to; nil for keys that do not scroll and when
    /// the content cannot move that way.
    func keyScrollTarget(for key: UIKey) -> CGPoint? {
        guard isScrollEnabled, allowsKeyboardScrolling else { return nil }
        let lo = minimumContentOffset, hi = maximumContentOffset
        let visible = bounds.inset(by: adjustedContentInset)
        let line = UIScrollWheelEvent.pointsPerLine
        let screen = max(line, visible.height - UIScrollView.pageOverlap)
        let base = scrollAnimationTarget
        var target = base
        switch key.keyCode {
        case .keyboardUpArrow: target.y -= line
        case .keyboardDownArrow: target.y += line
        case .keyboardLeftArrow: target.x -= line
        case .keyboardRightArrow: target.x += line
        case .keyboardPageUp: target.y -= screen
        case .keyboardPageDown: target.y += screen
        case .keyboardSpacebar: target.y += key.modifierFlags.contains(.shift) ? -screen : screen
        case .keyboardHome: target.y = lo.y
        case .keyboardEnd: target.y = hi.y
        default: return nil
        }
        // Paging: a press turns a page (Home and End go to the ends, which are pages too).
        if isPagingEnabled, key.keyCode != .keyboardHome, key.keyCode != .keyboardEnd {
            target = pageTurn(from: base, towards: target)
        }
        // Clamped on both axes: an axis that cannot scroll rests at its minimum. A key that
        // cannot move the content past where it must end up anyway does not scroll.
        target = clampedContentOffset(target)
        // Content without end has no end to go to.
        guard target.isFinite else { return nil }
        return target == clampedContentOffset(base) ? nil : target
    }
}
