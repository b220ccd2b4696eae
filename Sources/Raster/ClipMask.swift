import Foundation

/// A clip shaped like a path: the anti-aliased coverage (0...255) of each device pixel in
/// `bounds`, as the path filler computes it, zero outside `bounds`. What `CGContext.clip()`
/// keeps; drawing through it (`draw(on:_:)`) weights every change to a pixel by the pixel's
/// coverage, so a shape drawn inside a clipped circle gets the circle's soft edge.
public struct ClipMask: Sendable {
    /// The device pixels with any coverage: outside them the mask is 0.
    public let bounds: PixelRect
    /// Coverage, row by row, `bounds.width` bytes a row.
    private let coverage: [UInt8]

    /// The mask of `path` (user space) mapped by `transform` to device pixels, filled under
    /// `rule` with curves within `tolerance` device pixels, limited to `limit` (the
    /// canvas's clip rectangle).
    public init(path: Path, transform: CGAffineTransform, rule: CGPathFillRule, within limit: PixelRect,
                tolerance: Double = Path.flatteningTolerance) {
        let polylines = path.flattened(transform, tolerance: tolerance)
        var box = CGRect.null
        for line in polylines {
            for p in line.points where p.x.isFinite && p.y.isFinite {
                box = box.union(CGRect(x: p.x, y: p.y, width: 0, height: 0))
            }
        }
        let area = box.isNull ? .zero : PixelRect(covering: box).intersection(limit)
        guard !area.isEmpty else {
            bounds = .zero
            coverage = []
            return
        }
        var filler = PathFiller(area: area)
        filler.add(polylines)
        bounds = area
        coverage = [UInt8](unsafeUninitializedCapacity: area.width * area.height) { buffer, count in
            buffer.initialize(repeating: 0)
            filler.writeCoverage(rule: rule, into: buffer.baseAddress!)
            count = area.width * area.height
        }
    }

    private init(bounds: PixelRect, coverage: [UInt8]) {
        self.bounds = bounds
        self.coverage = coverage
    }

    /// The coverage of device pixel (x, y), 0...255.
    public func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return 0 }
        return coverage[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// The mask of both clips: coverages multiplied, as a path clipped inside another.
    public func intersection(_ other: ClipMask) -> ClipMask {
        let area = bounds.intersection(other.bounds)
        guard !area.isEmpty else { return ClipMask(bounds: .zero, coverage: []) }
        var result = [UInt8](repeating: 0, count: area.width * area.height)
        for y in 0..<area.height {
            let a = (area.y + y - bounds.y) * bounds.width + (area.x - bounds.x)
            let b = (area.y + y - other.bounds.y) * other.bounds.width + (area.x - other.bounds.x)
            let r = y * area.width
            for x in 0..<area.width {
                result[r + x] = UInt8((UInt32(coverage[a + x]) * UInt32(other.coverage[b + x]) + 127) / 255)
            }
        }
        return ClipMask(bounds: area, coverage: result)
    }

    /// Runs `body` on a canvas like `canvas` whose drawing reaches `canvas`'s pixels only
    /// through this mask: the pixels of `bounds` within the canvas's clip are copied to a
    /// scratch bitmap, `body` draws there (same transform, alpha and clip), and each pixel
    /// goes back as `old + (new − old) × coverage`, so any operation (source-over, copy,
    /// clear) is clipped alike.
    public func draw(on canvas: Canvas, _ body: (Canvas) -> Void) {
        let region = bounds.intersection(canvas.clip)
        guard !region.isEmpty, !canvas.isDrawingSuppressed else { return }
        let target = canvas.target.cropped(to: region)
        let scratch = target.copy()
        var scratchCanvas = Canvas(target: scratch, options: canvas.options)
        scratchCanvas.transform = canvas.transform.concatenating(
            CGAffineTransform(translationX: CGFloat(-region.x), y: CGFloat(-region.y)))
        scratchCanvas.alpha = canvas.alpha
        body(scratchCanvas)
        coverage.withUnsafeBufferPointer { mask in
            for y in 0..<region.height {
                let out = target.row(y), new = scratch.row(y)
                let m = mask.baseAddress! + (region.y + y - bounds.y) * bounds.width + (region.x - bounds.x)
                for x in 0..<region.width {
                    out[x] = ClipMask.mix(out[x], new[x], UInt32(m[x]))
                }
            }
        }
    }

    /// `old + (new − old) × weight / 255` per premultiplied channel, rounded.
    @inline(__always)
    static func mix(_ old: UInt32, _ new: UInt32, _ weight: UInt32) -> UInt32 {
        if weight == 255 || old == new { return new }
        if weight == 0 { return old }
        let inverse = 255 - weight
        // Two channels at a time in 16-bit lanes.
        let oldRB = old & 0x00FF_00FF, oldAG = (old >> 8) & 0x00FF_00FF
        let newRB = new & 0x00FF_00FF, newAG = (new >> 8) & 0x00FF_00FF
        var rb = oldRB &* inverse &+ newRB &* weight &+ 0x0080_0080
        var ag = oldAG &* inverse &+ newAG &* weight &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return rb | (ag << 8)
    }
}
