import Raster
import UIKit

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as it is.
    public static var bitmap: Snapshotting<Bitmap, Bitmap> { Snapshotting { $0 } }
}

extension Snapshotting where Value: UIView, Format == Bitmap {
    /// The view laid out at `size` (points; its current size when nil) and rendered at
    /// `scale` device pixels per point, transparent where nothing is drawn.
    public static func image(size: CGSize? = nil, scale: CGFloat = 1) -> Snapshotting<Value, Bitmap> {
        Snapshotting { view in
            if let size { view.frame = CGRect(origin: view.frame.origin, size: size) }
            view.layoutIfNeeded()
            guard let bitmap = view.renderedBitmapIfPossible(scale: scale) else {
                throw SnapshotFailure("a view of \(view.bounds.size) points at scale \(scale) is too large to render")
            }
            return bitmap
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == Bitmap {
    /// The controller's view in a window of `size` points (the main screen's size when
    /// nil), laid out and rendered at `scale`, with the appearance calls a shown
    /// controller gets.
    public static func image(size: CGSize? = nil, scale: CGFloat = 1) -> Snapshotting<Value, Bitmap> {
        Snapshotting { controller in
            try ControllerWindow.show(controller, size: size) { window in
                guard let bitmap = window.renderedBitmapIfPossible(scale: scale) else {
                    throw SnapshotFailure("a window of \(window.bounds.size) points at scale \(scale) is too large to render")
                }
                return bitmap
            }
        }
    }
}

/// A window that shows a controller for as long as a snapshot takes.
enum ControllerWindow {
    /// Shows `controller` in a window of `size` points (the main screen's when nil), laid
    /// out, calls `body` with the window, then takes the controller out again.
    static func show<Result>(_ controller: UIViewController, size: CGSize?,
                             _ body: (UIWindow) throws -> Result) rethrows -> Result {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
        window.rootViewController = controller
        window.layoutIfNeeded()
        defer { window.rootViewController = nil }
        return try body(window)
    }
}
