import CRasterSIMD
import Foundation

extension ImageKernels {
    /// One row of the next mip level: each output pixel is the exactly rounded mean
    /// `(a + b + c + d + 2) >> 2` of a 2x2 block of `top` and `bottom` (pass the same row
    /// twice for the last row of an odd height). With an odd `sourceWidth` the last output
    /// pixel averages the last column with itself. Writes `(sourceWidth + 1) / 2` pixels.
    static func halveRows(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>,
                          sourceWidth: Int, into out: UnsafeMutablePointer<UInt32>) {
        let pairs = sourceWidth / 2
        let two = SIMD8<UInt16>(repeating: 2)
        var i = 0
        // Two output pixels per step: four source pixels from each row, summed per channel
        // in 16-bit lanes (at most 4 * 255), then the horizontal neighbours added as 64-bit
        // words (lanes cannot carry into each other).
        while i + 2 <= pairs {
            let a0 = raster_widen_u8x8(loadPair(top + 2 * i))
            let a1 = raster_widen_u8x8(loadPair(top + 2 * i + 2))
            let b0 = raster_widen_u8x8(loadPair(bottom + 2 * i))
            let b1 = raster_widen_u8x8(loadPair(bottom + 2 * i + 2))
            let v0 = unsafeBitCast(a0 &+ b0, to: SIMD2<UInt64>.self)
            let v1 = unsafeBitCast(a1 &+ b1, to: SIMD2<UInt64>.self)
            let sums = unsafeBitCast(SIMD2<UInt64>(v0[0], v1[0]) &+ SIMD2<UInt64>(v0[1], v1[1]),
                                     to: SIMD8<UInt16>.self)
            storePair(raster_narrow_u16x8((sums &+ two) &>> 2), out + i)
            i += 2
        }
        while i < pairs {
            out[i] = mean(top[2 * i], top[2 * i + 1], bottom[2 * i], bottom[2 * i + 1])
            i += 1
        }
        if sourceWidth & 1 == 1 {
            let last = sourceWidth - 1
            out[pairs] = mean(top[last], top[last], bottom[last], bottom[last])
        }
    }

    /// `(a + b + c + d + 2) >> 2` per channel.
    @inline(__always)
    static func mean(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        // Spread each pixel's channels into 16-bit lanes of a 64-bit word: B, R, G, A.
        @inline(__always) func spread(_ p: UInt32) -> UInt64 {
            UInt64(p & 0x00FF_00FF) | UInt64((p >> 8) & 0x00FF_00FF) << 32
        }
        let sum = spread(a) &+ spread(b) &+ spread(c) &+ spread(d) &+ 0x0002_0002_0002_0002
        let q = (sum >> 2) & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: q) | UInt32(truncatingIfNeeded: q >> 32) << 8
    }
}
