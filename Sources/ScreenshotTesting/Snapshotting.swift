import Raster
import UIKit

/// How to turn a value into a bitmap for comparison.
public struct Snapshotting<Value> {
    /// Renders the value; throws when it cannot.
    public var render: (Value) throws -> Bitmap

    /// A strategy from its rendering closure.
    public init(render: @escaping (Value) throws -> Bitmap) {
        self.render = render
    }

    /// This strategy applied to another type, through `transform`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        Snapshotting<NewValue> { try render(transform($0)) }
    }
}

extension Snapshotting where Value == Bitmap {
    /// A bitmap as it is.
    public static var bitmap: Snapshotting<Bitmap> { Snapshotting { $0 } }
}

extension Snapshotting where Value: UIView {
    /// The view laid out at `size` (points; its current size when nil) and rendered at
    /// `scale` device pixels per point, transparent where nothing is drawn.
    public static func image(size: CGSize? = nil, scale: CGFloat = 1) -> Snapshotting<Value> {
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

extension Snapshotting where Value: UIViewController {
    /// The controller's view in a window of `size` points (the main screen's size when
    /// nil), laid out and rendered at `scale`, with the appearance calls a shown
    /// controller gets.
    public static func image(size: CGSize? = nil, scale: CGFloat = 1) -> Snapshotting<Value> {
        Snapshotting { controller in
            let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
            window.rootViewController = controller
            window.layoutIfNeeded()
            defer { window.rootViewController = nil }
            guard let bitmap = window.renderedBitmapIfPossible(scale: scale) else {
                throw SnapshotFailure("a window of \(window.bounds.size) points at scale \(scale) is too large to render")
            }
            return bitmap
        }
    }
}
