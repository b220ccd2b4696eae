import Foundation
import Raster

/// The frame every case composites into: 1920 x 1080, like a full-HD window.
let frameWidth = 1920, frameHeight = 1080

/// An opaque `width` x `height` image with smooth gradients and fine texture, standing in
/// for a photo or a scanned map; generated, so the benchmark needs no files. `asDecoded`
/// puts its pixels where a decode puts an image's: written on small pages and advised huge
/// ones afterwards, so they stay small until `khugepaged` gathers them.
func makePhotoLikeBitmap(width: Int, height: Int, asDecoded: Bool = false) -> Bitmap {
    guard let bitmap = Bitmap(width: width, height: height, zeroed: false, advisingHugePages: !asDecoded) else {
        fatalError("scrollkit-bench: cannot allocate a \(width) x \(height) image")
    }
    DispatchQueue.concurrentPerform(iterations: 8) { band in
        for y in (height * band / 8)..<(height * (band + 1) / 8) {
            let row = bitmap.row(y)
            let g = UInt32(y * 255 / max(1, height - 1))
            for x in 0..<width {
                let r = UInt32(x * 255 / max(1, width - 1))
                let texture = UInt32(truncatingIfNeeded: (x &* 7919) ^ (y &* 104_729)) & 31
                row[x] = 0xFF00_0000 | (r * 7 / 8 + texture) << 16 | (g * 7 / 8 + texture) << 8 | (224 - texture)
            }
        }
    }
    if asDecoded { bitmap.storage.adviseHugePages() }
    return bitmap
}

/// A translucent `width` x `height` image: a colour gradient whose alpha sweeps 0...255.
func makeTranslucentBitmap(width: Int, height: Int) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
        let row = bitmap.row(y)
        for x in 0..<width {
            let a = UInt32((x + y) * 255 / (width + height))
            let c = Color(red: UInt8(x * 255 / width), green: UInt8(y * 255 / height), blue: 128, alpha: UInt8(a))
            row[x] = c.premultiplied
        }
    }
    return bitmap
}

/// One zoomed view of the large image: image pixel (0, 0) lands at device (`originX`,
/// `originY`), each image pixel `zoom` device pixels wide. Origins are fractional and put
/// part of the image off-screen, as a viewer mid-pan does.
struct ZoomView {
    let zoom: Double
    let originX: Double, originY: Double

    /// The view at `zoom` whose origin is `share` of the zoomed image off the top-left
    /// corner, plus a fraction of a pixel.
    init(zoom: Double, imageSide: Int, share: (x: Double, y: Double) = (0.3, 0.35)) {
        self.zoom = zoom
        let side = Double(imageSide) * zoom
        originX = -(side * share.x).rounded() - 0.37
        originY = -(side * share.y).rounded() - 0.61
    }

    /// The device pixels the image touches within the frame.
    func deviceRect(imageSide: Int) -> PixelRect {
        let side = Double(imageSide) * zoom
        return PixelRect(covering: CGRect(x: originX, y: originY, width: side, height: side))
            .intersection(PixelRect(x: 0, y: 0, width: frameWidth, height: frameHeight))
    }

    /// The image pixels behind `rect` (device), rounded outward and kept inside the image.
    func sourceRect(for rect: PixelRect, imageSide: Int) -> PixelRect {
        let r = CGRect(x: (Double(rect.x) - originX) / zoom, y: (Double(rect.y) - originY) / zoom,
                       width: Double(rect.width) / zoom, height: Double(rect.height) / zoom)
        return PixelRect(covering: r).intersection(PixelRect(x: 0, y: 0, width: imageSide, height: imageSide))
    }

    /// The image-to-device transform.
    var transform: CGAffineTransform { CGAffineTransform(a: zoom, b: 0, c: 0, d: zoom, tx: originX, ty: originY) }
}

/// The zooms the benchmark sweeps, each a target (issue 18: every zoom from 0.2 to 8);
/// `--zoom Z` keeps only zoom Z.
let sweepZooms: [Double] = {
    let all: [Double] = [0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.71, 0.9, 1, 1.25, 1.5, 2, 3, 5, 8]
    let arguments = CommandLine.arguments
    guard let i = arguments.firstIndex(of: "--zoom"), i + 1 < arguments.count, let only = Double(arguments[i + 1])
    else { return all }
    return [only]
}()
