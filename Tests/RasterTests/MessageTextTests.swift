import XCTest
import Raster

/// Text from outside quoted in messages: escaped where a terminal would not show it as
/// itself, cut in the middle when long.
final class MessageTextTests: XCTestCase {
    func testPrintableTextIsUnchanged() {
        for text in ["photo.png", "dir/sub dir/ä ö ß 日本.png", #"C:\pictures\x.png"#, "🙂👍🏽", ""] {
            XCTAssertEqual(MessageText.escaped(text), text)
        }
        XCTAssertEqual(MessageText.quoted("tuch"), "'tuch'")
    }

    func testControlBytesNulsAndLineBreaksAreEscaped() {
        XCTAssertEqual(MessageText.escaped("a\nb.png"), #"a\nb.png"#)
        XCTAssertEqual(MessageText.escaped("1\r\n\t2"), #"1\r\n\t2"#)
        XCTAssertEqual(MessageText.escaped("x\0y"), #"x\0y"#)
        XCTAssertEqual(MessageText.escaped("\u{1B}[31mred\u{7F}\u{85}"), #"\u{1B}[31mred\u{7F}\u{85}"#)
        // Right-to-left override, zero-width space, line separator, an unassigned scalar.
        XCTAssertEqual(MessageText.escaped("a\u{202E}b\u{200B}c\u{2028}d\u{0378}"),
                       #"a\u{202E}b\u{200B}c\u{2028}d\u{378}"#)
    }

    func testLongTextKeepsItsStartAndEnd() {
        let long = "/photos/" + String(repeating: "x", count: 1_000_000) + "/end.png"
        let shown = MessageText.escaped(long)
        XCTAssertEqual(shown.unicodeScalars.count, MessageText.maximumLength + 1)
        XCTAssertTrue(shown.hasPrefix("/photos/xxx"), shown)
        XCTAssertTrue(shown.hasSuffix("xxx/end.png"), shown)
        XCTAssertTrue(shown.contains("…"))
        let exact = String(repeating: "y", count: MessageText.maximumLength)
        XCTAssertEqual(MessageText.escaped(exact), exact)
        // Escapes grow the text, never past ten characters a scalar.
        let controls = String(repeating: "\u{1}", count: 10_000)
        XCTAssertLessThanOrEqual(MessageText.escaped(controls).count, 10 * (MessageText.maximumLength + 1))
    }

    func testPNGErrorsNameTheFileOnOneLine() {
        let error = PNGError.unreadable(file: "evil\nname.png", reason: "No such file or directory")
        XCTAssertEqual(error.description, #"evil\nname.png: cannot read: No such file or directory"#)
        XCTAssertEqual(error.file, "evil\nname.png", "the error keeps the name as given")
        XCTAssertEqual(PNGError.corruptChunk(file: "a.png", chunk: "I\u{1}AT").description,
                       #"a.png: corrupt I\u{1}AT chunk (CRC mismatch): the file is damaged"#)
        XCTAssertEqual(FontError(path: "f\u{0}.ttf", reason: .fileNotFound).description, #"font f\0.ttf: file not found"#)
    }
}
