import Foundation

/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`. A desktop
/// window does not rotate; its orientation is its aspect: portrait when it is at least as
/// tall as wide, landscape otherwise (`init(size:)`).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known yet (no size).
    case unknown
    /// Taller than wide, the right way up.
    case portrait
    /// Taller than wide, upside down (never reported by a window's aspect).
    case portraitUpsideDown
    /// Wider than tall, home button on the left (never reported by a window's aspect).
    case landscapeLeft
    /// Wider than tall: what a window's aspect reports for landscape.
    case landscapeRight

    /// The orientation a window of `size` (points) has: `.portrait` when its height is at
    /// least its width, `.landscapeRight` when it is wider, `.unknown` when empty.
    public init(size: CGSize) {
        if !(size.width > 0 && size.height > 0) {
            self = .unknown
        } else {
            self = size.height >= size.width ? .portrait : .landscapeRight
        }
    }

    /// True for both portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for both landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
