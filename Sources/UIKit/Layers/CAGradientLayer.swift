import Foundation

/// A layer filled with an axial gradient, as Core Animation's `CAGradientLayer`: `colors`
/// spread from `startPoint` to `endPoint` (unit coordinates of the bounds: (0, 0) the
/// top-left corner, (1, 1) the bottom-right), at `locations` when given, else evenly.
/// Drawn over the background colour, under the sublayers; colours between stops are
/// interpolated in straight RGBA.
open class CAGradientLayer: CALayer {
    /// The gradient's kinds; only `.axial` (a line) is drawn.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A type from its Core Animation name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Colours change along the line from the start point to the end point.
        public static let axial = GradientType(rawValue: "axial")
    }

    /// A layer with no colours (it draws nothing until given some).
    public required init() {}

    /// The colours, from the start point to the end point; nil or empty draws nothing.
    public var colors: [CGColor]? {
        willSet { willChangeAppearance() }
        didSet { didChangeAppearance() }
    }

    /// Where each colour sits along the axis, 0...1, ascending, one per colour; nil
    /// spreads them evenly. A count that differs from the colours' is ignored (evenly),
    /// as Core Animation does.
    public var locations: [NSNumber]? {
        willSet { willChangeAppearance() }
        didSet { didChangeAppearance() }
    }

    /// The axis's start, in unit coordinates of the bounds; (0.5, 0) by default (top).
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { willChangeAppearance() }
        didSet { didChangeAppearance() }
    }

    /// The axis's end, in unit coordinates of the bounds; (0.5, 1) by default (bottom).
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { willChangeAppearance() }
        didSet { didChangeAppearance() }
    }

    /// The gradient's kind; `.axial`, the only one drawn.
    public var type: GradientType = .axial

    /// The stops as the rasterizer takes them: sorted by location.
    var stops: [GradientStop] {
        guard let colors, !colors.isEmpty else { return [] }
        let given = locations.flatMap { $0.count == colors.count ? $0.map(\.doubleValue) : nil }
        let n = colors.count
        return colors.indices.map { i in
            GradientStop(location: given?[i] ?? (n == 1 ? 0 : Double(i) / Double(n - 1)), color: colors[i].color)
        }.sorted { $0.location < $1.location }
    }

    override var drawsContents: Bool { colors?.isEmpty == false }

    override func drawContents(in canvas: Canvas) {
        let b = bounds
        let stops = self.stops
        guard !stops.isEmpty, !b.isEmpty else { return }
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        var inside = canvas
        inside.clip(to: b, rounding: .outward)
        let radius = drawnCornerRadius(in: b)
        guard radius > 0 else {
            inside.fillAxialGradient(b, stops: stops, from: point(startPoint), to: point(endPoint))
            return
        }
        // Rounded corners cut the gradient as they do the background.
        drawRounded(b, radius: radius, canvas: inside) { c in
            c.fillAxialGradient(b, stops: stops, from: point(self.startPoint), to: point(self.endPoint))
        }
    }
}

extension CALayer {
    /// Runs `draw` into the layer's scratch bitmap (kept from frame to frame, grown when
    /// too small) and composites it cut to the rounded `rect`.
    func drawRounded(_ rect: CGRect, radius: CGFloat, canvas: Canvas, _ draw: (Canvas) -> Void) {
        let area = PixelRect(covering: rect.applying(canvas.transform)).intersection(canvas.clip)
        guard !area.isEmpty else { return }
        if roundedScratch.map({ $0.width < area.width || $0.height < area.height }) ?? true {
            guard let made = Bitmap(width: area.width, height: area.height, zeroed: false) else { return }
            roundedScratch = made
        }
        guard let owner = roundedScratch else { return }
        let scratch = owner.cropped(to: PixelRect(x: 0, y: 0, width: area.width, height: area.height))
        scratch.clear()
        var inner = Canvas(target: scratch)
        inner.transform = canvas.transform.concatenating(CGAffineTransform(translationX: CGFloat(-area.x), y: CGFloat(-area.y)))
        inner.alpha = 1
        draw(inner)
        inner.mask(toRoundedRect: rect, cornerRadius: radius, corners: drawnCorners)
        canvas.composite(scratch, atDeviceX: area.x, y: area.y)
    }
}
