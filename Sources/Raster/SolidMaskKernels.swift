import Foundation

/// Kernels that composite one solid colour through an 8-bit coverage mask onto
/// premultiplied pixels, source-over (pixman's `over_n_8_8888`): text and other masks.
///
/// Per pixel, with `s` the premultiplied source and `m` the coverage:
/// `out = s·m/255 + dst·(1 − sa·m/255²)`. The general kernel computes it with one rounding
/// (within half a level of the real-valued result); scaling the source first and then
/// blending, as two rounded steps, would err by up to 1.5 levels, because the scaled
/// source's alpha is itself rounded. With an opaque source that alpha is exactly `m`, so
/// the opaque kernel uses the cheaper two steps and stays within one level. Callers pick
/// the kernel once per draw with `usesOpaqueKernel(for:)`.
public enum SolidMaskKernel {
    /// True when `source` (premultiplied) may use `overOpaque`: its alpha is 255 and
    /// `options.usesFastPaths` is on (off, tests compare the opaque kernel with the general
    /// one). Callers decide once per draw.
    @inline(__always)
    public static func usesOpaqueKernel(for source: UInt32, options: RasterOptions = RasterOptions()) -> Bool {
        options.usesFastPaths && source >> 24 == 255
    }

    /// `source` (premultiplied) through `count` coverage bytes from `mask` onto `count`
    /// pixels from `destination`.
    public static func over(_ source: UInt32, _ mask: UnsafePointer<UInt8>,
                            _ destination: UnsafeMutablePointer<UInt32>, _ count: Int) {
        // Branch-free: coverage 0 leaves a pixel exactly as it was, so no test is needed,
        // and the loop vectorizes.
        for i in 0..<count { destination[i] = blend(source, UInt32(mask[i]), destination[i]) }
    }

    /// `over` for a source with alpha 255. Branch-free (coverage 255 gives the source, 0 the
    /// destination, exactly), which lets the compiler vectorize the loop: measured here,
    /// twice as fast as testing for empty and full coverage per pixel, whose branches
    /// mispredict along every anti-aliased edge.
    public static func overOpaque(_ source: UInt32, _ mask: UnsafePointer<UInt8>,
                                  _ destination: UnsafeMutablePointer<UInt32>, _ count: Int) {
        assert(source >> 24 == 255, "SolidMaskKernel.overOpaque: source is not opaque")
        for i in 0..<count {
            // An opaque source scaled by m has alpha exactly m.
            let m = UInt32(mask[i])
            destination[i] = PremultipliedPixel.scale(source, by: m) &+ PremultipliedPixel.scale(destination[i], by: 255 &- m)
        }
    }

    @inline(__always)
    private static func blend(_ source: UInt32, _ m: UInt32, _ dst: UInt32) -> UInt32 {
        // In units of 1/255²: the source weighs m·255, the destination 255² − sa·m. Each
        // channel's sum is below 2·255³, well inside 32 bits; dividing by the constant
        // compiles to a multiply and shift.
        let sourceWeight = m &* 255, keep = 65025 &- (source >> 24) &* m
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            ((source >> shift & 0xFF) &* sourceWeight &+ (dst >> shift & 0xFF) &* keep &+ 32512) / 65025
        }
        return channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
