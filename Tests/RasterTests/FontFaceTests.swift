import XCTest
@testable import Raster

final class FontFaceTests: XCTestCase {
    func testDejaVuSansMetricsInFontUnits() throws {
        let face = try TestFonts.sans()
        XCTAssertEqual(face.familyName, "DejaVu Sans")
        XCTAssertEqual(face.postScriptName, "DejaVuSans")
        // hhea of DejaVu Sans: ascender 1901, descender -483, line gap 0 at 2048 units/em.
        XCTAssertEqual(face.metrics, FontMetrics(unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0,
                                                 capHeight: 1493, xHeight: 1120),
                       "cap and x height measured from H and x: DejaVu's OS/2 table (v1) lacks them")
        XCTAssertTrue(face.hasKerning)
    }

    func testGlyphLookupCoversLatinGreekCyrillicAndReportsMissingCharacters() throws {
        let face = try TestFonts.sans()
        XCTAssertEqual(face.glyph(for: "A"), 36)
        XCTAssertEqual(face.glyph(for: "é"), 171)
        XCTAssertEqual(face.glyph(for: "Ж"), 939)
        XCTAssertEqual(face.glyph(for: "Ω"), 830)
        XCTAssertEqual(face.glyph(for: "…"), 2825, "above the direct lookup table: asks FreeType")
        XCTAssertNil(face.glyph(for: "漢"))
        XCTAssertNil(face.glyph(for: "\u{1F9E0}"))
    }

    func testAdvancesAndKerningInFontUnits() throws {
        let face = try TestFonts.sans()
        let a = try XCTUnwrap(face.glyph(for: "A")), v = try XCTUnwrap(face.glyph(for: "V"))
        XCTAssertEqual(face.advance(of: a), 1401)
        XCTAssertEqual(face.advance(of: v), 1401)
        XCTAssertEqual(face.kerning(between: a, and: v), -131, "AV is kerned closer")
        XCTAssertEqual(face.kerning(between: v, and: v), 0)
        XCTAssertEqual(face.advance(of: CGGlyph.max), 0, "a glyph past the font's end has no advance")
        let digits = "0123456789".unicodeScalars.map { face.advance(of: face.glyph(for: $0)!) }
        XCTAssertEqual(Set(digits), [1303], "DejaVu Sans digits are tabular")
    }

    func testMissingFileIsATypedOneLineError() {
        let path = "/nonexistent/ScrollKit/Missing.ttf"
        XCTAssertThrowsError(try FontFace(contentsOf: path)) { error in
            XCTAssertEqual(error as? FontError, FontError(path: path, reason: .fileNotFound))
            XCTAssertEqual("\(error)", "font /nonexistent/ScrollKit/Missing.ttf: file not found")
        }
    }

    func testDirectoryAndNonFontFilesAreRefusedWithTheirReasons() throws {
        XCTAssertThrowsError(try FontFace(contentsOf: NSTemporaryDirectory())) { error in
            XCTAssertEqual((error as? FontError)?.reason, .unreadable)
        }
        let path = NSTemporaryDirectory() + "scrollkit-not-a-font-\(ProcessInfo.processInfo.processIdentifier).ttf"
        try Data("this is not a font\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try FontFace(contentsOf: path)) { error in
            XCTAssertEqual((error as? FontError)?.reason, .notAFont(freeTypeError: 2))
            XCTAssertEqual("\(error)", "font \(path): not a font FreeType can open (FreeType error 0x2: unknown file format)")
        }
    }
}
