import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshot tests of the core renderer, against references in __Snapshots__/.
final class CoreSnapshotTests: XCTestCase {
    private func view(_ frame: CGRect, _ color: UIColor?) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        return v
    }

    func testNestedViewsWithBoundsOffsetsAndClipping() {
        let root = view(CGRect(x: 0, y: 0, width: 120, height: 90), .white)
        let scroller = view(CGRect(x: 10, y: 10, width: 60, height: 60), .lightGray)
        scroller.clipsToBounds = true
        scroller.bounds.origin = CGPoint(x: 15, y: 25)
        for i in 0..<5 {
            let stripe = view(CGRect(x: CGFloat(i) * 18, y: CGFloat(i) * 14, width: 30, height: 12),
                              [UIColor.systemRed, .systemGreen, .systemBlue, .systemOrange, .purple][i])
            scroller.addSubview(stripe)
        }
        let unclipped = view(CGRect(x: 80, y: 20, width: 20, height: 20), .systemYellow)
        unclipped.bounds.origin = CGPoint(x: -5, y: -5)
        unclipped.addSubview(view(CGRect(x: 0, y: 0, width: 30, height: 10), .black))
        root.addSubview(scroller)
        root.addSubview(unclipped)
        assertSnapshot(of: root, named: "nested")
    }

    func testAlphaGroupsAndTransforms() {
        let root = view(CGRect(x: 0, y: 0, width: 120, height: 90), .white)
        let group = view(CGRect(x: 5, y: 5, width: 60, height: 40), nil)
        group.alpha = 0.5
        group.addSubview(view(CGRect(x: 0, y: 0, width: 40, height: 40), .systemRed))
        group.addSubview(view(CGRect(x: 20, y: 0, width: 40, height: 40), .systemBlue))
        let rotated = view(CGRect(x: 70, y: 20, width: 30, height: 30), .systemGreen)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let scaled = view(CGRect(x: 20, y: 60, width: 20, height: 10), .darkGray)
        scaled.transform = CGAffineTransform(scaleX: 2.5, y: 1.5)
        scaled.addSubview(view(CGRect(x: 2.5, y: 2.5, width: 5, height: 5), .systemYellow))
        for v in [group, rotated, scaled] { root.addSubview(v) }
        assertSnapshot(of: root, named: "alpha-transforms")
    }

    func testFractionalPositionsAtScaleTwo() {
        let root = view(CGRect(x: 0, y: 0, width: 40, height: 30), .white)
        root.addSubview(view(CGRect(x: 3.25, y: 4.5, width: 10.5, height: 7.75), .black))
        let rounded = RoundedBox(frame: CGRect(x: 18, y: 6, width: 18, height: 18))
        root.addSubview(rounded)
        assertSnapshot(of: root, scale: 2, named: "fractional-2x")
    }
}

private final class RoundedBox: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fillRoundedRect(bounds, cornerRadius: 6)
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(1)
        context.stroke(bounds.insetBy(dx: 3, dy: 3))
    }
}
