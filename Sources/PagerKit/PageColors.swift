import UIKit

/// The colours of generated pages: hues a golden-ratio turn apart (0.618…), so
/// neighbouring pages always differ and no two nearby pages look alike.
public enum PageColors {
    /// The golden ratio's fractional part: successive hues spread evenly round the wheel.
    public static let hueStep = 0.618_033_988_749_895
    /// The saturation of every page: soft colours that white text reads on.
    public static let saturation = 0.45
    /// The brightness of every page.
    public static let brightness = 0.72

    /// The background of page `index`.
    public static func background(forPage index: Int) -> UIColor {
        let hue = (Double(index % 1_000_003) * hueStep).truncatingRemainder(dividingBy: 1)
        let (r, g, b) = rgb(hue: hue, saturation: saturation, brightness: brightness)
        return UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: 1)
    }

    /// HSB (each 0...1) to RGB (each 0...1).
    public static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
