import XCTest
@testable import UIKit

final class UIViewHierarchyTests: XCTestCase {
    final class Recorder: UIView {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { log.append("didMoveToWindow") }
    }

    func testAddInsertOrderAndReparenting() {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView()
        p.addSubview(a)
        p.addSubview(b)
        p.insertSubview(c, at: 0)
        XCTAssertTrue(p.subviews.elementsEqual([c, a, b], by: ===))
        p.bringSubviewToFront(c)
        XCTAssertTrue(p.subviews.elementsEqual([a, b, c], by: ===))
        p.sendSubviewToBack(b)
        XCTAssertTrue(p.subviews.elementsEqual([b, a, c], by: ===))
        p.insertSubview(c, belowSubview: a)
        XCTAssertTrue(p.subviews.elementsEqual([b, c, a], by: ===))
        p.insertSubview(b, aboveSubview: a)
        XCTAssertTrue(p.subviews.elementsEqual([c, a, b], by: ===))
        let q = UIView()
        q.addSubview(a)
        XCTAssertTrue(a.superview === q)
        XCTAssertTrue(p.subviews.elementsEqual([c, b], by: ===), "adding elsewhere removes from the old superview")
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertTrue(q.subviews.isEmpty)
    }

    func testMoveCallbacksInUIKitOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let r = Recorder()
        window.addSubview(r)
        XCTAssertEqual(r.log, ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToWindow", "didMoveToSuperview"])
        r.log.removeAll()
        r.removeFromSuperview()
        XCTAssertEqual(r.log, ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow", "didMoveToSuperview"])
        XCTAssertNil(r.window)
    }

    func testTheOldSuperviewIsToldWhenAViewMovesToAnotherOne() {
        final class Parent: UIView {
            var removed: [UIView] = []
            override func willRemoveSubview(_ subview: UIView) {
                removed.append(subview)
                XCTAssertTrue(subview.superview === self, "told before the view leaves")
            }
        }
        let old = Parent(), new = Parent(), view = UIView()
        old.addSubview(view)
        old.addSubview(view)
        XCTAssertTrue(old.removed.isEmpty, "reordering within a superview removes nothing")
        new.addSubview(view)
        XCTAssertTrue(old.removed.count == 1 && old.removed[0] === view)
        XCTAssertTrue(new.removed.isEmpty)
        view.removeFromSuperview()
        XCTAssertTrue(new.removed.count == 1 && new.removed[0] === view)
    }

    func testViewWithTagSearchesDepthFirstIncludingSelf() {
        let root = UIView(), a = UIView(), b = UIView(), deep = UIView()
        root.tag = 1; a.tag = 2; b.tag = 3; deep.tag = 3
        root.addSubview(a)
        a.addSubview(deep)
        root.addSubview(b)
        XCTAssertTrue(root.viewWithTag(1) === root)
        XCTAssertTrue(root.viewWithTag(3) === deep)
        XCTAssertNil(root.viewWithTag(9))
        XCTAssertTrue(deep.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: deep))
    }

    func testResponderChainGoesThroughViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vc = UIViewController()
        window.rootViewController = vc
        let child = UIView()
        vc.view.addSubview(child)
        XCTAssertTrue(child.next === vc.view)
        XCTAssertTrue(vc.view.next === vc)
        XCTAssertTrue(vc.next === window)
        XCTAssertTrue(window.next === UIApplication.shared)
        XCTAssertEqual(vc.view.frame, window.bounds)
    }

    func testViewControllerAppearanceFollowsWindow() {
        final class VC: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { log.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
            override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let vc = VC()
        window.rootViewController = vc
        XCTAssertEqual(vc.log, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        window.rootViewController = nil
        XCTAssertEqual(vc.log.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
    }

    func testFirstResponderNeedsCanBecomeAndWindow() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let f = Field(), plain = UIView()
        XCTAssertFalse(f.becomeFirstResponder(), "no window")
        window.addSubview(f)
        window.addSubview(plain)
        XCTAssertFalse(plain.becomeFirstResponder())
        XCTAssertTrue(f.becomeFirstResponder())
        XCTAssertTrue(f.isFirstResponder)
        f.removeFromSuperview()
        XCTAssertNil(window.firstResponder, "leaving the window resigns")
    }
}
