import XCTest
@testable import Raster

/// `Bitmap` shares its pixels as documented: copies and crops are views, `copy()` is not.
final class BitmapSharingTests: XCTestCase {
    let red = Color(red: 255, green: 0, blue: 0)

    func testAssignedCopySharesPixelsWithTheOriginal() {
        let original = Bitmap(width: 8, height: 6)
        let alias = original
        XCTAssertTrue(alias.storage === original.storage)
        alias[3, 2] = 0xFF11_2233
        XCTAssertEqual(original[3, 2], 0xFF11_2233)
        Canvas(target: alias).fill(CGRect(x: 0, y: 0, width: 2, height: 2), with: red)
        XCTAssertEqual(original[1, 1], red.premultiplied, "drawing into the alias draws into the original")
    }

    func testDeepCopyIsIndependent() {
        let original = Bitmap(width: 8, height: 6)
        original.clear(to: 0xFF00_00FF)
        let own = original.copy()
        XCTAssertFalse(own.storage === original.storage)
        Canvas(target: own).fill(CGRect(x: 0, y: 0, width: 8, height: 6), with: red)
        own[0, 0] = 0
        XCTAssertEqual(own[5, 5], red.premultiplied)
        for y in 0..<6 {
            for x in 0..<8 { XCTAssertEqual(original[x, y], 0xFF00_00FF, "(\(x), \(y)) unchanged") }
        }
    }

    func testCropIsAViewIntoItsParent() {
        let parent = Bitmap(width: 10, height: 8)
        let crop = parent.cropped(to: PixelRect(x: 3, y: 2, width: 4, height: 3))
        XCTAssertEqual(crop.rowStride, parent.rowStride)
        Canvas(target: crop).fill(CGRect(x: 0, y: 0, width: 100, height: 100), with: red)
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (3..<7).contains(x) && (2..<5).contains(y)
                XCTAssertEqual(parent[x, y], inside ? red.premultiplied : 0, "(\(x), \(y))")
            }
        }
        // A copy of the crop is packed and owns its pixels.
        let packed = crop.copy()
        XCTAssertEqual(packed.rowStride, 4)
        packed.clear()
        XCTAssertEqual(parent[3, 2], red.premultiplied)
        XCTAssertTrue(crop.hasSamePixels(as: parent.cropped(to: PixelRect(x: 3, y: 2, width: 4, height: 3))))
    }
}
