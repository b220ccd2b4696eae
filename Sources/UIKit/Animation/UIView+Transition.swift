import Foundation

extension UIView {
    /// Changes `view`'s content with a transition, as UIKit's: `animations` runs at once
    /// (its changes are not animated one by one), then over `duration` seconds the screen
    /// goes from a picture of the view before to a picture after, as the options'
    /// transition asks (`.transitionCrossDissolve`, `.transitionFlipFromLeft`/`Right`/
    /// `Top`/`Bottom`, `.transitionCurlUp`/`Down`, with the options' curve), while the view
    /// itself is hidden beneath.
    /// Without a transition option the block animates as in
    /// `animate(withDuration:delay:options:animations:completion:)`. The view takes no
    /// touches during the transition unless `.allowUserInteraction` is given.
    /// `completion(finished)` runs when it ends, with false when another transition of the
    /// same view cut it short.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let style = options.transition else {
            animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {},
                    completion: completion)
            return
        }
        ViewTransition.running(on: view)?.end(finished: false)
        let before = animationsEnabled && duration > 0 ? view.renderedBitmapIfPossible(scale: view.snapshotScale) : nil
        performWithoutAnimation {
            animations?()
            view.layoutIfNeeded()
        }
        guard let before, let after = view.renderedBitmapIfPossible(scale: view.snapshotScale) else {
            // Nothing to draw between: the change is made; the completion follows on the
            // next frame, as an animation's would.
            animate(withDuration: 0, animations: {}, completion: completion)
            return
        }
        let transition = ViewTransition(view: view, style: style, before: before, after: after,
                                        scale: view.snapshotScale, options: options, completion: completion)
        transition.start(duration: duration)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition, as
    /// UIKit's: `toView` takes `fromView`'s place among the subviews and `fromView` is
    /// removed (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown
    /// instead); the transition runs on the superview (`transition(with:...)`).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if toView.superview !== container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index)
                }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            animate(withDuration: 0, animations: {}, completion: completion)
            return
        }
        if options.transition == nil {
            // No transition to draw: the swap is immediate, as in UIKit.
            swap()
            animate(withDuration: 0, animations: {}, completion: completion)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}

