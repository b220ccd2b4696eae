import Foundation
import UIKit

/// `viewer --timings`: how soon the first file shown reached the screen, told after each
/// present. One line when a frame first showed its decoded rows (the picture filling in,
/// or the whole image if that came first), one when a frame showed the whole image with
/// every mip level ready; each in seconds since `start`. Nothing for a file that fails,
/// and nothing about files browsed to later.
final class LoadTimingReport {
    /// When the clock starts, in `DispatchTime` uptime nanoseconds.
    private let start: UInt64
    /// The clock, in uptime nanoseconds.
    private let now: () -> UInt64
    /// Where each line goes.
    private let write: (String) -> Void
    /// The file whose rows were shown first, once they were.
    private(set) var reportedPath: FileSystemPath?
    /// True once the whole image was reported.
    private(set) var isFinished = false

    /// A report timing from `start` (uptime nanoseconds) on `now`'s clock, writing lines
    /// with `write`.
    init(start: UInt64, now: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
         write: @escaping (String) -> Void) {
        self.start = start
        self.now = now
        self.write = write
    }

    /// Called once a frame is on screen: `controller` is in the state that frame drew.
    func framePresented(showing controller: ViewerController) {
        guard !isFinished, let path = controller.imagePath else { return }
        let whole = controller.loadedImage.map { $0.damage == nil && Self.isFullyLoaded($0.image) } ?? false
        if reportedPath == nil {
            guard whole || (controller.loadingPictureRows ?? 0) > 0 else { return }
            reportedPath = path
            write("\(ViewerProgram.name): \(path): first decoded rows on screen after \(seconds()) s")
        }
        guard whole, path == reportedPath else { return }
        isFinished = true
        write("\(ViewerProgram.name): \(path): fully loaded (every mip level) on screen after \(seconds()) s")
    }

    /// True when `image` is decoded whole with its mip chain built.
    private static func isFullyLoaded(_ image: UIImage) -> Bool {
        let raster = image.rasterImage
        return raster.preparedMipLevelCount == raster.mipLevelCount
    }

    /// The time since `start`, in seconds to the millisecond.
    private func seconds() -> String {
        String(cFormat: "%.3f", Double(now() &- start) / 1e9)
    }
}
