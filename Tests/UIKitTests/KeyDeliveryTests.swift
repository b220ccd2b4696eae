import XCTest
@testable import UIKit

/// A view that can become first responder and logs presses, optionally passing them on.
private final class KeyView: UIView {
    let name: String
    let log: EventLog
    var handles = true
    var lastPresses: Set<UIPress> = []

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        lastPresses = presses
        let p = presses.first!
        log.append("\(name).began \(p.key!.keyCode.rawValue)\(p.isRepeat ? " repeat" : "")")
        if !handles { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        lastPresses = presses
        log.append("\(name).ended \(presses.first!.key!.keyCode.rawValue)")
        if !handles { super.pressesEnded(presses, with: event) }
    }
}

private final class KeyController: UIViewController {
    var log: EventLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log?.append("controller.began") }
}

final class KeyDeliveryTests: XCTestCase {
    private let right = UIKey(keyCode: .keyboardRightArrow)

    func testPressesGoToTheFirstResponder() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let a = KeyView("a", log: log), b = KeyView("b", log: log)
        window.addSubview(a)
        window.addSubview(b)
        XCTAssertTrue(b.becomeFirstResponder())
        let shiftSpace = UIKey(keyCode: .keyboardSpacebar, characters: " ", modifierFlags: .shift)
        window.handle(.keyDown(shiftSpace, isRepeat: false), at: 0)
        let began = b.lastPresses.first
        window.handle(.keyDown(shiftSpace, isRepeat: true), at: 0.5)
        window.handle(.keyUp(shiftSpace), at: 0.6)
        XCTAssertEqual(log.entries, ["b.began 44", "b.began 44 repeat", "b.ended 44"])
        XCTAssertTrue(b.lastPresses.first === began, "the same press object ends")
        XCTAssertEqual(began?.phase, .ended)
        XCTAssertEqual(began?.timestamp, 0.6)
        XCTAssertEqual(began?.key?.modifierFlags, .shift)
        XCTAssertEqual(began?.key?.characters, " ")
    }

    func testUnhandledPressesTravelUpTheResponderChain() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let controller = KeyController()
        controller.log = log
        let outer = KeyView("outer", log: log), inner = KeyView("inner", log: log)
        controller.view = outer
        window.rootViewController = controller
        outer.addSubview(inner)
        inner.handles = false
        inner.becomeFirstResponder()
        window.handle(.keyDown(right, isRepeat: false), at: 0)
        outer.handles = false
        window.handle(.keyDown(right, isRepeat: false), at: 1)
        XCTAssertEqual(log.entries, ["inner.began 79", "outer.began 79",
                                     "inner.began 79", "outer.began 79", "controller.began"])
    }

    func testWithoutAFirstResponderPressesGoToTheRootViewControllersView() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let controller = KeyController()
        let root = KeyView("root", log: log)
        controller.view = root
        window.rootViewController = controller
        window.handle(.keyDown(right, isRepeat: false), at: 0)
        window.handle(.keyUp(right), at: 0.1)
        XCTAssertEqual(log.entries, ["root.began 79", "root.ended 79"])
    }

    func testPressEndsWhereItBegan() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let a = KeyView("a", log: log), b = KeyView("b", log: log)
        window.addSubview(a)
        window.addSubview(b)
        a.becomeFirstResponder()
        window.handle(.keyDown(right, isRepeat: false), at: 0)
        b.becomeFirstResponder()
        window.handle(.keyUp(right), at: 0.1)
        XCTAssertEqual(log.entries, ["a.began 79", "a.ended 79"])
    }

    func testKeyUpWithoutKeyDownIsDropped() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let a = KeyView("a", log: log)
        window.addSubview(a)
        a.becomeFirstResponder()
        window.handle(.keyUp(right), at: 0)
        XCTAssertEqual(log.entries, [])
    }

    func testApplicationSendsInputToTheKeyWindowAndResolvesItsDeadlines() {
        let log = EventLog()
        let window = UIWindow.testWindow()
        let view = KeyView("key", log: log)
        window.addSubview(view)
        view.becomeFirstResponder()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        window.makeKey()
        defer { UIApplication.shared.removeWindow(window) }
        UIApplication.shared.handle(.keyDown(right, isRepeat: false), at: 0)
        XCTAssertEqual(log.entries, ["key.began 79"])
        UIApplication.shared.handle(.touchDown(id: 1, location: pt(10, 10)), at: 1)
        UIApplication.shared.handle(.touchUp(id: 1, location: pt(10, 10)), at: 1.05)
        XCTAssertEqual(window.nextDeadline, 1.4)
        window.processDeadlines(at: 1.4)
        XCTAssertNil(window.nextDeadline)
    }
}
