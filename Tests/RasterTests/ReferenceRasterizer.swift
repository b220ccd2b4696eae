import Foundation
import XCTest
@testable import Raster

/// A tiny deterministic generator (Steele, Lea and Flood's SplitMix64), so random test
/// cases are the same on every machine and every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// Uniform in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A valid premultiplied pixel (colour channels at most alpha), sometimes opaque or clear.
    mutating func premultipliedPixel() -> UInt32 {
        let a: UInt32 = chance(0.2) ? 255 : (chance(0.1) ? 0 : UInt32(int(0...255)))
        func channel() -> UInt32 { a == 0 ? 0 : UInt32(int(0...Int(a))) }
        return PremultipliedPixel.make(red: channel(), green: channel(), blue: channel(), alpha: a)
    }

    /// A straight colour, sometimes opaque, sometimes fully transparent.
    mutating func color() -> Color {
        let a = chance(0.4) ? 255 : (chance(0.05) ? 0 : UInt8(int(0...255)))
        return Color(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)), alpha: a)
    }
}

/// The float reference the kernels are checked against: shapes as fine polygons in device
/// space, each pixel's coverage the exact area of polygon ∩ pixel (Sutherland–Hodgman
/// clipping and the shoelace formula), and compositing in `Double`. It shares no code with
/// the rasterizer beyond `Color.premultiplied`, which defines the source colour.
enum ReferenceRasterizer {
    typealias Point = SIMD2<Double>

    /// Segments per quarter ellipse: an inscribed 256-gon strays at most r·(π/1024)²/2
    /// ≈ 5e-6·r pixels from the curve, a hundredth of a level for r up to 100 pixels.
    static let segmentsPerCorner = 256

    // MARK: Shapes

