import Foundation

/// How strongly a constraint or a view's hold on its intrinsic size counts, 1 to 1000, as
/// UIKit's: 1000 must hold; below it a constraint gives way to stronger ones (the Auto
/// Layout engine weighs them), and the priorities decide which arranged views of a
/// `UIStackView` with `.fill` distribution stretch or shrink first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1 (weakest) to 1000 (required).
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, as UIKit's `UILayoutPriority(750)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: never given up.
    public static let required = UILayoutPriority(1000)
    /// 750: a view's default resistance to being compressed.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a view's default hold on its size against being stretched.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: weaker than any size a view asks for.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// True when `a` is weaker than `b`.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `priority` raised by `amount`, as UIKit's `.defaultLow + 1`.
    public static func + (priority: UILayoutPriority, amount: Float) -> UILayoutPriority {
        UILayoutPriority(priority.rawValue + amount)
    }
    /// `priority` lowered by `amount`.
    public static func - (priority: UILayoutPriority, amount: Float) -> UILayoutPriority {
        UILayoutPriority(priority.rawValue - amount)
    }
}
