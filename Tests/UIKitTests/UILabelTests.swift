import XCTest
@testable import UIKit

final class UILabelTests: XCTestCase {
    func testDefaultsMatchUIKit() throws {
        let label = UILabel()
        XCTAssertEqual(label.font, try TextTestSupport.systemFont(17))
        XCTAssertEqual(label.textColor, .label)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertFalse(label.isUserInteractionEnabled, "labels let touches through")
        XCTAssertNil(label.text)
        label.font = .boldSystemFont(ofSize: 30)
        label.font = nil
        label.textColor = .red
        label.textColor = nil
        XCTAssertEqual(label.font, .systemFont(ofSize: 17), "nil restores the default")
        XCTAssertEqual(label.textColor, .label)
    }

    func testIntrinsicContentSizeIsTheTextRoundedUpToPixels() throws {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero, "no text, no size")
        label.text = "Hello"
        let font = try TextTestSupport.systemFont()
        let exact = TextLayout(text: "Hello", font: font).size // 43.09 x 19.79 points
        let scale = UIScreen.main.scale
        XCTAssertEqual(label.intrinsicContentSize,
                       CGSize(width: (exact.width * scale).rounded(.up) / scale, height: (exact.height * scale).rounded(.up) / scale))
        label.text = "Hello\nworld"
        XCTAssertEqual(label.intrinsicContentSize.height, (font.lineHeight * scale).rounded(.up) / scale,
                       "one line allowed")
        label.numberOfLines = 0
        XCTAssertEqual(label.intrinsicContentSize.height, (2 * font.lineHeight * scale).rounded(.up) / scale)
    }

    func testSizeThatFitsWrapsAtTheGivenWidth() throws {
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        let font = try TextTestSupport.systemFont()
        let fitted = label.sizeThatFits(CGSize(width: 120, height: 10))
        let layout = TextLayout(text: label.text!, font: font, width: 120)
        XCTAssertGreaterThan(layout.lines.count, 2)
        XCTAssertLessThanOrEqual(fitted.width, 120)
        XCTAssertEqual(fitted.height, (CGFloat(layout.lines.count) * font.lineHeight).rounded(.up),
                       "the height given is no limit")
        XCTAssertEqual(label.sizeThatFits(.zero).height, font.lineHeight.rounded(.up), "width 0: no limit, one line")
        label.preferredMaxLayoutWidth = 120
        XCTAssertEqual(label.intrinsicContentSize, fitted)
    }

    func testSizeToFitKeepsTheTopLeftCorner() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertEqual(label.frame.origin, CGPoint(x: 10, y: 20))
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
    }

    func testChangesRedrawTheLabelAndAskTheSuperviewForLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        window.addSubview(label)
        window.layoutIfNeeded()
        _ = window.takeDamage()
        label.text = "Hi"
        XCTAssertEqual(window.takeDamage(), [CGRect(x: 10, y: 10, width: 100, height: 30)])
        XCTAssertTrue(window.needsLayout, "intrinsic size changed")
        window.layoutIfNeeded()
        label.textColor = .blue
        XCTAssertEqual(window.takeDamage(), [CGRect(x: 10, y: 10, width: 100, height: 30)])
        XCTAssertFalse(window.needsLayout, "colour does not change the size")
        label.textColor = .blue
        label.text = "Hi"
        XCTAssertEqual(window.takeDamage(), [], "setting the same value again changes nothing")
    }

    func testTheBoundsHeightLimitsTheLinesShown() throws {
        let font = try TextTestSupport.systemFont()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: font.lineHeight * 2.5))
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        XCTAssertEqual(label.lineLimit(forHeight: label.bounds.height, maximum: 0), 2)
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)
        XCTAssertEqual(rect.height, (2 * font.lineHeight).rounded(.up))
        let layout = label.textLayout(width: 120, lines: 2)
        XCTAssertTrue(layout.lines[1].text.hasSuffix("…"))
        XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).height, font.lineHeight.rounded(.up))
        let short = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 5))
        XCTAssertEqual(short.lineLimit(forHeight: 5, maximum: 0), 1, "a label shorter than a line shows one")
    }

    func testSubclassesDrawThroughDrawTextInRect() throws {
        final class Inset: UILabel {
            var drawnRects: [CGRect] = []
            override func drawText(in rect: CGRect) {
                drawnRects.append(rect)
                super.drawText(in: rect.insetBy(dx: 20, dy: 0))
            }
        }
        _ = try TextTestSupport.systemFont()
        let label = Inset(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Hello"
        let bitmap = label.renderedBitmap()
        XCTAssertEqual(label.drawnRects, [CGRect(x: 0, y: 0, width: 100, height: 30)])
        XCTAssertGreaterThanOrEqual(TextTestSupport.inkBounds(bitmap).x, 20)
    }
}
