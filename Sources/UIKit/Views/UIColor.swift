import Foundation

/// A colour, as UIKit's `UIColor`: straight (not premultiplied) sRGB components in 0...1.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Red, 0...1.
    public let red: CGFloat
    /// Green, 0...1.
    public let green: CGFloat
    /// Blue, 0...1.
    public let blue: CGFloat
    /// Opacity, 0...1.
    public let alpha: CGFloat

    /// A colour from straight components in 0...1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 8-bit straight components.
    public convenience init(_ color: Color) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
                  blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }

    /// The same colour with `alpha` replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components back, as UIKit's `getRed(_:green:blue:alpha:)`; always succeeds.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat,
                       alpha: inout CGFloat) -> Bool {
        red = self.red
        green = self.green
        blue = self.blue
        alpha = self.alpha
        return true
    }

    /// The colour rounded to 8-bit straight components, as the rasterizer draws it.
    public var rasterColor: Color {
        Color(unitRed: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Linear interpolation of straight components, `t` in 0...1 (animations).
    public func interpolated(to other: UIColor, fraction t: CGFloat) -> UIColor {
        UIColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}

extension UIColor {
    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// 1/3 grey.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 2/3 grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// 1/2 grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// iOS's light-mode system blue (0, 122, 255).
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// iOS's light-mode system red (255, 59, 48).
    public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    /// iOS's light-mode system green (52, 199, 89).
    public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    /// iOS's light-mode system orange (255, 149, 0).
    public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    /// iOS's light-mode system yellow (255, 204, 0).
    public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
    /// iOS's light-mode system grey (142, 142, 147).
    public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// iOS's light-mode system background: white.
    public static let systemBackground = UIColor.white
    /// The light grey of UIKit's default bars (navigation bar, toolbar, tab bar) behind their items.
    static let defaultBarBackground = UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 1)
    /// iOS's light-mode label colour: black.
    public static let label = UIColor.black
    /// iOS's light-mode secondary label colour (60, 60, 67, 0.6).
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
}
