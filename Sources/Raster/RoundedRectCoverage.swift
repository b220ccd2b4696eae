import Foundation

/// An axis-aligned rounded rectangle in device pixels, with elliptical corners of radii
/// `rx` x `ry` (circular when the transform scales x and y alike) on the `corners` asked
/// for (the others square), and exact area coverage.
///
/// A pixel's coverage is its rectangle coverage minus the areas it shares with the four
/// corner cut-outs (the part of each `rx` x `ry` corner box outside the ellipse). The
/// cut-out area is integrated in closed form, so there is no supersampling noise: pixels on
/// a curve are as exact as pixels on a straight edge. Radii are at most half the width and
/// height, so the four corner boxes never overlap.
struct RoundedRectCoverage: CoverageShape {
    /// Edges, in device pixels.
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Corner radii, in device pixels; both zero for square corners.
    let rx: Double, ry: Double
    /// The corners rounded, in device space (min y at the top); the others are square.
    let corners: RectCorners
    let rows: Range<Int>
    let columns: Range<Int>

    /// The rectangle between device points (`x0`, `y0`) and (`x1`, `y1`) (any order) with
    /// corner radii `rx`, `ry` (device pixels), each clamped to half the side it lies
    /// along; nil when empty or not finite.
    init?(x0: Double, y0: Double, x1: Double, y1: Double, rx: Double, ry: Double, corners: RectCorners = .all) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, rx.isFinite, ry.isFinite,
              x0 != x1, y0 != y1 else { return nil }
        minX = min(x0, x1); maxX = max(x0, x1)
        minY = min(y0, y1); maxY = max(y0, y1)
        let cx = min(max(rx, 0), (maxX - minX) / 2), cy = min(max(ry, 0), (maxY - minY) / 2)
        // A corner with one radius zero is a square corner.
        (self.rx, self.ry) = cx > 0 && cy > 0 && !corners.isEmpty ? (cx, cy) : (0, 0)
        self.corners = corners
        rows = PixelIndex.range(PixelIndex.floor(minY), PixelIndex.ceil(maxY))
        columns = PixelIndex.range(PixelIndex.floor(minX), PixelIndex.ceil(maxX))
    }

    /// How far the cut-out reaches in from the left edge (or the right, `right`) at height `y`.
    private func cut(atY y: Double, right: Bool) -> Double {
        guard rx > 0 else { return 0 }
        let fromTop = y - minY, fromBottom = maxY - y
        if fromTop < ry {
            return corners.contains(right ? .maxXMinY : .minXMinY) ? CornerCutout.depth(atHeight: fromTop, rx: rx, ry: ry) : 0
        }
        if fromBottom < ry {
            return corners.contains(right ? .maxXMaxY : .minXMaxY) ? CornerCutout.depth(atHeight: fromBottom, rx: rx, ry: ry) : 0
        }
        return 0
    }

    struct Row: CoverageRow {
        let shape: RoundedRectCoverage
        let touched: Range<Int>
        let uniform: Range<Int>
        /// The row's vertical overlap with the rectangle.
        let uniformCoverage: Double
        /// The row's slice of the top and bottom corner boxes, when it crosses them.
        let top: CornerCutout.Band?, bottom: CornerCutout.Band?

        func coverage(atColumn x: Int) -> Double {
            if uniform.contains(x) { return uniformCoverage }
            let s = shape
            var area = cellOverlap(x, s.minX, s.maxX) * uniformCoverage
            guard top != nil || bottom != nil else { return area }
            // Corner-local u runs from each vertical edge inwards.
            let left = Double(x) - s.minX, right = s.maxX - Double(x)
            let c = s.corners
            if let top {
                if c.contains(.minXMinY) { area -= top.cutoutArea(from: left, to: left + 1) }
                if c.contains(.maxXMinY) { area -= top.cutoutArea(from: right - 1, to: right) }
            }
            if let bottom {
                if c.contains(.minXMaxY) { area -= bottom.cutoutArea(from: left, to: left + 1) }
                if c.contains(.maxXMaxY) { area -= bottom.cutoutArea(from: right - 1, to: right) }
            }
            return area
        }
    }

    func row(_ y: Int) -> Row {
        let b0 = max(Double(y), minY), b1 = min(Double(y + 1), maxY)
        let height = max(0, b1 - b0)
        guard rx > 0 else {
            return Row(shape: self, touched: columns,
                       uniform: PixelIndex.range(PixelIndex.ceil(minX), PixelIndex.floor(maxX)),
                       uniformCoverage: height, top: nil, bottom: nil)
        }
        // The cut is convex in y: least at the point of the band nearest the middle, most
        // at one of the band's ends.
        let middle = min(max((minY + maxY) / 2, b0), b1)
        let least = (left: cut(atY: middle, right: false), right: cut(atY: middle, right: true))
        let most = (left: max(cut(atY: b0, right: false), cut(atY: b1, right: false)),
                    right: max(cut(atY: b0, right: true), cut(atY: b1, right: true)))
        let top = b0 - minY < ry
            ? CornerCutout.Band(rx: rx, ry: ry, from: b0 - minY, to: min(b1 - minY, ry)) : nil
        let bottom = maxY - b1 < ry
            ? CornerCutout.Band(rx: rx, ry: ry, from: max(maxY - b1, 0), to: min(maxY - b0, ry)) : nil
        return Row(shape: self,
                   touched: PixelIndex.range(PixelIndex.floor(minX + least.left), PixelIndex.ceil(maxX - least.right)),
                   uniform: PixelIndex.range(PixelIndex.ceil(minX + most.left), PixelIndex.floor(maxX - most.right)),
                   uniformCoverage: height, top: top, bottom: bottom)
    }
}