/// One transition in flight: a picture above the view (which is hidden beneath, through
/// its presented alpha, leaving its model alpha alone) that goes from the old picture to
/// the new, stepped by the view's host's animation driver. A view with no superview (a
/// window) gets the picture as its top subview instead, its other subviews hidden: the
/// picture then draws over the view's own background, exact where that is opaque.
final class ViewTransition {
    /// The transitions running, by view (one per view), held weakly: the driver's entry
    /// keeps a transition alive, so one whose host goes away goes with it. Main thread only.
    nonisolated(unsafe) private static var registry: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var transition: ViewTransition? }

    /// The transition running on `view`, if any.
    static func running(on view: UIView) -> ViewTransition? {
        registry[ObjectIdentifier(view)]?.transition
    }

    private let view: UIView
    private let overlay: SnapshotView
    /// The views hidden under the picture: the view, or the subviews of a view with no superview.
    private let hidden: [UIView]
    /// The picture's transform when not flipping (the view's, or none inside the view).
    private let baseTransform: CGAffineTransform
    private let style: ViewTransitionStyle
    private let before: UIImage
    private let after: UIImage
    /// The dissolve's blend, drawn by `overlay` (a crossDissolve only).
    private let blend: (bitmap: Bitmap, image: UIImage)?
    /// The curl drawn over `overlay` (a curl of two pictures of one size only).
    private let curlView: CurlPictureView?
    private var completion: ((Bool) -> Void)?
    private var isEnded = false
    private let curve: TimingCurve
    private var animationID: AnimationDriver.ID?
    private weak var driver: AnimationDriver?

    init(view: UIView, style: ViewTransitionStyle, before: Bitmap, after: Bitmap,
         scale: CGFloat, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.view = view
        self.style = style
        self.before = UIImage(bitmap: before, scale: scale)
        self.after = UIImage(bitmap: after, scale: scale)
        self.completion = completion
        self.curve = options.curve
        if style == .crossDissolve, before.width == after.width, before.height == after.height,
           let bitmap = Bitmap(width: before.width, height: before.height, zeroed: false) {
            // Filled half way before the image is made, so its opacity (worked out once) is
            // that of every blend strictly between the two pictures.
            bitmap.storeDissolve(from: before, to: after, fraction: 0.5)
            blend = (bitmap, UIImage(bitmap: bitmap, scale: scale))
        } else {
            blend = nil
        }
        overlay = SnapshotView(image: self.before, frame: .zero)
        overlay.bounds = CGRect(origin: .zero, size: view.bounds.size)
        if case let .curl(direction) = style, before.width == after.width, before.height == after.height {
            let curl = CurlTransition(direction: direction)
            let (leaf, beneath) = curl.pictures(before: before, after: after)
            let pages = PageCurlPages(front: RasterImage(bitmap: leaf), beneath: RasterImage(bitmap: beneath))
            let size = CGSize(width: before.width, height: before.height)
            let curlView = CurlPictureView(pages: pages, scale: scale, geometry: curl.geometry(at: 0, size: size),
                                           frame: CGRect(x: 0, y: 0, width: CGFloat(before.width) / scale,
                                                         height: CGFloat(before.height) / scale))
            overlay.addSubview(curlView)
            self.curlView = curlView
        } else {
            curlView = nil
        }
        overlay.isUserInteractionEnabled = !options.contains(.allowUserInteraction)
        if let superview = view.superview {
            hidden = [view]
            baseTransform = view.transform
            overlay.center = view.center
            superview.insertSubview(overlay, aboveSubview: view)
        } else {
            hidden = view.subviews
            baseTransform = .identity
            overlay.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            view.addSubview(overlay)
        }
        overlay.transform = baseTransform
        for v in hidden { v.setPresented(.alpha(0)) }
    }

    func start(duration: TimeInterval) {
        let loop = view.motionLoop
        let driver = loop.animations
        self.driver = driver
        ViewTransition.registry = ViewTransition.registry.filter { $0.value.transition != nil }
        ViewTransition.registry[ObjectIdentifier(view)] = Weak(transition: self)
        let timing = ViewAnimationTiming(startTime: loop.now, duration: duration, shape: .curve(curve),
                                         repeats: false, autoreverses: false)
        animationID = driver.add(timing, apply: { [self] timing in
            show(progress: timing.progress)
        }, completion: { [self] finished in
            end(finished: finished)
        })
    }

    /// Draws the transition at `progress` (0...1 along the curve).
    func show(progress: Double) {
        switch style {
        case .crossDissolve:
            if progress <= 0 {
                overlay.image = before
            } else if progress >= 1 {
                overlay.image = after
            } else if let blend {
                blend.bitmap.storeDissolve(from: before.rasterImage.bitmap, to: after.rasterImage.bitmap,
                                           fraction: progress)
                overlay.image = blend.image
            } else {
                overlay.image = progress < 0.5 ? before : after
            }
        case let .flip(axis):
            let flip = FlipTransition(axis: axis)
            overlay.image = flip.showsNewPicture(at: progress) ? after : before
            // At the midpoint the picture has no width: nothing to draw, and no singular transform.
            let edgeOn = flip.squash(at: progress) < 1e-3
            overlay.isHidden = edgeOn
            overlay.transform = edgeOn ? baseTransform : flip.transform(at: progress).concatenating(baseTransform)
        case let .curl(direction):
            let curl = CurlTransition(direction: direction)
            guard let curlView else {
                // Pictures of two sizes: no curl between them, the new one from half way.
                overlay.image = progress < 0.5 ? before : after
                return
            }
            curlView.geometry = curl.geometry(at: progress, size: curlView.geometry.leafSize)
        }
    }

    /// Takes the picture away and shows the view again; runs the completion once.
    func end(finished: Bool) {
        guard !isEnded else { return }
        isEnded = true
        let completion = self.completion
        self.completion = nil
        if ViewTransition.running(on: view) === self {
            ViewTransition.registry[ObjectIdentifier(view)] = nil
        }
        if let animationID, let driver, driver.contains(animationID) {
            self.animationID = nil
            driver.cancel(animationID, finished: false)
        }
        overlay.removeFromSuperview()
        for v in hidden { v.clearPresented(.alpha) }
        completion?(finished)
    }
}
