import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshot tests of what `view.layer` draws: rounded corners, borders, subviews masked
/// to rounded corners, shadows, gradient and shape layers, written as iOS code writes
/// them. References in __Snapshots__/LayerSnapshotTests.
final class LayerSnapshotTests: XCTestCase {
    private func canvas(_ width: CGFloat = 200, _ height: CGFloat = 120) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    func testRoundedCornersAndBorders() {
        let root = canvas()
        let filled = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 50))
        filled.backgroundColor = .systemBlue
        filled.layer.cornerRadius = 16
        root.addSubview(filled)
        let bordered = UIView(frame: CGRect(x: 105, y: 10, width: 80, height: 50))
        bordered.backgroundColor = .systemYellow
        bordered.layer.cornerRadius = 10
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = UIColor.red.cgColor
        root.addSubview(bordered)
        // A circle: radius half the side, as avatar code writes it; a border alone.
        let circle = UIView(frame: CGRect(x: 10, y: 70, width: 40, height: 40))
        circle.backgroundColor = .systemGreen
        circle.layer.cornerRadius = circle.frame.width / 2
        root.addSubview(circle)
        let outline = UIView(frame: CGRect(x: 60, y: 72, width: 120, height: 36))
        outline.layer.borderWidth = 1.5
        outline.layer.borderColor = UIColor.darkGray.cgColor
        outline.layer.cornerRadius = 18
        root.addSubview(outline)
        assertSnapshot(of: root, named: "corners-borders")
        assertSnapshot(of: root, scale: 2, named: "corners-borders@2x")
    }

    func testMasksToBoundsClipsSubviewsToTheRoundedCorners() {
        let root = canvas()
        let card = UIView(frame: CGRect(x: 20, y: 15, width: 160, height: 90))
        card.backgroundColor = .systemGray4
        card.layer.cornerRadius = 24
        card.layer.masksToBounds = true
        // A header filling the top and a square over the bottom-right corner: both are
        // cut by the corners.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        header.backgroundColor = .systemOrange
        card.addSubview(header)
        let corner = UIView(frame: CGRect(x: 120, y: 55, width: 60, height: 60))
        corner.backgroundColor = .systemPurple
        card.addSubview(corner)
        root.addSubview(card)
        XCTAssertTrue(card.clipsToBounds, "masksToBounds is clipsToBounds")
        assertSnapshot(of: root, named: "masked-subviews")
    }

    func testShadows() {
        let root = canvas(220, 130)
        root.backgroundColor = .systemGray6
        // The card of every feed: rounded, white, a soft shadow below.
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.4
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 6
        root.addSubview(card)
        // A shadow from a path (an ellipse under a square), red, hard.
        let pathed = UIView(frame: CGRect(x: 125, y: 20, width: 70, height: 60))
        pathed.backgroundColor = .systemTeal
        pathed.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 50, width: 70, height: 24)).cgPath
        pathed.layer.shadowColor = UIColor.red.cgColor
        pathed.layer.shadowOpacity = 0.8
        pathed.layer.shadowRadius = 2
        pathed.layer.shadowOffset = .zero
        root.addSubview(pathed)
        assertSnapshot(of: root, named: "shadows")
    }

    func testGradientAndShapeLayers() {
        let root = canvas(220, 120)
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = banner.bounds
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPink.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 14
        banner.layer.insertSublayer(gradient, at: 0)
        // A subview added after the gradient sits above it.
        let label = UIView(frame: CGRect(x: 20, y: 40, width: 80, height: 20))
        label.backgroundColor = .white
        banner.addSubview(label)
        root.addSubview(banner)

        // A progress ring: a grey track and a blue arc 70% of the way round.
        let ring = UIView(frame: CGRect(x: 140, y: 20, width: 70, height: 70))
        let circle = UIBezierPath(arcCenter: CGPoint(x: 35, y: 35), radius: 28, startAngle: -.pi / 2,
                                  endAngle: 1.5 * .pi, clockwise: true).cgPath
        let track = CAShapeLayer()
        track.path = circle
        track.fillColor = nil
        track.strokeColor = UIColor.systemGray4.cgColor
        track.lineWidth = 8
        ring.layer.addSublayer(track)
        let progress = CAShapeLayer()
        progress.path = circle
        progress.fillColor = UIColor.clear.cgColor
        progress.strokeColor = UIColor.systemBlue.cgColor
        progress.lineWidth = 8
        progress.lineCap = .round
        progress.strokeEnd = 0.7
        ring.layer.addSublayer(progress)
        root.addSubview(ring)
        assertSnapshot(of: root, named: "gradient-shape")
    }

    /// `layerClass` backs a view with a gradient layer, as iOS gradient views do.
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    func testLayerClassBacksAViewWithAGradient() {
        let root = canvas(100, 60)
        let view = GradientView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        let gradient = view.layer as? CAGradientLayer
        XCTAssertNotNil(gradient)
        gradient?.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient?.startPoint = CGPoint(x: 0, y: 0.5)
        gradient?.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSubview(view)
        let bitmap = root.renderedBitmap()
        // Black at the left edge, white at the right, grey halfway.
        XCTAssertLessThan(Color(premultiplied: bitmap[11, 30]).red, 8)
        XCTAssertGreaterThan(Color(premultiplied: bitmap[88, 30]).red, 247)
        XCTAssertEqual(Double(Color(premultiplied: bitmap[50, 30]).red), 127.5, accuracy: 4)
    }
}
