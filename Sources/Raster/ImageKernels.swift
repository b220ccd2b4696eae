import CRasterSIMD
import Foundation

// Image kernels: how an image draw becomes a few tight loops.
//
// A draw maps every device pixel centre back into the image (`ImageDraw`). When that
// mapping is a scale plus a translation (flips included), the filter is separable and the
// work splits into passes, each a loop over contiguous memory:
//
// 1. Per draw, once: for every destination column, the first source texel and the
//    weights of the texels to combine (`AxisTaps`); the same for every destination row.
// 2. Horizontal pass: a source row becomes a row of the destination's width with 16 bits
//    per channel, `value * 128` ("Q7"). Rows go into a small ring (`RowCache`) keyed by
//    source row, so when magnifying, one horizontal row serves several output rows.
// 3. Vertical pass fused with compositing: each output row is the weighted sum of a few
//    cached rows, scaled by the global alpha and edge coverage, blended source-over onto
//    the target, rounded once and stored (`compositeRow`).
//
// Weights are Q15 (sum 32768). Products use `mulhi` (`a * b >> 16`, SSE2's `pmulhuw`, eight
// lanes at a time): a texel times 256 by a Q15 weight lands in Q7, a Q7 row doubled by a
// Q15 weight lands in Q7 again. Truncation loses under 1/128 of a level per tap, so results
// stay within about half a level of the exact float result (the tests check within one),
// and an opaque image stays at alpha 255 exactly. Lanes hold two pixels (`SIMD8<UInt16>`),
// which keeps the kernels in Swift while compiling to SSE2 for the baseline x86-64 target.
// The few primitives the optimizer does not lower reliably on its own (`mulhi`, widening,
// narrowing, lane shuffles) come from `CRasterSIMD`'s header, which says why.
//
// Rotations and shears go through a per-pixel path (`AffineImageRenderer`) with the same
// arithmetic. Each kernel has its general form beside its fast forms, and
// `RasterOptions.usesFastPaths` turns the fast forms off so tests compare the two.

/// Namespace of the image kernels: free functions over raw rows, chosen once per draw.
enum ImageKernels {
    /// Q15 unity: a weight of 1.0.
    static let unit: UInt16 = 32768
    /// An 8-bit level 255 in Q7.
    static let q7Opaque: UInt16 = 255 << 7

    /// `a * b >> 16` per lane: the high half of a 16 x 16 bit product (SSE2 `pmulhuw`).
    @inline(__always)
    static func mulhi(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
        raster_mulhi_u16x8(a, b)
    }

    /// Two adjacent pixels' bytes (B, G, R, A, B, G, R, A).
    @inline(__always)
    static func loadPair(_ pixels: UnsafePointer<UInt32>) -> SIMD8<UInt8> {
        UnsafeRawPointer(pixels).loadUnaligned(as: SIMD8<UInt8>.self)
    }

    /// One pixel's bytes in the low half, zeros in the high half.
    @inline(__always)
    static func loadSingle(_ pixel: UnsafePointer<UInt32>) -> SIMD8<UInt8> {
        unsafeBitCast(UInt64(pixel.pointee), to: SIMD8<UInt8>.self)
    }

    /// Two arbitrary pixels' bytes, `first` in the low half.
    @inline(__always)
    static func combine(_ first: UInt32, _ second: UInt32) -> SIMD8<UInt8> {
        unsafeBitCast(UInt64(first) | UInt64(second) << 32, to: SIMD8<UInt8>.self)
    }

    /// Bytes widened to 16-bit lanes and multiplied by 256, ready for `mulhi` by a Q15 weight.
    @inline(__always)
    static func widenedHigh(_ bytes: SIMD8<UInt8>) -> SIMD8<UInt16> {
        raster_widen_u8x8(bytes) &<< 8
    }

    /// Bytes as Q7 lanes (`value * 128`), exact.
    @inline(__always)
    static func q7(_ bytes: SIMD8<UInt8>) -> SIMD8<UInt16> {
        raster_widen_u8x8(bytes) &<< 7
    }

    /// Each pixel's alpha lane copied into its four lanes (`pshuflw`/`pshufhw`).
    @inline(__always)
    static func alphaLanes(_ s: SIMD8<UInt16>) -> SIMD8<UInt16> {
        raster_alpha_lanes_u16x8(s)
    }

    /// Q7 lanes rounded to the nearest byte (`(s + 64) >> 7`), saturating at 255 (which
    /// only invalid, colour-above-alpha input can reach).
    @inline(__always)
    static func roundedBytes(_ s: SIMD8<UInt16>) -> SIMD8<UInt8> {
        raster_narrow_u16x8((s &+ 64) &>> 7)
    }

    /// Stores both pixels of `bytes` at `pixels`.
    @inline(__always)
    static func storePair(_ bytes: SIMD8<UInt8>, _ pixels: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(pixels).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
    }

    /// Stores the low pixel of `bytes` at `pixel`.
    @inline(__always)
    static func storeSingle(_ bytes: SIMD8<UInt8>, _ pixel: UnsafeMutablePointer<UInt32>) {
        pixel.pointee = UInt32(truncatingIfNeeded: unsafeBitCast(bytes, to: UInt64.self))
    }

    /// A Q15 weight as lanes: `w` in all eight.
    @inline(__always)
    static func splat(_ w: UInt16) -> SIMD8<UInt16> { SIMD8(repeating: w) }

    /// Two Q15 weights as lanes: `w0` for the low pixel, `w1` for the high pixel.
    @inline(__always)
    static func pairWeights(_ w0: UInt16, _ w1: UInt16) -> SIMD8<UInt16> {
        raster_pair_u16x8(w0, w1)
    }

    /// The low four lanes plus the high four: the two halves of a pair-weighted sum.
    @inline(__always)
    static func foldHalves(_ s: SIMD8<UInt16>) -> SIMD4<UInt16> {
        raster_low_u16x8(s) &+ raster_high_u16x8(s)
    }

    /// `low` in lanes 0...3, `high` in lanes 4...7.
    @inline(__always)
    static func concat(_ low: SIMD4<UInt16>, _ high: SIMD4<UInt16>) -> SIMD8<UInt16> {
        raster_concat_u16x4(low, high)
    }

    /// Lanes 0...3.
    @inline(__always)
    static func low(_ s: SIMD8<UInt16>) -> SIMD4<UInt16> { raster_low_u16x8(s) }
}
