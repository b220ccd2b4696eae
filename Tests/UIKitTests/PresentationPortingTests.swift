import XCTest
import UIKit

/// iOS code around presentation, transitions and property animators, as apps write it,
/// compiled against the public API only (no `@testable`) and run on a headless host.
private final class PhotoDetailViewController: UIViewController {
    let imageView = UIImageView(frame: .zero)
    var transitions: [CGSize] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        view.backgroundColor = .black
        imageView.frame = view.bounds
        view.addSubview(imageView)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        coordinator.animate(alongsideTransition: { _ in
            self.imageView.frame = CGRect(origin: .zero, size: size)
        }, completion: nil)
    }

    func close() {
        presentingViewController?.dismiss(animated: true, completion: nil)
    }
}

final class PresentationPortingTests: XCTestCase {
    func testGalleryStyleCodeRuns() throws {
        let host = HeadlessHost(size: CGSize(width: 120, height: 90))
        let gallery = UIViewController()
        host.window.rootViewController = gallery
        let detail = PhotoDetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.modalTransitionStyle = .crossDissolve
        gallery.present(detail, animated: true, completion: nil)
        host.advance(by: 1)
        XCTAssertTrue(gallery.presentedViewController === detail)
        XCTAssertEqual(detail.title, "Photo")

        try host.resize(to: CGSize(width: 90, height: 120))
        XCTAssertEqual(detail.transitions, [CGSize(width: 90, height: 120)])
        XCTAssertEqual(detail.imageView.frame.size, CGSize(width: 90, height: 120))

        let image = UIImage(bitmap: Bitmap(width: 4, height: 4))
        UIView.transition(with: detail.imageView, duration: 0.3, options: .transitionCrossDissolve,
                          animations: { detail.imageView.image = image }, completion: nil)
        let snapshot = detail.view.snapshotView(afterScreenUpdates: false)
        XCTAssertEqual(snapshot?.bounds.size, CGSize(width: 90, height: 120))

        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
            detail.imageView.alpha = 0
        }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { position in ended = position }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        XCTAssertEqual(detail.imageView.alpha, 0)
        animator.startAnimation()
        host.advance(by: 1)
        XCTAssertEqual(ended, .end)

        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: .curveEaseInOut, animations: {
            detail.view.backgroundColor = .white
        }, completion: nil)
        detail.close()
        host.advance(by: 1)
        XCTAssertNil(gallery.presentedViewController)
        XCTAssertNil(detail.view.window)
    }
}
