import XCTest
@testable import UIKit

final class ScrollViewPagingAndContentTests: XCTestCase {
    private var scene: ScrollScene!
    private var host: HeadlessHost { scene.host }
    private var scroll: UIScrollView { scene.scroll }
    private var recorder: ScrollRecorder { scene.recorder }

    override func setUp() {
        scene = ScrollScene(contentSize: .zero)
    }


    // MARK: Paging

    private func makePager(pages: Int = 5) {
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 320 * CGFloat(pages), height: 480)
    }

    func testFastFlickTurnsOnePageInItsDirection() {
        makePager()
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -60, y: 0), steps: 3)
        XCTAssertEqual(recorder.lastTarget?.x, 320, "the delegate is told the page")
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 320)
        XCTAssertEqual(recorder.names.last, "didEndDecelerating")
        scene.drag(from: CGPoint(x: 50, y: 200), by: CGPoint(x: 60, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 0, "and back")
    }

    func testPagingFlickDelegateSequence() {
        makePager()
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -60, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(recorder.names, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        XCTAssertEqual(recorder.entries.last, .init(name: "didEndDecelerating", tracking: false, dragging: false,
                                                    decelerating: false))
    }

    func testDisplayLinksInDefaultModePauseWhileTracking() {
        scroll.contentSize = CGSize(width: 320, height: 3000)
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.add(to: RunLoop.main, forMode: .default)
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        host.runFrames(5)
        XCTAssertEqual(fired, 0, "tracking mode: default-mode links wait")
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        host.runFrames(5)
        XCTAssertEqual(fired, 5)
        link.invalidate()
    }

    func testSlowReleaseGoesToNearestPage() {
        makePager()
        scene.drag(from: CGPoint(x: 300, y: 200), by: CGPoint(x: -140, y: 0), hold: 0.1)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 0, "under half a page: back")
        scene.drag(from: CGPoint(x: 300, y: 200), by: CGPoint(x: -200, y: 0), hold: 0.1)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 320, "over half a page: next")
    }

    func testAtMostOnePagePerFlickAndEdgesHold() {
        makePager()
        scene.drag(from: CGPoint(x: 310, y: 200), by: CGPoint(x: -300, y: 0), steps: 2)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 320)
        scene.drag(from: CGPoint(x: 10, y: 200), by: CGPoint(x: 120, y: 0), steps: 3)
        host.runUntilIdle()
        scene.drag(from: CGPoint(x: 10, y: 200), by: CGPoint(x: 120, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 0, "flick before the first page stays on it")
        scroll.contentOffset.x = 1280
        recorder.entries.removeAll()
        recorder.offsets.removeAll()
        scene.drag(from: CGPoint(x: 300, y: 200), by: CGPoint(x: -120, y: 0), steps: 3)
        XCTAssertEqual(recorder.lastTarget?.x, 1280, "the flick's target is clamped to the last page")
        XCTAssertGreaterThan(recorder.offsets.map(\.x).max() ?? 0, 1280, "the finger pulled it past the edge")
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 1280, "flick past the last page stays on it")
    }

    func testChangedTargetSnapsToAPage() {
        makePager()
        recorder.changeTarget = { _, _ in CGPoint(x: 1000, y: 0) }
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -60, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 960)
    }

    /// Apple: with paging "the scroll view stops on multiples of the scroll view's bounds".
    /// An inset adds room before the first page (its end rests as a page of its own) and does
    /// not shift the pages: they were at -20 + 320 k.
    func testPagingWithContentInsetStopsOnMultiplesOfTheBounds() {
        makePager(pages: 4)
        scroll.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -60, y: 0), steps: 3)
        XCTAssertEqual(recorder.lastTarget?.x, 320, "the delegate is told the page")
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 320)
        scene.drag(from: CGPoint(x: 50, y: 200), by: CGPoint(x: 60, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 0, "back to the first page")
        scene.drag(from: CGPoint(x: 50, y: 200), by: CGPoint(x: 60, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, -20, "and on to the inset's end")
        recorder.changeTarget = { _, _ in CGPoint(x: 650, y: 0) }
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -60, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 640, "a changed target snaps to a multiple of the bounds")
        recorder.changeTarget = nil
        scroll.setContentOffset(CGPoint(x: -20, y: 0), animated: false)
        XCTAssertTrue(scroll.becomeFirstResponder())
        let right = UIKey(keyCode: .keyboardRightArrow, modifierFlags: [])
        host.send(.keyDown(right, isRepeat: false))
        host.send(.keyUp(right))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 0, "a key turns to the next page, not 320 past the inset's end")
        host.send(.wheel(location: CGPoint(x: 160, y: 240), delta: CGPoint(x: 0, y: 1), isPrecise: false,
                         modifiers: .shift))
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 320, "so does a notch")
    }

    // MARK: Content touches

    final class TouchLog: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if log.last != "moved" { log.append("moved") } }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    private func addContent() -> TouchLog {
        scroll.contentSize = CGSize(width: 320, height: 3000)
        let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 3000))
        scroll.addSubview(content)
        return content
    }

    func testStillTouchReachesContentAfter150ms() {
        let content = addContent()
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.1)
        XCTAssertEqual(content.log, [], "held back for now")
        host.advance(by: 0.06)
        XCTAssertEqual(content.log, ["began"])
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(content.log, ["began", "ended"])
    }

    func testQuickTapReachesContentWhole() {
        let content = addContent()
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.05)
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(content.log, ["began", "ended"])
    }

    func testQuickDragNeverReachesContent() {
        let content = addContent()
        scene.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: -100), steps: 5, hold: 0.05)
        XCTAssertEqual(content.log, [])
        XCTAssertGreaterThan(scroll.contentOffset.y, 50)
    }

    func testLateDragCancelsContentTouches() {
        let content = addContent()
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 300)))
        host.advance(by: 0.2)
        for i in 1...5 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 100, y: 300 - CGFloat(i) * 20)))
        }
        // The first 20-pt move begins the drag: the content gets touchesCancelled in its place.
        XCTAssertEqual(content.log, ["began", "cancelled"])
        XCTAssertTrue(scroll.isDragging)
    }

    func testCanCancelContentTouchesFalseKeepsTheTouchInContent() {
        let content = addContent()
        scroll.canCancelContentTouches = false
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 300)))
        host.advance(by: 0.2)
        for i in 1...5 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 100, y: 300 - CGFloat(i) * 20)))
        }
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 200)))
        XCTAssertEqual(content.log, ["began", "moved", "ended"])
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    func testScrollDisabledDeliversTouchesAtOnceAndDoesNotScroll() {
        let content = addContent()
        scroll.isScrollEnabled = false
        scene.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: -100), steps: 5, hold: 0.05)
        XCTAssertEqual(content.log, ["began", "moved", "ended"])
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    func testWithoutDelayContentGetsTouchAtOnce() {
        let content = addContent()
        scroll.delaysContentTouches = false
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(content.log, ["began"])
    }

    func testButtonTapWorksAndDragStartingOnItScrolls() {
        scroll.contentSize = CGSize(width: 320, height: 3000)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.05)
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(taps, 1, "a tap works")
        host.advance(by: 1)
        scene.drag(from: CGPoint(x: 100, y: 200), by: CGPoint(x: 0, y: -120), steps: 6, hold: 0.1)
        XCTAssertEqual(taps, 1, "a drag is not a tap")
        XCTAssertGreaterThan(scroll.contentOffset.y, 80, "a drag that starts on the button scrolls")
    }

    func testTouchesShouldBeginFalseKeepsTouchesFromContent() {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let refusing = Refusing(frame: host.window.bounds)
        refusing.contentSize = CGSize(width: 320, height: 3000)
        let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 3000))
        refusing.addSubview(content)
        scroll.removeFromSuperview()
        host.window.addSubview(refusing)
        host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 100)))
        host.advance(by: 0.2)
        host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(content.log, [])
    }

    func testKeyboardDismissOnDragResignsFirstResponderInside() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        scroll.contentSize = CGSize(width: 320, height: 3000)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        scroll.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), steps: 5, hold: 0.1)
        XCTAssertTrue(field.isFirstResponder, "mode none keeps it")
        scroll.keyboardDismissMode = .onDrag
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), steps: 5, hold: 0.1)
        XCTAssertFalse(field.isFirstResponder)
    }

    // MARK: Nesting

    func testHorizontalPagerOfVerticalListsSplitsByAxis() {
        makePager(pages: 3)
        var lists: [UIScrollView] = []
        for i in 0..<3 {
            let list = UIScrollView(frame: CGRect(x: CGFloat(i) * 320, y: 0, width: 320, height: 480))
            list.contentSize = CGSize(width: 320, height: 4000)
            scroll.addSubview(list)
            lists.append(list)
        }
        scene.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), hold: 0.1)
        XCTAssertGreaterThan(lists[0].contentOffset.y, 150, "vertical drag scrolls the inner list")
        XCTAssertEqual(scroll.contentOffset.x, 0)
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -80, y: 0), steps: 3)
        host.runUntilIdle()
        XCTAssertEqual(scroll.contentOffset.x, 320, "horizontal flick pages the outer pager")
        XCTAssertEqual(lists[1].contentOffset.y, 0)
    }
}
