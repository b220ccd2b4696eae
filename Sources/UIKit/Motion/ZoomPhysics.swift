/// The numbers and damping functions of zooming, each with its source.
///
/// Sources as in `ScrollPhysics`: (A) Apple, (R) read off iOS, (O) other engines.
public enum ZoomPhysics {
    /// The zoom factor of one Ctrl+wheel notch, as in desktop viewers and browsers (O).
    public static let wheelNotchScale: Double = 1.1

    /// The wheel delta, in pixels, that scales by a factor of e for precise (trackpad or
    /// high-resolution wheel) deltas: `scale = exp(−delta / 100)`, as browsers do (O).
    public static let preciseWheelDeltaPerE: Double = 100

    /// The zoom factor for a precise wheel delta in pixels; scrolling up (negative delta)
    /// zooms in.
    public static func scale(forPreciseWheelDelta delta: Double) -> Double {
        exp(-delta / preciseWheelDeltaPerE)
    }

    /// The scale shown for a pinch that asks for `scale` with `bouncesZoom`: unchanged
    /// within the limits, damped beyond them (A/R).
    ///
    /// Above the maximum `max·(2 − max / s)`, which approaches `2·max`; below the minimum
    /// `min / (2 − s / min)`, which approaches `min / 2`. Both meet the undamped scale with
    /// slope 1 at the limit, so the damping starts without a kink. With a maximum of 4, a
    /// pinch to 8 shows 6 and to 16 shows 7; with a minimum of 1, a pinch to 0.5 shows 2/3.
    /// Scales below 0 count as 0; a maximum below the minimum counts as the minimum.
    public static func dampedScale<T: BinaryFloatingPoint>(_ scale: T, minimum: T, maximum: T) -> T {
        let maximum = max(maximum, minimum)
        if scale > maximum {
            return maximum * (2 - maximum / scale)
        }
        if scale < minimum, minimum > 0 {
            return minimum / (2 - max(scale, 0) / minimum)
        }
        return scale
    }

    /// The pinch scale that `dampedScale(_:minimum:maximum:)` shows as `damped`: for a pinch
    /// that starts while the zoom is still beyond a limit (during the bounce back).
    ///
    /// Above the maximum `max² / (2·max − y)`; below the minimum `min·(2 − min / y)`. Values
    /// the damping cannot produce (from `2·max` up, or `min / 2` and below) are taken as
    /// just inside that range, so the result stays finite and not negative.
    public static func undampedScale<T: BinaryFloatingPoint>(_ damped: T, minimum: T, maximum: T) -> T {
        let maximum = max(maximum, minimum)
        if damped > maximum {
            let y = min(damped, 2 * maximum * (1 - T(1e-9)))
            return maximum * maximum / (2 * maximum - y)
        }
        if damped < minimum, minimum > 0 {
            let y = max(damped, minimum / 2)
            return minimum * (2 - minimum / y)
        }
        return damped
    }
}

extension ZoomPhysics {
    /// How long a zoom bounce (back to a limit after a pinch past it), an animated
    /// `setZoomScale` or `zoom(to:animated:)` takes, in seconds (ours: as long as an
    /// animated scroll, 0.3 s, on the same `(1 - cos(πt)) / 2` curve, so zooms and scrolls
    /// feel alike).
    public static let animationDuration: TimeInterval = 0.3
}
