import XCTest
@testable import UIKit

/// UIButton's titles: per-state lookup, colours, layout, fitted size and what is drawn.
final class UIButtonTests: XCTestCase {
    typealias T = TextTestSupport

    override func setUpWithError() throws {
        _ = try T.systemFont()
    }

    /// A window with `button` at (100, 100, 200, 50), laid out.
    private func makeScene(_ button: UIButton) -> UIWindow {
        let window = UIWindow.testWindow()
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
        window.addSubview(button)
        window.layoutIfNeeded()
        return window
    }

    // MARK: Titles per state

    func testTitlesFallBackToTheNormalTitle() {
        let button = UIButton(type: .system)
        XCTAssertNil(button.title(for: .normal))
        XCTAssertNil(button.currentTitle)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Down", for: .highlighted)
        button.setTitle("On", for: .selected)
        XCTAssertEqual(button.title(for: .normal), "Normal")
        XCTAssertEqual(button.title(for: .highlighted), "Down")
        XCTAssertEqual(button.title(for: .selected), "On")
        XCTAssertEqual(button.title(for: .disabled), "Normal")
        XCTAssertEqual(button.title(for: [.selected, .highlighted]), "Normal",
                       "UIKit falls back to .normal, not to a partial state")
        button.setTitle("Both", for: [.selected, .highlighted])
        XCTAssertEqual(button.title(for: [.selected, .highlighted]), "Both")
        button.setTitle(nil, for: .highlighted)
        XCTAssertEqual(button.title(for: .highlighted), "Normal", "removing a title restores the fallback")
    }

    func testCurrentTitleFollowsTheStateDuringTracking() throws {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Down", for: .highlighted)
        button.setTitle("Off", for: .disabled)
        button.setTitle("On", for: .selected)
        let window = makeScene(button)
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(label.text, "Normal")
        window.down(1, 150, 120, at: 0)
        XCTAssertEqual(button.currentTitle, "Down")
        XCTAssertEqual(label.text, "Down", "the label shows the highlighted title while the finger is down")
        window.move(1, 150, 300, at: 0.05)
        XCTAssertEqual(label.text, "Normal", "dragged out past the slop: no longer highlighted")
        window.move(1, 150, 120, at: 0.1)
        XCTAssertEqual(label.text, "Down")
        window.up(1, 150, 120, at: 0.15)
        XCTAssertEqual(label.text, "Normal")
        button.isSelected = true
        XCTAssertEqual(label.text, "On")
        button.isEnabled = false
        XCTAssertEqual(button.state, [.disabled, .selected])
        XCTAssertEqual(label.text, "Normal", "no title for [.disabled, .selected]: the normal one")
        button.isSelected = false
        XCTAssertEqual(label.text, "Off")
    }

