import Foundation
import Raster
import UIKit

// Moving and resting pictures: while the scroll view moves (a drag, a pinch, a deceleration,
// a bounce, an animated scroll or zoom) the image is drawn with `.mipmapped`, bilinear from
// the mip level at or coarser than the footprint, about pixman's cost; once it rests, with
// `.areaAverage`, the exact area average of the image's pixels, and redrawn once.

extension ViewerController {
    /// The filter the image is drawn with in the scroll view's present state.
    var currentSampling: Sampling {
        guard isSmoothing else { return .nearest }
        return scrollView.isMoving ? .mipmapped : .areaAverage
    }

    /// Gives the image view the filter for the scroll view's state (redrawing it when that
    /// changes), and the picture of a file loading nearest or bilinear as smoothing says;
    /// while the scroll view moves, checks again every frame until it rests, and then
    /// brings it to rest on whole device pixels.
    func updateSampling() {
        let wanted = currentSampling
        if imageView.sampling != wanted { imageView.sampling = wanted }
        loadPreview?.view.sampling = wanted == .nearest ? .nearest : .bilinear
        if scrollView.isMoving {
            hasMovedSinceRest = true
            watchForRest()
        } else {
            restWatch?.isPaused = true
            if hasMovedSinceRest {
                hasMovedSinceRest = false
                restOnDevicePixels()
            }
        }
    }

    /// Moves the content, come to rest after a motion (a fling, a drag, a trackpad's
    /// scroll, a bounce, a key's animated scroll, a pinch), to the nearest whole device
    /// pixel within its range, as iOS ends its scrolls on whole pixels: a fling at 100%
    /// ended anywhere between two, and every image pixel showed blurred across two device
    /// pixels until the next zoom. The move is under half a pixel.
    private func restOnDevicePixels() {
        let offset = scrollView.contentOffset
        // Content left outside its range (a zoom's end the viewer glides back from,
        // `scrollViewDidEndZooming`) is not moved at once.
        guard pictureSize != nil, scrollView.clampedContentOffset(offset) == offset else { return }
        let aligned = devicePixelAligned(offset)
        if aligned != offset { scrollView.contentOffset = aligned }
    }

    private func watchForRest() {
        if restWatch == nil {
            restWatch = CADisplayLink { [weak self] link in
                guard let self else { return link.invalidate() }
                self.updateSampling()
            }
        }
        guard let link = restWatch else { return }
        if let scheduler = scrollView.frameLoop?.scheduler {
            if link.scheduler !== scheduler { link.add(to: scheduler) }
        } else if link.scheduler == nil {
            link.add(to: .main, forMode: .common)
        }
        link.isPaused = false
    }

    /// Switches to the moving picture when a motion moves the content.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        updateSampling()
    }
}
