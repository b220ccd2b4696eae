import Foundation

extension UIView {
    /// The smallest size, as a target of `systemLayoutSizeFitting(_:)`: (0, 0) points.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size, as a target of `systemLayoutSizeFitting(_:)`: 10,000 points a side.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size, in points, the constraints within this view (and its subviews' intrinsic
    /// sizes) give it when it is pulled towards `targetSize` as weakly as possible
    /// (`UILayoutPriority.fittingSizeLevel`), as UIKit's.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`'s
    /// solve: the view's subtree in a throwaway engine, the view's own size free but for the
    /// pulls, no frames set. A multi-line label placed by constraints is measured again at
    /// the width each solve gives it, so the height follows (up to the engine's three solves).
    func solvedFittingSize(_ targetSize: CGSize, horizontalFittingPriority: UILayoutPriority,
                           verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, isFitting: true)
        let reason = "fitting size"
        engine.fittingSpecs = [
            .init(attribute: .left, relation: .equal, value: 0, priority: 1000, reason: reason),
            .init(attribute: .top, relation: .equal, value: 0, priority: 1000, reason: reason),
            .init(attribute: .width, relation: .equal, value: targetSize.width,
                  priority: horizontalFittingPriority.rawValue, reason: reason),
            .init(attribute: .height, relation: .equal, value: targetSize.height,
                  priority: verticalFittingPriority.rawValue, reason: reason),
        ]
        let item = engine.item(for: self)
        engine.update()
        return CGSize(width: ceilingToPixel(engine.solver.value(of: item.width)),
                      height: ceilingToPixel(engine.solver.value(of: item.height)))
    }
}
