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
    /// Bilinear when magnifying; when minifying, bilinear from the finest mip level that is
    /// no coarser than the device pixels (at a power-of-two zoom exactly 1:1 from its level),
    /// so zooming out never aliases and costs what magnifying costs. Between powers of two
    /// it is softer than the image: the frame a viewer draws while content moves, and the
    /// default. Squeezed much more along one axis than the other, that axis box-filters.
    /// Under rotation or shear it blends bilinear samples of two mip levels (trilinear).
    case mipmapped
    /// Bilinear when magnifying; when minifying, an area average (box filter) over each
    /// device pixel's footprint, read from the mip level one finer than the footprint
    /// (footprints of 2 to 4 texels), so a level's 2^n-pixel blocks neither blur the result
    /// nor make it depend on where the image sits: zooming out by less than 4 it is the exact
    /// area average of the image's own pixels at every zoom and fractional origin. It reads
    /// 4 to 16 times the texels `.mipmapped` does; what a viewer draws once a view comes to
    /// rest, `.mipmapped` while it moves. Under rotation or shear it is `.mipmapped`.
    case areaAverage
}
