import Foundation

/// The geometry of a flip transition, drawn as a 2D approximation: the picture is squashed
/// across the flip axis by `|cos(pi * p)|` at progress `p`, to nothing at the midpoint,
/// where the new picture replaces the old, then widened back. A real flip also shows
/// perspective (the near edge grows); this one keeps both edges straight and equal, so a
/// flip from the left and one from the right draw the same frames.
struct FlipTransition: Equatable {
    /// The axis the view turns about.
    enum Axis: Equatable {
        /// Turning about the vertical axis (from left or right): the width squashes.
        case vertical
        /// Turning about the horizontal axis (from top or bottom): the height squashes.
        case horizontal
    }

    let axis: Axis

    /// How much of its size across the axis the picture keeps at `progress` (0...1).
    func squash(at progress: Double) -> CGFloat {
        CGFloat(abs(cos(Double.pi * min(max(progress, 0), 1))))
    }

    /// Whether the new picture shows at `progress`: from the midpoint on.
    func showsNewPicture(at progress: Double) -> Bool { progress >= 0.5 }

    /// The transform, in the view's own space (about its centre), at `progress`.
    func transform(at progress: Double) -> CGAffineTransform {
        let s = squash(at: progress)
        return axis == .vertical ? CGAffineTransform(scaleX: s, y: 1) : CGAffineTransform(scaleX: 1, y: s)
    }
}
