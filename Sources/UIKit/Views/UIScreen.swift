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

    /// The screen the application runs on, as UIKit's `UIScreen.main`: the screen of the
    /// host whose frame or input is running now (`FrameLoop.current`; a window also makes
    /// its host current while it loads its root view controller's view, so `viewDidLoad`
    /// sees its host's size and scale), else the display window's (`displayScreen`, the SDL
    /// application's), else `UIScreen.standard`. Headless hosts alive elsewhere never
    /// change what windowless code sees outside their frames, so tests stay independent of
    /// one another.
    public static var main: UIScreen {
        FrameLoop.current?.windows.first?.screen ?? displayScreen ?? standard
    }

    /// The screen of the process's display window, which `main` means outside any host's
    /// frame; the SDL application sets it to its window's screen. Weak: it goes with its
    /// window.
    nonisolated(unsafe) public static weak var displayScreen: UIScreen?

    /// The screen `main` is when no host is current and no display window is open: 1024 x
    /// 768 points at scale 1.
    nonisolated(unsafe) public static let standard = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
}
