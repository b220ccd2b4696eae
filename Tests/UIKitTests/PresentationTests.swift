import XCTest
import ScreenshotTesting
@testable import UIKit

/// A controller that logs its appearance calls, and the presentation links it sees in them.
private final class LoggingController: UIViewController {
    let name: String
    var log: (String) -> Void
    let color: UIColor

    init(_ name: String, color: UIColor = .white, log: @escaping (String) -> Void) {
        self.name = name
        self.color = color
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = color
        log("\(name).viewDidLoad")
    }

    private func flags() -> String {
        (isBeingPresented ? " presented" : "") + (isBeingDismissed ? " dismissed" : "")
    }

    var onWillAppear: (() -> Void)?
    override func viewWillAppear(_ animated: Bool) {
        log("\(name).viewWillAppear(\(animated))\(flags())")
        onWillAppear?()
    }
    override func viewDidAppear(_ animated: Bool) { log("\(name).viewDidAppear(\(animated))\(flags())") }
    override func viewWillDisappear(_ animated: Bool) { log("\(name).viewWillDisappear(\(animated))\(flags())") }
    override func viewDidDisappear(_ animated: Bool) {
        log("\(name).viewDidDisappear(\(animated))\(flags())" + (presentingViewController == nil ? "" : " linked"))
    }

    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height))) from \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { _ in
            self.log("\(self.name).alongside \(Int(self.view.bounds.width))")
        }, completion: { context in
            self.log("\(self.name).completion animated \(context.isAnimated)")
        })
    }
}

/// A view counting the presses that reach it.
private final class PressCounter: UIView {
    var count = 0
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { count += 1 }
}

/// One 8-bit channel of a BGRA pixel.
func channel(_ pixel: UInt32, _ shift: UInt32) -> Int { Int((pixel >> shift) & 0xFF) }

final class PresentationTests: XCTestCase {
    private var log: [String] = []
    private var host: HeadlessHost!

    private func controller(_ name: String, _ color: UIColor = .white) -> LoggingController {
        LoggingController(name, color: color) { [unowned self] in self.log.append($0) }
    }

    /// A host of 100 x 80 points showing `root`, its first appearance out of the log.
    private func show(_ root: UIViewController) {
        host = HeadlessHost(size: CGSize(width: 100, height: 80))
        host.window.rootViewController = root
        host.window.layoutIfNeeded()
        log.removeAll()
    }

    /// A button over `frame` in `view`; the closure gives its taps so far.
    private func tapCounter(_ frame: CGRect, in view: UIView) -> () -> Int {
        var taps = 0
        view.addSubview(UIButton(frame: frame, primaryAction: UIAction { _ in taps += 1 }))
        return { taps }
    }

    func testPresentAndDismissWithoutAnimation() {
        let a = controller("A"), b = controller("B")
        show(a)
        var done: [String] = []
        a.present(b, animated: false) { done.append("presented"); self.log.append("completion") }
        XCTAssertEqual(log, ["B.viewDidLoad",
                             "A.viewWillDisappear(false)", "B.viewWillAppear(false) presented",
                             "A.viewDidDisappear(false)", "B.viewDidAppear(false) presented",
                             "completion"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === a)
        XCTAssertFalse(b.isBeingPresented)
        XCTAssertNil(a.view.window, "a full-screen presentation takes the presenter's view out of the window")
        XCTAssertTrue(b.view.window === host.window)
        XCTAssertEqual(b.view.frame, host.window.bounds)

        log.removeAll()
        b.dismiss(animated: false) { self.log.append("completion") }
        XCTAssertEqual(log, ["B.viewWillDisappear(false) dismissed", "A.viewWillAppear(false)",
                             "B.viewDidDisappear(false) dismissed", "A.viewDidAppear(false)", "completion"],
                         "the dismissed controller sees no presenter in viewDidDisappear")
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.view.superview, "the presented view leaves the window")
        XCTAssertTrue(a.view.superview === host.window)
        XCTAssertEqual(host.window.subviews.count, 1, "no container is left behind")
        XCTAssertEqual(done, ["presented"])
    }

