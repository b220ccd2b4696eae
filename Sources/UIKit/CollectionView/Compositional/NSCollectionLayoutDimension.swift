import Foundation

/// One side of a compositional layout element's size: a fraction of its container's
/// width or height, an absolute length in points, or an estimate in points that the view
/// shown for it replaces with the length it wants (self-sizing).
public final class NSCollectionLayoutDimension: Sendable {
    enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction (0...1 usually) or, for `absolute` and `estimated`, the length in points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    /// `length` points, whatever the container.
    public static func absolute(_ length: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, length) }
    /// About `length` points until the cell or supplementary view shown for the element
    /// says how long it is (`preferredLayoutAttributesFitting(_:)`); a group so sized
    /// takes the length of its items.
    public static func estimated(_ length: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, length) }

    /// True for a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// True for a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// True for a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// True for an estimate in points.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in points inside a container of `container` (points); never negative
    /// or non-finite.
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat = switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
        return value.isFinite ? max(0, value) : 0
    }
}

/// A compositional layout element's width and height.
public final class NSCollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `widthDimension` by `heightDimension`.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of `container` (points).
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// `resolved(in:)` with each estimated side replaced by `measured`'s (points), when a
    /// view has said how large it is.
    func resolved(in container: CGSize, measured: CGSize?) -> CGSize {
        var size = resolved(in: container)
        guard let measured else { return size }
        if widthDimension.isEstimated { size.width = measured.width }
        if heightDimension.isEstimated { size.height = measured.height }
        return size
    }

    /// True when either side is an estimate.
    var hasEstimate: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}

/// The space between a group's items: exactly `fixed` points, or at least `flexible`
/// points with what the items leave of the group shared out between them.
public final class NSCollectionLayoutSpacing: Sendable {
    /// The spacing in points (the least, when flexible).
    public let spacing: CGFloat
    /// True when the items' leftover room is shared out between them.
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
    }

    /// Exactly `spacing` points.
    public static func fixed(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: false) }
    /// At least `spacing` points, the group's leftover room shared out equally.
    public static func flexible(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: true) }

    /// True when the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
