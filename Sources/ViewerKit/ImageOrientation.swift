import UIKit

/// How the viewer turns and mirrors the image: a quarter-turn count and a mirror, as one
/// of the eight symmetries of a rectangle. The transform is the mirror (in the screen's
/// horizontal direction) after the clockwise turns; each key composes with what is shown,
/// so `r` then `|` mirrors the turned image as the user sees it.
public struct ImageOrientation: Equatable, Sendable {
    /// Clockwise quarter turns, 0...3.
    public private(set) var quarterTurns = 0
    /// Whether the turned image is mirrored left to right.
    public private(set) var isMirrored = false

    /// Upright, not mirrored.
    public init() {}

    /// The orientation an EXIF Orientation value (1...8, `PNGHeader.exifOrientation`) asks
    /// for: the stored pixels turned and mirrored so that they show as the camera or the
    /// editor meant. Upright for nil or a value outside 1...8.
    public init(exifOrientation: Int?) {
        // (clockwise quarter turns, then mirrored left to right), for 1...8: as stored,
        // mirrored, 180°, mirrored top to bottom (a mirrored half turn), transposed (a turn
        // clockwise, mirrored), 90° clockwise, transversed (a turn counter-clockwise,
        // mirrored), 90° counter-clockwise.
        let table = [(0, false), (0, true), (2, false), (2, true), (1, true), (1, false), (3, true), (3, false)]
        guard let value = exifOrientation, (1...8).contains(value) else { return }
        (quarterTurns, isMirrored) = table[value - 1]
    }

    /// Turns what is shown 90° clockwise (`counterclockwise`: the other way).
    public mutating func rotate(counterclockwise: Bool = false) {
        // Turning a mirrored image clockwise is the mirror of turning it the other way.
        let step = counterclockwise != isMirrored ? 3 : 1
        quarterTurns = (quarterTurns + step) % 4
    }

    /// Mirrors what is shown left to right.
    public mutating func flipHorizontally() {
        isMirrored.toggle()
    }

    /// Mirrors what is shown top to bottom: a left-right mirror and a half turn.
    public mutating func flipVertically() {
        isMirrored.toggle()
        quarterTurns = (quarterTurns + 2) % 4
    }

    /// This orientation with the file's part of it, `old`, replaced by `new`: the turns
    /// and mirrors made on top of `old` (`rotate`, the flips, each composing with what is
    /// shown) made on top of `new` instead, as though the file had said `new` from the
    /// start.
    public func replacingFileOrientation(_ old: ImageOrientation, with new: ImageOrientation) -> ImageOrientation {
        // Shown = file then user: the user's part is the old file's inverse then shown.
        let wanted = new.transform.concatenating(old.transform.inverted()).concatenating(transform)
        for quarterTurns in 0..<4 {
            for isMirrored in [false, true] {
                var candidate = ImageOrientation()
                (candidate.quarterTurns, candidate.isMirrored) = (quarterTurns, isMirrored)
                if candidate.transform == wanted { return candidate }
            }
        }
        preconditionFailure("the symmetries of a rectangle are closed under composition")
    }

    /// Whether width and height trade places.
    public var swapsAxes: Bool { quarterTurns % 2 == 1 }

    /// The size of an image of `size` once oriented.
    public func orientedSize(_ size: CGSize) -> CGSize {
        swapsAxes ? CGSize(width: size.height, height: size.width) : size
    }

    /// The transform about the image's centre, with exact entries (0 and ±1): y grows
    /// downwards, so a clockwise quarter turn maps (x, y) to (-y, x).
    public var transform: CGAffineTransform {
        let turns: [(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat)] = [(1, 0, 0, 1), (0, 1, -1, 0), (-1, 0, 0, -1), (0, -1, 1, 0)]
        let t = turns[quarterTurns]
        let m: CGFloat = isMirrored ? -1 : 1
        return CGAffineTransform(a: m * t.a, b: t.b, c: m * t.c, d: t.d, tx: 0, ty: 0)
    }
}
