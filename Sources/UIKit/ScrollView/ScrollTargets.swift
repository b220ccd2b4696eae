import Foundation

/// Where scrolling should come to rest: pure functions of geometry and velocity, one axis at
/// a time, so the rules are tested with numbers alone.
enum ScrollTargets {
    /// A release at least this fast (points per millisecond) is a flick: paging then follows
    /// its direction; slower releases go to the nearest page (`ScrollPhysics`'s release
    /// threshold: below it a release counts as still).
    static var flickVelocity: CGFloat { CGFloat(ScrollPhysics.minimumReleaseVelocity) }

    /// The resting offset on one paging axis. Pages are the multiples of `pageSize` (offset 0
    /// is a page whatever the insets: UIKit's paging "stops on multiples of the scroll view's
    /// bounds", and an inset does not shift them), each clamped into `minimum...maximum`, so
    /// the range's ends are pages too: a partial last page, and the room a leading inset
    /// adds before the content. The result is at most one page from `startPage` (the page
    /// where the drag began), in the flick's direction for a fast release, else the page
    /// nearest `offset`.
    static func pagingTarget(offset: CGFloat, velocity: CGFloat, startPage: Int, pageSize: CGFloat,
                             minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        guard pageSize > 0, maximum > minimum, offset.isFinite, velocity.isFinite else { return minimum }
        let pages = self.pages(pageSize: pageSize, minimum: minimum, maximum: maximum)
        var page: Int
        if abs(velocity) >= flickVelocity {
            page = velocity > 0 ? startPage + 1 : startPage - 1
            // A flick back towards the start page after dragging past it lands on that page.
            let start = pageOffset(startPage, pageSize: pageSize, minimum: minimum, maximum: maximum)
            if velocity > 0, offset < start { page = startPage }
            if velocity < 0, offset > start { page = startPage }
        } else {
            page = ScrollTargets.page(at: offset, pageSize: pageSize, minimum: minimum, maximum: maximum)
        }
        page = min(max(page, startPage - 1), startPage + 1)
        page = min(max(page, pages.lowerBound), pages.upperBound)
        return pageOffset(page, pageSize: pageSize, minimum: minimum, maximum: maximum)
    }

    /// The pages of an axis: from the one at or before `minimum` to the one at or after
    /// `maximum` (content without end, an infinite size or more pages than an Int32 counts,
    /// has no last page to stop at: flicks go on turning pages).
    static func pages(pageSize: CGFloat, minimum: CGFloat, maximum: CGFloat) -> ClosedRange<Int> {
        func index(_ value: CGFloat) -> Int {
            value.isFinite ? Int(max(-2_147_483_648, min(2_147_483_647, value))) : value < 0 ? -2_147_483_648 : 2_147_483_647
        }
        guard pageSize > 0 else { return 0...0 }
        let first = index((minimum / pageSize).rounded(.down))
        return first...max(first, index((maximum / pageSize).rounded(.up)))
    }

    /// Where page `page` rests: `page * pageSize`, clamped into `minimum...maximum`.
    static func pageOffset(_ page: Int, pageSize: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        clamp(CGFloat(page) * pageSize, minimum: minimum, maximum: maximum)
    }

    /// The page resting nearest to `offset` (halfway between two, the one rounding gives);
    /// for a non-finite offset or page size, the page of offset 0.
    static func page(at offset: CGFloat, pageSize: CGFloat, minimum: CGFloat, maximum: CGFloat) -> Int {
        let pages = self.pages(pageSize: pageSize, minimum: minimum, maximum: maximum)
        let rounded = (offset / pageSize).rounded()
        guard pageSize > 0, rounded.isFinite else { return min(max(0, pages.lowerBound), pages.upperBound) }
        let near = Int(max(CGFloat(pages.lowerBound), min(CGFloat(pages.upperBound), rounded)))
        // A clamped neighbour may rest nearer: 15 pt before the first page with a 20-pt
        // inset is nearer the inset's end than the page at 0.
        let candidates = [near, near - 1, near + 1].filter(pages.contains)
        return candidates.min {
            abs(pageOffset($0, pageSize: pageSize, minimum: minimum, maximum: maximum) - offset)
                < abs(pageOffset($1, pageSize: pageSize, minimum: minimum, maximum: maximum) - offset)
        } ?? near
    }

    /// The smallest change of one axis of `offset` that brings `start...end` (content
    /// coordinates) into the visible span `offset...offset + length`; when the span is
    /// longer than the view, its start is shown. Returns `offset` when already visible.
    static func revealing(start: CGFloat, end: CGFloat, offset: CGFloat, length: CGFloat) -> CGFloat {
        if start >= offset && end <= offset + length { return offset }
        if end - start > length || start < offset { return start }
        return end - length
    }

    /// The closest offset to `target` inside `minimum...maximum`.
    static func clamp(_ target: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        min(max(target, minimum), max(minimum, maximum))
    }
}
