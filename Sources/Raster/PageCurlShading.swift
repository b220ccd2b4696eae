import Foundation

/// How light falls on a curling page: the rules `Canvas.drawPageCurl` shades by, as
/// functions of where on the roll a pixel is. The values are tuned by eye against iOS's
/// curl (a light from above the page: the roll darkens towards its silhouette, its back
/// catches a bright band, the page beneath darkens next to the roll).
///
/// On the roll, `c` is `|cos θ|` of the paper's angle θ around the cylinder: 1 where the
/// paper lies flat (on the page, or upside down on top), 0 at the silhouette, where the
/// paper is vertical.
public enum PageCurlShading {
    /// How much the front of the roll darkens at the silhouette (0...1).
    public static let frontDarkening = 0.3
    /// The back's brightness at the silhouette; it rises to 1 where the back lies flat.
    public static let backShadeAtSilhouette = 0.75
    /// The brightest the highlight along the back of the roll gets, as a share of the way
    /// to white; it peaks half way round (θ = 120°).
    public static let highlightStrength = 0.45
    /// How far a page without its own back (`isDoubleSided` false) fades its mirrored
    /// image towards paper white: 0.8 leaves a fifth of the print showing through.
    public static let paperFade = 0.8
    /// How dark the shadow on the page beneath gets next to the roll (0...1).
    public static let shadowStrength = 0.45
    /// The shadow's width beyond the roll: half the radius plus this share of the leaf's
    /// length, so it stays visible while the roll tightens at the end of a turn.
    public static let shadowLengthShare = 0.03

    /// The front of the roll: its colour is multiplied by this.
    public static func frontShade(_ c: Double) -> Double { 1 - frontDarkening * (1 - c) }

    /// The back of the roll, or the flat back on top with `c` = 1: the colour becomes
    /// `colour * multiply + alpha * add` (premultiplied; `add` mixes in paper white), with
    /// the print faded by `fade` (`paperFade`, or 0 for a page's own back image).
    public static func backTone(_ c: Double, fade: Double) -> (multiply: Double, add: Double) {
        let shade = backShadeAtSilhouette + (1 - backShadeAtSilhouette) * c
        let band = 4 * c * (1 - c)
        let highlight = highlightStrength * band * band
        return ((1 - fade) * shade * (1 - highlight), fade * shade * (1 - highlight) + highlight)
    }

    /// The page beneath, `d` leaf units beyond the roll (`d` = signed distance from the axis
    /// minus the radius, at least 0): its colour is multiplied by this.
    public static func shadow(_ d: Double, width: Double) -> Double {
        guard width > 0, d < width else { return 1 }
        let k = 1 - max(0, d) / width
        return 1 - shadowStrength * k * k
    }

    /// The shadow's width for a roll of `radius` on a leaf `length` long (leaf units).
    public static func shadowWidth(radius: Double, length: Double) -> Double {
        0.5 * radius + shadowLengthShare * length
    }
}
