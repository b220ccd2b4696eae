import Foundation

extension UIColor {
    /// A colour from hue, saturation and brightness (HSB, also called HSV), each 0...1
    /// (a hue of 1 is red again), as UIKit's initializer.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = saturation.isNaN ? 0 : min(1, max(0, saturation))
        let v = brightness.isNaN ? 0 : min(1, max(0, brightness))
        let sector = min(5, Int(h))
        let f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Reads the colour as hue, saturation and brightness (0...1 each) and alpha, as UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`; always succeeds. Greys have hue 0.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                h = (green - blue) / delta
                if h < 0 { h += 6 }
            } else if maximum == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }
}

// iOS's semantic and system colours in their light-mode values (ScrollKit has one
// appearance), as UIKit lists them.
extension UIColor {
    /// iOS's light-mode secondary system background (242, 242, 247).
    public static let secondarySystemBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    /// iOS's light-mode tertiary system background: white.
    public static let tertiarySystemBackground = UIColor.white
    /// iOS's light-mode grouped background (242, 242, 247).
    public static let systemGroupedBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    /// iOS's light-mode tertiary label colour (60, 60, 67, 0.3).
    public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// iOS's light-mode quaternary label colour (60, 60, 67, 0.18).
    public static let quaternaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    /// iOS's light-mode separator colour (60, 60, 67, 0.29).
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// iOS's light-mode opaque separator colour (198, 198, 200).
    public static let opaqueSeparator = UIColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1)
    /// iOS's light-mode link colour: system blue.
    public static let link = UIColor.systemBlue
    /// iOS's light-mode system fill (120, 120, 128, 0.2).
    public static let systemFill = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    /// iOS's system pink (255, 45, 85).
    public static let systemPink = UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
    /// iOS's system purple (175, 82, 222).
    public static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
    /// iOS's system indigo (88, 86, 214).
    public static let systemIndigo = UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// iOS's system teal (48, 176, 199).
    public static let systemTeal = UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1)
    /// iOS's light-mode second grey (174, 174, 178).
    public static let systemGray2 = UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1)
    /// iOS's light-mode fourth grey (209, 209, 214).
    public static let systemGray4 = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// iOS's light-mode sixth grey (242, 242, 247).
    public static let systemGray6 = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
}
