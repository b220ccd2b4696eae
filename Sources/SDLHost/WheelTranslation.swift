import Foundation

/// SDL wheel amounts as `HostInput.wheel` deltas.
///
/// SDL2 reports every wheel and trackpad scroll in notches (`preciseX`/`preciseY`,
/// SDL 2.0.18+: positive y away from the user, positive x to the right) and does not say
/// which device sent it. The heuristic: a fractional amount can only come from a smooth
/// device (trackpad, free-spinning or high-resolution wheel), so it is precise; whole
/// amounts are notches, unless a precise scroll came within `preciseStreamGap`, since a
/// trackpad's stream of small fractions now and then lands on a whole number, and one
/// notch-sized jump mid-gesture would be felt.
///
/// Precise amounts become points at `pointsPerPreciseUnit`; notches stay notches
/// (UIKit's `UIScrollWheelEvent.pointsPerLine` turns them into points).
struct WheelTranslation {
    /// Points per unit of SDL's precise amount. SDL makes trackpad pixels into notches by
    /// dividing by 10 (Wayland's `WAYLAND_WHEEL_AXIS_UNIT`, Cocoa's 0.1 factor for precise
    /// deltas), so 10 points a unit scrolls a trackpad as far as native applications do.
    static let pointsPerPreciseUnit: CGFloat = 10
    /// A whole amount this soon after a precise one (seconds) is still part of a smooth
    /// device's stream: trackpads send events every 8-16 ms while fingers move.
    static let preciseStreamGap: TimeInterval = 0.25

    private var lastPreciseTime: TimeInterval?

    /// The delta and precision of a wheel event of `x`, `y` notches (SDL's signs) at `time`
    /// seconds; `flipped` for SDL_MOUSEWHEEL_FLIPPED ("natural" scrolling), whose amounts
    /// SDL reports negated. Returns the delta in `HostInput.wheel`'s convention: positive
    /// y scrolls towards the bottom of the content, positive x towards its right.
    mutating func delta(x: Float, y: Float, flipped: Bool, at time: TimeInterval) -> (delta: CGPoint, isPrecise: Bool) {
        let sign: CGFloat = flipped ? -1 : 1
        // SDL's y is positive away from the user, which scrolls up: the opposite of ours.
        var d = CGPoint(x: sign * CGFloat(x), y: -sign * CGFloat(y))
        let fractional = x != x.rounded() || y != y.rounded()
        let inStream = lastPreciseTime.map { time - $0 <= Self.preciseStreamGap && time >= $0 } ?? false
        let precise = fractional || inStream
        if precise {
            lastPreciseTime = time
            d = CGPoint(x: d.x * Self.pointsPerPreciseUnit, y: d.y * Self.pointsPerPreciseUnit)
        }
        return (d, precise)
    }
}
