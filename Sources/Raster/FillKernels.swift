import Foundation

// Solid-colour kernels: what one colour does to a pixel at one coverage, and the raw-row
// loops that apply it.
//
// Both blend modes reduce to one affine form per channel, in 16.16 fixed point:
//
//     dst' = (src + dst * inverse + 2^15) >> 16
//
// source-over at coverage k (global alpha already in S):  src = S·k,  inverse = 1 − Sa·k
// copy at coverage k (a lerp from dst to src):             src = S·k,  inverse = 1 − k
//
// Sixteen fractional bits leave one rounding, at the end, as the only one that matters: the
// result is within 0.51 of a level of exact arithmetic, where 8-bit intermediates (scale the
// source, round, then `sourceOver`) stack three roundings and can land 2 levels off.

/// One solid colour's effect on a pixel at one coverage: each channel becomes
/// `(source + dst * inverse) >> 16`, `source` carrying the rounding bias `0x8000`.
struct SolidBlend: Equatable {
    /// Premultiplied source channels times 65536, rounded, plus `0x8000`.
    var blue: UInt32, green: UInt32, red: UInt32, alpha: UInt32
    /// What is kept of the destination, times 65536 (0...65536).
    var inverse: UInt32

    /// What a fill with this blend does to a run of pixels, decided once per run.
    enum Effect: Equatable {
        /// The destination stays as it is (zero coverage, or a transparent source-over).
        case none
        /// Every pixel becomes this one (the destination no longer matters).
        case store(UInt32)
        /// Each pixel needs `FillKernels.blend`.
        case blend
    }

    /// The cheapest correct treatment of a run: the fast-path selection.
    var effect: Effect {
        if inverse == 0 { return .store(storedPixel) }
        if inverse == 65536, blue | green | red | alpha == 0x8000 { return .none }
        return .blend
    }

    /// The pixel every destination becomes when `inverse` is 0.
    var storedPixel: UInt32 {
        (alpha >> 16) << 24 | (red >> 16) << 16 | (green >> 16) << 8 | blue >> 16
    }
}

/// A solid colour prepared for one draw: premultiplied, scaled by the global alpha, and
/// ready to produce a `SolidBlend` for any coverage.
struct SolidPaint {
    /// Premultiplied channels (0...255) times the global alpha, times 65536.
    let blue: Double, green: Double, red: Double, alpha: Double
    /// How much of the destination full coverage removes, times 65536: the source's alpha
    /// for source-over, everything for copy.
    let erasure: Double

    /// `color` under `globalAlpha` (an 8-bit level, `Canvas.alphaLevel`) drawn with `mode`.
    init(color: Color, globalAlpha: UInt32, mode: BlendMode) {
        let pixel = color.premultiplied
        let unit = Double(min(globalAlpha, 255)) / 255 * 65536
        blue = Double(pixel & 0xFF) * unit
        green = Double(pixel >> 8 & 0xFF) * unit
        red = Double(pixel >> 16 & 0xFF) * unit
        alpha = Double(pixel >> 24) * unit
        switch mode {
        case .sourceOver: erasure = alpha / 255
        case .copy: erasure = 65536
        }
    }

    /// True when nothing this paint draws can change a pixel.
    var isInvisible: Bool { erasure == 0 && alpha == 0 }

    /// The blend at `coverage` (the covered fraction of a pixel, clamped to 0...1).
    @inline(__always)
    func blend(coverage: Double) -> SolidBlend {
        // `!(x > 0)` also catches NaN.
        let k = !(coverage > 0) ? 0 : min(coverage, 1)
        return SolidBlend(blue: UInt32(blue * k + 0.5) &+ 0x8000,
                          green: UInt32(green * k + 0.5) &+ 0x8000,
                          red: UInt32(red * k + 0.5) &+ 0x8000,
                          alpha: UInt32(alpha * k + 0.5) &+ 0x8000,
                          inverse: 65536 &- UInt32(erasure * k + 0.5))
    }
}

/// Raw-row kernels for solid fills, named for what they do. Callers choose one per run
/// with `SolidBlend.effect`.
enum FillKernels {
    /// `dst` under `blend`. No channel can overflow: source plus kept destination is at most
    /// 255.5 levels for valid premultiplied pixels (colour <= alpha), so lanes never carry.
    @inline(__always)
    static func blend(_ dst: UInt32, _ b: SolidBlend) -> UInt32 {
        let blue = ((dst & 0xFF) &* b.inverse &+ b.blue) >> 16
        let green = ((dst >> 8 & 0xFF) &* b.inverse &+ b.green) >> 16
        let red = ((dst >> 16 & 0xFF) &* b.inverse &+ b.red) >> 16
        let alpha = ((dst >> 24) &* b.inverse &+ b.alpha) >> 16
        return alpha << 24 | red << 16 | green << 8 | blue
    }

    /// Sets `count` pixels from `row` to `pixel`: the opaque fill and the copy fill.
    @inline(__always)
    static func storeRow(_ row: UnsafeMutablePointer<UInt32>, count: Int, pixel: UInt32) {
        row.update(repeating: pixel, count: count)
    }

    /// Blends `count` pixels from `row` with one precomputed blend: the translucent fill
    /// and the partial-coverage run.
    static func blendRow(_ row: UnsafeMutablePointer<UInt32>, count: Int, _ b: SolidBlend) {
        // Eight pixels a step in 32-bit lanes, then a tail; the fixed-width body is what
        // the vectorizer turns into packed multiplies.
        let chunks = count & ~7
        var i = 0
        while i < chunks {
            for j in 0..<8 { row[i + j] = blend(row[i + j], b) }
            i += 8
        }
        while i < count {
            row[i] = blend(row[i], b)
            i += 1
        }
    }
}
