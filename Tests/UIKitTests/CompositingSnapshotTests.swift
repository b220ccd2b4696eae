import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshot tests of the renderer's compositing not covered by CoreSnapshotTests:
/// controls in a scrolled (bounds-offset) container, alpha on nested views, hidden views,
/// and custom `draw(_:)` code at 1x and 2x. Each also checks a few pixels by number, so
/// a wrong reference cannot pass unnoticed.
final class CompositingSnapshotTests: XCTestCase {
    private func view(_ frame: CGRect, _ color: UIColor?) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        return v
    }

    /// A clipping container scrolled down 40 points (its `bounds.origin`), holding three
    /// custom buttons and a plain control at content y 0, 40, 80 and 120: the first is
    /// scrolled out above, the second shows at the top, the last is cut by the bottom edge.
    /// A finger is held on the third button at its on-screen position, so it shows its
    /// highlighted state; hit testing and tracking go through the offset.
    func testControlsInAScrolledContainer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 140, height: 120))
        let root = view(window.bounds, .white)
        window.addSubview(root)
        let container = view(CGRect(x: 10, y: 10, width: 120, height: 100), UIColor(white: 0.9, alpha: 1))
        container.clipsToBounds = true
        container.bounds.origin = CGPoint(x: 0, y: 40)
        root.addSubview(container)
        var taps: [Int] = []
        let buttons = (0..<3).map { i -> UIButton in
            let button = UIButton(frame: CGRect(x: 10, y: CGFloat(i) * 40 + 4, width: 100, height: 32),
                                  primaryAction: UIAction { _ in taps.append(i) })
            button.backgroundColor = [UIColor.systemRed, .systemGreen, .systemBlue][i]
            button.setTitleColor(.black, for: .highlighted)
            container.addSubview(button)
            return button
        }
        let control = UIControl(frame: CGRect(x: 10, y: 124, width: 100, height: 32))
        control.backgroundColor = .systemOrange
        container.addSubview(control)
        window.layoutIfNeeded()

        // Button 1 is at content y 44...76, on screen at 10 + 44 - 40 = 14...46.
        window.tap(60, 30, at: 0)
        XCTAssertEqual(taps, [1], "the tap reaches the button through the bounds offset")
        // Button 2 is on screen at 54...86; hold a finger on it.
        window.down(1, 60, 70, at: 1)
        XCTAssertTrue(buttons[2].isHighlighted)
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 12), with: nil) === container,
                      "button 0, scrolled out above, is not hit")

        let bitmap = root.renderedBitmap()
        XCTAssertEqual(bitmap[60, 12], UIColor(white: 0.9, alpha: 1).rasterColor.premultiplied,
                       "button 0 is scrolled out of view")
        XCTAssertEqual(bitmap[25, 20], UIColor.systemGreen.rasterColor.premultiplied)
        XCTAssertEqual(bitmap[25, 60], UIColor.systemBlue.rasterColor.premultiplied)
        XCTAssertEqual(bitmap[25, 100], UIColor.systemOrange.rasterColor.premultiplied, "the control's top")
        XCTAssertEqual(bitmap[60, 112], UIColor.white.rasterColor.premultiplied, "clipped at the container's edge")
        buttons[0].setTitle("Zero", for: .normal)
        buttons[1].setTitle("One", for: .normal)
        buttons[2].setTitle("Two", for: .normal)
        buttons[2].setTitle("Held", for: .highlighted)
        assertSnapshot(of: root, named: "scrolled-40pt-third-held")
        window.up(1, 60, 70, at: 1.05)
        XCTAssertEqual(taps, [1, 2])
    }

    /// Alpha multiplies down the tree: a half-transparent group holding a half-transparent
    /// group holding opaque squares, and a label at 0.5 in the outer group, over white.
    func testAlphaOnNestedViews() throws {
        let root = view(CGRect(x: 0, y: 0, width: 120, height: 80), .white)
        let outer = view(CGRect(x: 5, y: 5, width: 110, height: 70), .black)
        outer.alpha = 0.5
        let inner = view(CGRect(x: 10, y: 10, width: 60, height: 50), nil)
        inner.alpha = 0.5
        inner.addSubview(view(CGRect(x: 0, y: 0, width: 40, height: 40), .systemRed))
        inner.addSubview(view(CGRect(x: 20, y: 10, width: 40, height: 40), .systemBlue))
        outer.addSubview(inner)
        let opaqueChild = view(CGRect(x: 80, y: 10, width: 20, height: 50), .white)
        outer.addSubview(opaqueChild)
        root.addSubview(outer)

        let bitmap = root.renderedBitmap()
        // Outer black at 0.5 over white: 128 or 127.
        XCTAssertEqual(Double(bitmap[8, 8] & 0xFF), 127.5, accuracy: 1)
        // Where blue covers red: the inner group is flattened first (blue hides red), faded
        // to 0.5 onto the outer's black, and the outer group faded to 0.5 onto white, so
        // each channel is (c * 0.5) * 0.5 + 255 * 0.5. Red showing through would give
        // red 159, not 127.5. One level of rounding per step.
        let p = bitmap[50, 40]
        func shown(_ c: Double) -> Double { c * 0.25 + 127.5 }
        XCTAssertEqual(Double(p >> 16 & 0xFF), shown(0), accuracy: 2, "no red shows through the blue")
        XCTAssertEqual(Double(p >> 8 & 0xFF), shown(122), accuracy: 2)
        XCTAssertEqual(Double(p & 0xFF), shown(255), accuracy: 2)
        XCTAssertEqual(bitmap[90, 30], 0xFFFF_FFFF, "an opaque white child of a faded group over white stays white")
        assertSnapshot(of: root, named: "nested-halves")
    }

    /// Hidden views and their subtrees draw nothing, a visible child of a hidden parent
    /// included; alpha 0 draws nothing; unhiding draws again.
    func testHiddenViews() {
        let root = view(CGRect(x: 0, y: 0, width: 100, height: 60), .white)
        let hiddenParent = view(CGRect(x: 5, y: 5, width: 40, height: 50), .systemRed)
        hiddenParent.isHidden = true
        hiddenParent.addSubview(view(CGRect(x: 5, y: 5, width: 20, height: 20), .black))
        let transparent = view(CGRect(x: 55, y: 5, width: 40, height: 20), .systemBlue)
        transparent.alpha = 0
        let shown = view(CGRect(x: 55, y: 35, width: 40, height: 20), .systemGreen)
        let hiddenChild = view(CGRect(x: 10, y: 5, width: 20, height: 10), .black)
        hiddenChild.isHidden = true
        shown.addSubview(hiddenChild)
        for v in [hiddenParent, transparent, shown] { root.addSubview(v) }

        let bitmap = root.renderedBitmap()
        let white: UInt32 = 0xFFFF_FFFF
        XCTAssertEqual(bitmap[20, 20], white, "the hidden parent and its child draw nothing")
        XCTAssertEqual(bitmap[70, 10], white, "alpha 0 draws nothing")
        XCTAssertEqual(bitmap[70, 42], UIColor.systemGreen.rasterColor.premultiplied, "the hidden child is not drawn")
        assertSnapshot(of: root, named: "only-green")
        hiddenParent.isHidden = false
        XCTAssertEqual(root.renderedBitmap()[20, 20], 0xFF00_0000, "unhidden, the child draws again")
    }

    /// A view's `draw(_:)` with CoreGraphics-style calls (fills, strokes, circles,
    /// rounded rectangles, saved state, transforms, clipping, context alpha) at 1x and 2x.
    func testCustomDrawingAtScaleOneAndTwo() {
        let root = view(CGRect(x: 0, y: 0, width: 80, height: 60), .white)
        let drawing = Drawing(frame: CGRect(x: 5, y: 5, width: 70, height: 50))
        root.addSubview(drawing)
        let one = root.renderedBitmap(scale: 1)
        let two = root.renderedBitmap(scale: 2)
        XCTAssertEqual(drawing.drawCount, 2)
        // The square filled at (5, 5, 20, 20) in the view: device (10...29) at 1x, (20...59) at 2x.
        XCTAssertEqual(one[15, 15], UIColor.systemOrange.rasterColor.premultiplied)
        XCTAssertEqual(two[30, 30], UIColor.systemOrange.rasterColor.premultiplied)
        XCTAssertEqual(one[5, 5], 0xFFFF_FFFF, "the drawing stays inside the view's bounds")
        assertSnapshot(of: root, scale: 1, named: "1x")
        assertSnapshot(of: root, scale: 2, named: "2x")
    }
}

/// Custom drawing through `UIGraphicsGetCurrentContext()`, counting its calls.
private final class Drawing: UIView {
    var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor(white: 0.85, alpha: 1).cgColor)
        context.fillRoundedRect(bounds, cornerRadius: 8)
        UIColor.systemOrange.setFill()
        UIRectFill(CGRect(x: 5, y: 5, width: 20, height: 20))
        context.saveGState()
        context.translateBy(x: 45, y: 25)
        context.rotate(by: .pi / 4)
        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fill(CGRect(x: -8, y: -8, width: 16, height: 16))
        context.restoreGState()
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 30, width: 35, height: 20))
        context.setAlpha(0.5)
        context.setFillColor(UIColor.systemGreen.cgColor)
        context.fillEllipse(in: CGRect(x: 10, y: 25, width: 30, height: 30))
        context.restoreGState()
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(1.5)
        context.stroke(CGRect(x: 55, y: 5, width: 10, height: 40))
    }
}
