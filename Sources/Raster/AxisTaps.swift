import Foundation

/// How one axis of an axis-aligned draw maps device pixels to source texels:
/// texel coordinate `u = (p + 0.5 - offset) / scale` for device pixel `p` (its centre).
struct AxisMapping {
    /// Device pixels per texel; negative for a flip.
    var scale: Double
    /// The device coordinate of texel coordinate 0.
    var offset: Double

    /// The texel coordinate of device pixel `p`'s centre.
    @inline(__always)
    func texel(atPixel p: Int) -> Double { (Double(p) + 0.5 - offset) / scale }
}

/// The filter one axis of a separable draw uses.
enum AxisFilter: Equatable {
    /// The texel under the pixel centre.
    case nearest
    /// Linear interpolation between the two texel centres around the pixel centre.
    case bilinear
    /// The mean over the pixel's footprint (`1 / |scale|` texels wide, centred on the pixel
    /// centre), each texel weighted by how much of it the footprint covers.
    case box
}

/// Which source texels each destination pixel along one axis combines, and with what
/// weights: a window of `taps` texels from `starts[i]` with Q15 `weights[i * taps ..< (i + 1)
/// * taps]` summing to 32768. Texels outside the clamp range never appear: coverage beyond
/// an edge goes to the edge texel (clamp-to-edge), so edges never fade to transparent.
struct AxisTaps {
    /// Destination pixels along the axis.
    let count: Int
    /// Texels in each window; the same for every pixel.
    let taps: Int
    /// The first texel of each window.
    let starts: UnsafeMutablePointer<Int32>
    /// The Q15 weights, `taps` per pixel.
    let weights: UnsafeMutablePointer<UInt16>

    /// Largest box footprint, in texels, a draw filters at one level before it moves to a
    /// coarser one or (when none is ready) falls back to bilinear. 16, GPUs' usual maximum
    /// anisotropy: an image squeezed 16 times more along one axis than the other still
    /// keeps the detail of the other; windows stay at most 18 taps.
    static let maximumBoxFootprint = 16.0

    /// The window width `filter` needs at `scale` over `clampCount` texels, at least 1.
    /// With `even`, rounded up to an even width when the clamp range is that wide (for the
    /// pair-reading horizontal kernel).
    static func windowTaps(_ filter: AxisFilter, scale: Double, clampCount: Int, even: Bool) -> Int {
        var taps: Int
        switch filter {
        case .nearest: taps = 1
        case .bilinear: taps = 2
        case .box: taps = Int((1 / abs(scale)).rounded(.up)) + 1
        }
        if even && taps & 1 == 1 { taps += 1 }
        if taps > clampCount { taps = clampCount }
        return max(1, taps)
    }

    /// Fills the windows of `count` destination pixels from `firstPixel` on.
    /// - Parameters:
    ///   - clamp: the texels sampling may read (non-empty).
    ///   - starts, weights: storage for `count` and `count * taps` entries.
    init(filter: AxisFilter, mapping: AxisMapping, firstPixel: Int, count: Int, clamp: Range<Int>,
         taps: Int, starts: UnsafeMutablePointer<Int32>, weights: UnsafeMutablePointer<UInt16>) {
        precondition(!clamp.isEmpty && taps >= 1 && taps <= clamp.count, "AxisTaps: bad window")
        self.count = count
        self.taps = taps
        self.starts = starts
        self.weights = weights
        weights.update(repeating: 0, count: count * taps)
        let lowest = clamp.lowerBound, highest = clamp.upperBound - 1
        let lastStart = clamp.upperBound - taps
        for i in 0..<count {
            let u = mapping.texel(atPixel: firstPixel + i)
            let w = weights + i * taps
            switch filter {
            case .nearest:
                let t = AxisTaps.clampedFloor(u, lowest, highest)
                let start = min(t, lastStart)
                starts[i] = Int32(start)
                w[t - start] = ImageKernels.unit
            case .bilinear:
                // Sample position in texel-index space, clamped so both taps stay inside.
                let p = min(max(u - 0.5, Double(lowest)), Double(highest))
                let t = AxisTaps.clampedFloor(p, lowest, highest)
                let w1 = UInt16(((p - Double(t)) * 32768).rounded())
                let start = min(t, lastStart)
                starts[i] = Int32(start)
                w[t - start] = ImageKernels.unit - w1
                if w1 > 0 { w[t + 1 - start] += w1 }
            case .box:
                let half = 0.5 / abs(mapping.scale)
                let lo = u - half, hi = u + half
                let first = AxisTaps.clampedFloor(lo, lowest, highest)
                let last = AxisTaps.clampedFloor((hi).nextDown, lowest, highest)
                let start = max(lowest, min(first, lastStart))
                starts[i] = Int32(start)
                // Quantize the cumulative coverage, not each weight: the weights then sum to
                // exactly 32768 and none is negative.
                func cumulative(_ edge: Int) -> Int {
                    if edge <= lowest { return 0 }
                    if edge > highest { return 32768 }
                    let c = (Double(edge) - lo) / (hi - lo)
                    return Int((min(1, max(0, c)) * 32768).rounded())
                }
                var below = cumulative(first)
                for t in first...last {
                    let above = cumulative(t + 1)
                    w[t - start] = UInt16(above - below)
                    below = above
                }
            }
        }
    }

    /// `floor(v)` clamped to `lowest ... highest`, safe for any `v` (NaN gives `lowest`).
    @inline(__always)
    static func clampedFloor(_ v: Double, _ lowest: Int, _ highest: Int) -> Int {
        guard v >= Double(lowest) else { return lowest }
        guard v < Double(highest) else { return highest }
        return Int(v.rounded(.down))
    }

    /// The Q15 weights of pixel `i`.
    @inline(__always)
    func weights(of i: Int) -> UnsafeMutablePointer<UInt16> { weights + i * taps }
}
