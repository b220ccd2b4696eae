import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// Real SDL events (pushed into SDL's queue) through the application's loop into UIKit,
/// checked in the views and in the pixels the window shows.
final class SDLApplicationInputTests: XCTestCase {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    func testMouseDragPansAViewAndTheWindowShowsItMoved() throws {
        let app = try openApplication(CGSize(width: 200, height: 150))
        app.window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = red
        app.window.addSubview(square)
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { (pan: UIPanGestureRecognizer) in
            states.append(pan.state)
            let t = pan.translation(in: nil)
            square.frame.origin = CGPoint(x: 10 + t.x, y: 10 + t.y)
        }
        square.addGestureRecognizer(pan)
        try app.processPendingEvents()
        XCTAssertEqual(try app.sdlWindow.readBackPresentedPixels().rgb(15, 15), 0xFF0000)

        let id = app.sdlWindow.windowID
        SDLEvents.push(SDLEvents.motion(x: 5, y: 5, window: id),            // hover: no touch
                       SDLEvents.button(true, x: 20, y: 20, window: id),
                       SDLEvents.motion(x: 40, y: 30, window: id),
                       SDLEvents.motion(x: 80, y: 60, window: id),
                       SDLEvents.button(false, x: 80, y: 60, window: id))
        try app.processPendingEvents()

        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(square.frame.origin, CGPoint(x: 70, y: 50))
        let shown = try app.sdlWindow.readBackPresentedPixels()
        XCTAssertEqual(shown.rgb(75, 55), 0xFF0000, "the square at its new place")
        XCTAssertEqual(shown.rgb(15, 15), 0xFFFFFF, "and gone from the old one")
    }

