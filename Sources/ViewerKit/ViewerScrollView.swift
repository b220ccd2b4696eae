import UIKit

/// The viewer's scroll view: a notched mouse wheel zooms about the pointer, as in imv,
/// nsxiv and eog, while a trackpad's precise two-finger scroll pans, and so does the wheel
/// with Shift held (across, as in any scroll view); Ctrl+wheel always zooms. With
/// `wheelZooms` off (`--wheel scroll`) the wheel pans as in any scroll view.
///
/// The zoom is the scroll view's own Ctrl+wheel pinch (the notch is handed on with Ctrl
/// held), so it keeps the point under the pointer where it is and, past the fit scale,
/// gives a little and bounces back (`bouncesZoom`), exactly as Ctrl+wheel does.
public final class ViewerScrollView: UIScrollView {
    /// Whether a notched wheel zooms (the default) rather than pans.
    public var wheelZooms = true

    /// A notched wheel without Ctrl or Shift zooms; everything else scrolls.
    override public func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        // Shift is the desktop's "scroll across"; handed on with Ctrl it would read as a turn.
        guard wheelZooms, !event.isPrecise, event.modifierFlags.isDisjoint(with: [.control, .shift]), event.delta.y != 0,
              let window = event.window else {
            return super.scrollWheel(event)
        }
        let zoom = UIScrollWheelEvent(delta: CGPoint(x: 0, y: event.delta.y), isPrecise: false,
                                      location: event.location(in: nil),
                                      modifierFlags: event.modifierFlags.union(.control),
                                      timestamp: event.timestamp, window: window)
        UIApplication.shared.sendEvent(zoom)
        return true
    }
}
