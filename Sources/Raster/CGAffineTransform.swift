import Foundation

/// An affine transform, CoreGraphics's `CGAffineTransform`: it maps (x, y) to
/// (a·x + c·y + tx, b·x + d·y + ty). Foundation on Linux lacks it, so Raster provides it
/// with CoreGraphics's names and semantics (row vectors: `t1.concatenating(t2)` applies
/// `t1` first, then `t2`).
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The entries of the matrix `[a b 0; c d 0; tx ty 1]`.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation by (`tx`, `ty`), in the units of the space it applies to.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive turns +x towards +y (clockwise on a
    /// y-down screen, as in UIKit).
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// True when the transform maps axis-aligned rectangles to axis-aligned rectangles
    /// (no rotation or shear, up to quarter-free scaling and translation).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by (`tx`, `ty`) applied before `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`) applied before `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform; a singular transform is returned unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// This point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size mapped by the linear part of `t` (translation ignored), as CoreGraphics does;
    /// components may come out negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four mapped corners of this
    /// rectangle, as CoreGraphics does. A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let x0 = t.a * r.minX + t.c * r.minY, x1 = t.a * r.maxX + t.c * r.minY
        let x2 = t.a * r.minX + t.c * r.maxY, x3 = t.a * r.maxX + t.c * r.maxY
        let y0 = t.b * r.minX + t.d * r.minY, y1 = t.b * r.maxX + t.d * r.minY
        let y2 = t.b * r.minX + t.d * r.maxY, y3 = t.b * r.maxX + t.d * r.maxY
        let minX = Swift.min(Swift.min(x0, x1), Swift.min(x2, x3))
        let maxX = Swift.max(Swift.max(x0, x1), Swift.max(x2, x3))
        let minY = Swift.min(Swift.min(y0, y1), Swift.min(y2, y3))
        let maxY = Swift.max(Swift.max(y0, y1), Swift.max(y2, y3))
        return CGRect(x: minX + t.tx, y: minY + t.ty, width: maxX - minX, height: maxY - minY)
    }
}
