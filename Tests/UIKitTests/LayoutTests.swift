import XCTest
@testable import UIKit

final class LayoutTests: XCTestCase {
    final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    func testLayoutRunsOnceWhenRequestedAndOnSizeChange() {
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        XCTAssertEqual(root.layouts, 1)
        XCTAssertEqual(child.layouts, 1)
        root.layoutIfNeeded()
        XCTAssertEqual(root.layouts, 1, "nothing requested: no layout")
        child.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(root.layouts, 1, "only the requesting view lays out")
        XCTAssertEqual(child.layouts, 2)
        root.bounds.origin = CGPoint(x: 5, y: 5)
        root.layoutIfNeeded()
        XCTAssertEqual(root.layouts, 1, "moving the origin does not request layout")
        root.frame.size = CGSize(width: 50, height: 50)
        root.layoutIfNeeded()
        XCTAssertEqual(root.layouts, 2)
    }

    func testAutoresizingFlexibleWidthAndMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        stretch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let proportional = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 20))
        proportional.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for v in [stretch, pinnedRight, centred, proportional] { parent.addSubview(v) }
        parent.frame.size = CGSize(width: 400, height: 300)
        XCTAssertEqual(stretch.frame, CGRect(x: 10, y: 10, width: 380, height: 280))
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 350, y: 0, width: 40, height: 20))
        XCTAssertEqual(centred.frame, CGRect(x: 150, y: 0, width: 100, height: 20))
        // Margins 20 + width 60 + right 120 = 200 share +200 in proportion: x 40, width 120.
        XCTAssertEqual(proportional.frame, CGRect(x: 40, y: 0, width: 120, height: 20))
    }

    func testWindowResizeRelayoutsRootViewController() {
        final class VC: UIViewController {
            var laidOut: [CGSize] = []
            override func viewDidLayoutSubviews() { laidOut.append(view.bounds.size) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = VC()
        window.rootViewController = vc
        window.layoutIfNeeded()
        window.frame.size = CGSize(width: 640, height: 400)
        window.layoutIfNeeded()
        XCTAssertEqual(vc.view.frame, CGRect(x: 0, y: 0, width: 640, height: 400))
        XCTAssertEqual(vc.laidOut, [CGSize(width: 320, height: 480), CGSize(width: 640, height: 400)])
    }
}

final class ContentModeTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    private let image = CGSize(width: 50, height: 50)

    func testScalingModes() {
        XCTAssertEqual(UIView.ContentMode.scaleToFill.rect(forContentOfSize: image, in: bounds), bounds)
        XCTAssertEqual(UIView.ContentMode.scaleAspectFit.rect(forContentOfSize: image, in: bounds),
                       CGRect(x: 50, y: 0, width: 100, height: 100))
        XCTAssertEqual(UIView.ContentMode.scaleAspectFill.rect(forContentOfSize: image, in: bounds),
                       CGRect(x: 0, y: -50, width: 200, height: 200))
    }

    func testUnscaledModesPinEdgesAndCorners() {
        func r(_ m: UIView.ContentMode) -> CGRect { m.rect(forContentOfSize: image, in: bounds) }
        XCTAssertEqual(r(.center), CGRect(x: 75, y: 25, width: 50, height: 50))
        XCTAssertEqual(r(.topLeft), CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(r(.bottomRight), CGRect(x: 150, y: 50, width: 50, height: 50))
        XCTAssertEqual(r(.top), CGRect(x: 75, y: 0, width: 50, height: 50))
        XCTAssertEqual(r(.right), CGRect(x: 150, y: 25, width: 50, height: 50))
        XCTAssertEqual(r(.bottomLeft), CGRect(x: 0, y: 50, width: 50, height: 50))
    }
}
