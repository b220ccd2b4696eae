import Foundation

/// The three slots of the scroll style's paging scroll view: the page before, the
/// current page in the middle, the page after.
enum PageSlot: Int, CaseIterable {
    case before = 0, current, after

    /// The slot a turn `direction` goes to.
    init(_ direction: UIPageViewController.NavigationDirection) {
        self = direction == .forward ? .after : .before
    }

    /// The direction a turn to this slot goes; nil for the current slot.
    var direction: UIPageViewController.NavigationDirection? {
        switch self {
        case .before: return .reverse
        case .current: return nil
        case .after: return .forward
        }
    }
}

/// The scroll style's geometry: a paging scroll view one page plus `spacing` long along
/// the axis (so its pages are exactly a bounds length apart and paging lands on them),
/// reaching `spacing / 2` beyond the page view controller's view on each side, three such
/// cells long; each page sits in its cell with `spacing / 2` on either side. Pure values.
struct ScrollPageLayout: Equatable {
    /// The page view controller's view size, in points.
    var size: CGSize
    /// Points between pages.
    var spacing: CGFloat
    var isVertical: Bool

    /// One page plus the spacing, in points: the scroll view's length along the axis.
    var cellLength: CGFloat { (isVertical ? size.height : size.width) + spacing }

    /// The scroll view's frame in the page view controller's view.
    var scrollViewFrame: CGRect {
        isVertical ? CGRect(x: 0, y: -spacing / 2, width: size.width, height: cellLength)
            : CGRect(x: -spacing / 2, y: 0, width: cellLength, height: size.height)
    }

    /// Three cells.
    var contentSize: CGSize {
        isVertical ? CGSize(width: size.width, height: 3 * cellLength)
            : CGSize(width: 3 * cellLength, height: size.height)
    }

    /// The frame of the page in `slot`, in the scroll view's content.
    func pageFrame(_ slot: PageSlot) -> CGRect {
        let start = CGFloat(slot.rawValue) * cellLength + spacing / 2
        return isVertical ? CGRect(x: 0, y: start, width: size.width, height: size.height)
            : CGRect(x: start, y: 0, width: size.width, height: size.height)
    }

    /// The content offset that shows `slot`'s page exactly.
    func offset(_ slot: PageSlot) -> CGPoint {
        let along = CGFloat(slot.rawValue) * cellLength
        return isVertical ? CGPoint(x: 0, y: along) : CGPoint(x: along, y: 0)
    }

    /// How far `offset` is from the current page towards the next, in pages: 0 at rest,
    /// 1 on the page after, -1 on the page before.
    func progress(at offset: CGPoint) -> CGFloat {
        guard cellLength > 0 else { return 0 }
        return ((isVertical ? offset.y : offset.x) - cellLength) / cellLength
    }

    /// The offset `progress` pages from the current page.
    func offset(progress: CGFloat) -> CGPoint {
        let along = (1 + progress) * cellLength
        return isVertical ? CGPoint(x: 0, y: along) : CGPoint(x: along, y: 0)
    }

    /// The slot nearest `offset`.
    func nearestSlot(to offset: CGPoint) -> PageSlot {
        let p = progress(at: offset)
        return p > 0.5 ? .after : p < -0.5 ? .before : .current
    }

    /// The slot `offset` shows exactly (within a hundredth of a point), if any.
    func slot(exactlyAt offset: CGPoint) -> PageSlot? {
        let slot = nearestSlot(to: offset)
        let target = self.offset(slot)
        return abs((isVertical ? offset.y - target.y : offset.x - target.x)) < 0.01 ? slot : nil
    }

    /// The insets that end the scrollable range at the current page on the sides that
    /// have no page (negative insets take a cell off the content), so the content
    /// rubber-bands there.
    func contentInset(hasBefore: Bool, hasAfter: Bool) -> UIEdgeInsets {
        let before = hasBefore ? 0 : -cellLength, after = hasAfter ? 0 : -cellLength
        return isVertical ? UIEdgeInsets(top: before, left: 0, bottom: after, right: 0)
            : UIEdgeInsets(top: 0, left: before, bottom: 0, right: after)
    }
}
