import Foundation

/// A straight (not premultiplied) 8-bit RGBA colour.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// A colour from straight 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from straight components in 0...1, rounded to the nearest 8-bit level and
    /// clamped.
    public init(unitRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(red: Color.level(red), green: Color.level(green), blue: Color.level(blue),
                  alpha: Color.level(alpha))
    }

    /// The 8-bit level nearest to `unit` (0...1), clamped; NaN gives 0.
    @inlinable
    public static func level(_ unit: Double) -> UInt8 {
        guard unit > 0 else { return 0 }
        guard unit < 1 else { return 255 }
        return UInt8((unit * 255).rounded())
    }

    /// The premultiplied pixel (`A << 24 | R << 16 | G << 8 | B`), each channel
    /// `round(c * a / 255)`.
    public var premultiplied: UInt32 {
        let a = UInt32(alpha)
        return a << 24 | mulDiv255(UInt32(red), a) << 16 | mulDiv255(UInt32(green), a) << 8
            | mulDiv255(UInt32(blue), a)
    }

    /// The straight colour of a premultiplied pixel: each channel `round(c * 255 / a)`,
    /// clamped (a premultiplied channel above alpha is invalid and saturates). A pixel with
    /// alpha 0 gives transparent black.
    public init(premultiplied pixel: UInt32) {
        let a = pixel >> 24
        guard a > 0 else { self.init(red: 0, green: 0, blue: 0, alpha: 0); return }
        func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        self.init(red: straight(pixel >> 16 & 0xFF), green: straight(pixel >> 8 & 0xFF),
                  blue: straight(pixel & 0xFF), alpha: UInt8(a))
    }

    /// This colour with its alpha multiplied by `opacity` (0...1).
    public func withAlphaMultiplied(by opacity: Double) -> Color {
        var c = self
        c.alpha = Color.level(Double(alpha) / 255 * opacity)
        return c
    }

    public var description: String { "Color(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// Transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
}

/// `round(a * b / 255)` for `a`, `b` in 0...255, exact for every pair (Blinn's trick).
@inlinable @inline(__always)
public func mulDiv255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Pixel channel access for premultiplied `A << 24 | R << 16 | G << 8 | B` pixels.
public enum PremultipliedPixel {
    /// The alpha channel of `pixel`.
    @inlinable @inline(__always)
    public static func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }

    /// A pixel from premultiplied channels (each 0...255, colour channels <= alpha).
    @inlinable @inline(__always)
    public static func make(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        alpha << 24 | red << 16 | green << 8 | blue
    }

    /// Every channel of `pixel` scaled by `factor` (0...255 meaning 0...1), rounded.
    @inlinable @inline(__always)
    public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        // Two channels per 32-bit word: (x * f + 128 + ((x * f + 128) >> 8)) >> 8 each.
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `src + dst * (255 - srcAlpha) / 255` per channel, both premultiplied.
    @inlinable @inline(__always)
    public static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src >> 24))
    }
}
