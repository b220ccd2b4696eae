import XCTest
@testable import UIKit

/// Smaller gaps of issue 13: the keyboard dismissed from anywhere in the window, and a
/// subclass answering as the recognizers' delegate.
final class ScrollViewSubclassingTests: XCTestCase {
    final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }

    func testOnDragResignsTheWindowsFirstResponderWhereverItIs() {
        // iOS 16's modes with the keyboard's accessory view too: no on-screen keyboard here.
        for mode: UIScrollView.KeyboardDismissMode in [.onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory] {
            let scene = ScrollScene(size: CGSize(width: 320, height: 480))
            scene.scroll.frame = CGRect(x: 0, y: 40, width: 320, height: 440)
            let search = Field(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
            scene.host.window.addSubview(search)
            XCTAssertTrue(search.becomeFirstResponder())
            scene.scroll.keyboardDismissMode = mode
            scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), steps: 5, hold: 0.1)
            XCTAssertFalse(search.isFirstResponder, "a search field above the results list (\(mode))")
        }
    }

    func testOnDragLeavesTheScrollViewItselfFocused() {
        let scene = ScrollScene()
        scene.scroll.keyboardDismissMode = .onDrag
        XCTAssertTrue(scene.scroll.becomeFirstResponder())
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), steps: 5, hold: 0.1)
        XCTAssertTrue(scene.scroll.isFirstResponder, "the keys still scroll it")
    }

    /// Lets its pan work together with any other recognizer, as nested-scrolling code does.
    final class SimultaneousScrollView: UIScrollView {
        var asked = 0
        override func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            asked += 1
            return gestureRecognizer === panGestureRecognizer || super.gestureRecognizer(gestureRecognizer,
                                                                                      shouldRecognizeSimultaneouslyWith: other)
        }
    }

    func testASubclassOverridesTheRecognizerDelegateMethods() {
        func run(_ scroll: UIScrollView) -> (outerPans: Int, offset: CGFloat) {
            let host = HeadlessHost(size: CGSize(width: 320, height: 480))
            let container = UIView(frame: host.window.bounds)
            var outerPans = 0
            let outer = UIPanGestureRecognizer()
            outer.addTarget { (_: UIGestureRecognizer) in outerPans += 1 }
            container.addGestureRecognizer(outer)
            scroll.frame = container.bounds
            scroll.contentSize = CGSize(width: 320, height: 3000)
            container.addSubview(scroll)
            host.window.addSubview(container)
            host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 400)))
            for i in 1...5 {
                host.step()
                host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 400 - 20 * CGFloat(i))))
            }
            host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 300)))
            return (outerPans, scroll.contentOffset.y)
        }
        let plain = run(UIScrollView())
        XCTAssertGreaterThan(plain.offset, 0)
        XCTAssertEqual(plain.outerPans, 0, "the scroll view's pan excludes the outer one")
        let subclass = SimultaneousScrollView()
        let both = run(subclass)
        XCTAssertGreaterThan(subclass.asked, 0, "the override is what the recognizers ask")
        XCTAssertGreaterThan(both.offset, 0, "the scroll view still scrolls")
        XCTAssertGreaterThan(both.outerPans, 0, "and the outer pan recognizes with it")
    }
}
