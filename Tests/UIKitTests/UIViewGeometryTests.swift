import XCTest
@testable import UIKit

final class UIViewGeometryTests: XCTestCase {
    func testFrameBoundsCenterIdentities() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        v.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(v.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds.size = CGSize(width: 20, height: 10)
        XCTAssertEqual(v.frame, CGRect(x: -10, y: -5, width: 20, height: 10), "size changes keep the centre")
        v.bounds.origin = CGPoint(x: 500, y: 500)
        XCTAssertEqual(v.frame, CGRect(x: -10, y: -5, width: 20, height: 10), "bounds origin does not move the frame")
    }

    func testFrameUnderScaleTransformIsScaledAboutCentre() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(v.frame, CGRect(x: -50, y: -40, width: 200, height: 120))
        XCTAssertEqual(v.bounds.size, CGSize(width: 100, height: 40))
        // As a zooming scroll view does: put the scaled frame's origin at (0, 0).
        v.frame.origin = .zero
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 200, height: 120))
        XCTAssertEqual(v.bounds.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(v.center, CGPoint(x: 100, y: 60))
    }

    func testFrameUnderRotationIsBoundingBox() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(v.frame.width, 40, accuracy: 1e-9)
        XCTAssertEqual(v.frame.height, 100, accuracy: 1e-9)
        XCTAssertEqual(v.frame.midX, 50, accuracy: 1e-9)
    }

    func testBoundsOriginShiftsSubviewsTheOtherWay() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 60, width: 10, height: 10))
        parent.addSubview(child)
        XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 50, y: 60))
        parent.bounds.origin = CGPoint(x: 30, y: -5)
        XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 50, y: 60), "in the parent's own space nothing moved")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(parent)
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 20, y: 65), "on screen the child moved by -origin")
    }

    func testConvertBetweenDeepViewsWithTransformsRoundTrips() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        var a: UIView = window
        var chain: [UIView] = []
        for i in 0..<6 {
            let v = UIView(frame: CGRect(x: 10 + CGFloat(i), y: 7 * CGFloat(i), width: 300, height: 200))
            v.bounds.origin = CGPoint(x: CGFloat(i) * 3, y: -CGFloat(i))
            if i % 2 == 1 { v.transform = CGAffineTransform(scaleX: 1.5, y: 0.75).rotated(by: 0.1 * CGFloat(i)) }
            a.addSubview(v)
            chain.append(v)
            a = v
        }
        let other = UIView(frame: CGRect(x: 300, y: 100, width: 50, height: 50))
        other.transform = CGAffineTransform(rotationAngle: -0.4)
        window.addSubview(other)
        let p = CGPoint(x: 12.5, y: -3.25)
        let there = chain.last!.convert(p, to: other)
        let back = chain.last!.convert(there, from: other)
        XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
        // Converting through the window equals converting directly.
        let viaWindow = other.convert(chain.last!.convert(p, to: nil), from: nil)
        XCTAssertEqual(viaWindow.x, there.x, accuracy: 1e-9)
        XCTAssertEqual(viaWindow.y, there.y, accuracy: 1e-9)
    }

    func testConvertRectIsBoundingBoxOfCorners() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        parent.addSubview(child)
        // Child centre (10, 5); scaled about it, child (0,0)-(20,10) covers (-10,-5)-(30,15).
        XCTAssertEqual(child.convert(child.bounds, to: parent), CGRect(x: -10, y: -5, width: 40, height: 20))
        XCTAssertEqual(parent.convert(CGRect(x: -10, y: -5, width: 40, height: 20), to: child), child.bounds)
    }
}
