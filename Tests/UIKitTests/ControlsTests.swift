import XCTest
@testable import UIKit

/// State and numbers of the gallery controls: slider, progress view, activity indicator,
/// and tint inheritance.
final class ControlsTests: XCTestCase {
    // MARK: UISlider

    /// A 228-point slider at (100, 100) in a window: the thumb's centre travels 200 points,
    /// from x 114 (value 0) to 314 (value 1).
    private func sliderScene() -> (UIWindow, UISlider, EventLog) {
        let window = UIWindow.testWindow()
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 31))
        window.addSubview(slider)
        let log = EventLog()
        slider.addAction(UIAction { _ in log.append(String(format: "%.3f", slider.value)) }, for: .valueChanged)
        return (window, slider, log)
    }

    func testSliderValueIsClampedToItsRange() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.maximumValue = 10
        slider.value = 12
        XCTAssertEqual(slider.value, 10)
        slider.value = -3
        XCTAssertEqual(slider.value, 0)
        slider.value = .nan
        XCTAssertEqual(slider.value, 0)
        slider.value = 8
        slider.maximumValue = 5
        XCTAssertEqual(slider.value, 5, "lowering the maximum clamps the value")
        slider.minimumValue = 7
        XCTAssertEqual(slider.maximumValue, 7, "a minimum past the maximum raises it")
        XCTAssertEqual(slider.value, 7)
    }

    func testDraggingTheThumbSendsValueChangedContinuously() {
        let (window, slider, log) = sliderScene()
        slider.value = 0.25
        // The thumb's centre is at 114 + 50 = 164; grab it 4 points right of centre.
        window.down(1, 168, 115, at: 0)
        XCTAssertTrue(slider.isTracking)
        window.move(1, 218, 140, at: 0.02)
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6, "the thumb moved 50 points: a quarter of its travel")
        window.move(1, 600, 115, at: 0.04)
        XCTAssertEqual(slider.value, 1)
        window.up(1, 600, 115, at: 0.06)
        XCTAssertEqual(log.entries, ["0.500", "1.000"], "one action per change, none for the unchanged lift")
    }

    func testNonContinuousSliderSendsOnceWhenTheFingerLifts() {
        let (window, slider, log) = sliderScene()
        slider.isContinuous = false
        window.down(1, 114, 115, at: 0)
        window.move(1, 164, 115, at: 0.02)
        window.move(1, 214, 115, at: 0.04)
        XCTAssertEqual(log.entries, [])
        window.up(1, 214, 115, at: 0.06)
        XCTAssertEqual(log.entries, ["0.500"])
    }

    func testTouchOffTheThumbDoesNotMoveIt() {
        let (window, slider, log) = sliderScene()
        window.down(1, 300, 115, at: 0)
        window.move(1, 250, 115, at: 0.02)
        window.up(1, 250, 115, at: 0.04)
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(log.entries, [])
    }

    // MARK: UIProgressView

    func testProgressIsClampedAndAnimatesOnTheFrameLoop() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 40))
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        host.window.addSubview(bar)
        bar.progress = 1.5
        XCTAssertEqual(bar.progress, 1)
        bar.progress = 0.2
        XCTAssertEqual(bar.displayedProgress, 0.2)
        bar.setProgress(0.8, animated: true)
        XCTAssertEqual(bar.progress, 0.8, "progress reads the new value at once")
        XCTAssertEqual(bar.displayedProgress, 0.2, "the bar moves on the next frames")
        host.advance(by: UIProgressView.animationDuration / 2)
        // Ease-out at half time: 1 − 0.5² = 0.75 of the way.
        XCTAssertEqual(bar.displayedProgress, 0.2 + 0.6 * 0.75, accuracy: 0.03)
        host.advance(by: UIProgressView.animationDuration)
        XCTAssertEqual(bar.displayedProgress, 0.8)
        XCTAssertFalse(host.frameLoop.wantsFrames, "the display link ends with the animation")
    }

    func testProgressOutsideAWindowJumps() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.setProgress(0.5, animated: true)
        XCTAssertEqual(bar.displayedProgress, 0.5)
    }

    // MARK: UIActivityIndicatorView

    func testActivityIndicatorStepsOnItsHostsClockAndHidesWhenStopped() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertTrue(spinner.isHidden, "hidden until it animates")
        host.window.addSubview(spinner)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        XCTAssertTrue(host.frameLoop.wantsFrames)
        host.advance(by: 3 * UIActivityIndicatorView.stepDuration + 0.01)
        XCTAssertEqual(spinner.leadingSpoke, 3)
        host.advance(by: 6 * UIActivityIndicatorView.stepDuration)
        XCTAssertEqual(spinner.leadingSpoke, 1, "nine steps wrap round eight spokes")
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        XCTAssertFalse(host.frameLoop.wantsFrames)
        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden)
    }

    func testActivityIndicatorStartedBeforeItHasAWindowAnimatesOnceInOne() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        host.window.addSubview(spinner)
        host.advance(by: 2 * UIActivityIndicatorView.stepDuration + 0.01)
        XCTAssertEqual(spinner.leadingSpoke, 2)
        spinner.removeFromSuperview()
        XCTAssertFalse(host.frameLoop.wantsFrames, "leaving the window drops the display link")
    }

    // MARK: Tint

    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { super.tintColorDidChange(); changes += 1 }
    }

    func testTintIsInheritedAndChangesAreAnnounced() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = TintWatcher(frame: root.bounds)
        let leaf = TintWatcher(frame: root.bounds)
        let own = TintWatcher(frame: root.bounds)
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(own)
        own.tintColor = .systemGreen
        XCTAssertEqual(own.changes, 1)
        XCTAssertEqual(leaf.tintColor, .systemBlue, "the default tint")
        root.tintColor = .systemRed
        XCTAssertEqual(leaf.tintColor, .systemRed)
        XCTAssertEqual(middle.changes, 1)
        XCTAssertEqual(leaf.changes, 1)
        XCTAssertEqual(own.changes, 1, "a view with its own tint is not told")
        XCTAssertEqual(own.tintColor, .systemGreen)
        // Moving to a superview of another tint announces the change.
        let other = UIView(frame: root.bounds)
        other.tintColor = .systemOrange
        other.addSubview(leaf)
        XCTAssertEqual(leaf.tintColor, .systemOrange)
        XCTAssertEqual(leaf.changes, 2)
        own.tintColor = nil
        XCTAssertEqual(own.tintColor, .systemRed, "nil inherits again")
    }

    func testSystemButtonTitleFollowsAnInheritedTint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let button = UIButton(type: .system)
        root.addSubview(button)
        button.setTitle("Go", for: .normal)
        root.tintColor = .systemRed
        XCTAssertEqual(button.titleLabel?.textColor, .systemRed)
    }

    // MARK: UIButton images

    private func swatch(_ color: UIColor, _ size: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }
    }

    func testButtonImagesPerStateAndLayout() throws {
        _ = try TextTestSupport.systemFont()
        let button = UIButton(type: .custom)
        let normal = swatch(.red, 20), selected = swatch(.blue, 24)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        XCTAssertTrue(button.currentImage === normal)
        button.isSelected = true
        XCTAssertTrue(button.currentImage === selected)
        XCTAssertTrue(button.imageView?.image === selected)
        button.isHighlighted = true
        XCTAssertTrue(button.currentImage === normal, "no fall-back through partial states")
        button.isHighlighted = false
        button.isSelected = false
        // Image alone: its size, no padding (padding comes with a title).
        XCTAssertEqual(button.sizeThatFits(.zero), CGSize(width: 20, height: 20))
        button.setTitle("Go", for: .normal)
        let title = button.titleLabel!.sizeThatFits(.zero)
        XCTAssertEqual(button.sizeThatFits(.zero), CGSize(width: 20 + title.width, height: max(20, title.height) + 12))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = button.imageView!.frame, label = button.titleLabel!.frame
        XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(image.maxX, label.minX, accuracy: 1, "the title sits right of the image")
        XCTAssertEqual((image.minX + label.maxX) / 2, 100, accuracy: 1, "the pair is centred")
        XCTAssertEqual(image.midY, 22, accuracy: 0.5)
    }
}
