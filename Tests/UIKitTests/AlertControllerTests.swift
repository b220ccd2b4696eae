import XCTest
import ScreenshotTesting
@testable import UIKit

/// `UIAlertController` presented over a root controller in a headless window: its layout,
/// its choices by tap and by key, and its animations, in numbers.
final class AlertControllerTests: XCTestCase {
    private var host: HeadlessHost!
    private var root: UIViewController!
    private var log: [String] = []

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        root = UIViewController()
        host.window.rootViewController = root
        host.step()
        log = []
    }

    private func action(_ title: String, _ style: UIAlertAction.Style = .default) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [unowned self] action in
            log.append("\(action.title!) presented: \(root.presentedViewController != nil)")
        }
    }

    private func show(_ alert: UIAlertController) -> AlertView {
        root.present(alert, animated: true)
        _ = host.runUntilIdle()
        return alert.view as! AlertView
    }

    private func tap(_ view: UIView) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.window)
        host.send(.touchDown(id: 1, location: point))
        host.step()
        host.send(.touchUp(id: 1, location: point))
        _ = host.runUntilIdle()
    }

    private func press(_ code: UIKeyboardHIDUsage, _ characters: String) {
        let key = UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: characters, modifierFlags: [])
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
        _ = host.runUntilIdle()
    }

    func testTwoActionsSitSideBySideCancelLeftAndATapRunsTheHandlerAfterTheDismissal() {
        let alert = UIAlertController(title: "Delete photo?", message: "It is removed from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(action("Delete", .destructive))
        alert.addAction(action("Cancel", .cancel))
        let view = show(alert)
        XCTAssertEqual(view.box.frame.width, 270)
        XCTAssertEqual(view.box.frame.midX, 160)
        XCTAssertEqual(view.box.frame.midY, 240, accuracy: 0.5)
        XCTAssertTrue(view.isSideBySide)
        let buttons = view.buttons.sorted { $0.frame.minX < $1.frame.minX }
        XCTAssertEqual(buttons.map { $0.action.title }, ["Cancel", "Delete"], "cancel on the left")
        XCTAssertEqual(buttons.map(\.frame.height), [44, 44])
        XCTAssertEqual(buttons[0].frame.maxY, view.box.bounds.height, "the buttons end the box")
        XCTAssertEqual(buttons[0].titleLabel.font, .systemFont(ofSize: 17, weight: .semibold), "cancel is bold when nothing is preferred")
        XCTAssertEqual(buttons[1].titleLabel.font, .systemFont(ofSize: 17))
        XCTAssertEqual(buttons[1].titleLabel.textColor, .systemRed)
        XCTAssertTrue(view.isFirstResponder, "the keys go to the alert")

        tap(buttons[1])
        XCTAssertEqual(log, ["Delete presented: false"], "once, after the dismissal")
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(view.window)
    }

    func testThreeActionsStackWithCancelLast() {
        let alert = UIAlertController(title: "Save", message: nil, preferredStyle: .alert)
        alert.addAction(action("Cancel", .cancel))
        alert.addAction(action("Save to Photos"))
        alert.addAction(action("Save to Files"))
        let view = show(alert)
        XCTAssertFalse(view.isSideBySide)
        let buttons = view.buttons.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertEqual(buttons.map { $0.action.title }, ["Save to Photos", "Save to Files", "Cancel"])
        XCTAssertEqual(buttons.map(\.frame.width), [270, 270, 270])
        // 20 + the title's line + 20, then a hairline and 44 points a row.
        let title = view.titleLabel.frame
        XCTAssertEqual(title.minY, 20)
        XCTAssertEqual(buttons[0].frame.minY, title.maxY + 20 + 1)
        XCTAssertEqual(buttons[2].frame.minY - buttons[1].frame.minY, 45)
        XCTAssertEqual(view.box.frame.height, buttons[2].frame.maxY)
    }

    func testReturnChoosesThePreferredActionAndEscapeTheCancelOne() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addAction(action("Cancel", .cancel))
        let keep = action("Keep Both")
        alert.addAction(keep)
        alert.addAction(action("Replace"))
        alert.preferredAction = keep
        _ = show(alert)
        XCTAssertEqual((alert.view as! AlertView).buttons.first { $0.action === keep }?.titleLabel.font,
                       .systemFont(ofSize: 17, weight: .semibold))
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(log, ["Keep Both presented: false"])

        let second = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        second.addAction(action("Discard", .destructive))
        second.addAction(action("Cancel", .cancel))
        _ = show(second)
        press(.keyboardEscape, "")
        XCTAssertEqual(log, ["Keep Both presented: false", "Cancel presented: false"])
    }

    func testAnAlertWithoutCancelIgnoresEscapeAndADisabledActionIgnoresTaps() {
        let alert = UIAlertController(title: "Update available", message: nil, preferredStyle: .alert)
        let install = action("Install")
        install.isEnabled = false
        alert.addAction(install)
        let view = show(alert)
        press(.keyboardEscape, "")
        tap(view.buttons[0])
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(log, [])
        XCTAssertTrue(root.presentedViewController === alert)
        install.isEnabled = true
        XCTAssertTrue(view.buttons[0].isEnabled)
        tap(view.buttons[0])
        XCTAssertEqual(log, ["Install presented: false"])
    }

    func testAnActionSheetSitsAtTheBottomWithCancelApartAndATapOutsideCancels() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(action("Share"))
        sheet.addAction(action("Cancel", .cancel))
        sheet.addAction(action("Delete", .destructive))
        let view = show(sheet)
        XCTAssertEqual(view.cancelBox.frame, CGRect(x: 8, y: 480 - 8 - 57, width: 304, height: 57))
        XCTAssertEqual(view.box.frame, CGRect(x: 8, y: 480 - 8 - 57 - 8 - (57 * 2 + 1), width: 304, height: 57 * 2 + 1))
        XCTAssertEqual(view.buttons.map { $0.action.title }, ["Share", "Delete"])
        XCTAssertEqual(view.cancelButton?.titleLabel.font, .systemFont(ofSize: 20, weight: .semibold))
        tap(view.dimmingView)
        XCTAssertEqual(log, ["Cancel presented: false"])
    }

    func testTheAlertGrowsInAndTheSheetRisesFromBelowTheWindow() {
        let alert = UIAlertController(title: "Hello", message: "A message.", preferredStyle: .alert)
        alert.addAction(action("OK"))
        root.present(alert, animated: true)
        let view = alert.view as! AlertView
        host.advance(by: AlertAnimator.presentDuration / 2)
        let scale = view.box.renderTransform.a
        XCTAssertGreaterThan(scale, 1)
        XCTAssertLessThan(scale, AlertAnimator.startScale)
        _ = host.runUntilIdle()
        XCTAssertEqual(view.box.transform, .identity)
        XCTAssertEqual(view.dimmingView.alpha, 1)

        tap(view.buttons[0])
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(action("Cancel", .cancel))
        root.present(sheet, animated: true)
        host.step()
        let sheetView = sheet.view as! AlertView
        let start = sheetView.cancelBox.renderTransform.ty
        XCTAssertGreaterThan(start, 57 + 8, "the cancel group starts below the window's edge")
        _ = host.runUntilIdle()
        XCTAssertEqual(sheetView.cancelBox.transform, .identity)
    }

    func testButtonsThatDoNotFitScrollInsideTheBox() {
        let alert = UIAlertController(title: "Pick a folder", message: nil, preferredStyle: .alert)
        for i in 1...20 { alert.addAction(action("Folder \(i)")) }
        let view = show(alert)
        XCTAssertEqual(view.box.frame.height, 480 - 32)
        XCTAssertTrue(view.scrollView.isScrollEnabled)
        XCTAssertGreaterThan(view.scrollView.contentSize.height, 20 * 44)
    }

    func testTheFirstResponderGetsTheKeysBackAfterTheAlert() {
        let scroll = UIScrollView(frame: root.view.bounds)
        root.view.addSubview(scroll)
        XCTAssertTrue(scroll.becomeFirstResponder())
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(action("OK"))
        let view = show(alert)
        XCTAssertTrue(view.isFirstResponder)
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(log, ["OK presented: false"])
        XCTAssertTrue(scroll.isFirstResponder)
    }

    func testSnapshotsOfAnAlertAndAnActionSheet() {
        let content = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
        content.text = "Holiday album, 24 photos"
        root.view.backgroundColor = .white
        root.view.addSubview(content)
        let alert = UIAlertController(title: "Delete 24 photos?", message: "They are removed from this album and from the library.",
                                      preferredStyle: .alert)
        alert.addAction(action("Cancel", .cancel))
        alert.addAction(action("Delete", .destructive))
        _ = show(alert)
        assertSnapshot(of: host.window, named: "alert")
        press(.keyboardEscape, "")

        let sheet = UIAlertController(title: "Holiday album", message: "24 photos", preferredStyle: .actionSheet)
        sheet.addAction(action("Share…"))
        sheet.addAction(action("Rename"))
        sheet.addAction(action("Delete Album", .destructive))
        sheet.addAction(action("Cancel", .cancel))
        _ = show(sheet)
        assertSnapshot(of: host.window, named: "sheet")
    }

    func testAChoiceDuringThePresentationRunsOnceItEnds() {
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(action("OK"))
        root.present(alert, animated: true)
        host.step()
        host.step()
        press(.keyboardReturnOrEnter, "\r")
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(log, ["OK presented: false"], "once, after the presentation and the dismissal")
        XCTAssertNil(root.presentedViewController)
    }

    func testTheAlertTakesTheKeysEvenFromAResponderThatWillNotResign() {
        final class Stubborn: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { false }
            var presses = 0
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses += 1 }
        }
        let stubborn = Stubborn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(stubborn)
        XCTAssertTrue(stubborn.becomeFirstResponder())
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(action("Leave", .destructive))
        alert.addAction(action("Stay", .cancel))
        _ = show(alert)
        press(.keyboardEscape, "")
        XCTAssertEqual(log, ["Stay presented: false"])
        XCTAssertEqual(stubborn.presses, 0, "nothing reached the view under the alert")
    }

    func testAnActionSheetWithoutCancelIgnoresATapOutside() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(action("Share"))
        let view = show(sheet)
        tap(view.dimmingView)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(log, [])
    }

    func testAnActionAndWhatItsHandlerHoldsGoWithTheAlert() {
        final class Owner { var deleted = 0 }
        weak var weakAction: UIAlertAction?, weakOwner: Owner?, weakAlert: UIAlertController?
        do {
            let owner = Owner()
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            let action = UIAlertAction(title: "Delete", style: .destructive) { _ in owner.deleted += 1 }
            alert.addAction(action)
            alert.loadViewIfNeeded()
            action.isEnabled = false
            XCTAssertFalse((alert.view as! AlertView).buttons[0].isEnabled, "the button follows its action")
            (weakAction, weakOwner, weakAlert) = (action, owner, alert)
        }
        XCTAssertNil(weakAlert)
        XCTAssertNil(weakAction, "the action goes with its alert")
        XCTAssertNil(weakOwner, "and so does what its handler captured")
    }

    func testAnAlertPresentedAgainIsAnsweredAgain() {
        var answers = 0
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in answers += 1 })
        for round in 1...2 {
            _ = show(alert)
            press(.keyboardReturnOrEnter, "\r")
            XCTAssertEqual(answers, round)
            XCTAssertNil(root.presentedViewController, "dismissed in round \(round)")
        }
    }
}
