import UIKit

// A photo that opens full screen out of its thumbnail and is dragged down to close, as
// photo browsers (SKPhotoBrowser, Agrume) and countless tutorials write it: a transitioning
// delegate's animator grows the photo from the thumbnail's frame, and a pan gesture drives
// the dismissal through a UIPercentDrivenInteractiveTransition, finishing past a third of
// the way down or on a downward flick, falling back otherwise.

public final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let originFrame: CGRect

    init(isPresenting: Bool, originFrame: CGRect) {
        self.isPresenting = isPresenting
        self.originFrame = originFrame
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else { return }
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = finalFrame
            toView.transform = CGAffineTransform(scaleX: originFrame.width / finalFrame.width,
                                                 y: originFrame.height / finalFrame.height)
            toView.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
            toView.alpha = 0
            containerView.addSubview(toView)

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                toView.transform = .identity
                toView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                fromView.center.y += containerView.bounds.height
                fromView.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

public final class PhotoViewerViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public let imageView = UIImageView()
    let originFrame: CGRect
    let interactor = UIPercentDrivenInteractiveTransition()
    var isInteractive = false

    public init(image: UIImage?, from originFrame: CGRect) {
        self.originFrame = originFrame
        super.init(nibName: nil, bundle: nil)
        imageView.image = image
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)

        let pan = UIPanGestureRecognizer(target: self, action: PhotoViewerViewController.handlePan)
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = max(0, min(1, translation.y / view.bounds.height))

        switch gesture.state {
        case .began:
            isInteractive = true
            dismiss(animated: true, completion: nil)
        case .changed:
            interactor.update(progress)
        case .ended:
            isInteractive = false
            if progress > 0.33 || gesture.velocity(in: view).y > 1000 {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        case .cancelled:
            isInteractive = false
            interactor.cancel()
        default:
            break
        }
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomTransitionAnimator(isPresenting: true, originFrame: originFrame)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomTransitionAnimator(isPresenting: false, originFrame: originFrame)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return isInteractive ? interactor : nil
    }
}
