import XCTest
@testable import UIKit

final class EventScriptParserTests: XCTestCase {
    func testGoodScriptGivesItsSteps() throws {
        let text = """
        # a drag, a zoom and a key
        touch down 1 120 340
        touch move 1 130 300   # trailing comment
        touch up 1 130 300

        touch cancel 2
        wheel 400 300 0 -3
        wheel precise 400 300 0 -120 ctrl
        key down Right
        key up Space shift
        key down a shift repeat
        resize 800 600
        wait 0.25
        advance 16ms
        frames 30
        render
        @1.5 screenshot out/my shot#1.png
        """
        let script = try EventScript(parsing: text, name: "demo.txt")
        XCTAssertEqual(script.steps.map(\.command), [
            .input(.touchDown(id: 1, location: pt(120, 340))),
            .input(.touchMove(id: 1, location: pt(130, 300))),
            .input(.touchUp(id: 1, location: pt(130, 300))),
            .input(.touchCancel(id: 2)),
            .input(.wheel(location: pt(400, 300), delta: pt(0, -3), isPrecise: false, modifiers: [])),
            .input(.wheel(location: pt(400, 300), delta: pt(0, -120), isPrecise: true, modifiers: .control)),
            .input(.keyDown(UIKey(keyCode: .keyboardRightArrow), isRepeat: false)),
            .input(.keyUp(UIKey(keyCode: .keyboardSpacebar, characters: " ", modifierFlags: .shift))),
            .input(.keyDown(UIKey(keyCode: UIKeyboardHIDUsage.letter("a")!, characters: "A",
                                  charactersIgnoringModifiers: "a", modifierFlags: .shift), isRepeat: true)),
            .resize(CGSize(width: 800, height: 600)),
            .wait(0.25),
            .wait(0.016),
            .frames(30),
            .render,
            .screenshot(path: "out/my shot#1.png"),
        ])
        XCTAssertEqual(script.steps.map(\.line), [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
        XCTAssertEqual(script.steps.last?.time, 1.5)
        XCTAssertEqual(script.steps[1].text, "touch move 1 130 300   # trailing comment")
        XCTAssertEqual(script.duration, 1.5, accuracy: 1e-12, "@1.5 comes after 0.25 + 0.016 + 0.5 s")
    }

    func testModifierKeysHoldTheirOwnFlagWhileDown() throws {
        let script = try EventScript(parsing: "key down ctrl\nkey up ctrl\nkey down F5 alt cmd")
        XCTAssertEqual(script.steps.map(\.command), [
            .input(.keyDown(UIKey(keyCode: .keyboardLeftControl, modifierFlags: .control), isRepeat: false)),
            .input(.keyUp(UIKey(keyCode: .keyboardLeftControl))),
            .input(.keyDown(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 62), modifierFlags: [.alternate, .command]),
                            isRepeat: false)),
        ])
    }

    func testDurationsAndAbsoluteTimes() throws {
        let script = try EventScript(parsing: "wait 2s\n@2 render\n@2.5s render\nadvance 250ms\n@3000ms render")
        XCTAssertEqual(script.steps.map(\.time), [nil, 2, 2.5, nil, 3])
        XCTAssertEqual(script.steps[3].command, .wait(0.25))
    }

    private func assertError(_ text: String, line: Int, _ message: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try EventScript(parsing: text, name: "script.txt"), file: file, line: lineNumber) { error in
            guard let error = error as? EventScriptError else { return XCTFail("not an EventScriptError: \(error)", file: file, line: lineNumber) }
            XCTAssertEqual(error.line, line, file: file, line: lineNumber)
            XCTAssertEqual(error.description, message, file: file, line: lineNumber)
        }
    }

    func testBadLinesGiveTheLineNumberAndTheBadText() {
        let good = "# header\ntouch down 1 10 10\n\n"
        assertError(good + "tuch down 1 2 3", line: 4, "script.txt:4: unknown command 'tuch'")
        assertError(good + "touch down 1 abc 3", line: 4, "script.txt:4: expected a number for x, got 'abc'")
        assertError(good + "touch down 1 2", line: 4, "script.txt:4: expected a number for y")
        assertError(good + "touch press 1 2 3", line: 4, "script.txt:4: unknown touch phase 'press' (down, move, up or cancel)")
        assertError(good + "touch down -1 2 3", line: 4, "script.txt:4: expected a finger id (0 or more), got '-1'")
        assertError(good + "touch down 1 2 3 4", line: 4, "script.txt:4: unexpected '4' after the touch step")
        assertError(good + "wheel 1 2 3 4 hyper", line: 4, "script.txt:4: unknown modifier 'hyper' (shift, ctrl, alt, cmd, capslock)")
        assertError(good + "wheel 1 2 3 inf", line: 4, "script.txt:4: expected a number for dy, got 'inf'")
        assertError(good + "key down Rihgt", line: 4, "script.txt:4: unknown key 'Rihgt'")
        assertError(good + "key sideways a", line: 4, "script.txt:4: expected 'down' or 'up' after 'key', got 'sideways'")
        assertError(good + "key up a repeat", line: 4, "script.txt:4: unknown modifier 'repeat' (shift, ctrl, alt, cmd, capslock)")
        assertError(good + "wait soon", line: 4, "script.txt:4: expected a duration in seconds (like 0.25, 250ms), got 'soon'")
        assertError(good + "wait -1", line: 4, "script.txt:4: expected a duration in seconds (like 0.25, 250ms), got '-1'")
        assertError(good + "frames 2.5", line: 4, "script.txt:4: expected a frame count (0 or more), got '2.5'")
        assertError(good + "resize 0 600", line: 4, "script.txt:4: resize needs at least 1 point a side, got 0 x 600")
        assertError(good + "screenshot", line: 4, "script.txt:4: screenshot needs a path")
        assertError(good + "render now", line: 4, "script.txt:4: unexpected 'now' after the render step")
        assertError(good + "wait 2\n@1 render", line: 5, "script.txt:5: time 1 s is before the script's current time 2 s")
        assertError(good + "@1", line: 4, "script.txt:4: expected a step after '@1'")
    }

    func testErrorCarriesTheLineAsWritten() {
        do {
            _ = try EventScript(parsing: "render\n  tuch 1 2 3  ", name: "x.txt")
            XCTFail("parsed")
        } catch let error as EventScriptError {
            XCTAssertEqual(error.text, "tuch 1 2 3")
            XCTAssertEqual(error.name, "x.txt")
        } catch {
            XCTFail("\(error)")
        }
    }

    func testReadingAFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-scripts-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("tap.txt")
        try Data("touch down 0 5 5\ntouch up 0 5 5\n".utf8).write(to: url)
        XCTAssertEqual(try EventScript(contentsOf: url).steps.count, 2)
        XCTAssertThrowsError(try EventScript(contentsOf: dir.appendingPathComponent("missing.txt"))) { error in
            XCTAssertTrue("\(error)".contains("missing.txt: cannot read the script"), "\(error)")
        }
        try Data([0xFF, 0xFE, 0x00]).write(to: url)
        XCTAssertThrowsError(try EventScript(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".hasSuffix("tap.txt: the script is not UTF-8 text"), "\(error)")
        }
    }
}
