import Foundation

/// Geometry whose numbers can be checked for NaN and infinity as one value. `isFinite`
/// is spelled out per type: setters run it every frame, and `components` allocates.
protocol FiniteCheckable {
    /// True when every number is finite (neither NaN nor infinite).
    var isFinite: Bool { get }
    /// The numbers, in their declaration order (for a report).
    var components: [CGFloat] { get }
}

extension CGPoint: FiniteCheckable {
    var isFinite: Bool { x.isFinite && y.isFinite }
    var components: [CGFloat] { [x, y] }
}

extension CGSize: FiniteCheckable {
    var isFinite: Bool { width.isFinite && height.isFinite }
    var components: [CGFloat] { [width, height] }
}

extension CGRect: FiniteCheckable {
    var isFinite: Bool { origin.isFinite && size.isFinite }
    var components: [CGFloat] { origin.components + size.components }
}

extension CGAffineTransform: FiniteCheckable {
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
    var components: [CGFloat] { [a, b, c, d, tx, ty] }
}

extension UIEdgeInsets: FiniteCheckable {
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
    var components: [CGFloat] { [top, left, bottom, right] }
}

/// Geometry set to NaN or infinity by code (an app's layout dividing by zero) is refused
/// and the old value kept: iOS raises on a NaN layer position, and a stored NaN would
/// crash the next hit test or leave a scroll view stuck. Each property is named on
/// standard error once per process, so a bug recomputed every frame does not flood it.
enum NonFiniteGeometry {
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// True when `value`, set as `property` of `owner`, is finite; else reports it (once
    /// per type and property) and returns false, for the setter to keep the old value.
    static func accepts(_ value: some FiniteCheckable, as property: String, of owner: AnyObject) -> Bool {
        guard !value.isFinite else { return true }
        refuse(property, of: owner, values: value.components)
        return false
    }

    /// Reports `values` refused for `property` of `owner`, which needs `need` (once per type
    /// and property).
    static func refuse(_ property: String, of owner: AnyObject, values: [CGFloat], need: String = "finite numbers") {
        let key = "\(type(of: owner)).\(property)"
        guard reported.insert(key).inserted else { return }
        let shown = values.map { "\(Double($0))" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("UIKit: ignored \(key) (\(shown)): it needs \(need); the old value is kept\n".utf8))
    }
}
