import Foundation

extension Canvas {
    /// Composites `layer` (premultiplied, device pixels) source-over onto the target with
    /// its top-left pixel at device (`x`, `y`), scaled by the canvas alpha, within the clip.
    /// Used for group opacity: a translucent view's subtree is drawn into a layer at full
    /// opacity, then faded as one. Runs the image kernels' own row compositing.
    public func composite(_ layer: Bitmap, atDeviceX x: Int, y: Int) {
        let dest = clip.intersection(PixelRect(x: x, y: y, width: layer.width, height: layer.height))
        let mode = CompositeMode(factor: Double(alphaLevel) / 255, sourceIsOpaque: false)
        guard !dest.isEmpty, mode != .skip else { return }
        for row in dest.y..<dest.maxY {
            let src = UnsafePointer(layer.row(row - y) + (dest.x - x))
            ImageKernels.composite(PixelRowSamples(pixels: src), mode, count: dest.width,
                                   into: target.row(row) + dest.x)
        }
    }
}
