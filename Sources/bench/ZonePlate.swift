import Foundation
import Raster

/// Minification quality: a zone plate (a 2D chirp, `cos(k (x² + y²))`, whose frequency
/// rises from the centre to the Nyquist limit at the corners) minified by each method,
/// scored by PSNR against the exact area average of its pixels. Aliasing shows up as
/// spurious rings and costs decibels.
enum ZonePlate {
    /// The PSNR rounding to 8 bits alone costs, in dB: no 8-bit result scores much above it.
    static let roundingFloor = 58.0

    /// A grey, opaque zone plate of `side` x `side` pixels.
    static func make(side: Int) -> Bitmap {
        let bitmap = Bitmap(width: side, height: side)
        let c = Double(side) / 2
        // Frequency k r / pi cycles per pixel reaches 0.5 at the corners, r = side / sqrt(2).
        let k = Double.pi / (Double(side) * 2.0.squareRoot())
        for y in 0..<side {
            let row = bitmap.row(y)
            let dy = Double(y) + 0.5 - c
            for x in 0..<side {
                let dx = Double(x) + 0.5 - c
                let v = UInt32((127.5 + 127.5 * cos(k * (dx * dx + dy * dy))).rounded())
                row[x] = 0xFF00_0000 | v << 16 | v << 8 | v
            }
        }
        return bitmap
    }

    /// The exact area average of `source`'s green channel over each of `outSide` x
    /// `outSide` output pixels when source pixel (0, 0) lands at (`offset`, `offset`) and
    /// each output pixel is `1 / zoom` source pixels wide.
    static func areaAverage(_ source: Bitmap, zoom: Double, offset: Double = 0, outSide: Int) -> [Double] {
        let n = source.width
        // Per output index, the source pixels it overlaps and by how much.
        let weights: [[(Int, Double)]] = (0..<outSide).map { i in
            let lo = max(0, (Double(i) - offset) / zoom), hi = min(Double(n), (Double(i + 1) - offset) / zoom)
            var w: [(Int, Double)] = []
            var p = Int(lo.rounded(.down))
            while Double(p) < hi && p < n {
                w.append((p, (min(Double(p + 1), hi) - max(Double(p), lo)) * zoom))
                p += 1
            }
            return w
        }
        var horizontal = [Double](repeating: 0, count: n * outSide)
        for y in 0..<n {
            let row = source.row(y)
            for (x, w) in weights.enumerated() {
                horizontal[y * outSide + x] = w.reduce(0) { $0 + Double(row[$1.0] >> 8 & 0xFF) * $1.1 }
            }
        }
        var out = [Double](repeating: 0, count: outSide * outSide)
        for (y, w) in weights.enumerated() {
            for x in 0..<outSide {
                out[y * outSide + x] = w.reduce(0) { $0 + horizontal[$1.0 * outSide + x] * $1.1 }
            }
        }
        return out
    }

    /// PSNR in dB of `image`'s green channel against `reference` (both `side` x `side`),
    /// over the pixels of `pixels` (those wholly inside the drawn image).
    static func psnr(_ image: Bitmap, reference: [Double], side: Int, pixels: Range<Int>) -> Double {
        var squared = 0.0
        for y in pixels {
            let row = image.row(y)
            for x in pixels {
                let d = Double(row[x] >> 8 & 0xFF) - reference[y * side + x]
                squared += d * d
            }
        }
        let mse = squared / Double(pixels.count * pixels.count)
        return 10 * log10(255 * 255 / max(mse, 1e-12))
    }
}