    func testTwoFingersPinch() throws {
        let app = try openApplication(CGSize(width: 200, height: 200))
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addTarget { (p: UIPinchGestureRecognizer) in scales.append(p.scale) }
        app.window.addGestureRecognizer(pinch)
        let id = app.sdlWindow.windowID
        // Fingers 50 pt apart spread to 100 pt: scale 2.
        SDLEvents.push(SDLEvents.finger(SDL_FINGERDOWN, finger: 11, x: 0.375, y: 0.5, window: id),
                       SDLEvents.finger(SDL_FINGERDOWN, finger: 12, x: 0.625, y: 0.5, window: id),
                       SDLEvents.finger(SDL_FINGERMOTION, finger: 12, x: 0.875, y: 0.5, window: id),
                       SDLEvents.finger(SDL_FINGERUP, finger: 12, x: 0.875, y: 0.5, window: id),
                       SDLEvents.finger(SDL_FINGERUP, finger: 11, x: 0.375, y: 0.5, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(scales.first, 2)
        XCTAssertEqual(pinch.state, .possible, "ended and reset")
    }

    func testCtrlWheelPinchesByATenthPerNotchAroundThePointer() throws {
        let app = try openApplication(CGSize(width: 200, height: 150))
        app.window.backgroundColor = .white
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let dot = UIView(frame: CGRect(x: 95, y: 70, width: 10, height: 10))
        dot.backgroundColor = red
        content.addSubview(dot)
        app.window.addSubview(content)
        let pinch = UIPinchGestureRecognizer()
        var scale: CGFloat = 1
        var centre = CGPoint.zero
        pinch.addTarget { (p: UIPinchGestureRecognizer) in
            scale = p.scale
            centre = p.location(in: nil)
            content.transform = CGAffineTransform(scaleX: p.scale, y: p.scale)
        }
        content.addGestureRecognizer(pinch)

        SDL_SetModState(KMOD_LCTRL)
        defer { SDL_SetModState(KMOD_NONE) }
        let id = app.sdlWindow.windowID
        for _ in 0..<3 { SDLEvents.push(SDLEvents.wheel(x: 0, y: 1, at: (100, 75), window: id)) }
        try app.processPendingEvents()

        XCTAssertEqual(scale, 1.331, accuracy: 1e-9, "three notches away from the user: 1.1 cubed")
        XCTAssertEqual(centre, CGPoint(x: 100, y: 75))
        XCTAssertEqual(pinch.state, .changed, "the zoom lasts until the wheel rests 0.2 s")
        // The dot (10 pt, centred on the view's centre) now covers 13.31 pt.
        let shown = try app.sdlWindow.readBackPresentedPixels()
        XCTAssertEqual(shown.rgb(94, 75), 0xFF0000, "grown past its old left edge at 95")
        XCTAssertEqual(shown.rgb(92, 75), 0xFFFFFF)
    }

    func testKeysReachTheFirstResponderWithTextModifiersAndRepeats() throws {
        let app = try openApplication(CGSize(width: 100, height: 100))
        let view = KeyRecordingView(frame: app.window.bounds)
        app.window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        let id = app.sdlWindow.windowID
        SDLEvents.push(SDLEvents.key(true, scancode: SDL_SCANCODE_LSHIFT, sym: Int32(SDLK_LSHIFT.rawValue), mod: KMOD_LSHIFT, window: id),
                       SDLEvents.key(true, scancode: SDL_SCANCODE_1, sym: 49, mod: KMOD_LSHIFT, window: id),
                       SDLEvents.text("!", window: id),
                       SDLEvents.key(true, scancode: SDL_SCANCODE_1, sym: 49, mod: KMOD_LSHIFT, isRepeat: true, window: id),
                       SDLEvents.text("!", window: id),
                       SDLEvents.key(false, scancode: SDL_SCANCODE_1, sym: 49, mod: KMOD_LSHIFT, window: id),
                       SDLEvents.key(false, scancode: SDL_SCANCODE_LSHIFT, sym: Int32(SDLK_LSHIFT.rawValue), window: id),
                       SDLEvents.key(true, scancode: SDL_SCANCODE_PAGEDOWN, sym: Int32(SDLK_PAGEDOWN.rawValue), window: id))
        try app.processPendingEvents()
        XCTAssertEqual(view.log, ["down 225 '' '' 2",
                                  "down 30 '!' '1' 2",
                                  "down 30 '!' '1' 2 repeat",
                                  "up 30 '!' '1' 2",
                                  "up 225 '' '' 2",   // the press that began, as UIKit ends it
                                  "down 78 '' '' 0"])
    }

    func testScreenshotShortcutIsTakenByTheHostNotDelivered() throws {
        let app = try openApplication(CGSize(width: 40, height: 30))
        app.window.backgroundColor = red
        let view = KeyRecordingView(frame: app.window.bounds)
        app.window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        try app.processPendingEvents()
        let path = NSTemporaryDirectory() + "sdlhost-shortcut-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var outcomes: [String] = []
        app.screenshotShortcut = KeyShortcut(.letter("s")!, modifierFlags: .control)
        app.screenshotPath = { path }
        app.onScreenshot = { outcomes.append((try? $0.get()) ?? "failed") }
        let id = app.sdlWindow.windowID
        SDLEvents.push(SDLEvents.key(true, scancode: SDL_SCANCODE_S, sym: 115, window: id),
                       SDLEvents.key(false, scancode: SDL_SCANCODE_S, sym: 115, window: id),
                       SDLEvents.key(true, scancode: SDL_SCANCODE_S, sym: 115, mod: KMOD_LCTRL, window: id),
                       SDLEvents.key(false, scancode: SDL_SCANCODE_S, sym: 115, mod: KMOD_LCTRL, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(outcomes, [path])
        XCTAssertEqual(view.log, ["down 22 's' 's' 0", "up 22 's' 's' 0"], "only the plain S reached the view")
        let saved = try PNGDecoder.decode(contentsOf: path)
        XCTAssertEqual(saved.width, 40)
        XCTAssertEqual(saved.rgb(20, 15), 0xFF0000)
    }

    func testLosingFocusCancelsTheMouseTouch() throws {
        let app = try openApplication(CGSize(width: 100, height: 100))
        /// Records the phases of the touches it gets.
        final class TouchView: UIView {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
        }
        let view = TouchView(frame: app.window.bounds)
        app.window.addSubview(view)
        let id = app.sdlWindow.windowID
        SDLEvents.push(SDLEvents.button(true, x: 50, y: 50, window: id),
                       SDLEvents.motion(x: 52, y: 50, window: id),
                       SDLEvents.windowEvent(SDL_WINDOWEVENT_FOCUS_LOST, window: id),
                       SDLEvents.button(false, x: 60, y: 50, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(view.phases, ["began", "moved", "cancelled"], "the late button-up ends nothing")
    }
}

/// `UIPasteboard.general` is the desktop's clipboard while a window is open.
final class SDLClipboardTests: XCTestCase {
    func testThePasteboardReadsAndWritesSDLsClipboard() throws {
        let app = try openApplication(CGSize(width: 40, height: 30))
        UIPasteboard.general.string = "copied in ScrollKit"
        let text = try XCTUnwrap(SDL_GetClipboardText())
        XCTAssertEqual(String(cString: text), "copied in ScrollKit")
        SDL_free(text)
        XCTAssertEqual(SDL_SetClipboardText("copied elsewhere"), 0)
        XCTAssertEqual(UIPasteboard.general.string, "copied elsewhere")
        XCTAssertTrue(UIPasteboard.general.hasStrings)
        _ = app
    }
}

/// An input method's composition through SDL's queue into a text field, and where the
/// application tells SDL the caret is.
final class SDLApplicationCompositionTests: XCTestCase {
    func testACompositionShowsInTheFieldAndItsCommitReplacesIt() throws {
        let app = try openApplication(CGSize(width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        app.window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        let id = app.sdlWindow.windowID
        let long = "わたしはにほんごをべんきょうしています"
        SDLEvents.push(SDLEvents.editing("ni", start: 2, length: -1, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(field.text, "ni")
        XCTAssertNotNil(field.markedTextRange)
        SDLEvents.push(SDLEvents.editingExt(long, start: 1, length: -1, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(field.text, long, "the long composition whole (its string freed by the application)")
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 1)
        SDLEvents.push(SDLEvents.text("私", window: id), SDLEvents.editing("", start: 0, length: 0, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(field.text, "私", "the commit replaced the composition; the empty one after it took nothing")
        XCTAssertNil(field.markedTextRange)
    }

    func testTheCaretRectangleGoesToSDLWhenItMoves() throws {
        let app = try openApplication(CGSize(width: 300, height: 100))
        var told: [SDL_Rect] = []
        app.setTextInputRect = { told.append($0) }
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
        app.window.addSubview(field)
        try app.processPendingEvents()
        XCTAssertEqual(told.count, 0, "no field takes text")
        XCTAssertTrue(field.becomeFirstResponder())
        try app.processPendingEvents()
        XCTAssertEqual(told.count, 1)
        let caret = try XCTUnwrap(app.window.textInputCaretRect)
        let scale = app.translator.contentScale
        let expected = SDLApplication.windowUnits(caret, contentScale: scale)
        XCTAssertEqual(told.last.map { CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.w), height: CGFloat($0.h)) },
                       expected)
        XCTAssertEqual(told.last?.y, Int32((caret.minY * scale).rounded(.down)))
        XCTAssertGreaterThan(told.last?.h ?? 0, 10)
        try app.processPendingEvents()
        XCTAssertEqual(told.count, 1, "not told again while the caret stays")
        SDLEvents.push(SDLEvents.editing("nihao", start: 2, length: -1, window: app.sdlWindow.windowID))
        try app.processPendingEvents()
        XCTAssertEqual(told.count, 2)
        XCTAssertGreaterThan(told[1].x, told[0].x, "the caret moved into the composition")
        field.frame.origin.y = 50
        try app.processPendingEvents()
        XCTAssertEqual(told.count, 3)
        XCTAssertEqual(told[2].y - told[1].y, Int32(30 * scale), "it follows the field")
    }
}

extension SDLApplicationCompositionTests {
    /// Counts the input method's resets.
    final class ResetCounter { var count = 0 }

    /// A 300 x 100 application whose input-method resets are counted, `responder` in its
    /// window taking the keys.
    func openTakingText(_ responder: UIView) throws -> (SDLApplication, ResetCounter) {
        let app = try openApplication(CGSize(width: 300, height: 100))
        let resets = ResetCounter()
        app.resetInputMethod = { resets.count += 1 }
        app.window.addSubview(responder)
        XCTAssertTrue(responder.becomeFirstResponder())
        return (app, resets)
    }

    func testACompositionTheFieldEndsByItselfIsResetInTheInputMethod() throws {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let (app, resets) = try openTakingText(field)
        let id = app.sdlWindow.windowID
        SDLEvents.push(SDLEvents.editing("ni", start: 2, length: -1, window: id), SDLEvents.text("你", window: id))
        try app.processPendingEvents()
        SDLEvents.push(SDLEvents.editing("ha", start: 2, length: -1, window: id),
                       SDLEvents.editing("", start: 0, length: 0, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(resets.count, 0, "the input method committed, then cancelled, itself")
        SDLEvents.push(SDLEvents.editing("hao", start: 3, length: -1, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(resets.count, 0)
        XCTAssertTrue(field.resignFirstResponder())
        try app.processPendingEvents()
        XCTAssertEqual(field.text, "你hao", "the field kept the composition, as UIKit's")
        XCTAssertEqual(resets.count, 1, "and the input method was told to drop it")
        try app.processPendingEvents()
        XCTAssertEqual(resets.count, 1)
    }

    func testAShortcutTheInputMethodLetThroughKeepsTheCompositionAndResetsIt() throws {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let (app, resets) = try openTakingText(field)
        let id = app.sdlWindow.windowID
        SDLEvents.push(SDLEvents.editing("ni", start: 2, length: -1, window: id))
        try app.processPendingEvents()
        SDLEvents.push(SDLEvents.key(true, scancode: SDL_SCANCODE_A, sym: 97, mod: KMOD_LCTRL, window: id),
                       SDLEvents.key(false, scancode: SDL_SCANCODE_A, sym: 97, mod: KMOD_LCTRL, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(field.text, "ni", "kept as text")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) }, 2, "Ctrl+A selected it")
        XCTAssertEqual(resets.count, 1, "the input method composes it no more")
    }
}

extension SDLApplicationCompositionTests {
    /// A view adopting only `UIKeyInput`: it shows no composition, and takes the commit.
    private final class KeyPad: UIView, UIKeyInput {
        var typed = ""
        var hasText: Bool { !typed.isEmpty }
        func insertText(_ text: String) { typed += text }
        func deleteBackward() {}
        override var canBecomeFirstResponder: Bool { true }
    }

    func testAViewTakingOnlyKeyInputGetsTheCommitAndTheInputMethodIsNotReset() throws {
        let pad = KeyPad(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let (app, resets) = try openTakingText(pad)
        let id = app.sdlWindow.windowID
        SDLEvents.push(SDLEvents.editing("ni", start: 2, length: -1, window: id))
        try app.processPendingEvents()
        SDLEvents.push(SDLEvents.editing("nihao", start: 5, length: -1, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(resets.count, 0, "a composition the view never showed is not abandoned")
        SDLEvents.push(SDLEvents.text("你好", window: id), SDLEvents.editing("", start: 0, length: 0, window: id))
        try app.processPendingEvents()
        XCTAssertEqual(pad.typed, "你好")
        XCTAssertEqual(resets.count, 0)
    }
}
