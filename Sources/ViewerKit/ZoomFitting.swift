import UIKit

/// The viewer's zoom geometry as pure functions of sizes, so it is tested without views.
///
/// The image view is one point per image pixel (the `UIImage` has scale 1), so a zoom
/// scale `s` shows an image pixel as `s` points, `s × screenScale` device pixels.
/// "100%" is one image pixel per device pixel: zoom scale `1 / screenScale`.
public enum ZoomFitting {
    /// How far the viewer lets you zoom in: eight times 100%, or eight times the scale at
    /// which the image fills the view, whichever is larger (so an icon can still be blown up
    /// well past the window). imv and feh stop at similar multiples.
    public static let maximumMagnification: CGFloat = 8

    /// The zoom scale showing one image pixel per device pixel (100%): `1 / screenScale`.
    public static func actualSizeScale(screenScale: CGFloat) -> CGFloat {
        screenScale > 0 && screenScale.isFinite ? 1 / screenScale : 1
    }

    /// The zoom scale at which the whole image just fits `boundsSize`, ignoring 100%:
    /// `min(W / w, H / h)`. Sizes in points; nil when either size is empty.
    public static func fillingScale(imageSize: CGSize, boundsSize: CGSize) -> CGFloat? {
        guard imageSize.width > 0, imageSize.height > 0, boundsSize.width > 0, boundsSize.height > 0 else {
            return nil
        }
        return min(boundsSize.width / imageSize.width, boundsSize.height / imageSize.height)
    }

    /// The initial and smallest zoom scale: the whole image in view, but never larger
    /// than 100%, so a small image shows pixel for pixel, centred.
    public static func fitScale(imageSize: CGSize, boundsSize: CGSize, screenScale: CGFloat) -> CGFloat {
        let actual = actualSizeScale(screenScale: screenScale)
        guard let filling = fillingScale(imageSize: imageSize, boundsSize: boundsSize) else { return actual }
        return min(filling, actual)
    }

    /// The least a very thin image's shorter side is fitted to, in points, unless the image
    /// itself is thinner (it then shows at 100%) or the window is: fitted whole, a 20000 x 3
    /// strip in a 1024-point window was 0.15 pixels tall, nothing to see or grab. 32 points
    /// leaves every image of up to 32:1 in a window of 1024 points (panoramas, 360° ones at
    /// 2:1 to 8:1, long scans of pages) fitted whole as before; only strips past that open
    /// at this height, centred, to be panned along.
    public static let minimumFittedSide: CGFloat = 32

    /// The smallest zoom scale: the whole image in view (`fitScale`), but never so small that
    /// its shorter side is under one device pixel, where it would vanish (eog's zoom floor).
    public static func minimumScale(imageSize: CGSize, boundsSize: CGSize, screenScale: CGFloat) -> CGFloat {
        let whole = fitScale(imageSize: imageSize, boundsSize: boundsSize, screenScale: screenScale)
        let shorter = min(imageSize.width, imageSize.height)
        guard shorter > 0 else { return whole }
        return max(whole, actualSizeScale(screenScale: screenScale) / shorter)
    }

    /// The scale an image is fitted to (it opens at, `0` goes to): the whole image in view,
    /// never above 100%, as `fitScale`; but a very thin image's shorter side at least
    /// `minimumFittedSide` points (or its own size, or the window's along that side, if
    /// less), so it stays in sight, wider than the window and centred.
    public static func fittedScale(imageSize: CGSize, boundsSize: CGSize, screenScale: CGFloat) -> CGFloat {
        let least = minimumScale(imageSize: imageSize, boundsSize: boundsSize, screenScale: screenScale)
        let wide = imageSize.width >= imageSize.height
        let shorter = wide ? imageSize.height : imageSize.width
        let room = wide ? boundsSize.height : boundsSize.width
        guard shorter > 0, room > 0 else { return least }
        let readable = min(minimumFittedSide, room) / shorter
        return max(least, min(readable, actualSizeScale(screenScale: screenScale)))
    }

    /// The largest zoom scale: `maximumMagnification` times the larger of 100% and the
    /// filling scale. Always above `fitScale`.
    public static func maximumScale(imageSize: CGSize, boundsSize: CGSize, screenScale: CGFloat) -> CGFloat {
        let actual = actualSizeScale(screenScale: screenScale)
        let filling = fillingScale(imageSize: imageSize, boundsSize: boundsSize) ?? actual
        return maximumMagnification * max(actual, filling)
    }

