import XCTest
@testable import ViewerKit
import UIKit

/// eog's and the browsers' zoom keys work too: Ctrl with = (or +), - and 0 (100%); before,
/// they did nothing.
final class ViewerCtrlZoomKeysTests: XCTestCase {
    func testCtrlPlusMinusAndZero() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 800, height: 622), imageSize: (3000, 2000))
        host.step()
        let fit = viewer.scrollView.zoomScale
        try host.play("key down equal ctrl\nkey up equal ctrl")
        XCTAssertEqual(viewer.scrollView.zoomScale, fit * ViewerController.zoomStep, accuracy: 1e-9, "Ctrl+=")
        try host.play("key down equal ctrl shift\nkey up equal ctrl shift")
        XCTAssertEqual(viewer.scrollView.zoomScale, fit * 2.25, accuracy: 1e-9, "Ctrl++ (Ctrl+Shift+= typing +)")
        try host.play("key down minus ctrl\nkey up minus ctrl")
        XCTAssertEqual(viewer.scrollView.zoomScale, fit * ViewerController.zoomStep, accuracy: 1e-9, "Ctrl+-")
        try host.play("key down 0 ctrl\nkey up 0 ctrl")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9, "Ctrl+0: 100%, as eog's normal size")
        try host.play("key down 0\nkey up 0")
        XCTAssertEqual(viewer.scrollView.zoomScale, fit, accuracy: 1e-9, "0 still fits")
    }
}
