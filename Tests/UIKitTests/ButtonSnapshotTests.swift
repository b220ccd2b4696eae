import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshot tests of buttons with titles in their states, against references in
/// __Snapshots__/ButtonSnapshotTests. References depend on the FreeType and
/// fonts-dejavu-core versions installed.
final class ButtonSnapshotTests: XCTestCase {
    override func setUpWithError() throws {
        _ = try TextTestSupport.systemFont()
    }

    /// A white strip of `count` cells, 90 x 44 points each, with a system button filling
    /// each cell.
    private func systemButtonStrip(count: Int) -> (UIView, [UIButton]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(count) * 90, height: 44))
        root.backgroundColor = .white
        let buttons = (0..<count).map { i -> UIButton in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(i) * 90, y: 0, width: 90, height: 44)
            button.setTitle("Button", for: .normal)
            root.addSubview(button)
            return button
        }
        return (root, buttons)
    }

    /// Normal, highlighted, disabled, and selected (with a title of its own).
    func testSystemButtonStates() {
        let (root, buttons) = systemButtonStrip(count: 4)
        buttons[1].isHighlighted = true
        buttons[2].isEnabled = false
        buttons[3].setTitle("Selected", for: .selected)
        buttons[3].isSelected = true
        assertSnapshot(of: root, named: "normal-highlighted-disabled-selected")
    }

    /// A finger held on the second button through a window: it shows its highlighted
    /// title, dimmed; the first is untouched.
    func testHighlightWhileTracking() {
        let (root, buttons) = systemButtonStrip(count: 2)
        buttons[1].setTitle("Pressed", for: .highlighted)
        let window = UIWindow(frame: root.bounds)
        window.addSubview(root)
        window.layoutIfNeeded()
        window.down(1, 135, 22, at: 0)
        XCTAssertTrue(buttons[1].isHighlighted)
        assertSnapshot(of: root, named: "second-held")
        window.up(1, 135, 22, at: 0.05)
    }

    /// Custom buttons: white title on a colour, a coloured title with content insets (its
    /// size fitted), a long title truncated in the middle, and a tinted system button.
    func testCustomColoursInsetsAndTruncation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 90))
        root.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let filled = UIButton(type: .custom)
        filled.frame = CGRect(x: 10, y: 8, width: 120, height: 34)
        filled.backgroundColor = .systemBlue
        filled.setTitle("Continue", for: .normal)
        filled.titleLabel?.font = .boldSystemFont(ofSize: 15)
        let inset = UIButton(type: .custom)
        inset.setTitle("Inset", for: .normal)
        inset.setTitleColor(.black, for: .normal)
        inset.backgroundColor = .systemYellow
        inset.contentEdgeInsets = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        inset.sizeToFit()
        inset.frame.origin = CGPoint(x: 150, y: 10)
        let long = UIButton(type: .system)
        long.frame = CGRect(x: 10, y: 50, width: 120, height: 34)
        long.backgroundColor = .white
        long.setTitle("A much longer title than fits", for: .normal)
        let tinted = UIButton(type: .system)
        tinted.frame = CGRect(x: 150, y: 50, width: 140, height: 34)
        tinted.tintColor = .systemRed
        tinted.setTitle("Delete", for: .normal)
        tinted.titleLabel?.font = .boldSystemFont(ofSize: 20)
        for button in [filled, inset, long, tinted] { root.addSubview(button) }
        assertSnapshot(of: root, named: "custom-inset-truncated-tinted")
    }

    /// The state strip at scale 2: titles rendered at 30 px, not magnified.
    func testSystemButtonStatesAtScaleTwo() {
        let (root, buttons) = systemButtonStrip(count: 3)
        buttons[1].isHighlighted = true
        buttons[2].isEnabled = false
        assertSnapshot(of: root, scale: 2, named: "normal-highlighted-disabled-2x")
    }
}
