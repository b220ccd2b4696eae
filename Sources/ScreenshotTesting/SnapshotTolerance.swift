import Raster

/// How much two image snapshots may differ and still match. It counts pixels: a pixel
/// *differs* when its largest channel difference (premultiplied, 0...255) exceeds
/// `perPixelThreshold`, or, with `maximumDeltaE` set, when its colour difference exceeds
/// that many CIEDE2000 units or its alpha differs by more than `perPixelThreshold`.
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
    /// The largest per-channel difference that still counts as equal, 0...255. With
    /// `maximumDeltaE` set it applies to alpha alone.
    public var perPixelThreshold: Int
    /// When set, a pixel's colour is judged by its CIEDE2000 difference ΔE₀₀ (sRGB, D65)
    /// instead of its channels: at most this much counts as equal. 1 is about the smallest
    /// difference people see side by side; 2.3 is the classic "just noticeable" figure.
    public var maximumDeltaE: Double?
    /// How many differing pixels are allowed.
    public var allowed: ImageComparison.Tolerance

    /// A tolerance from its parts.
    public init(perPixelThreshold: Int = 0, maximumDeltaE: Double? = nil, allowed: ImageComparison.Tolerance = .exact) {
        self.perPixelThreshold = perPixelThreshold
        self.maximumDeltaE = maximumDeltaE
        self.allowed = allowed
    }

    /// Every pixel identical: the default, since rendering is deterministic.
    public static let exact = SnapshotTolerance()

    /// Up to `count` pixels may differ by more than `threshold`.
    public static func pixels(_ count: Int, threshold: Int = 0) -> SnapshotTolerance {
        SnapshotTolerance(perPixelThreshold: threshold, allowed: .pixels(count))
    }

    /// Up to `ratio` (0...1) of the pixels may differ by more than `threshold`.
    public static func ratio(_ ratio: Double, threshold: Int = 0) -> SnapshotTolerance {
        SnapshotTolerance(perPixelThreshold: threshold, allowed: .ratio(ratio))
    }

    /// Colours within `deltaE` CIEDE2000 units count as equal (alpha within
    /// `alphaThreshold` levels); up to `allowed` pixels may differ by more. For references
    /// made on other machines, where font hinting or rounding moves colours a little.
    /// swift-snapshot-testing's `perceptualPrecision: p` corresponds to `deltaE: (1 - p) * 100`.
    public static func perceptual(deltaE: Double, alphaThreshold: Int = 0,
                                  allowed: ImageComparison.Tolerance = .exact) -> SnapshotTolerance {
        SnapshotTolerance(perPixelThreshold: alphaThreshold, maximumDeltaE: deltaE, allowed: allowed)
    }

    /// The tolerance in words, for failure messages.
    public var description: String {
        if let maximumDeltaE {
            return "ΔE00 at most \(maximumDeltaE), alpha within \(perPixelThreshold), \(allowed)"
        }
        return "channels within \(perPixelThreshold), \(allowed)"
    }
}
