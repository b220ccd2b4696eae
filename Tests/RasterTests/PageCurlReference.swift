import Foundation
@testable import Raster

/// The float reference for `Canvas.drawPageCurl`: per device pixel, in `Double`, straight
/// from the documented rules, with library `asin` and `log2` and no runs:
///
/// - q is the pixel centre in leaf coordinates, `t = (q - axis) · normal`;
/// - `t < 0`: the flat leaf inside it; over it, where `q + (π r - 2 t) n` falls on the leaf,
///   the back (mirrored for a back image) toned as `backTone(1)`, covered by its distance
///   inside the leaf's outline plus half a pixel;
/// - `0 <= t < r + 0.5`: the page beneath (or the target) darkened by `shadow(t - r)`, then
///   the front point `q + (r θ - t) n` (θ = asin(min(1, t / r))) toned by `frontShade(cos θ)`,
///   then the back point `q + (r (π - θ) - t) n` toned by `backTone(cos θ)`, each covered by
///   its outline distance times `min(1, r + 0.5 - t)` (the front skipped when the back covers
///   wholly), sampled at level of detail `λ = -log2(cos θ)` from λ = 1 on, `2 λ - 1` from
///   λ = 1/2 and 0 below: bilinear in the two levels around it, blended by the fraction;
/// - `t >= r + 0.5`: the page beneath darkened by `shadow(t - r)`, inside the leaf;
/// - bilinear sampling clamps to the level's texels; source-over is
///   `s k + d (1 - alpha(s) k / 255)`.
struct PageCurlReference {
    let pages: PageCurlPages
    let geometry: PageCurlGeometry
    let origin: (x: Int, y: Int)
    let front: [Bitmap], back: [Bitmap]
    let fade: Double
    let mirrorsX: Bool, mirrorsY: Bool

    init(pages: PageCurlPages, geometry: PageCurlGeometry, origin: (x: Int, y: Int)) {
        self.pages = pages
        self.geometry = geometry
        self.origin = origin
        front = (0..<pages.front.mipLevelCount).map { try! pages.front.mipLevel($0) }
        if case let .image(image) = pages.back {
            back = (0..<image.mipLevelCount).map { try! image.mipLevel($0) }
            fade = 0
            mirrorsX = geometry.spine.isHorizontal
            mirrorsY = !geometry.spine.isHorizontal
        } else {
            back = front
            fade = PageCurlShading.paperFade
            mirrorsX = false
            mirrorsY = false
        }
    }

    var width: Int { pages.front.width }
    var height: Int { pages.front.height }

    /// What the roll zone and the turned-over part hold at device pixel (`x`, `y`).
    enum Region { case flat, flap, roll, beyond }

    func region(x: Int, y: Int) -> Region {
        let q = CGPoint(x: Double(x - origin.x) + 0.5, y: Double(y - origin.y) + 0.5)
        let t = geometry.signedDistance(q)
        if t < 0 {
            let n = geometry.normal, r = geometry.radius
            return coverage(q.x + (Double.pi * r - 2 * t) * n.x, q.y + (Double.pi * r - 2 * t) * n.y) > 0 ? .flap : .flat
        }
        return t < geometry.radius + 0.5 ? .roll : .beyond
    }

