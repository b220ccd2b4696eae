import XCTest
@testable import ViewerKit
import UIKit

/// What the first frame shows: the whole image, fitted and centred on the background,
/// with the status bar below it.
final class ViewerRenderingTests: XCTestCase {
    func testFirstFrameShowsTheWholeImageCentred() {
        // 400 x 200 in 300 x 300 fits at 0.75: 300 x 150 points at y 75..<225.
        let (host, _) = makeViewer(size: CGSize(width: 300, height: 300 + ViewerController.statusBarHeight), imageSize: (width: 400, height: 200))
        let frame = host.renderFrame()
        let background = ViewerController.backgroundColor.rasterColor.premultiplied
        let expected: [(x: Int, y: Int, pixel: UInt32, what: String)] = [
            (150, 40, background, "above the image"), (150, 72, background, "just above"),
            (150, 228, background, "just below"), (150, 260, background, "below, above the status bar"),
            (2, 78, quadrantColors[0].premultiplied, "top-left corner"),
            (297, 78, quadrantColors[1].premultiplied, "top-right corner"),
            (2, 221, quadrantColors[2].premultiplied, "bottom-left corner"),
            (297, 221, quadrantColors[3].premultiplied, "bottom-right corner"),
            (148, 148, quadrantColors[0].premultiplied, "left of and above the centre"),
            (151, 151, quadrantColors[3].premultiplied, "right of and below the centre"),
        ]
        for (x, y, pixel, what) in expected {
            XCTAssertEqual(frame[x, y], pixel, "(\(x), \(y)) \(what)")
        }
        // The status bar has the bottom 22 points to itself: dark, with white text.
        let bar = (0..<300).map { frame[$0, 311] }
        let backgroundLevel = Color(premultiplied: background).red
        XCTAssertGreaterThan(bar.filter { Color(premultiplied: $0).red < backgroundLevel }.count, 150,
                             "mostly darker than the background")
        XCTAssertTrue(bar.contains { Color(premultiplied: $0).red > 200 }, "text")
    }

    func testFirstFrameOnA2xScreenIsSharpAndCentred() {
        // 100 x 50 pixels on a 2x screen show at 100%: 50 x 25 points, 100 x 50 pixels.
        let (host, _) = makeViewer(size: CGSize(width: 150, height: 100 + ViewerController.statusBarHeight), scale: 2, imageSize: (width: 100, height: 50))
        let frame = host.renderFrame()
        XCTAssertEqual(frame.width, 300)
        let background = ViewerController.backgroundColor.rasterColor.premultiplied
        // The image covers device pixels 100..<200 x 75..<125.
        XCTAssertEqual(frame[99, 80], background)
        XCTAssertEqual(frame[100, 75], quadrantColors[0].premultiplied)
        XCTAssertEqual(frame[199, 124], quadrantColors[3].premultiplied)
        XCTAssertEqual(frame[200, 124], background)
        XCTAssertEqual(frame[150, 74], background)
    }
}
