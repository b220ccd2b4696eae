import Foundation
import XCTest
@testable import Raster

/// The fonts `make` installs (fonts-dejavu-core), or those in `SCROLLKIT_FONT_DIR`.
enum TestFonts {
    static let directory = ProcessInfo.processInfo.environment["SCROLLKIT_FONT_DIR"]
        ?? "/usr/share/fonts/truetype/dejavu"

    /// DejaVu Sans, loaded once for all tests.
    static let regular: Result<FontFace, FontError> = Result { () throws(FontError) in try FontFace(contentsOf: directory + "/DejaVuSans.ttf") }

    /// DejaVu Sans, or a test failure naming why it is missing.
    static func sans(file: StaticString = #filePath, line: UInt = #line) throws -> FontFace {
        do { return try regular.get() } catch {
            XCTFail("\(error) (run scripts/install-deps.sh or set SCROLLKIT_FONT_DIR)", file: file, line: line)
            throw error
        }
    }
}
