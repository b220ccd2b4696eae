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
/// the kernel once per draw with `select(for:)`.
public enum SolidMaskKernel {
    /// A kernel: `source` (premultiplied) through `count` coverage bytes from `mask` onto
    /// `count` pixels from `destination`.
    public typealias Kernel = (_ source: UInt32, _ mask: UnsafePointer<UInt8>,
                               _ destination: UnsafeMutablePointer<UInt32>, _ count: Int) -> Void

    /// Turns off the opaque fast path, so tests can compare it with the general kernel.
    nonisolated(unsafe) public static var fastPathsEnabled = true

    /// The kernel for `source`: the opaque one when its alpha is 255 (and fast paths are on),
    /// else the general one.
    public static func select(for source: UInt32) -> Kernel {
        fastPathsEnabled && source >> 24 == 255 ? overOpaque : over
    }

    /// Any premultiplied source. Runs of four empty coverage bytes are skipped in one test.
    public static func over(_ source: UInt32, _ mask: UnsafePointer<UInt8>,
                            _ destination: UnsafeMutablePointer<UInt32>, _ count: Int) {
        var i = 0
        while i + 4 <= count {
            if UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self) != 0 {
                for k in i..<(i + 4) { blend(source, mask[k], destination + k) }
            }
            i += 4
        }
        while i < count {
            blend(source, mask[i], destination + i)
            i += 1
        }
    }

    /// A source with alpha 255: full coverage stores the source unblended, four bytes at a
    /// time where a run is fully covered (the inside of large glyphs).
    public static func overOpaque(_ source: UInt32, _ mask: UnsafePointer<UInt8>,
                                  _ destination: UnsafeMutablePointer<UInt32>, _ count: Int) {
        assert(source >> 24 == 255, "SolidMaskKernel.overOpaque: source is not opaque")
        var i = 0
        while i + 4 <= count {
            let run = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self)
            if run == 0xFFFF_FFFF {
                (destination + i).update(repeating: source, count: 4)
            } else if run != 0 {
                for k in i..<(i + 4) { blendOpaque(source, mask[k], destination + k) }
            }
            i += 4
        }
        while i < count {
            blendOpaque(source, mask[i], destination + i)
            i += 1
        }
    }

    @inline(__always)
    private static func blend(_ source: UInt32, _ m: UInt8, _ d: UnsafeMutablePointer<UInt32>) {
        guard m != 0 else { return }
        // In units of 1/255²: the source weighs m·255, the destination 255² − sa·m. Each
        // channel's sum is below 2·255³, well inside 32 bits; dividing by the constant
        // compiles to a multiply and shift.
        let m = UInt32(m), sourceWeight = m &* 255, keep = 65025 &- (source >> 24) &* m
        let dst = d.pointee
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            ((source >> shift & 0xFF) &* sourceWeight &+ (dst >> shift & 0xFF) &* keep &+ 32512) / 65025
        }
        d.pointee = channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    @inline(__always)
    private static func blendOpaque(_ source: UInt32, _ m: UInt8, _ d: UnsafeMutablePointer<UInt32>) {
        if m == 255 {
            d.pointee = source
        } else if m != 0 {
            // An opaque source scaled by m has alpha exactly m.
            let s = PremultipliedPixel.scale(source, by: UInt32(m))
            d.pointee = s &+ PremultipliedPixel.scale(d.pointee, by: 255 &- UInt32(m))
        }
    }
}
