import Foundation

/// Where scrolling should come to rest: pure functions of geometry and velocity, one axis at
/// a time, so the rules are tested with numbers alone.
enum ScrollTargets {
    /// A release at least this fast (points per millisecond) is a flick: paging then follows
    /// its direction; slower releases go to the nearest page (`ScrollPhysics`'s release
    /// threshold: below it a release counts as still).
    static var flickVelocity: CGFloat { CGFloat(ScrollPhysics.minimumReleaseVelocity) }

    /// The resting offset on one paging axis. Pages are `pageSize` apart starting at
    /// `minimum`; the result is at most one page from `startPage` (the page where the drag
    /// began), in the flick's direction for a fast release, else the page nearest `offset`;
    /// always within `minimum...maximum`.
    static func pagingTarget(offset: CGFloat, velocity: CGFloat, startPage: Int, pageSize: CGFloat,
                             minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        guard pageSize > 0, maximum > minimum, offset.isFinite, velocity.isFinite else { return minimum }
        // Content without end (an infinite size, or more pages than an Int32 counts) has no
        // last page to stop at: flicks go on turning pages.
        let pages = ((maximum - minimum) / pageSize).rounded(.up)
        let lastPage = pages.isFinite && pages < 2_147_483_647 ? Int(pages) : 2_147_483_647
        var page: Int
        if abs(velocity) >= flickVelocity {
            page = velocity > 0 ? startPage + 1 : startPage - 1
            // A flick back towards the start page after dragging past it lands on that page.
            let position = (offset - minimum) / pageSize
            if velocity > 0, position < CGFloat(startPage) { page = startPage }
            if velocity < 0, position > CGFloat(startPage) { page = startPage }
        } else {
            page = ScrollTargets.page(at: offset, pageSize: pageSize, minimum: minimum)
        }
        page = min(max(page, startPage - 1), startPage + 1)
        page = min(max(page, 0), lastPage)
        return min(maximum, max(minimum, minimum + CGFloat(page) * pageSize))
    }

    /// The page (0-based from `minimum`) nearest to `offset`; 0 for a non-finite offset
    /// or page size, and never beyond ±2^31 pages.
    static func page(at offset: CGFloat, pageSize: CGFloat, minimum: CGFloat) -> Int {
        let page = ((offset - minimum) / pageSize).rounded()
        guard pageSize > 0, page.isFinite else { return 0 }
        return Int(max(-2_147_483_648, min(2_147_483_647, page)))
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