/// The maths of one corner cut-out, in corner-local coordinates: `u` from the rectangle's
/// vertical edge inwards, `v` from its horizontal edge inwards, the ellipse centred at
/// (`rx`, `ry`). The cut-out is `v < G(u)` for `u` in `0...rx`, with
/// `G(u) = ry·(1 − sqrt(z·(2 − z)))`, `z = u / rx`, falling from `ry` at the edge to 0.
enum CornerCutout {
    /// `G⁻¹(v)`: the cut-out's width at depth `v` (`v` in `0...ry`), in pixels.
    @inline(__always)
    static func depth(atHeight v: Double, rx: Double, ry: Double) -> Double {
        let w = min(max(v / ry, 0), 1)
        return rx * (1 - (w * (2 - w)).squareRoot())
    }

    /// `(1 − z)·sqrt(z·(2 − z)) − 2·asin(sqrt(z / 2))`: twice the antiderivative of
    /// `sqrt(1 − t²)` at `t = 1 − z`, less a constant. Written in `z` rather than `t` so
    /// that it stays accurate right at the corner's tangent points.
    @inline(__always)
    static func h(_ z: Double) -> Double {
        let z = min(max(z, 0), 1)
        return (1 - z) * (z * (2 - z)).squareRoot() - 2 * asin((z / 2).squareRoot())
    }

    /// One pixel row's slice `va...vb` of a corner box.
    struct Band {
        let rx: Double, ry: Double
        let va: Double, vb: Double
        /// `G⁻¹(vb)` and `G⁻¹(va)`: left of the first the cut-out fills the slice, right of
        /// the second it misses it.
        let full: Double, empty: Double

        init(rx: Double, ry: Double, from va: Double, to vb: Double) {
            self.rx = rx; self.ry = ry
            self.va = va; self.vb = max(va, vb)
            full = CornerCutout.depth(atHeight: self.vb, rx: rx, ry: ry)
            empty = CornerCutout.depth(atHeight: va, rx: rx, ry: ry)
        }

        /// The area of the cut-out inside `[ua, ub] x [va, vb]`, in square pixels.
        func cutoutArea(from ua: Double, to ub: Double) -> Double {
            let ua = max(ua, 0), ub = min(ub, empty)
            guard ub > ua else { return 0 }
            // Where G >= vb the whole slice height is cut; between, G − va.
            var area = (vb - va) * max(0, min(ub, full) - ua)
            let p = max(ua, full), q = ub
            if q > p {
                // ∫ G = ry·(q − p) + rx·ry·(F(t(q)) − F(t(p))), F = (h + π/2) / 2.
                area += (ry - va) * (q - p) + rx * ry * (CornerCutout.h(q / rx) - CornerCutout.h(p / rx)) / 2
            }
            return area
        }
    }
}
