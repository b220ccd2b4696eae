import Foundation

/// Where a scroll indicator goes along one axis: a pure function of the visible span, the
/// content span, the offset and the track, so its rules are tested with numbers.
enum ScrollIndicatorGeometry {
    /// The indicator's start and length along its track, in points.
    ///
    /// - `trackStart`, `trackLength`: the track inside the bounds, in the scroll view's
    ///   coordinates along this axis.
    /// - `visible`: the viewport's length; `content`: content length plus insets.
    /// - `offset`, `minimum`, `maximum`: the content offset and its resting range.
    ///
    /// The length is the visible fraction of the track, at least `minimumLength`; while
    /// the offset is past an edge it shrinks by the overshoot, down to
    /// `minimumRubberBandLength`, and stays pinned to that end of the track.
    static func span(trackStart: CGFloat, trackLength: CGFloat, visible: CGFloat, content: CGFloat,
                     offset: CGFloat, minimum: CGFloat, maximum: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard trackLength > 0, content > 0 else { return (trackStart, 0) }
        let fraction = min(1, visible / content)
        var length = max(min(trackLength, ScrollIndicatorMetrics.minimumLength), trackLength * fraction)
        let overshoot = offset < minimum ? minimum - offset : offset > maximum ? offset - maximum : 0
        if overshoot > 0 {
            length = max(ScrollIndicatorMetrics.minimumRubberBandLength, length - overshoot)
        }
        let range = maximum - minimum
        let progress = range > 0 ? min(1, max(0, (offset - minimum) / range)) : (offset > maximum ? 1 : 0)
        return (trackStart + progress * (trackLength - length), length)
    }
}
