import Foundation

/// A Gaussian blur approximated by three successive box blurs on each axis, as SVG's
/// `feGaussianBlur` specifies and browsers implement: for standard deviation σ the box
/// size is `d = ⌊σ · 3√(2π) / 4 + 0.5⌋`; an odd `d` gives three centred boxes of `d`, an
/// even one two boxes of `d` offset half a pixel each way and one centred box of `d + 1`.
/// Three boxes match the Gaussian of a shape within about 5% of full scale (the box
/// size is a whole number of pixels, so small σ err most: 4.7% at σ 1, 3.2% at σ 3).
///
/// Each pass keeps a running sum (integer, no per-pixel division: a fixed-point
/// reciprocal), horizontally along each row and vertically with one sum per column, so
/// the cost is O(pixels) whatever σ is. Values are rounded to 8 bits after each pass.
public struct BoxBlur: Hashable, Sendable {
    /// One box: how many pixels it reaches left (up) and right (down) of the centre.
    public struct Box: Hashable, Sendable {
        /// Pixels before the centre.
        public var before: Int
        /// Pixels after the centre.
        public var after: Int
        /// The box's length, `before + 1 + after`.
        public var size: Int { before + 1 + after }
    }

    /// The three boxes, applied in order; empty for no blur (σ too small to move a value).
    public let boxes: [Box]

    /// The blur of standard deviation `sigma` pixels (not finite or below 0.5: none;
    /// above 1024 treated as 1024).
    public init(sigma: Double) {
        guard sigma.isFinite, sigma >= 0.5 else { boxes = []; return }
        let d = Int((min(sigma, 1024) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { boxes = []; return }
        if d % 2 == 1 {
            let r = (d - 1) / 2
            boxes = Array(repeating: Box(before: r, after: r), count: 3)
        } else {
            boxes = [Box(before: d / 2, after: d / 2 - 1), Box(before: d / 2 - 1, after: d / 2),
                     Box(before: d / 2, after: d / 2)]
        }
    }

    /// How far, in pixels, the blur spreads a value on each side: a shape blurred needs
    /// this much transparent margin around it so that nothing is cut off.
    public var spread: Int { boxes.reduce(0) { $0 + max($1.before, $1.after) } }

    /// Blurs `mask` in place; `scratch` is reused working memory (grown when too small).
    /// Values beyond the mask's edges count as 0.
    public func apply(to mask: inout AlphaMask, scratch: inout [UInt32]) {
        guard !boxes.isEmpty, mask.width > 0, mask.height > 0 else { return }
        let w = mask.width, h = mask.height
        // One line's copy (or a column pass's sums), then the column passes' ring of rows.
        let line = max(w, h) + 2 * (spread + 2)
        let ringBytes = ((boxes.map(\.before).max() ?? 0) + 1) * w
        let need = line + (ringBytes + 3) / 4
        if scratch.count < need { scratch = [UInt32](repeating: 0, count: need) }
        mask.values.withUnsafeMutableBufferPointer { values in
            scratch.withUnsafeMutableBufferPointer { work in
                let base = values.baseAddress!, tmp = work.baseAddress!
                for box in boxes {
                    let scale = BoxBlur.reciprocal(box.size)
                    for y in 0..<h { BoxBlur.blurLine(base + y * w, count: w, box: box, scale: scale, copy: tmp) }
                }
                (tmp + line).withMemoryRebound(to: UInt8.self, capacity: ringBytes) { ring in
                    for box in boxes {
                        BoxBlur.blurColumns(base, width: w, height: h, box: box, sums: tmp, ring: ring)
                    }
                }
            }
        }
    }

    /// 2^24 / `size`, rounded: `(sum * reciprocal + 2^23) >> 24` is `sum / size` rounded
    /// for every sum of up to `size` bytes.
    static func reciprocal(_ size: Int) -> UInt64 { (UInt64(1) << 24 + UInt64(size) / 2) / UInt64(size) }

    /// One horizontal box pass over `count` values at `line`, through the copy `copy`.
    static func blurLine(_ line: UnsafeMutablePointer<UInt8>, count: Int, box: Box, scale: UInt64,
                         copy: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { copy[i] = UInt32(line[i]) }
        var sum: UInt64 = 0
        // The window for output i covers i - before ... i + after.
        for j in 0..<min(count, box.after) { sum += UInt64(copy[j]) }
        for i in 0..<count {
            let enter = i + box.after, leave = i - box.before - 1
            if enter < count { sum += UInt64(copy[enter]) }
            if leave >= 0 { sum -= UInt64(copy[leave]) }
            line[i] = UInt8(truncatingIfNeeded: (sum * scale + (1 << 23)) >> 24)
        }
    }

    /// One vertical box pass over the whole mask, one running sum per column.
    /// `ring` holds at least `(box.before + 1) * w` bytes (their contents do not matter).
    static func blurColumns(_ base: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, box: Box,
                            sums: UnsafeMutablePointer<UInt32>, ring kept: UnsafeMutablePointer<UInt8>) {
        // Output row y reads input rows y - before ... y + after; rows are overwritten as
        // they are produced, so the leaving row must be read back before it is lost: keep
        // the last `before + 1` input rows in a ring beside the sums (each slot is written
        // before it is read).
        let ringRows = box.before + 1
        let scale = reciprocal(box.size)
        for x in 0..<w { sums[x] = 0 }
        for j in 0..<min(h, box.after) {
            let row = base + j * w
            for x in 0..<w { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<h {
            let enter = y + box.after
            if enter < h {
                let row = base + enter * w
                for x in 0..<w { sums[x] &+= UInt32(row[x]) }
            }
            let leave = y - box.before - 1
            if leave >= 0 {
                let old = kept + (leave % ringRows) * w
                for x in 0..<w { sums[x] &-= UInt32(old[x]) }
            }
            let row = base + y * w
            let slot = kept + (y % ringRows) * w
            for x in 0..<w {
                slot[x] = row[x]
                row[x] = UInt8(truncatingIfNeeded: (UInt64(sums[x]) * scale + (1 << 23)) >> 24)
            }
        }
    }
}
