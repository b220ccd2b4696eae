import Foundation

extension CGPoint {
    /// True when both coordinates are finite (neither NaN nor infinite).
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// True when both extents are finite (neither NaN nor infinite).
    var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// True when origin and size are finite (neither NaN nor infinite).
    var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension CGAffineTransform {
    /// True when all six coefficients are finite.
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}

extension UIEdgeInsets {
    /// True when all four insets are finite.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

/// Geometry set to NaN or infinity by code (an app's layout dividing by zero) is refused
/// and the old value kept: iOS raises on a NaN layer position, and a stored NaN would
/// crash the next hit test or leave a scroll view stuck. Each property is named on
/// standard error once per process, so a bug recomputed every frame does not flood it.
enum NonFiniteGeometry {
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Reports `values` refused for `property` of `owner`, which needs `need` (once per type
    /// and property).
    static func refuse(_ property: String, of owner: AnyObject, values: CGFloat..., need: String = "finite numbers") {
        let key = "\(type(of: owner)).\(property)"
        guard reported.insert(key).inserted else { return }
        let shown = values.map { "\(Double($0))" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("UIKit: ignored \(key) (\(shown)): it needs \(need); the old value is kept\n".utf8))
    }
}