    /// The rectangle between two device points.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        let a = min(x0, x1), b = max(x0, x1), c = min(y0, y1), d = max(y0, y1)
        return [Point(a, c), Point(b, c), Point(b, d), Point(a, d)]
    }

    /// A rounded rectangle in user space (radius clamped to half the shorter side), mapped
    /// through `t` into device space.
    static func roundedRect(_ r: CGRect, radius: Double, corners: RectCorners = .all,
                            transform t: CGAffineTransform) -> [Point] {
        let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
        let full = max(0, min(radius, (maxX - minX) / 2, (maxY - minY) / 2))
        var points: [Point] = []
        let order: [RectCorners] = [.minXMinY, .maxXMinY, .maxXMaxY, .minXMaxY]
        for i in 0..<4 {
            // A square corner: every vertex of its arc on the corner.
            let rad = corners.contains(order[i]) ? full : 0
            let c = [(minX + rad, minY + rad), (maxX - rad, minY + rad), (maxX - rad, maxY - rad), (minX + rad, maxY - rad)][i]
            for j in 0...segmentsPerCorner {
                let angle = Double.pi * (1 + Double(i) / 2 + Double(j) / Double(segmentsPerCorner) / 2)
                let x = c.0 + rad * cos(angle), y = c.1 + rad * sin(angle)
                points.append(Point(Double(t.a) * x + Double(t.c) * y + Double(t.tx),
                                    Double(t.b) * x + Double(t.d) * y + Double(t.ty)))
            }
        }
        return points
    }

    // MARK: Coverage

    /// Keeps the part of `poly` where `coordinate(p) * sign >= bound * sign`.
    static func clip(_ poly: [Point], axis: Int, bound: Double, keepAbove: Bool) -> [Point] {
        guard !poly.isEmpty else { return [] }
        func inside(_ p: Point) -> Bool { keepAbove ? p[axis] >= bound : p[axis] <= bound }
        var out: [Point] = []
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let ina = inside(a), inb = inside(b)
            if ina { out.append(a) }
            if ina != inb {
                let t = (bound - a[axis]) / (b[axis] - a[axis])
                out.append(a + (b - a) * t)
            }
        }
        return out
    }

    /// The polygon's area (any winding).
    static func area(_ poly: [Point]) -> Double {
        guard poly.count >= 3 else { return 0 }
        var sum = 0.0
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    /// Each pixel's covered fraction of a `width` x `height` grid, row-major.
    static func coverage(of poly: [Point], width: Int, height: Int) -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            let strip = clip(clip(poly, axis: 1, bound: Double(y), keepAbove: true),
                             axis: 1, bound: Double(y + 1), keepAbove: false)
            guard strip.count >= 3 else { continue }
            let xs = strip.map(\.x)
            let lo = max(0, Int(xs.min()!.rounded(.down))), hi = min(width, Int(xs.max()!.rounded(.up)))
            guard lo < hi else { continue }
            for x in lo..<hi {
                let cell = clip(clip(strip, axis: 0, bound: Double(x), keepAbove: true),
                                axis: 0, bound: Double(x + 1), keepAbove: false)
                result[y * width + x] = area(cell)
            }
        }
        return result
    }

    // MARK: Compositing

    /// The exact premultiplied channels (B, G, R, A per pixel, 0...255) after painting
    /// `color` at each pixel's `coverage` over `background`, inside `clip` only.
    static func composite(background: Bitmap, coverage: [Double], color: Color, globalAlpha: UInt32,
                          mode: BlendMode, clip: PixelRect) -> [Double] {
        let s = color.premultiplied
        let g = Double(globalAlpha) / 255
        let src = [s & 0xFF, s >> 8 & 0xFF, s >> 16 & 0xFF, s >> 24].map { Double($0) * g }
        var out = [Double](repeating: 0, count: background.width * background.height * 4)
        for y in 0..<background.height {
            for x in 0..<background.width {
                let d = background[x, y]
                let dst = [d & 0xFF, d >> 8 & 0xFF, d >> 16 & 0xFF, d >> 24].map(Double.init)
                let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
                let c = inside ? min(1, max(0, coverage[y * background.width + x])) : 0
                for ch in 0..<4 {
                    let kept = mode == .copy ? 1 - c : 1 - src[3] * c / 255
                    out[(y * background.width + x) * 4 + ch] = src[ch] * c + dst[ch] * kept
                }
            }
        }
        return out
    }

    /// The largest channel difference between `bitmap` and `expected`, with where it is.
    static func worstError(_ bitmap: Bitmap, _ expected: [Double]) -> (error: Double, x: Int, y: Int) {
        var worst = (error: 0.0, x: -1, y: -1)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                for ch in 0..<4 {
                    let e = abs(Double(p >> (8 * UInt32(ch)) & 0xFF) - expected[(y * bitmap.width + x) * 4 + ch])
                    if e > worst.error { worst = (e, x, y) }
                }
            }
        }
        return worst
    }
}

/// Shared set-up for the rasterizer tests.
enum RasterFixtures {
    /// A bitmap of random valid premultiplied pixels.
    static func randomBackground(width: Int, height: Int, rng: inout SplitMix64) -> Bitmap {
        let b = Bitmap(width: width, height: height)
        let uniform = rng.chance(0.3) ? rng.premultipliedPixel() : nil
        for y in 0..<height {
            for x in 0..<width { b[x, y] = uniform ?? rng.premultipliedPixel() }
        }
        return b
    }

    /// A canvas over `bitmap` with a random alpha (often 1) and a random clip (often all).
    static func randomCanvas(_ bitmap: Bitmap, rng: inout SplitMix64) -> Canvas {
        var canvas = Canvas(target: bitmap)
        if rng.chance(0.5) { canvas.alpha = rng.unit() }
        if rng.chance(0.5) {
            let x = rng.int(-2...bitmap.width / 2), y = rng.int(-2...bitmap.height / 2)
            canvas.clip(toDeviceRect: PixelRect(x: x, y: y, width: rng.int(0...bitmap.width),
                                                height: rng.int(0...bitmap.height)))
        }
        return canvas
    }

    /// Options that take the general path everywhere (no fast paths, one thread).
    static let generalPath = RasterOptions(usesFastPaths: false)
}
