import Foundation

/// How a drawing operation combines its colour with what the target already holds.
public enum BlendMode: Sendable {
    /// Replace the target's pixels (within coverage) with the source.
    case copy
    /// Porter-Duff source-over: `src + dst * (1 - srcAlpha)`, premultiplied.
    case sourceOver
}

/// A drawing context over a target bitmap, like a `CGContext`: a transform from user space
/// (points) to device pixels, a clip rectangle in device pixels, and a global alpha that
/// multiplies everything drawn (UIView.alpha).
///
/// A `Canvas` is a value: copy it to save state, change the copy for a subtree, drop it to
/// restore. Drawing writes through to the shared pixels of `target` (see `Bitmap`).
public struct Canvas: @unchecked Sendable {
    /// The bitmap drawn into.
    public let target: Bitmap
    /// Maps user space (points) to device pixels.
    public var transform: CGAffineTransform
    /// Pixels outside this rectangle are never written; always inside `target.bounds`.
    public private(set) var clip: PixelRect
    /// Opacity multiplied into every operation, 0...1.
    public var alpha: Double {
        didSet { alpha = alpha.isNaN ? 0 : min(1, max(0, alpha)) }
    }
    /// How draws on this canvas run: threads and shortcuts. Never changes a pixel's value
    /// (see `RasterOptions` for the one tolerance).
    public var options: RasterOptions

    /// A canvas over all of `target`, identity transform, alpha 1, drawing as `options` say.
    public init(target: Bitmap, options: RasterOptions = RasterOptions()) {
        self.target = target
        self.transform = .identity
        self.clip = target.bounds
        self.alpha = 1
        self.options = options
    }

    /// The global alpha as an 8-bit factor, 0...255.
    public var alphaLevel: UInt32 { UInt32(Color.level(alpha)) }

    /// True when nothing drawn can reach a pixel (empty clip or zero alpha).
    public var isDrawingSuppressed: Bool { clip.isEmpty || alphaLevel == 0 }

    /// Narrows the clip to `rect` (device pixels).
    public mutating func clip(toDeviceRect rect: PixelRect) {
        clip = clip.intersection(rect)
    }

    /// How a fractional clip edge becomes a pixel edge.
    public enum ClipRounding: Sendable {
        /// To the nearest pixel edge: crisp clipping, as a mask on the pixel grid.
        case nearest
        /// Outward: every pixel the rectangle touches stays drawable (anti-aliased edges of
        /// shapes inside it survive).
        case outward
    }

    /// Narrows the clip to the device-space bounding box of `rect` (user space), its edges
    /// rounded as `rounding` says: clips are pixel-aligned. Under rotation the box of the
    /// rotated rectangle is used.
    public mutating func clip(to rect: CGRect, rounding: ClipRounding = .nearest) {
        let d = rect.applying(transform)
        guard !d.isNull, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else {
            clip = PixelRect(x: clip.x, y: clip.y, width: 0, height: 0)
            return
        }
        if rounding == .outward { clip(toDeviceRect: PixelRect(covering: d)); return }
        let limit = Double(Int32.max)
        func px(_ v: CGFloat) -> Int { Int(max(-limit, min(limit, v.rounded()))) }
        let x0 = px(d.minX), y0 = px(d.minY)
        clip(toDeviceRect: PixelRect(x: x0, y: y0, width: px(d.maxX) - x0, height: px(d.maxY) - y0))
    }

    /// Prepends a translation (user space units).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Prepends a scale.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Prepends `t`: drawing goes through `t`, then the current transform.
    public mutating func concatenate(_ t: CGAffineTransform) {
        transform = t.concatenating(transform)
    }

    /// True when `rect` (user space) could touch a pixel inside the clip.
    public func intersectsClip(_ rect: CGRect) -> Bool {
        !clip.intersection(PixelRect(covering: rect.applying(transform))).isEmpty
    }
}
