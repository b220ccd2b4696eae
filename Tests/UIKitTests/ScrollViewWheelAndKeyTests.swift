import XCTest
@testable import UIKit

final class ScrollViewWheelAndKeyTests: XCTestCase {
    private var scene: ScrollScene!
    private var host: HeadlessHost { scene.host }
    private var scroll: UIScrollView { scene.scroll }
    private var recorder: ScrollRecorder { scene.recorder }

    override func setUp() {
        scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
    }

    private func wheel(_ dy: CGFloat, dx: CGFloat = 0, precise: Bool = false, modifiers: UIKeyModifierFlags = []) {
        host.send(.wheel(location: CGPoint(x: 100, y: 100), delta: CGPoint(x: dx, y: dy), isPrecise: precise,
                         modifiers: modifiers))
    }

    private func key(_ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
        let k = UIKey(keyCode: code, modifierFlags: modifiers)
        host.send(.keyDown(k, isRepeat: false))
        host.send(.keyUp(k))
    }

    func testNotchesScrollSmoothlyAndAccumulate() {
        wheel(3)
        host.runFrames(3)
        wheel(2)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 200, "five notches of 40 pt")
        XCTAssertEqual(recorder.names, ["didScroll", "didEndScrollingAnimation"])
        XCTAssertTrue(recorder.entries.allSatisfy { !$0.dragging && !$0.decelerating && !$0.tracking })
        wheel(-100)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0, "clamped at the top: wheels do not overscroll")
    }

    func testPreciseStreamMovesDirectlyThenCarriesMomentum() {
        for _ in 0..<10 {
            wheel(12, precise: true)
            host.step()
        }
        XCTAssertEqual(scroll.contentOffset.y, 120, accuracy: 1e-9, "deltas move the content 1:1")
        XCTAssertTrue(scroll.isDragging)
        host.runUntilIdle()
        // 12 pt per 1/60 s is 0.72 pt/ms: the momentum carries it 0.72 · 499 further.
        XCTAssertEqual(scroll.contentOffset.y, 120 + 0.72 * 499, accuracy: 0.5)
        XCTAssertEqual(recorder.names, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    func testPreciseStreamPastTheEdgeRubberBandsAndBouncesBack() {
        for _ in 0..<5 {
            wheel(-20, precise: true)
            host.step()
        }
        XCTAssertLessThan(scroll.contentOffset.y, -20)
        XCTAssertGreaterThan(scroll.contentOffset.y, -100, "damped")
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(recorder.names.last, "didEndDecelerating")
    }

    func testWheelOnAViewThatCannotScrollThatWayGoesToItsOuterScrollView() {
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        pager.contentSize = CGSize(width: 960, height: 200)
        scroll.addSubview(pager)
        wheel(2)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 80, "vertical wheel over a horizontal pager scrolls the outer list")
        XCTAssertEqual(pager.contentOffset.x, 0)
        wheel(0, dx: 1)
        host.runUntilIdle()
        XCTAssertEqual(pager.contentOffset.x, 40)
    }

    func testShiftWheelScrollsHorizontallyAndPagingTurnsPages() {
        scroll.contentSize = CGSize(width: 1600, height: 480)
        scroll.isPagingEnabled = true
        wheel(1, modifiers: .shift)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 320, "a notch turns a page")
    }

    func testKeysLeftAloneWithoutKeyboardScrollingGoUpTheChain() {
        final class Root: UIViewController {
            var downs = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: UIKeyCommand.inputDownArrow, handler: { [unowned self] _ in downs += 1 })]
            }
        }
        let root = Root()
        host.window.rootViewController = root
        root.view.addSubview(scroll)
        XCTAssertTrue(scroll.becomeFirstResponder())
        scroll.allowsKeyboardScrolling = false
        key(.keyboardDownArrow)
        key(.keyboardEnd)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(root.downs, 1, "the key command the scroll view's own key no longer outranks")
        scroll.allowsKeyboardScrolling = true
        key(.keyboardEnd)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, scroll.maximumContentOffset.y)
    }

    func testKeysScrollTheFocusedScrollView() {
        XCTAssertTrue(scroll.becomeFirstResponder())
        key(.keyboardDownArrow)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 40)
        key(.keyboardPageDown)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 40 + 440)
        key(.keyboardSpacebar, .shift)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 40)
        key(.keyboardEnd)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 4520)
        XCTAssertEqual(recorder.names.last, "didEndScrollingAnimation")
        key(.keyboardHome)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testKeysNotHandledGoUpTheChain() {
        final class Catcher: UIViewController {
            var pressed: [UIKeyboardHIDUsage] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                pressed += presses.compactMap { $0.key?.keyCode }
            }
        }
        let vc = Catcher()
        host.window.rootViewController = vc
        scroll.removeFromSuperview()
        vc.view.addSubview(scroll)
        XCTAssertTrue(scroll.becomeFirstResponder())
        key(.keyboardUpArrow)
        key(.keyboardEscape)
        XCTAssertEqual(vc.pressed, [.keyboardUpArrow, .keyboardEscape], "at the top Up cannot move; Escape is not a scroll key")
    }

    func testScrollToTopNeedsExactlyOneEligibleScrollView() {
        scroll.contentOffset.y = 900
        XCTAssertTrue(host.window.scrollToTop())
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(recorder.names.suffix(2), ["didScroll", "didScrollToTop"])
        XCTAssertTrue(recorder.names.contains("shouldScrollToTop"))
        XCTAssertFalse(host.window.scrollToTop(), "already at the top")
        let second = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(second)
        scroll.contentOffset.y = 900
        XCTAssertFalse(host.window.scrollToTop(), "two eligible: nothing happens")
        second.scrollsToTop = false
        XCTAssertTrue(host.window.scrollToTop())
    }

    func testHomeKeyAndTopStripClickScrollToTop() {
        scroll.contentOffset.y = 900
        key(.keyboardHome)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0, "Home with nothing focused scrolls to top")
        scroll.contentOffset.y = 900
        host.send(.touchDown(id: 0, location: CGPoint(x: 200, y: 1)))
        host.send(.touchUp(id: 0, location: CGPoint(x: 200, y: 1)))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 0, "a click on the top strip too")
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
        host.window.addSubview(button)
        scroll.contentOffset.y = 900
        host.send(.touchDown(id: 0, location: CGPoint(x: 200, y: 1)))
        host.send(.touchUp(id: 0, location: CGPoint(x: 200, y: 1)))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.y, 900, "a control at the top edge keeps its click")
    }
}