    func testAnimatedPresentationCallsDidAfterTheAnimationAndCompletionLast() {
        let a = controller("A"), b = controller("B")
        show(a)
        a.present(b, animated: true) { self.log.append("completion") }
        XCTAssertEqual(log, ["B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true) presented"])
        XCTAssertTrue(b.isBeingPresented)
        host.advance(by: UIViewController.modalTransitionDuration / 2)
        XCTAssertEqual(log.count, 3, "nothing more until the animation ends")
        XCTAssertNotNil(a.view.window, "the presenter stays in the window during the transition")
        host.advance(by: UIViewController.modalTransitionDuration / 2 + 0.05)
        XCTAssertEqual(Array(log.dropFirst(3)), ["A.viewDidDisappear(true)",
                                                 "B.viewDidAppear(true) presented", "completion"])
        XCTAssertNil(a.view.window)

        log.removeAll()
        a.dismiss(animated: true) { self.log.append("completion") }
        XCTAssertEqual(log, ["B.viewWillDisappear(true) dismissed", "A.viewWillAppear(true)"],
                       "dismiss on the presenter dismisses what it presented")
        XCTAssertTrue(a.view.window === host.window, "the presenter is back under the presented view")
        XCTAssertTrue(b.isBeingDismissed)
        host.advance(by: UIViewController.modalTransitionDuration + 0.05)
        XCTAssertEqual(Array(log.dropFirst(2)), ["B.viewDidDisappear(true) dismissed", "A.viewDidAppear(true)",
                                                 "completion"])
        XCTAssertNil(b.view.superview)
        XCTAssertFalse(b.isBeingDismissed)
    }

