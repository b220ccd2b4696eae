import Foundation

/// A colour in CIE L*a*b* (D65 white, 2° observer): `l` lightness 0...100, `a` green (−) to
/// red (+), `b` blue (−) to yellow (+).
public struct CIELab: Equatable, Sendable {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// A colour from its coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The colour of 8-bit sRGB levels (0...255, not premultiplied), through linear sRGB
    /// and CIE XYZ with the sRGB matrix (IEC 61966-2-1) and the D65 white point.
    public init(sRGBRed red: UInt8, green: UInt8, blue: UInt8) {
        let r = CIELab.linear[Int(red)], g = CIELab.linear[Int(green)], bl = CIELab.linear[Int(blue)]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / CIELab.whiteX
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / CIELab.whiteZ
        let fx = CIELab.f(x), fy = CIELab.f(y), fz = CIELab.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// D65's X and Z relative to its Y of 1.
    static let whiteX = 0.95047, whiteZ = 1.08883

    /// The 8-bit sRGB levels decoded to linear light, 0...1 (the sRGB transfer function).
    static let linear: [Double] = (0...255).map { level in
        let c = Double(level) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE's cube root, with its linear segment below (6/29)³.
    static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
    }

    /// The CIEDE2000 colour difference ΔE₀₀ between two colours (CIE 142-2001, with
    /// kL = kC = kH = 1), as Sharma, Wu and Dalal give it with their test data
    /// ("The CIEDE2000 Color-Difference Formula", 2005). About 1 is the smallest
    /// difference seen side by side.
    public static func deltaE2000(_ first: CIELab, _ second: CIELab) -> Double {
        let pow25to7 = 6_103_515_625.0 // 25^7
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let cMean7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let c1p = (a1 * a1 + first.b * first.b).squareRoot(), c2p = (a2 * a2 + second.b * second.b).squareRoot()
        let h1p = hueDegrees(first.b, a1), h2p = hueDegrees(second.b, a2)
        let deltaL = second.l - first.l, deltaC = c2p - c1p
        var deltaHue = 0.0
        if c1p * c2p != 0 {
            deltaHue = h2p - h1p
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(radians(deltaHue / 2))
        let lMean = (first.l + second.l) / 2, cMeanP = (c1p + c2p) / 2
        var hMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { hMean /= 2 } else if hMean < 360 { hMean = (hMean + 360) / 2 } else { hMean = (hMean - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(radians(hMean - 30)) + 0.24 * cos(radians(2 * hMean))
            + 0.32 * cos(radians(3 * hMean + 6)) - 0.20 * cos(radians(4 * hMean - 63))
        let deltaTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cMeanP7 = pow(cMeanP, 7)
        let rC = 2 * (cMeanP7 / (cMeanP7 + pow25to7)).squareRoot()
        let lOffset2 = (lMean - 50) * (lMean - 50)
        let sL = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()
        let sC = 1 + 0.045 * cMeanP
        let sH = 1 + 0.015 * cMeanP * t
        let rT = -sin(radians(2 * deltaTheta)) * rC
        let l = deltaL / sL, c = deltaC / sC, h = deltaH / sH
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
