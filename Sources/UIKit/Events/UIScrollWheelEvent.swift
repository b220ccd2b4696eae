import Foundation

/// A wheel or trackpad scroll, offered to the view under the pointer and its ancestors
/// through `UIView.scrollWheel(_:)` until one accepts it. UIKit on iOS has no public type
/// for this (trackpad scrolling reaches scroll views through their pan recognizer); ours
/// goes to views directly, as the design asks: wheel scrolling pans with no touch delay.
public final class UIScrollWheelEvent: UIEvent {
    /// Points one wheel notch (line) scrolls. Browsers use 40 to 100 px a notch (Firefox
    /// about 3 lines of 19 px, Chrome 100 px); 40 pt keeps a notch at about two lines of
    /// body text, which suits both reading and image panning.
    public static let pointsPerLine: CGFloat = 40

    /// How far the content should scroll, in points: positive y towards the bottom of the
    /// content (`contentOffset.y` grows), positive x towards its right. Notched wheels'
    /// deltas arrive here already multiplied by `pointsPerLine`.
    public let delta: CGPoint
    /// True for trackpads and smooth wheels, whose deltas are points; false for notched
    /// wheels.
    public let isPrecise: Bool
    /// Modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The pointer's position in window coordinates, in points.
    let locationInWindow: CGPoint
    /// The window the pointer is over.
    public private(set) weak var window: UIWindow?

    /// A scroll of `delta` (points) at `location` (window points) at `timestamp` seconds.
    public init(delta: CGPoint, isPrecise: Bool, location: CGPoint, modifierFlags: UIKeyModifierFlags = [],
                timestamp: TimeInterval, window: UIWindow?) {
        self.delta = delta
        self.isPrecise = isPrecise
        self.modifierFlags = modifierFlags
        self.locationInWindow = location
        self.window = window
        super.init(timestamp: timestamp, touches: [])
        destinationWindow = window
    }

    override public var type: EventType { .scroll }

    /// The delta in wheel notches (lines): `delta / pointsPerLine`.
    public var deltaInLines: CGPoint {
        CGPoint(x: delta.x / UIScrollWheelEvent.pointsPerLine, y: delta.y / UIScrollWheelEvent.pointsPerLine)
    }

    /// The pointer's position in `view`'s coordinates (window coordinates when nil), in points.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }
}