    func testNestedPresentationsDismissTogetherFromTheBottom() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        show(a)
        a.present(b, animated: false)
        b.present(c, animated: false)
        XCTAssertTrue(c.presentingViewController === b)
        XCTAssertNil(b.view.window, "B is covered by C")
        log.removeAll()
        a.dismiss(animated: true) { self.log.append("completion") }
        XCTAssertNil(b.view.window, "the controller in between leaves at once")
        host.advance(by: 1)
        XCTAssertEqual(log, ["C.viewWillDisappear(true) dismissed", "A.viewWillAppear(true)",
                             "C.viewDidDisappear(true) dismissed", "A.viewDidAppear(true)", "completion"],
                       "B, not on screen, gets no appearance calls")
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertEqual(host.window.subviews.map { $0 === a.view }, [true])
    }

    func testChildrenGetAppearanceCallsAndSeeTheirAncestorsPresentation() {
        let a = controller("A"), child = controller("child"), b = controller("B")
        show(a)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        log.removeAll()
        child.present(b, animated: false)
        XCTAssertTrue(b.presentingViewController === a, "a child presents from the top of its chain")
        XCTAssertTrue(child.presentedViewController === b)
        XCTAssertEqual(log, ["B.viewDidLoad", "A.viewWillDisappear(false)", "child.viewWillDisappear(false)",
                             "B.viewWillAppear(false) presented", "A.viewDidDisappear(false)",
                             "child.viewDidDisappear(false)", "B.viewDidAppear(false) presented"])
        log.removeAll()
        child.dismiss(animated: false)
        XCTAssertEqual(log.filter { $0.hasPrefix("child") }, ["child.viewWillAppear(false)", "child.viewDidAppear(false)"])
        XCTAssertNil(a.presentedViewController)
    }

    func testOverFullScreenKeepsThePresenterAndBlocksItsInput() {
        let a = controller("A"), b = controller("B")
        show(a)
        let taps = tapCounter(CGRect(x: 0, y: 0, width: 100, height: 80), in: a.view)
        host.window.tap(50, 40, at: host.now)
        XCTAssertEqual(taps(), 1)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        XCTAssertEqual(log, ["B.viewDidLoad", "B.viewWillAppear(false) presented", "B.viewDidAppear(false) presented"],
                       "over full screen, the presenter gets no appearance calls")
        XCTAssertTrue(a.view.window === host.window)
        b.view.backgroundColor = nil
        b.view.isUserInteractionEnabled = false
        host.window.tap(50, 40, at: host.now + 1)
        XCTAssertEqual(taps(), 1, "the presentation's container takes the touch")
    }

    func testInputIsBlockedDuringTheTransition() {
        let a = controller("A"), b = controller("B")
        show(a)
        let taps = tapCounter(CGRect(x: 0, y: 40, width: 100, height: 40), in: b.view)
        a.present(b, animated: true)
        host.advance(by: 0.1)
        host.window.tap(50, 70, at: host.now)
        XCTAssertEqual(taps(), 0, "a presenting view takes no touches while it moves")
        host.advance(by: 1)
        host.window.tap(50, 70, at: host.now)
        XCTAssertEqual(taps(), 1)
    }

    func testRefusedRequestsChangeNothing() {
        let a = controller("A"), b = controller("B"), c = controller("C")
        let offWindow = controller("off")
        offWindow.present(c, animated: false)
        XCTAssertNil(c.presentingViewController, "a controller whose view is in no window presents nothing")
        show(a)
        a.present(b, animated: true)
        a.present(c, animated: false)
        XCTAssertNil(c.presentingViewController, "one presentation at a time")
        a.dismiss(animated: false)
        XCTAssertTrue(a.presentedViewController === b, "no dismissal while the presentation runs")
        host.advance(by: 1)
        XCTAssertFalse(b.isBeingPresented)
        var called = false
        c.dismiss(animated: false) { called = true }
        XCTAssertFalse(called, "nothing to dismiss: nothing happens")
    }

    func testTitleAndStyles() {
        let vc = UIViewController()
        XCTAssertNil(vc.title)
        XCTAssertEqual(vc.modalPresentationStyle, .automatic)
        XCTAssertEqual(vc.modalTransitionStyle, .coverVertical)
        XCTAssertEqual(UIModalPresentationStyle.fullScreen.rawValue, 0)
        XCTAssertEqual(UIModalTransitionStyle.crossDissolve.rawValue, 2)
    }

    func testViewWillTransitionOnAHeadlessResize() throws {
        let a = controller("A"), child = controller("child"), b = controller("B")
        show(a)
        a.addChild(child)
        child.view.frame = a.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        a.present(b, animated: false)
        log.removeAll()
        try host.resize(to: CGSize(width: 160, height: 90))
        XCTAssertEqual(log, ["child.viewWillTransition(160x90) from 100",
                             "A.viewWillTransition(160x90) from 100",
                             "B.viewWillTransition(160x90) from 100",
                             "child.alongside 160", "A.alongside 160", "B.alongside 160",
                             "child.completion animated false", "A.completion animated false",
                             "B.completion animated false"],
                       "root, its children (through super) and the presented controller, before the size changes; "
                       + "the covered presenter's view is resized too")
        XCTAssertEqual(b.view.bounds.size, CGSize(width: 160, height: 90))
        b.dismiss(animated: false)
        XCTAssertEqual(a.view.bounds.size, CGSize(width: 160, height: 90),
                       "the presenter's view, out of the window during the resize, comes back at the new size")
    }

    func testTransitionCoordinatorRunsBesideThePresentation() {
        let a = controller("A"), b = controller("B")
        show(a)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completed = false
        b.onWillAppear = {
            b.view.addSubview(marker)
            XCTAssertEqual(b.transitionCoordinator?.transitionDuration, UIViewController.modalTransitionDuration)
            XCTAssertTrue(a.transitionCoordinator === b.transitionCoordinator)
            b.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 },
                                             completion: { _ in completed = true })
        }
        a.present(b, animated: true)
        XCTAssertEqual(marker.alpha, 0, "the alongside block ran in the transition's animation")
        XCTAssertEqual(marker.presentation.alpha, 1)
        host.advance(by: UIViewController.modalTransitionDuration / 2)
        XCTAssertEqual(marker.presentation.alpha, 0.5, accuracy: 0.01, "it animates with the presentation")
        XCTAssertFalse(completed)
        host.advance(by: 1)
        XCTAssertTrue(completed)
        XCTAssertNil(b.transitionCoordinator)
    }

    /// Mid-transition frames: the red presented view half way up over the blue presenter,
    /// and half faded in.
    func testSnapshotsMidTransition() {
        let a = controller("A", .systemBlue), b = controller("B", .systemRed)
        show(a)
        a.present(b, animated: true)
        host.advance(by: UIViewController.modalTransitionDuration / 2)
        let frame = host.renderFrame()
        XCTAssertEqual(frame[50, 38], UIColor.systemBlue.rasterColor.premultiplied, "ease-in-out: half way at half time")
        XCTAssertEqual(frame[50, 42], UIColor.systemRed.rasterColor.premultiplied)
        assertSnapshot(of: host.window, named: "cover-vertical-half")
        host.advance(by: 1)
        a.dismiss(animated: false)

        let c = controller("C", .systemRed)
        c.modalTransitionStyle = .crossDissolve
        a.present(c, animated: true)
        host.advance(by: UIViewController.modalTransitionDuration / 2)
        let mixed = host.renderFrame()[50, 40]
        let red = UIColor.systemRed.rasterColor.premultiplied, blue = UIColor.systemBlue.rasterColor.premultiplied
        for shift: UInt32 in [0, 8, 16] {
            let half: Int = (channel(red, shift) + channel(blue, shift)) / 2
            XCTAssertEqual(channel(mixed, shift), half, accuracy: 2, "half faded at half time")
        }
        assertSnapshot(of: host.window, named: "cross-dissolve-half")
    }

    /// A flip: the blue presenter squashed at 40 % of the time, the red presented
    /// controller on the back after the midpoint; the same calls as the other styles.
    func testFlipHorizontalPresentation() {
        let a = controller("A", .systemBlue), b = controller("B", .systemRed)
        show(a)
        host.window.backgroundColor = .white
        b.modalTransitionStyle = .flipHorizontal
        a.present(b, animated: true) { self.log.append("completion") }
        host.advance(by: UIViewController.modalTransitionDuration * 0.4)
        let early = host.renderFrame()
        XCTAssertEqual(early[50, 40], UIColor.systemBlue.rasterColor.premultiplied, "the presenter, turning")
        XCTAssertEqual(early[20, 40], UIColor.white.rasterColor.premultiplied, "squashed away from the edges")
        assertSnapshot(of: host.window, named: "flip-horizontal-early")
        host.advance(by: UIViewController.modalTransitionDuration * 0.35)
        XCTAssertEqual(host.renderFrame()[50, 40], UIColor.systemRed.rasterColor.premultiplied, "the back: B")
        host.advance(by: 1)
        XCTAssertEqual(log, ["B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true) presented",
                             "A.viewDidDisappear(true)", "B.viewDidAppear(true) presented", "completion"])
        XCTAssertEqual(host.window.subviews.count, 1, "only the container, the picture gone")
        log.removeAll()
        b.dismiss(animated: true)
        host.advance(by: UIViewController.modalTransitionDuration * 3 / 4)
        XCTAssertEqual(host.renderFrame()[50, 40], UIColor.systemBlue.rasterColor.premultiplied, "back to A")
        host.advance(by: 1)
        XCTAssertEqual(log, ["B.viewWillDisappear(true) dismissed", "A.viewWillAppear(true)",
                             "B.viewDidDisappear(true) dismissed", "A.viewDidAppear(true)"])
        XCTAssertEqual(host.window.subviews.map { $0 === a.view }, [true])
    }

    func testWithoutAFirstResponderKeysGoToThePresentedView() {
        let a = UIViewController(), b = UIViewController()
        let rootView = PressCounter(frame: .zero), frontView = PressCounter(frame: .zero)
        a.view = rootView
        b.view = frontView
        show(a)
        let key = UIKey(keyCode: .keyboardRightArrow)
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
        a.present(b, animated: false)
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
        XCTAssertEqual([rootView.count, frontView.count], [1, 1], "the controller in front gets them")
    }

    func testDismissingRestoresThePresentedViewAndOverFullScreenLeavesThePresenterAlone() {
        let a = controller("A"), b = controller("B")
        show(a)
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        host.advance(by: 1)
        log.removeAll()
        b.dismiss(animated: true)
        host.advance(by: UIViewController.modalTransitionDuration / 2)
        XCTAssertEqual(b.view.alpha, 0, "fading out")
        host.advance(by: 1)
        XCTAssertEqual(log, ["B.viewWillDisappear(true) dismissed", "B.viewDidDisappear(true) dismissed"],
                         "the presenter never left: no calls for it")
        XCTAssertEqual(b.view.alpha, 1, "the view comes back as it was, to be presented again")
        XCTAssertEqual(b.view.frame, host.window.bounds)
        b.modalTransitionStyle = .coverVertical
        a.present(b, animated: true)
        host.advance(by: 0.1)
        XCTAssertGreaterThan(b.view.presentation.frame.minY, 0, "sliding up again")
        host.advance(by: 1)
        XCTAssertEqual(b.view.presentation.frame, host.window.bounds)
    }
}