    /// The expected channels (B, G, R, A, 0...255, unrounded) of device pixel (`x`, `y`)
    /// that held `before`.
    func expected(x: Int, y: Int, before: UInt32) -> SIMD4<Double> {
        let q = CGPoint(x: Double(x - origin.x) + 0.5, y: Double(y - origin.y) + 0.5)
        let n = geometry.normal, r = geometry.radius
        let t = geometry.signedDistance(q)
        let lx = x - origin.x, ly = y - origin.y
        let inLeaf = lx >= 0 && lx < width && ly >= 0 && ly < height
        var d = channels(before)
        let shadowWidth = PageCurlShading.shadowWidth(radius: r, length: geometry.length)
        func beneath() {
            if let image = pages.beneath { d = channels(image.bitmap[lx, ly]) }
            let k = PageCurlShading.shadow(t - r, width: shadowWidth)
            d = SIMD4(d[0] * k, d[1] * k, d[2] * k, d[3])
        }
        func over(_ s: SIMD4<Double>, _ k: Double) {
            d = s * k + d * (1 - s[3] * k / 255)
        }
        if t < 0 {
            if inLeaf { d = channels(front[0][lx, ly]) }
            let shift = Double.pi * r - 2 * t
            let px = q.x + shift * n.x, py = q.y + shift * n.y
            let k = coverage(px, py)
            if k > 0 { over(toned(backSample(px, py, lod: 0), PageCurlShading.backTone(1, fade: fade)), k) }
            return d
        }
        if t >= r + 0.5 {
            if inLeaf { beneath() }
            return d
        }
        let u = r > 0 ? min(1, t / r) : 1
        let theta = Foundation.asin(u), c = (1 - u * u).squareRoot()
        let silhouette = min(1, r + 0.5 - t)
        let backShift = r * (Double.pi - theta) - t, frontShift = r * theta - t
        let p2 = (q.x + backShift * n.x, q.y + backShift * n.y)
        let p1 = (q.x + frontShift * n.x, q.y + frontShift * n.y)
        let k2 = coverage(p2.0, p2.1) * silhouette
        let k1 = k2 >= 1 ? 0 : coverage(p1.0, p1.1) * silhouette
        if inLeaf { beneath() }
        // The squeeze 1 / c: level 0 below √2, a ramp to level 1 at 2, log2 beyond.
        let squeeze = c > 0 ? -log2(c) : .infinity
        let lod = squeeze >= 1 ? squeeze : max(0, 2 * squeeze - 1)
        if k1 > 0 {
            over(toned(sample(front, p1.0, p1.1, lod: lod), (PageCurlShading.frontShade(c), 0)), k1)
        }
        if k2 > 0 {
            over(toned(backSample(p2.0, p2.1, lod: lod), PageCurlShading.backTone(c, fade: fade)), k2)
        }
        return d
    }

    private func coverage(_ px: Double, _ py: Double) -> Double {
        let inside = min(min(px, Double(width) - px), min(py, Double(height) - py))
        return min(1, max(0, inside + 0.5))
    }

    private func toned(_ s: SIMD4<Double>, _ tone: (multiply: Double, add: Double)) -> SIMD4<Double> {
        SIMD4(s[0] * tone.multiply + s[3] * tone.add, s[1] * tone.multiply + s[3] * tone.add,
              s[2] * tone.multiply + s[3] * tone.add, s[3])
    }

    private func backSample(_ px: Double, _ py: Double, lod: Double) -> SIMD4<Double> {
        sample(back, mirrorsX ? Double(width) - px : px, mirrorsY ? Double(height) - py : py, lod: lod)
    }

    private func sample(_ levels: [Bitmap], _ px: Double, _ py: Double, lod: Double) -> SIMD4<Double> {
        let last = levels.count - 1
        let base = min(last, Int(max(0, lod.isFinite ? lod.rounded(.down) : Double(last))))
        let f = base < last ? lod - Double(base) : 0
        let fine = bilinear(levels[base], level: base, px, py)
        guard f > 0 else { return fine }
        return fine * (1 - f) + bilinear(levels[base + 1], level: base + 1, px, py) * f
    }

    private func bilinear(_ level: Bitmap, level index: Int, _ px: Double, _ py: Double) -> SIMD4<Double> {
        let step = Double(1 << index)
        func axis(_ p: Double, _ count: Int) -> (Int, Int, Double) {
            let c = min(max(p / step - 0.5, 0), Double(count - 1))
            let i = Int(c.rounded(.down))
            return (i, min(i + 1, count - 1), c - Double(i))
        }
        let (i0, i1, fx) = axis(px, level.width), (j0, j1, fy) = axis(py, level.height)
        let top = channels(level[i0, j0]) * (1 - fx) + channels(level[i1, j0]) * fx
        let bottom = channels(level[i0, j1]) * (1 - fx) + channels(level[i1, j1]) * fx
        return top * (1 - fy) + bottom * fy
    }
}
