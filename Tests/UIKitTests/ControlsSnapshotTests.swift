import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshot tests of the gallery controls, against references in
/// __Snapshots__/ControlsSnapshotTests.
final class ControlsSnapshotTests: XCTestCase {
    /// Two sliders (default tint, and inside an orange-tinted container), two progress
    /// bars (one with its own colours), and stopped activity indicators of both styles.
    func testSlidersProgressBarsAndIndicators() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 170))
        root.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 10, y: 8, width: 240, height: 31))
        slider.value = 0.3
        root.addSubview(slider)
        let tinted = UIView(frame: CGRect(x: 0, y: 40, width: 260, height: 80))
        tinted.tintColor = .systemOrange
        root.addSubview(tinted)
        let orange = UISlider(frame: CGRect(x: 10, y: 0, width: 240, height: 31))
        orange.value = 0.75
        tinted.addSubview(orange)
        let bar = UIProgressView(frame: CGRect(x: 10, y: 44, width: 240, height: 4))
        bar.progress = 0.6
        tinted.addSubview(bar)
        let custom = UIProgressView(frame: CGRect(x: 10, y: 62, width: 240, height: 4))
        custom.progress = 0.35
        custom.progressTintColor = .systemGreen
        custom.trackTintColor = UIColor(white: 0.2, alpha: 1)
        tinted.addSubview(custom)
        for (i, style) in [UIActivityIndicatorView.Style.medium, .large].enumerated() {
            let spinner = UIActivityIndicatorView(style: style)
            spinner.hidesWhenStopped = false
            spinner.frame.origin = CGPoint(x: 20 + CGFloat(i) * 50, y: 125)
            root.addSubview(spinner)
        }
        let dark = UIActivityIndicatorView(style: .large)
        dark.hidesWhenStopped = false
        dark.color = .white
        dark.backgroundColor = UIColor(white: 0.15, alpha: 1)
        dark.frame.origin = CGPoint(x: 120, y: 125)
        root.addSubview(dark)
        assertSnapshot(of: root, scale: 2, named: "controls@2x")
    }

    /// Buttons with images drawn by paths through an image renderer: icon and title, icon
    /// only, and a highlighted system button (image and title faded).
    func testButtonsWithImages() throws {
        _ = try TextTestSupport.systemFont()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let star = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18), format: format).image { _ in
            UIColor.systemOrange.setFill()
            DrawingSnapshotTests.star(centre: CGPoint(x: 9, y: 9.5), radius: 8.5).fill()
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 270, height: 44))
        root.backgroundColor = .white
        let titled = UIButton(type: .system)
        titled.setImage(star, for: .normal)
        titled.setTitle("Favourite", for: .normal)
        titled.frame = CGRect(x: 0, y: 0, width: 110, height: 44)
        let plain = UIButton(type: .custom)
        plain.setImage(star, for: .normal)
        plain.frame = CGRect(x: 110, y: 0, width: 44, height: 44)
        let held = UIButton(type: .system)
        held.setImage(star, for: .normal)
        held.setTitle("Held", for: .normal)
        held.isHighlighted = true
        held.frame = CGRect(x: 160, y: 0, width: 110, height: 44)
        for b in [titled, plain, held] { root.addSubview(b) }
        assertSnapshot(of: root, scale: 2, named: "image-buttons@2x")
    }

    /// Switches off, on, on in orange with a blue thumb, half way through a slide, off
    /// with a red off border, and disabled on; above them segmented controls: three
    /// titles with the middle selected, apportioned widths with a disabled segment, and a
    /// custom selected tint with white selected titles.
    func testSwitchesAndSegmentedControls() throws {
        _ = try TextTestSupport.systemFont()
        let host = HeadlessHost(size: CGSize(width: 320, height: 190))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 190))
        root.backgroundColor = .white
        host.window.addSubview(root)
        let plain = UISegmentedControl(items: ["Day", "Week", "Month"])
        plain.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        plain.selectedSegmentIndex = 1
        let apportioned = UISegmentedControl(items: ["All", "Unread", "Flagged messages"])
        apportioned.apportionsSegmentWidthsByContent = true
        apportioned.frame = CGRect(x: 10, y: 52, width: 300, height: 32)
        apportioned.selectedSegmentIndex = 0
        apportioned.setEnabled(false, forSegmentAt: 2)
        let tinted = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
        tinted.frame = CGRect(x: 10, y: 94, width: 300, height: 32)
        tinted.selectedSegmentTintColor = .systemBlue
        tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        tinted.selectedSegmentIndex = 2
        for control in [plain, apportioned, tinted] { root.addSubview(control) }
        let switches = (0..<6).map { i in UISwitch(frame: CGRect(x: 8 + CGFloat(i) * 52, y: 150, width: 0, height: 0)) }
        switches[1].isOn = true
        switches[2].isOn = true
        switches[2].onTintColor = .systemOrange
        switches[2].thumbTintColor = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
        switches[4].tintColor = .systemRed
        switches[5].isOn = true
        switches[5].isEnabled = false
        for s in switches { root.addSubview(s) }
        switches[3].setOn(true, animated: true)
        host.advance(by: UISwitch.animationDuration / 4)
        XCTAssertGreaterThan(switches[3].thumbPosition, 0.3)
        XCTAssertLessThan(switches[3].thumbPosition, 0.7)
        assertSnapshot(of: root, scale: 2, named: "switches-segments@2x")
    }
}
