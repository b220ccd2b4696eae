import Foundation

/// Compares two bitmaps pixel by pixel, for screenshot tests: how many pixels differ, by
/// how much, whether that is within a tolerance, and a diff image that shows where.
///
/// Every count here is of pixels, never of bytes or channels: a pixel *differs* when its
/// largest channel difference (over premultiplied B, G, R and A, 0...255) exceeds the
/// per-pixel threshold. Bitmaps of different sizes are never cropped to fit: they compare
/// as `.sizeMismatch`.
public enum ImageComparison {
    /// How many differing pixels a comparison may find and still pass.
    public enum Tolerance: Hashable, Sendable, CustomStringConvertible {
        /// No pixel may differ.
        case exact
        /// At most this many pixels may differ (negative counts as 0).
        case pixels(Int)
        /// At most this fraction (0...1, clamped; NaN counts as 0) of all pixels may differ:
        /// passes when `differingPixels <= fraction * pixelCount`.
        case ratio(Double)

        /// True when `differingPixels` out of `pixelCount` pixels is within this tolerance.
        public func allows(differingPixels: Int, of pixelCount: Int) -> Bool {
            switch self {
            case .exact: return differingPixels == 0
            case .pixels(let n): return differingPixels <= max(0, n)
            case .ratio(let r):
                let fraction = r.isNaN ? 0 : min(1, max(0, r))
                return Double(differingPixels) <= fraction * Double(pixelCount)
            }
        }

        /// The tolerance in words, for failure messages.
        public var description: String {
            switch self {
            case .exact: return "exact"
            case .pixels(let n): return "at most \(n) differing pixel\(n == 1 ? "" : "s")"
            case .ratio(let r): return "at most \(Self.percent(r)) of pixels differing"
            }
        }

        static func percent(_ r: Double) -> String { String(cFormat: "%.4g%%", r * 100) }
    }

    /// A bitmap's size, in pixels.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        /// Width, in pixels.
        public var width: Int
        /// Height, in pixels.
        public var height: Int

