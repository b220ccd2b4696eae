import XCTest
@testable import UIKit

/// Event scripts name every US key and type what it types there, shifted with `shift`.
final class EventScriptKeyNamesTests: XCTestCase {
    private struct NotAKeyDown: Error {}

    /// The key `line` presses; a line that parses to anything else fails the test.
    private func typed(_ line: String, file: StaticString = #filePath, line number: UInt = #line) throws -> UIKey {
        let script = try EventScript(parsing: line)
        guard case let .input(.keyDown(key, _)) = script.steps.first?.command else {
            XCTFail("not a key down: \(line)", file: file, line: number)
            throw NotAKeyDown()
        }
        return key
    }

    func testPunctuationTypesItsCharacterAndShiftItsShiftedOne() throws {
        let expected: [(String, String, String, Int)] = [
            ("slash", "/", "?", 56), ("backslash", "\\", "|", 49), ("comma", ",", "<", 54),
            ("period", ".", ">", 55), ("bracketleft", "[", "{", 47), ("bracketright", "]", "}", 48),
            ("semicolon", ";", ":", 51), ("apostrophe", "'", "\"", 52), ("grave", "`", "~", 53),
            ("minus", "-", "_", 45), ("equal", "=", "+", 46), ("1", "1", "!", 30), ("0", "0", ")", 39),
            ("8", "8", "*", 37),
        ]
        for (name, plain, shifted, usage) in expected {
            let down = try typed("key down \(name)")
            XCTAssertEqual(down.keyCode.rawValue, usage, name)
            XCTAssertEqual(down.characters, plain, name)
            let withShift = try typed("key down \(name) shift")
            XCTAssertEqual(withShift.characters, shifted, name)
            XCTAssertEqual(withShift.charactersIgnoringModifiers, plain, name)
            XCTAssertEqual(withShift.modifierFlags, .shift, name)
        }
    }

    func testLettersKeypadAndKeysThatTypeNothing() throws {
        XCTAssertEqual(try typed("key down r shift").characters, "R")
        XCTAssertEqual(try typed("key down r capslock").characters, "R")
        XCTAssertEqual(try typed("key down r shift capslock").characters, "r")
        let kp7 = try typed("key down kp7")
        XCTAssertEqual(kp7.characters, "7")
        XCTAssertEqual(kp7.keyCode.rawValue, 95)
        XCTAssertTrue(kp7.modifierFlags.contains(.numericPad))
        XCTAssertEqual(try typed("key down kpplus").characters, "+")
        XCTAssertEqual(try typed("key down insert").characters, "")
        XCTAssertEqual(try typed("key down f11").keyCode.rawValue, 68)
    }

    func testShiftedSlashChoosesAQuestionMarkKeyCommand() throws {
        let help = UIKeyCommand(input: "?") { _ in }
        XCTAssertTrue(help.matches(try typed("key down slash shift")))
        XCTAssertFalse(help.matches(try typed("key down slash")))
        let bar = UIKeyCommand(input: "|") { _ in }
        XCTAssertTrue(bar.matches(try typed("key down backslash shift")))
    }
}
