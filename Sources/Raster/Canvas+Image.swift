import Foundation

/// Drawing images: source-over onto the target at the canvas's alpha, within its clip.
///
/// Each device pixel takes the image sampled at its centre (`x + 0.5`, `y + 0.5`) mapped
/// back through the inverse of the total transform. Sampling repeats the edge pixels of the
/// part drawn outward, so no dark or transparent fringe appears inside the image; the
/// image's outline is anti-aliased by area where it falls between device pixels, and is
/// pixel-exact where it falls on pixel edges. So an opaque image drawn at any scale into a
/// whole-pixel rectangle stays at alpha 255 exactly on every pixel inside it.
///
/// Scale-and-translate transforms (flips included) run separable kernels spread across
/// threads for large areas (`Canvas.options`), and so do quarter turns of them (in a turned
/// copy of the area drawn, `QuarterTurnImageRenderer`); other rotations and shear run a
/// per-pixel path.
extension Canvas {
    /// Draws the whole image into `rect` (user space) under the canvas transform.
    public func draw(_ image: RasterImage, in rect: CGRect, sampling: Sampling = .mipmapped) {
        draw(image, from: CGRect(x: 0, y: 0, width: image.width, height: image.height), in: rect,
             sampling: sampling)
    }

    /// Draws the `source` part of the image (image pixels) into `rect` (user space).
    /// Only pixels inside `source` (rounded out to whole pixels) are sampled, as if the image
    /// were cropped to it; a `source` reaching past the image draws the part inside it, where
    /// that part lands in `rect`.
    public func draw(_ image: RasterImage, from source: CGRect, in rect: CGRect,
                     sampling: Sampling = .mipmapped) {
        let s = source.standardized, r = rect.standardized
        guard s.width > 0, s.height > 0, r.width > 0, r.height > 0 else { return }
        let sx = r.width / s.width, sy = r.height / s.height
        let toUser = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: r.minX - s.minX * sx, ty: r.minY - s.minY * sy)
        ImageDraw(image: image, region: s, toDevice: toUser.concatenating(transform), sampling: sampling)?
            .run(on: self)
    }

    /// Draws the image under `imageTransform` (image pixels → user space), then the canvas
    /// transform.
    public func draw(_ image: RasterImage, transform imageTransform: CGAffineTransform,
                     sampling: Sampling = .mipmapped) {
        ImageDraw(image: image, region: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                  toDevice: imageTransform.concatenating(transform), sampling: sampling)?
            .run(on: self)
    }
}
