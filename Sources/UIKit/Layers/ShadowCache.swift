import Foundation

/// A layer's last shadow: the blurred mask and what it was cast from. Drawing the same
/// shadow again (the layer unchanged, moved by whole device pixels) reuses the mask;
/// anything else recasts it into the same storage.
///
/// The blur is a Gaussian of standard deviation `shadowRadius` points (times the device
/// scale), drawn as three box blurs (`BoxBlur`). Core Animation documents no formula;
/// designers' tools that export to iOS map a CSS blur of `b` to `shadowRadius = b / 2`, and
/// CSS blurs by σ = b / 2, so σ = `shadowRadius` matches what those exports promise.
struct ShadowCache {
    /// What a mask was cast from.
    struct Key: Equatable {
        /// The device transform's linear part and the fractional part of its translation
        /// (a whole-pixel move reuses the mask).
        var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, fractionX: CGFloat, fractionY: CGFloat
        /// The mask's rectangle relative to the whole-pixel device origin.
        var region: PixelRect
        /// Standard deviation in device pixels.
        var sigma: Double
        /// The shadow path, or nil with the content generation the alpha was taken at.
        var path: Path?
        var generation: Int
    }

    var key: Key?
    /// The blurred shape, `key.region` in size.
    var mask = AlphaMask(width: 0, height: 0)
}

extension CALayer {
    /// True when the layer casts a visible shadow (a masking layer clips its shadow away).
    var castsShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.color.alpha ?? 0) > 0 && !masksToBounds
    }

    /// How far beyond its shape a shadow can reach, in points: the offset plus three
    /// standard deviations (the three boxes' spread is about 2.8) and a pixel's rounding.
    func shadowExtent(ofShape shape: CGRect) -> CGRect {
        let spread = 3 * shadowRadius + 2
        return shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -spread, dy: -spread)
    }

    /// The corners `drawnCornerRadius` rounds.
    var drawnCorners: RectCorners { maskedCorners.rectCorners }

    /// The corner radius as drawn: at most half the shorter side of `bounds`.
    /// A view's layer draws the radius its animation shows (`presentation`).
    func drawnCornerRadius(in bounds: CGRect) -> CGFloat {
        let radius = delegateView?.presented?.cornerRadius ?? cornerRadius
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, min(bounds.width, bounds.height) / 2)
    }
}
