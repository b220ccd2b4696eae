import Foundation

extension Canvas {
    /// Composites `layer` (premultiplied, device pixels) source-over onto the target with
    /// its top-left pixel at device (`x`, `y`), scaled by the canvas alpha, within the clip.
    /// Used for group opacity: a translucent view's subtree is drawn into a layer at full
    /// opacity, then faded as one.
    public func composite(_ layer: Bitmap, atDeviceX x: Int, y: Int) {
        let dest = clip.intersection(PixelRect(x: x, y: y, width: layer.width, height: layer.height))
        let alpha = alphaLevel
        guard !dest.isEmpty, alpha > 0 else { return }
        let count = dest.width
        for row in dest.y..<dest.maxY {
            let src = layer.row(row - y) + (dest.x - x)
            let dst = target.row(row) + dest.x
            if alpha == 255 {
                compositeRowOver(src, dst, count)
            } else {
                compositeRowOver(src, dst, count, alpha: alpha)
            }
        }
    }
}

/// `dst = src + dst * (255 - srcAlpha) / 255` over `count` pixels.
@inline(__always)
private func compositeRowOver(_ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int) {
    for i in 0..<count {
        let s = src[i]
        let a = s >> 24
        if a == 255 { dst[i] = s } else if a != 0 { dst[i] = PremultipliedPixel.sourceOver(s, dst[i]) }
    }
}

/// The same with the source first scaled by `alpha` (0...255).
@inline(__always)
private func compositeRowOver(_ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int,
                              alpha: UInt32) {
    for i in 0..<count {
        let s = src[i]
        if s >> 24 != 0 { dst[i] = PremultipliedPixel.sourceOver(PremultipliedPixel.scale(s, by: alpha), dst[i]) }
    }
}