        /// A size of `width` x `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// "W x H pixels".
        public var description: String { "\(width) x \(height) pixels" }
    }

    /// What comparing two equally sized bitmaps found.
    public struct Difference: Sendable {
        /// The compared size, in pixels.
        public let size: Size
        /// Pixels whose largest channel difference exceeds `perPixelThreshold`.
        public let differingPixelCount: Int
        /// Pixels with any channel difference at all, tolerated ones included.
        public let changedPixelCount: Int
        /// The largest channel difference anywhere in the image, 0...255 levels.
        public let worstChannelDelta: Int
        /// The smallest rectangle holding every differing pixel (empty when none differ).
        public let differingBounds: PixelRect
        /// The largest channel difference a pixel may have and still match, 0...255 levels.
        public let perPixelThreshold: Int
        /// The tolerance `passed` was judged by.
        public let tolerance: Tolerance
        /// The expected image faded to a light grey, differing pixels over it in magenta
        /// (brighter for larger differences), tolerated changes in pale orange; nil when the
        /// images are identical or no diff image was asked for.
        public let diffImage: Bitmap?

        /// All pixels compared.
        public var pixelCount: Int { size.width * size.height }

        /// The differing share of all pixels, 0...1 (0 for an empty image).
        public var differingRatio: Double {
            pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
        }

        /// True when the differing pixels are within `tolerance`.
        public var passed: Bool { tolerance.allows(differingPixels: differingPixelCount, of: pixelCount) }
    }

    /// The outcome of a comparison.
    public enum Result: Sendable {
        /// Both bitmaps had the same size and were compared.
        case compared(Difference)
        /// The bitmaps' sizes differ, so no pixel was compared.
        case sizeMismatch(expected: Size, actual: Size)

        /// True when the sizes match and the differences are within the tolerance.
        public var passed: Bool {
            if case .compared(let d) = self { return d.passed }
            return false
        }

        /// The comparison's details, when the sizes matched.
        public var difference: Difference? {
            if case .compared(let d) = self { return d }
            return nil
        }

        /// One line for a test failure message.
        public var summary: String {
            switch self {
            case .sizeMismatch(let expected, let actual):
                return "image sizes differ: expected \(expected), actual \(actual)"
            case .compared(let d):
                let verdict = d.passed ? "images match" : "images differ"
                guard d.differingPixelCount > 0 else {
                    return "\(verdict): no pixel differs by more than \(d.perPixelThreshold) "
                        + "(worst channel delta \(d.worstChannelDelta))"
                }
                let b = d.differingBounds
                return "\(verdict): \(d.differingPixelCount) of \(d.pixelCount) pixels "
                    + "(\(Tolerance.percent(d.differingRatio))) differ by more than \(d.perPixelThreshold), "
                    + "worst channel delta \(d.worstChannelDelta), within x \(b.x)..<\(b.maxX), "
                    + "y \(b.y)..<\(b.maxY); tolerance: \(d.tolerance)"
            }
        }
    }

    /// Compares `actual` with `expected`, pixel by pixel.
    ///
    /// - Parameters:
    ///   - perPixelThreshold: the largest channel difference (0...255 levels, clamped) a
    ///     pixel may have and still match.
    ///   - tolerance: how many differing pixels still pass.
    ///   - makesDiffImage: false skips building `Difference.diffImage`.
    /// - Complexity: O(pixels), integer maths; identical rows are skipped with `memcmp`.
    public static func compare(expected: Bitmap, actual: Bitmap, perPixelThreshold: Int = 0,
                               tolerance: Tolerance = .exact, makesDiffImage: Bool = true) -> Result {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: Size(width: expected.width, height: expected.height),
                                 actual: Size(width: actual.width, height: actual.height))
        }
        let threshold = UInt32(min(255, max(0, perPixelThreshold)))
        var differing = 0, changed = 0, worst: UInt32 = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<expected.height {
            let e = expected.row(y), a = actual.row(y)
            if memcmp(e, a, expected.width * 4) == 0 { continue }
            // Branch-free reductions, so the row loop vectorizes; bounds only for rows that
            // have a differing pixel.
            // `(t − d) >> 31` is 1 exactly when d > t (both at most 255): a count without a
            // branch, which is what lets LLVM vectorize this loop (measured 2x).
            var rowDiffering: UInt32 = 0, rowChanged: UInt32 = 0, rowWorst: UInt32 = 0
            for x in 0..<expected.width {
                let delta = channelDelta(e[x], a[x])
                rowWorst = max(rowWorst, delta)
                rowDiffering &+= (threshold &- delta) >> 31
                rowChanged &+= (0 &- delta) >> 31
            }
            differing += Int(rowDiffering)
            changed += Int(rowChanged)
            worst = max(worst, rowWorst)
            guard rowDiffering > 0 else { continue }
            var first = 0, last = expected.width - 1
            while channelDelta(e[first], a[first]) <= threshold { first += 1 }
            while channelDelta(e[last], a[last]) <= threshold { last -= 1 }
            minX = min(minX, first); maxX = max(maxX, last)
            minY = min(minY, y); maxY = y
        }
        let bounds = differing == 0 ? PixelRect.zero
            : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        let diff = makesDiffImage && changed > 0
            ? diffImage(expected: expected, actual: actual, perPixelThreshold: Int(threshold)) : nil
        return .compared(Difference(
            size: Size(width: expected.width, height: expected.height), differingPixelCount: differing,
            changedPixelCount: changed, worstChannelDelta: Int(worst), differingBounds: bounds,
            perPixelThreshold: Int(threshold), tolerance: tolerance, diffImage: diff))
    }

    /// The largest of the four channel differences between two pixels, 0...255.
    @inlinable
    public static func channelDelta(_ p: UInt32, _ q: UInt32) -> UInt32 {
        @inline(__always) func delta(_ shift: UInt32) -> UInt32 {
            let a = p >> shift & 0xFF, b = q >> shift & 0xFF
            return a > b ? a - b : b - a
        }
        return max(max(delta(0), delta(8)), max(delta(16), delta(24)))
    }

    /// Grey levels of the faded background: the expected image's luma squeezed into
    /// `fadedFloor...255` (28% contrast), light enough for magenta to stand out anywhere.
    public static let fadedFloor: UInt32 = 184
    /// Magenta level for a differing pixel with channel difference 1; it climbs by one
    /// level per two levels of difference, to 255 at difference 255.
    public static let differingFloor: UInt32 = 128
    /// The pale orange (opaque, premultiplied) that marks changes within the threshold.
    public static let toleratedPixel: UInt32 = 0xFFFF_C878

    /// An opaque image of the two bitmaps' differences (same size required, else the
    /// overlapping part): every pixel the expected image's luma (over white), faded to
    /// `fadedFloor...255` grey; pixels differing by more than `perPixelThreshold` in magenta
    /// `(m, 0, m)` with `m` from `differingFloor` up to 255 as the difference grows; changes
    /// within the threshold in pale orange (`toleratedPixel`).
    public static func diffImage(expected: Bitmap, actual: Bitmap, perPixelThreshold: Int = 0) -> Bitmap {
        let width = min(expected.width, actual.width), height = min(expected.height, actual.height)
        let threshold = UInt32(min(255, max(0, perPixelThreshold)))
        let out = Bitmap(width: width, height: height)
        for y in 0..<height {
            let e = expected.row(y), a = actual.row(y), o = out.row(y)
            for x in 0..<width {
                let p = e[x], q = a[x]
                // Premultiplied over white: c + (255 − alpha); then Rec. 709 luma. All three
                // candidate colours are computed and one selected, so the loop stays
                // branch-free.
                let cover = 255 &- (p >> 24)
                let r = (p >> 16 & 0xFF) &+ cover, g = (p >> 8 & 0xFF) &+ cover, b = (p & 0xFF) &+ cover
                let luma = min(255, (54 &* r &+ 183 &* g &+ 19 &* b) >> 8) // 255 unless invalid
                // x / 255 as (x + 1 + x >> 8) >> 8, exact for x < 65535.
                let scaled = luma &* (255 &- fadedFloor)
                let grey = fadedFloor &+ (scaled &+ 1 &+ scaled >> 8) >> 8
                let faded = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                let delta = channelDelta(p, q)
                let m = differingFloor &+ (max(delta, 1) &- 1) >> 1
                let marked = 0xFF00_0000 | m << 16 | m
                o[x] = delta > threshold ? marked : (delta > 0 ? toleratedPixel : faded)
            }
        }
        return out
    }
}
