import XCTest
@testable import UIKit

/// The layer tree API: a view's layer is the view seen another way, standalone sublayers
/// keep their place among the subviews, `CATransaction` nests.
final class LayerTreeTests: XCTestCase {
    func testAViewsLayerIsTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        XCTAssertTrue(layer === view.layer, "one layer per view")
        XCTAssertTrue(layer.delegateView === view)
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45), "position is the centre")
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.position = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        XCTAssertEqual(view.frame, CGRect(x: 80, y: 85, width: 40, height: 30))
        layer.opacity = 0.25
        XCTAssertEqual(view.alpha, 0.25)
        view.alpha = 0.5
        XCTAssertEqual(layer.opacity, 0.5)
        layer.masksToBounds = true
        XCTAssertTrue(view.clipsToBounds)
        view.clipsToBounds = false
        XCTAssertFalse(layer.masksToBounds)
        layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(view.backgroundColor?.rasterColor, UIColor.red.rasterColor)
        layer.isHidden = true
        XCTAssertTrue(view.isHidden)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
    }

    /// As on iOS: a view's anchor point keeps its centre and moves its frame, and the
    /// transform turns about it.
    func testAViewsAnchorPointMovesItsFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        root.addSubview(view)
        view.layer.anchorPoint = .zero
        XCTAssertEqual(view.center, CGPoint(x: 30, y: 30))
        XCTAssertEqual(view.frame, CGRect(x: 30, y: 30, width: 40, height: 20))
        XCTAssertEqual(view.convert(CGPoint.zero, to: root), CGPoint(x: 30, y: 30))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let corner = view.convert(CGPoint(x: 40, y: 0), to: root)
        XCTAssertEqual(corner.x, 30, accuracy: 1e-9, "turned about the top-left corner")
        XCTAssertEqual(corner.y, 70, accuracy: 1e-9)
        view.transform = .identity
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.center, .zero, "setting the frame places the anchor")
        XCTAssertEqual(view.presentation.frame, view.frame)
    }

    func testDefaultsAreCoreAnimations() {
        let layer = CALayer()
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowColor, UIColor.black.cgColor)
        XCTAssertEqual(layer.borderColor, UIColor.black.cgColor)
        XCTAssertEqual(layer.cornerRadius, 0)
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertNil(layer.sublayers)
        XCTAssertEqual(CAShapeLayer().fillColor, UIColor.black.cgColor)
        XCTAssertNil(CAShapeLayer().strokeColor)
        XCTAssertEqual(CAShapeLayer().strokeEnd, 1)
        XCTAssertEqual(CAGradientLayer().startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(CAGradientLayer().endPoint, CGPoint(x: 0.5, y: 1))
        layer.shadowOpacity = 3
        XCTAssertEqual(layer.shadowOpacity, 1, "clamped to 0...1")
    }

    func testStandaloneGeometryFollowsTheAnchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        XCTAssertEqual(layer.position, CGPoint(x: 30, y: 35))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 30))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 30, y: 35, width: 40, height: 30), "the position stays, the frame moves")
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
        XCTAssertEqual(layer.frame, CGRect(x: 30, y: 35, width: 80, height: 30), "scaled about the anchor")
    }

    func testSublayersKeepTheirPlaceAmongSubviews() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        host.addSubview(a)
        host.addSubview(b)
        let back = CALayer(), middle = CALayer(), front = CALayer()
        host.layer.insertSublayer(back, at: 0)
        host.layer.insertSublayer(middle, above: a.layer)
        host.layer.addSublayer(front)
        XCTAssertEqual(host.layer.sublayers?.map(ObjectIdentifier.init),
                       [back, a.layer, middle, b.layer, front].map(ObjectIdentifier.init))
        XCTAssertTrue(middle.superlayer === host.layer)
        XCTAssertTrue(a.layer.superlayer === host.layer, "a subview's layer is a sublayer")
        // A subview inserted at the bottom goes under everything; moving `a` to the front
        // leaves `middle` above what was below it.
        let c = UIView()
        host.insertSubview(c, at: 0)
        host.bringSubviewToFront(a)
        XCTAssertEqual(host.layer.sublayers?.map(ObjectIdentifier.init),
                       [back, c.layer, b.layer, front, a.layer, middle].map(ObjectIdentifier.init))
        b.removeFromSuperview()
        middle.removeFromSuperlayer()
        XCTAssertNil(middle.superlayer)
        XCTAssertEqual(host.layer.sublayers?.map(ObjectIdentifier.init),
                       [back, c.layer, front, a.layer].map(ObjectIdentifier.init))
        back.removeFromSuperlayer()
        front.removeFromSuperlayer()
        XCTAssertNil(host.layer.storedSublayers, "only views left: the subviews are the order")
        XCTAssertEqual(host.layer.sublayers?.count, 2)
    }

    func testStandaloneLayerTreesAndViewLayersMovingViews() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        root.insertSublayer(CALayer(), below: child)
        XCTAssertEqual(root.sublayers?.count, 2)
        XCTAssertTrue(root.sublayers?[1] === child)
        XCTAssertTrue(grandchild.superlayer === child)
        XCTAssertTrue(grandchild.isSublayer(of: root))
        let replacement = CALayer()
        root.replaceSublayer(child, with: replacement)
        XCTAssertTrue(root.sublayers?[1] === replacement)
        XCTAssertNil(child.superlayer)

        // Adding a view's layer to another view's layer moves the view.
        let host = UIView(), other = UIView(), moved = UIView()
        other.addSubview(moved)
        host.layer.addSublayer(moved.layer)
        XCTAssertTrue(moved.superview === host)
        moved.layer.removeFromSuperlayer()
        XCTAssertNil(moved.superview)
    }

    func testTransactionsNestAndCompleteAtTheOutermostCommit() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        XCTAssertTrue(CATransaction.disableActions(), "inherited from the outer level")
        XCTAssertEqual(CATransaction.animationDuration(), 0.5)
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        XCTAssertEqual(log, [], "the inner commit waits for the outer one")
        // A layer change inside a transaction shows at once: there are no implicit
        // animations to disable.
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        view.layer.opacity = 0.3
        XCTAssertEqual(view.presentation.alpha, 0.3, accuracy: 1e-6)
        CATransaction.commit()
        XCTAssertEqual(log, ["outer", "inner"])
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.commit()
        XCTAssertEqual(log, ["outer", "inner"], "a commit without a begin does nothing")
    }
}
