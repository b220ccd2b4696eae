/// How fast a scroll view decelerates: the factor its velocity keeps per millisecond.
///
/// `UIScrollView.DecelerationRate` is this type; it is declared here so that the physics can
/// be used and tested without a view.
public struct ScrollDecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor velocity keeps per millisecond, between 0 and 1.
    public var rawValue: CGFloat

    /// Wraps a per-millisecond factor.
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// The default rate, 0.998 per millisecond: a fling of 1 pt/ms travels 499 pt.
    public static let normal = ScrollDecelerationRate(rawValue: ScrollPhysics.normalDecelerationRate)

    /// The rate of paging-like scroll views, 0.99 per millisecond: 1 pt/ms travels 99 pt.
    public static let fast = ScrollDecelerationRate(rawValue: ScrollPhysics.fastDecelerationRate)
}
