import XCTest
@testable import ViewerKit
import UIKit

final class ZoomFittingTests: XCTestCase {
    func testWideImageFitsTheWidth() {
        let image = CGSize(width: 3000, height: 2000), view = CGSize(width: 1024, height: 768)
        XCTAssertEqual(ZoomFitting.fitScale(imageSize: image, boundsSize: view, screenScale: 1), 1024.0 / 3000)
        XCTAssertEqual(ZoomFitting.maximumScale(imageSize: image, boundsSize: view, screenScale: 1), 8,
                       "8 x 100% beats 8 x fit")
    }

    func testTallImageFitsTheHeight() {
        let image = CGSize(width: 1000, height: 4000), view = CGSize(width: 800, height: 600)
        XCTAssertEqual(ZoomFitting.fitScale(imageSize: image, boundsSize: view, screenScale: 1), 0.15)
        XCTAssertEqual(ZoomFitting.fitScale(imageSize: image, boundsSize: view, screenScale: 2), 0.15,
                       "fitting does not depend on the screen while below 100%")
    }

    func testSmallImageShowsPixelForPixel() {
        let image = CGSize(width: 100, height: 50), view = CGSize(width: 800, height: 600)
        XCTAssertEqual(ZoomFitting.fitScale(imageSize: image, boundsSize: view, screenScale: 1), 1)
        XCTAssertEqual(ZoomFitting.fitScale(imageSize: image, boundsSize: view, screenScale: 2), 0.5,
                       "on a 2x screen 100% is half a point per pixel")
        XCTAssertEqual(ZoomFitting.maximumScale(imageSize: image, boundsSize: view, screenScale: 1), 64,
                       "8 x the scale filling the view (8), past 8 x 100%")
    }

    func testEmptySizesFallBackTo100Percent() {
        XCTAssertEqual(ZoomFitting.fitScale(imageSize: .zero, boundsSize: CGSize(width: 10, height: 10), screenScale: 2), 0.5)
        XCTAssertEqual(ZoomFitting.fitScale(imageSize: CGSize(width: 10, height: 10), boundsSize: .zero, screenScale: 1), 1)
        XCTAssertEqual(ZoomFitting.maximumScale(imageSize: .zero, boundsSize: .zero, screenScale: 1), 8)
        XCTAssertEqual(ZoomFitting.actualSizeScale(screenScale: 0), 1)
    }

    /// A strip fitted whole would be a hairline: its shorter side is fitted to 32 points
    /// (or its own size at 100%, or the window's), and the zoom never goes below one device
    /// pixel on that side. Shapes up to 32:1 fit whole as before.
    func testAThinImageIsFittedNoThinnerThanItsLeastSide() {
        let view = CGSize(width: 1000, height: 700)
        func fitted(_ width: CGFloat, _ height: CGFloat, screenScale: CGFloat = 1, in bounds: CGSize? = nil) -> CGFloat {
            ZoomFitting.fittedScale(imageSize: CGSize(width: width, height: height), boundsSize: bounds ?? view, screenScale: screenScale)
        }
        func least(_ width: CGFloat, _ height: CGFloat, screenScale: CGFloat = 1) -> CGFloat {
            ZoomFitting.minimumScale(imageSize: CGSize(width: width, height: height), boundsSize: view, screenScale: screenScale)
        }
        XCTAssertEqual(fitted(3000, 2000), 1000.0 / 3000, "an ordinary image fits whole")
        XCTAssertEqual(fitted(8000, 256), 1000.0 / 8000, "31:1 still fits whole, 32 points tall")
        XCTAssertEqual(fitted(20000, 100), 0.32, "a strip is 32 points tall, wider than the window")
        XCTAssertEqual(fitted(100, 20000), 0.32, "and a standing one 32 points wide")
        XCTAssertEqual(fitted(20000, 3), 1, "a strip thinner than 32 pixels shows at 100%, never enlarged")
        XCTAssertEqual(fitted(20000, 3, screenScale: 2), 0.5, "100% on a 2x screen")
        XCTAssertEqual(fitted(20000, 100, screenScale: 2), 0.32, "32 points, 64 device pixels")
        XCTAssertEqual(fitted(20000, 100, in: CGSize(width: 1000, height: 20)), 0.2, "no taller than the window")
        XCTAssertEqual(least(3000, 2000), 1000.0 / 3000, "the whole image is the least")
        XCTAssertEqual(least(20000, 100), 0.05, "a 20000 x 100 strip can be zoomed out to 5 pixels, whole")
        XCTAssertEqual(least(20000, 3), 1.0 / 3, "but a 20000 x 3 one only to a pixel, 6667 pixels wide")
        XCTAssertEqual(least(20000, 3, screenScale: 2), 0.5 / 3)
        XCTAssertEqual(ZoomFitting.fittedScale(imageSize: .zero, boundsSize: view, screenScale: 2), 0.5)
    }

    func testCentringInsetsSplitTheLeftoverSpace() {
        let view = CGSize(width: 400, height: 300)
        XCTAssertEqual(ZoomFitting.centringInsets(contentSize: CGSize(width: 400, height: 200), boundsSize: view),
                       UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0))
        XCTAssertEqual(ZoomFitting.centringInsets(contentSize: CGSize(width: 100, height: 100), boundsSize: view),
                       UIEdgeInsets(top: 100, left: 150, bottom: 100, right: 150))
        XCTAssertEqual(ZoomFitting.centringInsets(contentSize: CGSize(width: 900, height: 700), boundsSize: view),
                       .zero, "content larger than the view needs none")
    }

    func testZoomRectCentresThePointWhereTheImageAllows() {
        let image = CGSize(width: 800, height: 400), view = CGSize(width: 400, height: 300)
        XCTAssertEqual(ZoomFitting.zoomRect(around: CGPoint(x: 320, y: 180), scale: 1, imageSize: image, boundsSize: view),
                       CGRect(x: 120, y: 30, width: 400, height: 300))
        XCTAssertEqual(ZoomFitting.zoomRect(around: CGPoint(x: 40, y: 20), scale: 1, imageSize: image, boundsSize: view),
                       CGRect(x: 0, y: 0, width: 400, height: 300), "kept inside the image at the corner")
        XCTAssertEqual(ZoomFitting.zoomRect(around: CGPoint(x: 790, y: 390), scale: 2, imageSize: image, boundsSize: view),
                       CGRect(x: 600, y: 250, width: 200, height: 150), "and at the far corner")
        let mixed = ZoomFitting.zoomRect(around: CGPoint(x: 700, y: 10), scale: 0.6, imageSize: image, boundsSize: view)
        XCTAssertEqual(mixed.minX, 800 - 400 / 0.6, accuracy: 1e-9, "kept inside where the image is wider than the view")
        XCTAssertEqual(mixed.minY, -50, accuracy: 1e-9, "centred on the image where it is smaller than the view")
        XCTAssertEqual(mixed.width, 400 / 0.6, accuracy: 1e-9)
        XCTAssertEqual(mixed.height, 500, accuracy: 1e-9)
    }
}
