import XCTest
import ScreenshotTesting
@testable import UIKit

/// A small test picture: four coloured quadrants with a one-pixel black frame and a
/// diagonal, so placement, scaling and edges all show.
func makeTestPicture(width: Int = 64, height: Int = 48) -> Bitmap {
    let b = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let c: Color
            if x == 0 || y == 0 || x == width - 1 || y == height - 1 || x * height == y * width {
                c = .black
            } else if x < width / 2 {
                c = y < height / 2 ? Color(red: 230, green: 60, blue: 50) : Color(red: 40, green: 170, blue: 80)
            } else {
                c = y < height / 2 ? Color(red: 40, green: 100, blue: 220) : Color(red: 250, green: 200, blue: 40)
            }
            b[x, y] = c.premultiplied
        }
    }
    return b
}

final class ImageViewTests: XCTestCase {
    func testImageSizeIsPixelsOverScaleAndFileSuffixSetsScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pic@2x.png").path
        try PNGEncoder.write(makeTestPicture(), to: path)
        let image = try XCTUnwrap(UIImage(contentsOfFile: path))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 32, height: 24))
        XCTAssertNil(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path))
        XCTAssertThrowsError(try UIImage.load(contentsOfFile: folder.appendingPathComponent("missing.png").path)) { error in
            XCTAssertTrue("\(error)".contains("missing.png"), "\(error)")
        }
    }

    func testImageViewSizesToItsImage() {
        let view = UIImageView(image: UIImage(bitmap: makeTestPicture()))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 64, height: 48))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 64, height: 48))
        XCTAssertFalse(view.isUserInteractionEnabled)
    }

    func testOpaqueImageStaysOpaqueWhenScaled() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 37, height: 91))
        view.image = UIImage(bitmap: makeTestPicture(width: 300, height: 200))
        let bitmap = view.renderedBitmap(scale: 1)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { XCTAssertEqual(bitmap[x, y] >> 24, 255, "(\(x), \(y))") }
        }
    }

    func testContentModes() {
        let image = UIImage(bitmap: makeTestPicture())
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 140))
        root.backgroundColor = .white
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .bottomRight]
        for (i, mode) in modes.enumerated() {
            let frame = CGRect(x: 10 + CGFloat(i % 3) * 97, y: 10 + CGFloat(i / 3) * 65, width: 86, height: 56)
            let backdrop = UIView(frame: frame)
            backdrop.backgroundColor = .lightGray
            root.addSubview(backdrop)
            let view = UIImageView(frame: frame)
            view.image = image
            view.contentMode = mode
            view.clipsToBounds = mode == .scaleAspectFill
            root.addSubview(view)
        }
        assertSnapshot(of: root, named: "content-modes")
        assertSnapshot(of: root, scale: 2, named: "content-modes-2x")
    }

    func testAspectFillOverflowsUnlessClipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIImageView(frame: CGRect(x: 20, y: 40, width: 60, height: 20))
        view.image = UIImage(bitmap: makeTestPicture())
        view.contentMode = .scaleAspectFill
        root.addSubview(view)
        // 64 x 48 filled into 60 x 20: scale 0.9375, 60 x 45, overflowing 12.5 pt above and below.
        XCTAssertEqual(view.imageRect, CGRect(x: 0, y: -12.5, width: 60, height: 45))
        XCTAssertNotEqual(root.renderedBitmap()[50, 30] >> 24, 0, "drawn above the bounds")
        view.clipsToBounds = true
        XCTAssertEqual(root.renderedBitmap()[50, 30] >> 24, 0, "clipped")
    }
}
