import Foundation

extension Bitmap {
    /// Writes the cross-fade `(1 - fraction) * from + fraction * to` of two bitmaps of this
    /// bitmap's size into this one, per premultiplied channel (so the result is
    /// premultiplied too): `fraction` 0 gives `from`, 1 gives `to`, and is clamped to
    /// 0...1 in steps of 1/256. Bitmaps of another size leave this one as it was.
    public func storeDissolve(from: Bitmap, to: Bitmap, fraction: Double) {
        guard from.width == width, from.height == height, to.width == width, to.height == height else { return }
        let f = UInt32((min(max(fraction.isNaN ? 0 : fraction, 0), 1) * 256).rounded())
        let g = 256 - f
        for y in 0..<height {
            let a = from.row(y), b = to.row(y), out = row(y)
            // Two channels per word in 16-bit lanes: 255 * 256 fits a lane, so red with blue
            // and alpha with green blend in one multiply each.
            for x in 0..<width {
                let p = a[x], q = b[x]
                let rb = ((p & 0x00FF_00FF) &* g &+ (q & 0x00FF_00FF) &* f) >> 8
                let ag = (((p >> 8) & 0x00FF_00FF) &* g &+ ((q >> 8) & 0x00FF_00FF) &* f) >> 8
                out[x] = (rb & 0x00FF_00FF) | ((ag & 0x00FF_00FF) << 8)
            }
        }
    }
}
