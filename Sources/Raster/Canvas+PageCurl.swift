import Foundation

/// What shows on the back of a curling leaf.
public enum PageCurlBack: Sendable {
    /// The page's own image seen through the paper: mirrored by the turn and faded towards
    /// paper white (`PageCurlShading.paperFade`), as UIKit shows single-sided pages.
    case paper
    /// The leaf's back side, as it looks once turned over (a double-sided page): the
    /// image is mirrored onto the leaf so that it reads the right way round when flat.
    case image(RasterImage)
}

/// The pages of one page-curl frame, each rendered at the leaf's size in device pixels.
public struct PageCurlPages: Sendable {
    /// The leaf being turned, as it looks flat.
    public var front: RasterImage
    /// What its back shows.
    public var back: PageCurlBack
    /// The page uncovered by the turn; nil when the target already holds it (then the
    /// kernel only darkens it with the roll's shadow).
    public var beneath: RasterImage?

    /// The pages of a curl: `front` turning, its `back`, and what lies `beneath`.
    public init(front: RasterImage, back: PageCurlBack = .paper, beneath: RasterImage? = nil) {
        self.front = front
        self.back = back
        self.beneath = beneath
    }
}

extension Canvas {
    /// Draws a leaf curled as `geometry` says (in device pixels: `scaled(by:)` the
    /// geometry of points), its top-left corner at device pixel (`x`, `y`), within the
    /// clip and ignoring the canvas transform and alpha (a page turn is opaque paper over
    /// the whole view). Every device pixel gets, by inverse mapping, the flat leaf, the
    /// front of the roll, the back of the roll or of the turned-over part, or the page
    /// beneath, shaded as `PageCurlShading` says; the roll is sampled from the mip level its
    /// compression calls for (blending two levels), so its tight part does not alias.
    /// Pixels outside the leaf that the turned part does not cover keep what they hold.
    ///
    /// Every image in `pages` must be the leaf's size, `geometry.leafSize` rounded to whole
    /// pixels; a mismatch stops with a message naming both sizes.
    /// - Complexity: one pass over the leaf and the area the turned part covers; the flat
    ///   and uncovered parts are row copies, the turned-over part one bilinear sample per
    ///   pixel, the roll one or two trilinear samples per pixel. Rows are spread over
    ///   threads as `options` allow, with the same pixels for any thread count.
    public func drawPageCurl(_ pages: PageCurlPages, geometry: PageCurlGeometry, atDeviceX x: Int, y: Int) {
        let width = Int(geometry.leafSize.width.rounded()), height = Int(geometry.leafSize.height.rounded())
        func check(_ image: RasterImage, _ role: String) {
            precondition(image.width == width && image.height == height, """
                drawPageCurl: the \(role) image is \(image.width) x \(image.height) pixels but the leaf is \
                \(width) x \(height)
                """)
        }
        check(pages.front, "front")
        if case let .image(back) = pages.back { check(back, "back") }
        if let beneath = pages.beneath { check(beneath, "beneath") }
        guard width > 0, height > 0, !clip.isEmpty else { return }
        PageCurlRenderer.draw(pages, geometry: geometry, origin: (x, y), into: target, clip: clip, options: options)
    }
}
