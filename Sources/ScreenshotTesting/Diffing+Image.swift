import Foundation
import Raster

extension Diffing where Format == Bitmap {
    /// Images stored as PNG files, compared within `tolerance`; a mismatch writes a diff
    /// image (differences in magenta over a faded copy of the reference).
    public static func image(tolerance: SnapshotTolerance = .exact) -> Diffing<Bitmap> {
        Diffing(write: { bitmap, url in try PNGEncoder.write(bitmap, to: url) },
                read: { url in try PNGDecoder.decode(contentsOf: url) },
                compare: { expected, actual in compareImages(expected, actual, tolerance: tolerance) })
    }

    private static func compareImages(_ expected: Bitmap, _ actual: Bitmap,
                                      tolerance: SnapshotTolerance) -> SnapshotMismatch? {
        guard tolerance.maximumDeltaE != nil else {
            let result = ImageComparison.compare(expected: expected, actual: actual,
                                                 perPixelThreshold: tolerance.perPixelThreshold,
                                                 tolerance: tolerance.allowed)
            if result.passed { return nil }
            return SnapshotMismatch(summary: result.summary, writeDiff: result.difference?.diffImage.map { diff in
                { url in try PNGEncoder.write(diff, to: url) }
            })
        }
        guard let difference = PerceptualComparison.compare(expected: expected, actual: actual, tolerance: tolerance) else {
            let size = { (b: Bitmap) in ImageComparison.Size(width: b.width, height: b.height) }
            return SnapshotMismatch(
                summary: ImageComparison.Result.sizeMismatch(expected: size(expected), actual: size(actual)).summary)
        }
        if difference.passed { return nil }
        return SnapshotMismatch(summary: difference.summary) { url in
            try PNGEncoder.write(PerceptualComparison.diffImage(expected: expected, actual: actual, tolerance: tolerance),
                                 to: url)
        }
    }
}

extension Snapshotting where Format == Bitmap {
    /// A strategy that makes images from `render`, compared exactly.
    public init(render: @escaping (Value) throws -> Bitmap) {
        self.init(pathExtension: "png", diffing: .image(), snapshot: render)
    }

    /// This strategy with its images compared within `tolerance`.
    public func comparing(within tolerance: SnapshotTolerance) -> Snapshotting {
        var strategy = self
        strategy.diffing = .image(tolerance: tolerance)
        return strategy
    }
}
