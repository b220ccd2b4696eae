/// Sizes and timings of a scroll view's indicators, each with its source ((R): read off iOS
/// at run time; "ours": ScrollKit's choice within the observed range).
public enum ScrollIndicatorMetrics {
    /// The indicator's thickness, in points (R: 2.5 to 3 pt). We take the upper end so the
    /// indicator stays legible on 1x desktop displays, where iOS's are 2x or 3x.
    public static let thickness: CGFloat = 3

    /// The gap between the indicator and the scroll view's edge, in points (R).
    public static let edgeInset: CGFloat = 2.5

    /// The shortest an indicator gets from content size alone, in points (R).
    public static let minimumLength: CGFloat = 36

    /// The shortest an indicator gets while it shrinks during rubber-banding, in points (R:
    /// about 7 pt).
    public static let minimumRubberBandLength: CGFloat = 7

    /// How long after motion ends the indicators start fading out, in seconds (R).
    public static let fadeOutDelay: TimeInterval = 0.33

    /// How long `flashScrollIndicators()` shows the indicators, in seconds (R).
    public static let flashDuration: TimeInterval = 0.75
}

extension ScrollIndicatorMetrics {
    /// How long the fade-out itself takes, in seconds (ours: docs/design.md gives only the delay;
    /// a short fade reads as iOS's).
    public static let fadeDuration: TimeInterval = 0.2
}
