import Foundation

// Solid-colour kernels: what one colour does to a pixel at one coverage, and the raw-row
// loops that apply it.
//
// Both blend modes reduce to one affine form per channel:
//
//     dst' = (floor(dst * inverse / 256) + source + 128) >> 8
//
// with `inverse` in 0...65536 (what is kept of dst, 16 fractional bits) and `source` in
// 8.8 fixed point:
//
// source-over at coverage k (global alpha already in S):  source = S·k,  inverse = 1 − Sa·k
// copy at coverage k (a lerp from dst to src):             source = S·k,  inverse = 1 − k
//
// The fractional bits leave one rounding, at the end, as the only one that matters: the
// result is within 0.51 of a level of exact arithmetic, where 8-bit intermediates (scale the
// source, round, then `sourceOver`) stack three roundings and can land 2 levels off.
//
// Why `floor(dst * inverse / 256)` and 16-bit lanes: x86-64's baseline (SSE2) has no 32-bit
// lane multiply, and a 32-bit-lane version of this kernel measured 2.9 ms for a 1080p
// translucent fill on one core. Splitting `inverse` into its high and low bytes,
// `dst·inverse/256 = dst·hi + dst·lo/256`, keeps every product under 2^16, so eight
// channels go through one `pmullw`: 1.6 ms, the same bits.

/// One solid colour's effect on a pixel at one coverage (see the formula above).
struct SolidBlend: Equatable {
    /// Premultiplied source channels times 256, rounded, plus the rounding bias 128.
    var blue: UInt16, green: UInt16, red: UInt16, alpha: UInt16
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
        if inverse == 65536, blue | green | red | alpha == 128 { return .none }
        return .blend
    }

    /// The pixel every destination becomes when `inverse` is 0.
    var storedPixel: UInt32 {
        UInt32(alpha >> 8) << 24 | UInt32(red >> 8) << 16 | UInt32(green >> 8) << 8 | UInt32(blue >> 8)
    }
}

/// A solid colour prepared for one draw: premultiplied, scaled by the global alpha, and
/// ready to produce a `SolidBlend` for any coverage.
struct SolidPaint {
    /// Premultiplied channels (0...255) times the global alpha, times 256.
    let blue: Double, green: Double, red: Double, alpha: Double
    /// How much of the destination full coverage removes, times 65536: the source's alpha
    /// for source-over, everything for copy.
    let erasure: Double

    /// `color` under `globalAlpha` (an 8-bit level, `Canvas.alphaLevel`) drawn with `mode`.
    init(color: Color, globalAlpha: UInt32, mode: BlendMode) {
        let pixel = color.premultiplied
        let unit = Double(min(globalAlpha, 255)) / 255 * 256
        blue = Double(pixel & 0xFF) * unit
        green = Double(pixel >> 8 & 0xFF) * unit
        red = Double(pixel >> 16 & 0xFF) * unit
        alpha = Double(pixel >> 24) * unit
        switch mode {
        case .sourceOver: erasure = alpha * 256 / 255
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
        // Channels stay under 255·256 + 128 < 2^16.
        return SolidBlend(blue: UInt16(blue * k + 0.5) &+ 128,
                          green: UInt16(green * k + 0.5) &+ 128,
                          red: UInt16(red * k + 0.5) &+ 128,
                          alpha: UInt16(alpha * k + 0.5) &+ 128,
                          inverse: 65536 &- UInt32(erasure * k + 0.5))
    }
}

/// Raw-row kernels for solid fills, named for what they do. Callers choose one per run
/// with `SolidBlend.effect`.
enum FillKernels {
    /// `dst` under `b`. No channel overflows: the kept destination plus the source is at
    /// most 255.5 levels for valid premultiplied pixels (colour <= alpha), so the 16-bit
    /// lanes of `blendRow` never carry either.
    @inline(__always)
    static func blend(_ dst: UInt32, _ b: SolidBlend) -> UInt32 {
        let i = b.inverse
        // Shifts bind tighter than multiplication in Swift, hence the brackets.
        let blue = (((dst & 0xFF) &* i) >> 8 &+ UInt32(b.blue)) >> 8
        let green = (((dst >> 8 & 0xFF) &* i) >> 8 &+ UInt32(b.green)) >> 8
        let red = (((dst >> 16 & 0xFF) &* i) >> 8 &+ UInt32(b.red)) >> 8
        let alpha = (((dst >> 24) &* i) >> 8 &+ UInt32(b.alpha)) >> 8
        return alpha << 24 | red << 16 | green << 8 | blue
    }

    /// Sets `count` pixels from `row` to `pixel`: the opaque fill and the copy fill.
    @inline(__always)
    static func storeRow(_ row: UnsafeMutablePointer<UInt32>, count: Int, pixel: UInt32) {
        row.update(repeating: pixel, count: count)
    }

    /// Blends `count` pixels from `row` with one precomputed blend: the translucent fill
    /// and the partial-coverage run. Gives exactly what `blend` gives, pixel by pixel.
    static func blendRow(_ row: UnsafeMutablePointer<UInt32>, count: Int, _ b: SolidBlend) {
        // Eight pixels a step as sixteen 16-bit lanes: on little-endian machines (which the
        // pixel format assumes) each lane holds two channels' bytes, so the even channels
        // (blue, red) are `v & 0xFF` and the odd ones (green, alpha) `v >> 8`, each
        // multiplied by the high and low bytes of `inverse`.
        let raw = UnsafeMutableRawPointer(row)
        let hi = SIMD16<UInt16>(repeating: UInt16(b.inverse >> 8))
        let lo = SIMD16<UInt16>(repeating: UInt16(b.inverse & 0xFF))
        let evenSource = SIMD16<UInt16>(b.blue, b.red, b.blue, b.red, b.blue, b.red, b.blue, b.red,
                                        b.blue, b.red, b.blue, b.red, b.blue, b.red, b.blue, b.red)
        let oddSource = SIMD16<UInt16>(b.green, b.alpha, b.green, b.alpha, b.green, b.alpha, b.green, b.alpha,
                                       b.green, b.alpha, b.green, b.alpha, b.green, b.alpha, b.green, b.alpha)
        let low = SIMD16<UInt16>(repeating: 0xFF)
        let chunks = count & ~7
        var i = 0
        while i < chunks {
            let v = raw.loadUnaligned(fromByteOffset: 4 * i, as: SIMD16<UInt16>.self)
            let even = v & low, odd = v &>> 8
            let e = (even &* hi &+ (even &* lo) &>> 8 &+ evenSource) &>> 8
            let o = (odd &* hi &+ (odd &* lo) &>> 8 &+ oddSource) & ~low
            raw.storeBytes(of: e | o, toByteOffset: 4 * i, as: SIMD16<UInt16>.self)
            i += 8
        }
        while i < count {
            row[i] = blend(row[i], b)
            i += 1
        }
    }
}