    func testPrimaryActionTitleBecomesTheNormalTitle() {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in })
        XCTAssertEqual(button.title(for: .normal), "Go")
        XCTAssertEqual(button.titleLabel?.text, "Go")
        XCTAssertNil(UIButton(type: .system, primaryAction: UIAction { _ in }).currentTitle)
    }

    func testTitleLabelIsMadeOnFirstUseAsASubview() throws {
        let button = UIButton(type: .custom)
        XCTAssertTrue(button.subviews.isEmpty, "no label until it is needed")
        button.setTitle("Hi", for: .highlighted)
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertTrue(button.subviews.contains { $0 === label })
        XCTAssertTrue(button.titleLabel === label, "one label")
        XCTAssertEqual(label.font, .systemFont(ofSize: 15))
        XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)
        XCTAssertFalse(label.isUserInteractionEnabled, "touches on the title reach the button")
        XCTAssertNil(label.text, "no normal title: nothing shown in the normal state")
    }

    // MARK: Title colours

    func testSystemButtonTitleColours() throws {
        let button = UIButton(type: .system)
        button.setTitle("Tint", for: .normal)
        let label = try XCTUnwrap(button.titleLabel)
        let dimmedBlue = UIColor.systemBlue.withAlphaComponent(0.2)
        XCTAssertEqual(button.titleColor(for: .normal), .systemBlue)
        XCTAssertEqual(button.titleColor(for: .highlighted), dimmedBlue)
        XCTAssertEqual(button.titleColor(for: .selected), .systemBlue)
        XCTAssertEqual(button.titleColor(for: [.selected, .highlighted]), dimmedBlue)
        XCTAssertEqual(button.titleColor(for: .disabled), UIButton.systemDisabledTitleColor)
        XCTAssertEqual(button.titleColor(for: [.disabled, .selected]), UIButton.systemDisabledTitleColor)
        XCTAssertEqual(label.textColor, .systemBlue)

        button.tintColor = .systemRed
        XCTAssertEqual(label.textColor, .systemRed, "the tint recolours the title at once")
        XCTAssertEqual(button.titleColor(for: .highlighted), UIColor.systemRed.withAlphaComponent(0.2))

        let green = UIColor(red: 0, green: 0.5, blue: 0, alpha: 0.5)
        button.setTitleColor(green, for: .normal)
        XCTAssertEqual(button.currentTitleColor, green)
        XCTAssertEqual(label.textColor, green)
        XCTAssertEqual(button.titleColor(for: .highlighted)?.alpha ?? 0, 0.1, accuracy: 1e-12,
                       "a set normal colour is dimmed the same way")
        XCTAssertEqual(button.titleColor(for: .disabled), UIButton.systemDisabledTitleColor)

        button.setTitleColor(.orange, for: .highlighted)
        button.setTitleColor(.black, for: .disabled)
        XCTAssertEqual(button.titleColor(for: .highlighted), .orange, "a colour set for the state is used as is")
        button.isEnabled = false
        XCTAssertEqual(button.currentTitleColor, .black)
        XCTAssertEqual(label.textColor, .black)
        button.setTitleColor(nil, for: .disabled)
        XCTAssertEqual(label.textColor, UIButton.systemDisabledTitleColor)
    }

    func testCustomButtonTitleColoursFallBackToNormal() {
        let button = UIButton(type: .custom)
        for state: UIControl.State in [.normal, .highlighted, .disabled, .selected] {
            XCTAssertEqual(button.titleColor(for: state), .white, "\(state)")
        }
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.red, for: .selected)
        XCTAssertEqual(button.titleColor(for: .highlighted), .black, "custom buttons do not dim")
        XCTAssertEqual(button.titleColor(for: .disabled), .black)
        XCTAssertEqual(button.titleColor(for: .selected), .red)
        XCTAssertEqual(button.titleColor(for: [.selected, .disabled]), .black)
        button.isSelected = true
        XCTAssertEqual(button.currentTitleColor, .red)
    }

    // MARK: Layout and size

    func testTitleIsCentredOnWholePixels() throws {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        _ = makeScene(button)
        let label = try XCTUnwrap(button.titleLabel)
        let size = label.sizeThatFits(.zero)
        XCTAssertEqual(label.frame.size, size)
        XCTAssertEqual(label.frame.midX, 100, accuracy: 0.5)
        XCTAssertEqual(label.frame.midY, 25, accuracy: 0.5)
        XCTAssertEqual(label.frame.minX, label.frame.minX.rounded(), "on a whole pixel at scale 1")
        XCTAssertEqual(label.frame.minY, label.frame.minY.rounded())
        // Resizing the button lays the title out again.
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.midX, 40, accuracy: 0.5)
        XCTAssertEqual(label.frame.midY, 40, accuracy: 0.5)
    }

    func testContentEdgeInsetsMoveTheTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Inset", for: .normal)
        _ = makeScene(button)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 60, bottom: 0, right: 0)
        button.layoutIfNeeded()
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(button.contentRect(forBounds: button.bounds), CGRect(x: 60, y: 10, width: 140, height: 40))
        XCTAssertEqual(label.frame.midX, 130, accuracy: 0.5)
        XCTAssertEqual(label.frame.midY, 30, accuracy: 0.5)
        // Insets larger than the bounds leave an empty rectangle at the centre.
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 150, bottom: 0, right: 150)
        XCTAssertEqual(button.contentRect(forBounds: button.bounds), CGRect(x: 100, y: 25, width: 0, height: 0))
        button.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 0)
    }

    func testLongTitleIsTruncatedInTheMiddleToTheBounds() throws {
        let button = UIButton(type: .system)
        button.setTitle("A rather long button title", for: .normal)
        let window = makeScene(button)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        window.layoutIfNeeded()
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(label.frame.minX, 0)
        XCTAssertEqual(label.frame.width, 100)
        let shown = label.textLayout(width: 100, lines: 1).lines.map(\.text)
        XCTAssertEqual(shown.count, 1)
        XCTAssertTrue(shown[0].hasPrefix("A rat") && shown[0].hasSuffix("title") && shown[0].contains("…"), shown[0])
    }

    func testFittedSizeIsTheTitlePlusUIKitsPadding() throws {
        let font = try T.systemFont(15)
        let button = UIButton(type: .system)
        XCTAssertEqual(button.intrinsicContentSize, .zero, "no title, no insets: no size")
        button.setTitle("Button", for: .normal)
        let textWidth = TextLayout(text: "Button", font: font).size.width
        XCTAssertEqual(font.lineHeight, 17.46, accuracy: 0.01, "DejaVu Sans at 15 pt")
        // Title 18 pt tall (17.46 rounded up to a pixel) plus 6 above and below.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: textWidth.rounded(.up), height: 30))
        XCTAssertEqual(button.sizeThatFits(CGSize(width: 10, height: 10)), button.intrinsicContentSize,
                       "the size offered is not a limit")
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 2, right: 12)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: textWidth.rounded(.up) + 22, height: 24),
                       "insets replace the default padding")
        button.setTitle(nil, for: .normal)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 22, height: 6), "no title: just the insets")
    }

    func testSizeToFitAndTitleChangesRelayout() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = UIButton(type: .system)
        root.addSubview(button)
        root.layoutIfNeeded()
        button.setTitle("Short", for: .normal)
        XCTAssertTrue(root.needsLayout, "a new title tells the superview the button's size changed")
        button.sizeToFit()
        let short = button.frame.size
        XCTAssertEqual(short.height, 30)
        button.setTitle("Much longer", for: .normal)
        button.sizeToFit()
        XCTAssertGreaterThan(button.frame.width, short.width)
        root.layoutIfNeeded()
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(label.frame, CGRect(origin: CGPoint(x: 0, y: 6), size: label.sizeThatFits(.zero)))
        // A bigger font makes a bigger title and button.
        label.font = .boldSystemFont(ofSize: 30)
        button.sizeToFit()
        XCTAssertEqual(button.frame.height, (label.font.lineHeight).rounded(.up) + 12)
    }

    // MARK: Pixels

    func testSystemTitleDrawsInTintThenDimsWhileHighlighted() throws {
        let button = UIButton(type: .system)
        button.setTitle("HHHH", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 24)
        let window = makeScene(button)
        let normal = button.renderedBitmap()
        let ink = T.inkBounds(normal)
        XCTAssertEqual(Double(ink.x + ink.maxX) / 2, 100, accuracy: 1.5, "centred: \(ink)")
        XCTAssertEqual(Double(ink.y + ink.maxY) / 2, 25, accuracy: 2.5, "capitals sit near the middle: \(ink)")
        let opaque = pixels(normal).filter { $0 >> 24 == 255 }
        XCTAssertGreaterThan(opaque.count, 200, "bold capitals have solid stems")
        XCTAssertTrue(opaque.allSatisfy { $0 == UIColor.systemBlue.rasterColor.premultiplied })

        window.down(1, 150, 120, at: 0)
        let highlighted = button.renderedBitmap()
        XCTAssertEqual(pixels(highlighted).map { $0 >> 24 }.max(), 51, "20 % of 255")
        XCTAssertEqual(T.inkBounds(highlighted), ink, "the same title, faded")
        window.up(1, 150, 120, at: 0.05)
        XCTAssertEqual(button.renderedBitmap().pixelsEqual(normal), true)

        button.isEnabled = false
        let disabled = pixels(button.renderedBitmap())
        XCTAssertEqual(disabled.map { $0 >> 24 }.max(), 77, "30 % grey")
        let grey = UIButton.systemDisabledTitleColor.rasterColor.premultiplied
        XCTAssertTrue(disabled.contains(grey))
    }

    func testCustomButtonDrawsItsBackgroundAndAWhiteTitleButNoTint() {
        let button = UIButton(type: .custom)
        button.backgroundColor = .black
        button.setTitle("HHHH", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 24)
        _ = makeScene(button)
        let bitmap = pixels(button.renderedBitmap())
        XCTAssertTrue(bitmap.allSatisfy { $0 >> 24 == 255 }, "the background fills the bounds")
        XCTAssertTrue(bitmap.contains(0xFFFF_FFFF), "white title")
        XCTAssertFalse(bitmap.contains { $0 & 0xFF > $0 >> 16 & 0xFF }, "no blue anywhere")
        let empty = UIButton(type: .system)
        _ = makeScene(empty)
        XCTAssertEqual(T.inkCount(empty.renderedBitmap()), 0, "a system button without a title draws nothing")
    }

    private func pixels(_ bitmap: Bitmap) -> [UInt32] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
    }
}

private extension Bitmap {
    /// True when both bitmaps have the same size and pixels.
    func pixelsEqual(_ other: Bitmap) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { return false } }
        return true
    }
}
