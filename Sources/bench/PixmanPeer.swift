import CPixman
import Foundation
import Raster

/// pixman doing our jobs on the same pixels: images wrap our bitmaps' memory (no copies).
final class PixmanImage {
    let image: OpaquePointer

    /// A pixman image over `bitmap`'s pixels; `opaque` declares them x8r8g8b8, which lets
    /// pixman reduce OVER to SRC as we do for opaque images.
    init(_ bitmap: Bitmap, opaque: Bool = false) {
        image = pixman_image_create_bits(opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, Int32(bitmap.width),
                                         Int32(bitmap.height), bitmap.row(0), Int32(bitmap.bytesPerRow))!
    }

    deinit { pixman_image_unref(image) }

    /// Bilinear sampling, edges extended (PAD, like ours), with source = (device - offset) / zoom.
    func setBilinear(zoom: Double, offsetX: Double, offsetY: Double) {
        setBilinear(imageToDevice: CGAffineTransform(a: zoom, b: 0, c: 0, d: zoom, tx: offsetX, ty: offsetY))
    }

    /// Bilinear sampling, edges extended, for an image placed by `imageToDevice`.
    func setBilinear(imageToDevice: CGAffineTransform) {
        func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
        let m = imageToDevice.inverted()
        var t = pixman_transform()
        t.matrix = ((fixed(m.a), fixed(m.c), fixed(m.tx)),
                    (fixed(m.b), fixed(m.d), fixed(m.ty)),
                    (0, 0, fixed(1)))
        pixman_image_set_transform(image, &t)
        pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
    }

    /// Composites this image OVER `destination` within `rect` (device pixels).
    func composite(over destination: PixmanImage, in rect: PixelRect) {
        pixman_image_composite32(PIXMAN_OP_OVER, image, nil, destination.image, Int32(rect.x), Int32(rect.y), 0, 0,
                                 Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
    }
}

/// pixman's solid fill of a whole bitmap.
func pixmanFill(_ bitmap: Bitmap, with pixel: UInt32) {
    _ = pixman_fill(bitmap.row(0), Int32(bitmap.rowStride), 32, 0, 0, Int32(bitmap.width), Int32(bitmap.height), pixel)
}

/// pixman's version string.
var pixmanVersion: String { String(cString: pixman_version_string()) }
