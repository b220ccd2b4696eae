import Foundation

/// The display a window shows on, as UIKit's `UIScreen`: its size in points and how many
/// device pixels make a point.
public final class UIScreen {
    /// The screen's extent, in points; the host updates it when the window changes size.
    public var bounds: CGRect
    /// Device pixels per point: 1 on ordinary displays, 2 on HiDPI ones; the host updates
    /// it when the window moves to another display.
    public var scale: CGFloat {
        didSet { if !(scale > 0 && scale.isFinite) { scale = 1 } }
    }

    /// A screen of `bounds` (points) at `scale` pixels per point.
    public init(bounds: CGRect, scale: CGFloat = 1) {
        self.bounds = bounds
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The screen the application runs on; the host updates it when the window changes
    /// displays or size.
    nonisolated(unsafe) public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
}