    /// The content insets that centre content of `contentSize` in `boundsSize` (points):
    /// half the leftover space on each side of an axis where the content is smaller,
    /// zero where it is not. The classic iOS centring, set in `scrollViewDidZoom`.
    public static func centringInsets(contentSize: CGSize, boundsSize: CGSize) -> UIEdgeInsets {
        let dx = max(0, (boundsSize.width - contentSize.width) / 2)
        let dy = max(0, (boundsSize.height - contentSize.height) / 2)
        return UIEdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
    }

    /// The centring insets for an image of `imageSize` shown at `scale`: what to set before
    /// an animated zoom to `scale`, so the animation ends where it will rest.
    public static func centringInsets(imageSize: CGSize, scale: CGFloat, boundsSize: CGSize) -> UIEdgeInsets {
        centringInsets(contentSize: CGSize(width: imageSize.width * scale, height: imageSize.height * scale),
                       boundsSize: boundsSize)
    }

    /// `screenScale` (device pixels per point) where it is a usable scale, else 1.
    static func devicePixels(perPoint screenScale: CGFloat) -> CGFloat {
        screenScale > 0 && screenScale.isFinite ? screenScale : 1
    }

    /// `insets` (centring insets, points) with the left and top moved down to whole device
    /// pixels and the right and bottom taking the difference, so the content starts on a
    /// pixel boundary: an image centred by half a pixel (an odd leftover) would otherwise
    /// be resampled between pixels and show blurred at 100%, where it must be pixel for
    /// pixel. `screenScale` is device pixels per point.
    public static func devicePixelAligned(_ insets: UIEdgeInsets, screenScale: CGFloat) -> UIEdgeInsets {
        let pixels = devicePixels(perPoint: screenScale)
        func split(_ start: CGFloat, _ end: CGFloat) -> (CGFloat, CGFloat) {
            // Down, but not for a rounding error below a whole pixel (80 points left over
            // computed as 79.999...).
            let aligned = (start * pixels + 1e-6).rounded(.down) / pixels
            return (aligned, end + start - aligned)
        }
        let (left, right) = split(insets.left, insets.right)
        let (top, bottom) = split(insets.top, insets.bottom)
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A zoom rectangle (`zoomRect`) for `scale` with its origin moved to the nearest image
    /// point that lands on a whole device pixel once zoomed, on each axis where the
    /// rectangle lies inside the image (on the others the centring insets place the image).
    /// So a zoom to 100% (`1`) ends with each image pixel on one device pixel, not between
    /// two, which would blur the whole picture.
    public static func devicePixelAligned(_ rect: CGRect, scale: CGFloat, screenScale: CGFloat,
                                          imageSize: CGSize) -> CGRect {
        let pixels = scale * devicePixels(perPoint: screenScale)
        guard pixels > 0, pixels.isFinite else { return rect }
        func align(_ origin: CGFloat, length: CGFloat, extent: CGFloat) -> CGFloat {
            guard length < extent else { return origin }
            return min(extent - length, max(0, (origin * pixels).rounded() / pixels))
        }
        return CGRect(x: align(rect.minX, length: rect.width, extent: imageSize.width),
                      y: align(rect.minY, length: rect.height, extent: imageSize.height),
                      width: rect.width, height: rect.height)
    }

    /// The rectangle of the image (image points) that `zoom(to:animated:)` should fill to
    /// show the image at `scale` about `point`: the view's size over `scale`, centred on
    /// `point` but kept inside the image on an axis where the image is larger than the
    /// view at that scale, and centred on the image on an axis where it is smaller. So the
    /// zoom ends at rest, centred the way `centringInsets` centres, with no bounce.
    public static func zoomRect(around point: CGPoint, scale: CGFloat, imageSize: CGSize,
                                boundsSize: CGSize) -> CGRect {
        let width = boundsSize.width / scale, height = boundsSize.height / scale
        func origin(_ p: CGFloat, length: CGFloat, extent: CGFloat) -> CGFloat {
            if length >= extent { return (extent - length) / 2 }
            return min(extent - length, max(0, p - length / 2))
        }
        return CGRect(x: origin(point.x, length: width, extent: imageSize.width),
                      y: origin(point.y, length: height, extent: imageSize.height),
                      width: width, height: height)
    }
}
