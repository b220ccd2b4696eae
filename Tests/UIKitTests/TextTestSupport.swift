import XCTest
@testable import UIKit

/// Helpers shared by the text tests.
enum TextTestSupport {
    /// The system font at `size` points, failing the test when its file is missing.
    static func systemFont(_ size: CGFloat = 17, bold: Bool = false, file: StaticString = #filePath,
                           line: UInt = #line) throws -> UIFont {
        let font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
        if let error = font.loadError {
            XCTFail("\(error) (run scripts/install-deps.sh or set SCROLLKIT_FONT_DIR)", file: file, line: line)
            throw error
        }
        return font
    }

    /// The smallest rectangle holding every pixel with non-zero alpha inside `area` (the
    /// whole bitmap when nil).
    static func inkBounds(_ bitmap: Bitmap, in area: PixelRect? = nil) -> PixelRect {
        let r = (area ?? bitmap.bounds).intersection(bitmap.bounds)
        var ink = PixelRect.zero
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX where bitmap[x, y] >> 24 != 0 {
                ink = ink.union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return ink
    }

    /// The number of pixels with non-zero alpha.
    static func inkCount(_ bitmap: Bitmap) -> Int {
        var n = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y] >> 24 != 0 { n += 1 } }
        return n
    }
}
