import Foundation

// Pages, with `isPagingEnabled`: the content rests on multiples of the bounds size, as
// UIKit's does ("the scroll view stops on multiples of the scroll view's bounds"), clamped
// into the scrollable range, so its two ends rest too (a partial last page, the room a
// leading inset adds). The insets do not move the pages: with `contentInset.left` 20 the
// pages of a 320-pt view are at -20 (the inset's end), 0, 320, 640 ..., not at -20, 300,
// 620. Where a release goes is `ScrollTargets.pagingTarget`.
extension UIScrollView {
    /// The page (per axis, the index of its multiple of the bounds size) the content is
    /// nearest now; (0, 0) unless paging.
    var currentPage: (x: Int, y: Int) {
        guard isPagingEnabled else { return (0, 0) }
        return page(at: contentOffset)
    }

    /// The pages nearest `offset` on each axis.
    private func page(at offset: CGPoint) -> (x: Int, y: Int) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return (ScrollTargets.page(at: offset.x, pageSize: bounds.width, minimum: lo.x, maximum: hi.x),
                ScrollTargets.page(at: offset.y, pageSize: bounds.height, minimum: lo.y, maximum: hi.y))
    }

    /// Where page `page` (per axis) rests.
    private func offset(ofPage page: (x: Int, y: Int)) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: ScrollTargets.pageOffset(page.x, pageSize: bounds.width, minimum: lo.x, maximum: hi.x),
                       y: ScrollTargets.pageOffset(page.y, pageSize: bounds.height, minimum: lo.y, maximum: hi.y))
    }

    /// `offset` moved to the nearest page on each axis.
    func snappedToPage(_ offset: CGPoint) -> CGPoint {
        self.offset(ofPage: page(at: offset))
    }

    /// The move from `base` towards `target` as paging makes it (a wheel notch, a key): one
    /// page along each axis it moves on, in its direction, from the page nearest `base`.
    func pageTurn(from base: CGPoint, towards target: CGPoint) -> CGPoint {
        func turn(_ distance: CGFloat) -> Int { distance == 0 ? 0 : distance > 0 ? 1 : -1 }
        let start = page(at: base), x = turn(target.x - base.x), y = turn(target.y - base.y)
        let turned = offset(ofPage: (start.x + x, start.y + y))
        return CGPoint(x: x == 0 ? base.x : turned.x, y: y == 0 ? base.y : turned.y)
    }
}
