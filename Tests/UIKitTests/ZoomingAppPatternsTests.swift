import XCTest
@testable import UIKit

/// The app-side patterns issue 7 names, written as an iOS app writes them: centring
/// content smaller than the view in `scrollViewDidZoom`, and double-tap to zoom with a
/// `UITapGestureRecognizer` and `zoom(to:animated:)`. The scroll view itself never centres.
final class ZoomingAppPatternsTests: XCTestCase {
    /// A photo screen as iOS apps build one.
    final class PhotoController: UIViewController, UIScrollViewDelegate {
        let scrollView = UIScrollView()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 400))

        override func viewDidLoad() {
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.delegate = self
            scrollView.addSubview(photo)
            scrollView.contentSize = photo.frame.size
            scrollView.minimumZoomScale = 0.5
            scrollView.maximumZoomScale = 4
            view.addSubview(scrollView)
            let doubleTap = UITapGestureRecognizer(target: self, action: PhotoController.handleDoubleTap)
            doubleTap.numberOfTapsRequired = 2
            scrollView.addGestureRecognizer(doubleTap)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

        /// The classic centring: inset the content by half the leftover space.
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            let dx = max(0, (scrollView.bounds.width - scrollView.contentSize.width) / 2)
            let dy = max(0, (scrollView.bounds.height - scrollView.contentSize.height) / 2)
            scrollView.contentInset = UIEdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
        }

        func handleDoubleTap(_ tap: UITapGestureRecognizer) {
            if scrollView.zoomScale > scrollView.minimumZoomScale {
                scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            } else {
                let point = tap.location(in: photo)
                let size = CGSize(width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
                scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                           width: size.width, height: size.height), animated: true)
            }
        }
    }

    func testScrollViewItselfDoesNotCentreSmallContent() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        final class Zoomer: UIScrollViewDelegate {
            let v: UIView
            init(_ v: UIView) { self.v = v }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { v }
        }
        let delegate = Zoomer(small)
        scroll.addSubview(small)
        scroll.delegate = delegate
        scroll.minimumZoomScale = 0.25
        scroll.maximumZoomScale = 1
        scroll.zoomScale = 0.25
        XCTAssertEqual(small.frame, CGRect(x: 0, y: 0, width: 200, height: 100), "sticks to the top-left corner")
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    func testCentringInScrollViewDidZoomAndDoubleTapToZoom() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let controller = PhotoController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        let scroll = controller.scrollView
        scroll.zoomScale = 0.5
        XCTAssertEqual(scroll.contentInset, UIEdgeInsets(top: 100, left: 0, bottom: 100, right: 0))
        XCTAssertEqual(controller.photo.convert(CGPoint(x: 400, y: 200), to: host.window), CGPoint(x: 200, y: 200),
                       "the photo's centre is the view's centre")
        // Double tap at the photo point (600, 100), shown at (300, 150) on screen.
        for _ in 0..<2 {
            host.send(.touchDown(id: 0, location: CGPoint(x: 300, y: 150)))
            host.step()
            host.send(.touchUp(id: 0, location: CGPoint(x: 300, y: 150)))
            host.step()
        }
        host.runUntilIdle()
        XCTAssertEqual(scroll.zoomScale, 2, "a 200-pt rect fills the 400-pt view")
        let shown = controller.photo.convert(CGPoint(x: 600, y: 100), to: host.window)
        XCTAssertEqual(shown.x, 200, accuracy: 1e-6, "the tapped point comes to the centre")
        XCTAssertEqual(shown.y, 200, accuracy: 1e-6)
        for _ in 0..<2 {
            host.send(.touchDown(id: 0, location: CGPoint(x: 200, y: 200)))
            host.step()
            host.send(.touchUp(id: 0, location: CGPoint(x: 200, y: 200)))
            host.step()
        }
        host.runUntilIdle()
        XCTAssertEqual(scroll.zoomScale, 0.5, "a second double tap zooms back out")
        let centre = controller.photo.convert(CGPoint(x: 400, y: 200), to: host.window)
        XCTAssertEqual(centre.x, 200, accuracy: 1e-6, "centred again by the insets the delegate set while zooming")
        XCTAssertEqual(centre.y, 200, accuracy: 1e-6)
    }
}
