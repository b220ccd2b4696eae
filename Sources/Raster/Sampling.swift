import Foundation

/// How an image's pixels are read when it is drawn at a size other than its own.
///
/// Every sampler reads pixel centres (texel `i` covers `i ..< i + 1` and is sampled at
/// `i + 0.5`) and extends the image's edge pixels outward, so nothing outside the image
/// bleeds in as a dark or transparent fringe.
public enum Sampling: Sendable {
    /// The texel under each device pixel's centre: hard edges, no blending; pixel art and
    /// exact 1:1 copies.
    case nearest
    /// Bilinear interpolation of the four texels around each device pixel's centre, always
    /// from the full-size image. Smooth when magnifying; aliases when minifying by more
    /// than 2x, as pixman's and SDL's bilinear scalers do.
    case bilinear
    /// Bilinear when magnifying; when minifying, an area average (box filter) over each
    /// device pixel's footprint, read from the mip level just finer than the footprint, so
    /// zooming out never aliases. The default, and what a photo or map viewer wants.
    /// Under rotation or shear it blends bilinear samples of two mip levels (trilinear).
    case mipmapped
    /// As `.mipmapped`, but minifying reads one mip level finer (footprints of 2 to 4
    /// texels instead of 1 to 2), so a level's 2^n-pixel blocks no longer blur the result
    /// or make it depend on where the image sits: zooming out by less than 4 it is the exact
    /// area average of the image's own pixels at every zoom and fractional origin. It reads
    /// up to four times the texels `.mipmapped` does; what a viewer draws once a view comes
    /// to rest, `.mipmapped` while it moves. Under rotation or shear it is `.mipmapped`.
    case areaAverage
}
