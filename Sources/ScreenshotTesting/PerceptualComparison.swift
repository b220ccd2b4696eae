import Foundation
import Raster

/// Compares two bitmaps by how different their pixels look: a pixel *differs* when its
/// alpha differs by more than `alphaThreshold` levels, or when both pixels have some alpha
/// and their colours (un-premultiplied, as sRGB) are more than `maximumDeltaE` CIEDE2000
/// units apart. Colour under alpha 0 is not compared: it does not show.
public enum PerceptualComparison {
    /// What a comparison found.
    public struct Difference: Sendable {
        /// The compared size, in pixels.
        public let size: ImageComparison.Size
        /// Pixels that differ, as the type's summary says.
        public let differingPixelCount: Int
        /// The largest ΔE₀₀ between two compared colours anywhere in the image.
        public let worstDeltaE: Double
        /// The largest alpha difference anywhere, 0...255 levels.
        public let worstAlphaDelta: Int
        /// The smallest rectangle holding every differing pixel (empty when none differ).
        public let differingBounds: PixelRect
        /// The tolerance judged by.
        public let tolerance: SnapshotTolerance

        /// All pixels compared.
        public var pixelCount: Int { size.width * size.height }

        /// True when the differing pixels are within the tolerance's allowance.
        public var passed: Bool { tolerance.allowed.allows(differingPixels: differingPixelCount, of: pixelCount) }

        /// One line for a failure message.
        public var summary: String {
            let verdict = passed ? "images match" : "images differ"
            let worst = String(format: "worst ΔE00 %.2f, worst alpha delta %d", worstDeltaE, worstAlphaDelta)
            guard differingPixelCount > 0 else { return "\(verdict): no pixel differs (\(worst))" }
            let b = differingBounds
            let share = pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
            return "\(verdict): \(differingPixelCount) of \(pixelCount) pixels "
                + "(\(String(format: "%.4g%%", share * 100))) differ by more than ΔE00 "
                + "\(tolerance.maximumDeltaE ?? 0) or alpha \(tolerance.perPixelThreshold), \(worst), "
                + "within x \(b.x)..<\(b.maxX), y \(b.y)..<\(b.maxY); tolerance: \(tolerance)"
        }
    }

    /// The ΔE₀₀ between two premultiplied pixels' colours, or nil when either is fully
    /// transparent (its colour does not show).
    public static func deltaE(_ p: UInt32, _ q: UInt32) -> Double? {
        guard p >> 24 != 0, q >> 24 != 0 else { return nil }
        if p == q { return 0 }
        return CIELab.deltaE2000(lab(p), lab(q))
    }

    /// Compares `actual` with `expected`; nil when their sizes differ. A tolerance without
    /// `maximumDeltaE` compares colours exactly (ΔE 0).
    /// - Complexity: O(pixels); identical rows are skipped with `memcmp` and identical
    ///   pixels with one comparison; only changed pixels pay for the colour maths.
    public static func compare(expected: Bitmap, actual: Bitmap, tolerance: SnapshotTolerance) -> Difference? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let maximum = tolerance.maximumDeltaE ?? 0
        let alphaThreshold = UInt32(min(255, max(0, tolerance.perPixelThreshold)))
        var differing = 0, worstDeltaE = 0.0, worstAlpha: UInt32 = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<expected.height {
            let e = expected.row(y), a = actual.row(y)
            if memcmp(e, a, expected.width * 4) == 0 { continue }
            for x in 0..<expected.width where e[x] != a[x] {
                let alphaDelta = alphaDifference(e[x], a[x])
                worstAlpha = max(worstAlpha, alphaDelta)
                let colour = deltaE(e[x], a[x]) ?? 0
                worstDeltaE = max(worstDeltaE, colour)
                // Not `colour > maximum`: that is false for NaN (a `deltaE: .nan` tolerance, or
                // colour maths gone wrong), which would let any picture pass.
                guard alphaDelta > alphaThreshold || !(colour <= maximum) else { continue }
                differing += 1
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = y
            }
        }
        let bounds = differing == 0 ? PixelRect.zero
            : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return Difference(size: ImageComparison.Size(width: expected.width, height: expected.height),
                          differingPixelCount: differing, worstDeltaE: worstDeltaE,
                          worstAlphaDelta: Int(worstAlpha), differingBounds: bounds, tolerance: tolerance)
    }

    /// `ImageComparison`'s diff image with the pixels that differ by this comparison's
    /// measure in magenta, brighter as ΔE grows (full at `magentaFullDeltaE`), and changed
    /// pixels within the tolerance in pale orange.
    public static func diffImage(expected: Bitmap, actual: Bitmap, tolerance: SnapshotTolerance) -> Bitmap {
        // Threshold 255 marks no pixel as differing: every change comes out pale orange,
        // then the differing ones are painted over.
        let out = ImageComparison.diffImage(expected: expected, actual: actual, perPixelThreshold: 255)
        let maximum = tolerance.maximumDeltaE ?? 0
        let alphaThreshold = UInt32(min(255, max(0, tolerance.perPixelThreshold)))
        let floor = Double(ImageComparison.differingFloor)
        for y in 0..<out.height {
            let e = expected.row(y), a = actual.row(y), o = out.row(y)
            for x in 0..<out.width where e[x] != a[x] {
                let colour = deltaE(e[x], a[x]) ?? 0
                guard alphaDifference(e[x], a[x]) > alphaThreshold || !(colour <= maximum) else { continue }
                let m = UInt32(min(255, floor + (255 - floor) * min(1, colour / magentaFullDeltaE)))
                o[x] = 0xFF00_0000 | m << 16 | m
            }
        }
        return out
    }

    /// The ΔE₀₀ at which a differing pixel's magenta is full: about black against white.
    public static let magentaFullDeltaE = 100.0

    private static func alphaDifference(_ p: UInt32, _ q: UInt32) -> UInt32 {
        let a = p >> 24, b = q >> 24
        return a > b ? a - b : b - a
    }

    /// A premultiplied pixel's colour, un-premultiplied with rounding, in L*a*b*.
    private static func lab(_ p: UInt32) -> CIELab {
        let alpha = p >> 24
        @inline(__always) func straight(_ shift: UInt32) -> UInt8 {
            let c = p >> shift & 0xFF
            return alpha == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + alpha / 2) / alpha))
        }
        return CIELab(sRGBRed: straight(16), green: straight(8), blue: straight(0))
    }
}
