import XCTest
@testable import UIKit

/// `layer.maskedCorners`: only the corners named are rounded, in the background, the
/// border, the clip of `masksToBounds` and a shadow; the others stay square.
final class MaskedCornersTests: XCTestCase {
    /// A 120 x 100 white window with an 80 x 60 card at (20, 20): blue, a 3 pt red border,
    /// clipping a green subview that fills it, rounding `corners` by 20.
    private func frame(corners: CACornerMask, radius: CGFloat = 20, shadow: Bool = false,
                       change: ((UIView) -> Void)? = nil) -> Bitmap {
        let host = HeadlessHost(size: CGSize(width: 120, height: 100))
        host.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = radius
        card.layer.maskedCorners = corners
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.systemRed.cgColor
        if shadow {
            card.layer.shadowOpacity = 0.6
            card.layer.shadowRadius = 3
        } else {
            card.clipsToBounds = true
            let inside = UIView(frame: CGRect(x: 0, y: 30, width: 80, height: 30))
            inside.backgroundColor = .systemGreen
            card.addSubview(inside)
        }
        host.window.addSubview(card)
        let first = host.renderFrame().copy()
        guard let change else { return first }
        change(card)
        return host.renderFrame().copy()
    }

    func testTopCornersRoundedAndTheBottomOnesSquare() {
        let top = frame(corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let all = frame(corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let square = frame(corners: [.layerMinXMinYCorner], radius: 0)
        var wrong = 0
        for y in 0..<100 {
            for x in 0..<120 where top[x, y] != (y < 50 ? all[x, y] : square[x, y]) { wrong += 1 }
        }
        XCTAssertEqual(wrong, 0, "the top half as fully rounded, the bottom half square")
        XCTAssertNotEqual(all[21, 21], square[21, 21], "the rounding shows at the corner")
        XCTAssertEqual(top[21, 78], square[21, 78], "a square bottom corner: border and clipped subview to the edge")
    }

    func testOneCornerAtATimeAndTheDefaultIsAllFour() {
        let layer = CALayer()
        XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let square = frame(corners: [], radius: 20)
        let samples = [(CACornerMask.layerMinXMinYCorner, (21, 21)), (.layerMaxXMinYCorner, (98, 21)),
                       (.layerMinXMaxYCorner, (21, 78)), (.layerMaxXMaxYCorner, (98, 78))]
        for (corner, at) in samples {
            let one = frame(corners: corner)
            XCTAssertNotEqual(one[at.0, at.1], square[at.0, at.1], "\(corner) is rounded")
            for (other, elsewhere) in samples where other != corner {
                XCTAssertEqual(one[elsewhere.0, elsewhere.1], square[elsewhere.0, elsewhere.1], "\(other) stays square")
            }
        }
    }

    func testChangingTheCornersRedrawsAndRecastsTheShadow() {
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let changed = frame(corners: all, shadow: true) { $0.layer.maskedCorners = [.layerMinXMinYCorner] }
        let fresh = frame(corners: [.layerMinXMinYCorner], shadow: true)
        let before = frame(corners: all, shadow: true)
        XCTAssertEqual(differingPixelCount(changed, fresh), 0, "the frame after the change is the frame of the new corners, shadow and all")
        XCTAssertGreaterThan(differingPixelCount(changed, before), 40, "three corners and their shadow changed")
    }
}
