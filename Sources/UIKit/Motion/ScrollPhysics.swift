/// The numbers behind UIScrollView's feel, each with where it comes from.
///
/// Sources: (A) Apple's documentation and WWDC 2018 session 803 "Designing Fluid
/// Interfaces"; (R) values read off iOS at run time; (O) other engines; "ours" where no outside
/// value exists and the choice is ScrollKit's. Velocities are in points per millisecond, as
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports them.
public enum ScrollPhysics {
    /// `UIScrollView.DecelerationRate.normal`: the factor velocity keeps per millisecond (A).
    public static let normalDecelerationRate: CGFloat = 0.998

    /// `UIScrollView.DecelerationRate.fast`: the factor velocity keeps per millisecond (A).
    public static let fastDecelerationRate: CGFloat = 0.99

    /// Deceleration stops once the speed falls under this, in points per millisecond (A).
    public static let stopVelocity: Double = 0.01

    /// A release slower than this, in points per millisecond, counts as zero velocity (R).
    public static let minimumReleaseVelocity: Double = 0.25

    /// The duration of `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`,
    /// in seconds (R); progress follows `CosineProgress`.
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// Response of the bounce back to an edge, in seconds (R/O).
    ///
    /// A critically damped spring with this response brings 100 pt of overshoot under
    /// `bounceSettleDistance` in 0.68 s, inside the 0.5 to 0.7 s read off iOS. (The other
    /// model considered, a per-millisecond factor of 0.99, takes 0.527 s but cannot take over
    /// the velocity of a fling that reaches the edge.)
    public static let bounceResponse: TimeInterval = 0.575

    /// Damping ratio of the bounce back: critically damped, so it returns to the edge
    /// without crossing it (R/O).
    public static let bounceDampingRatio: Double = 1

    /// The distance from the edge, in points, within which a bounce counts as settled when
    /// measuring it against iOS (R).
    public static let bounceSettleDistance: Double = 0.5

    /// A spring stops and snaps to its target once within this many points of it and slower
    /// than `stopVelocity` (ours): a tenth of a point, so the final snap is below any pixel.
    public static let springRestingDistance: Double = 0.1

    /// The rubber-band constant `c` in `(1 - 1 / (x * c / d + 1)) * d` (R).
    public static let rubberBandConstant: Double = 0.55

    /// With `delaysContentTouches`, how long a touch must stay within the pan threshold
    /// before it reaches the content, in seconds (A).
    public static let contentTouchDelay: TimeInterval = 0.15

    /// The longest deceleration `TargetedDecay` stretches to reach a changed target, in
    /// seconds (ours); beyond it the motion becomes a bounce-like spring to the target.
    ///
    /// A fling of 10 pt/ms decelerates for 3.45 s at the normal rate, so natural flings stay
    /// under this.
    public static let maximumTargetedDecayDuration: TimeInterval = 4
}
