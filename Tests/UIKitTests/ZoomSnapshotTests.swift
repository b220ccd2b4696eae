import XCTest
import ScreenshotTesting
@testable import UIKit

/// A zoomed image in a scroll view at several scales and mid-bounce, against references.
final class ZoomSnapshotTests: XCTestCase {
    private final class Zoomer: UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    private func makeScene() -> (HeadlessHost, UIScrollView, Zoomer) {
        let host = HeadlessHost(size: CGSize(width: 160, height: 120))
        host.window.backgroundColor = .darkGray
        let scroll = UIScrollView(frame: host.window.bounds)
        let imageView = UIImageView(image: UIImage(bitmap: makeTestPicture(width: 160, height: 120)))
        scroll.addSubview(imageView)
        scroll.contentSize = imageView.frame.size
        let zoomer = Zoomer(imageView)
        scroll.delegate = zoomer
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        host.window.addSubview(scroll)
        return (host, scroll, zoomer)
    }

    func testZoomedImageAtSeveralScales() {
        let (host, scroll, zoomer) = makeScene()
        for scale in [0.5, 1, 2.5, 4] as [CGFloat] {
            scroll.setZoomScale(scale, animated: false)
            assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "scale-\(scale)")
        }
        withExtendedLifetime(zoomer) {}
    }

    func testMidBounceAfterPinchPastTheMaximum() {
        let (host, scroll, zoomer) = makeScene()
        scroll.setZoomScale(4, animated: false)
        host.send(.wheel(location: CGPoint(x: 40, y: 30), delta: CGPoint(x: 0, y: -4), isPrecise: false, modifiers: .control))
        XCTAssertEqual(scroll.zoomScale, 4 * (2 - 4 / (4 * pow(1.1, 4))), accuracy: 1e-9, "damped past the maximum")
        host.advance(by: 0.2)   // the wheel pinch ends 0.2 s after its last notch
        XCTAssertTrue(scroll.isZoomBouncing)
        host.runFrames(9)       // half of the 0.3 s bounce
        XCTAssertTrue(scroll.isZoomBouncing)
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "mid-bounce")
        host.runUntilIdle()
        XCTAssertEqual(scroll.zoomScale, 4)
        withExtendedLifetime(zoomer) {}
    }
}
