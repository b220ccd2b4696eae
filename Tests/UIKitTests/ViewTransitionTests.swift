import XCTest
import ScreenshotTesting
import Raster
@testable import UIKit

/// `UIView.transition(with:...)`, `transition(from:to:...)` and `snapshotView`, by numbers
/// and pictures on a headless host.
final class ViewTransitionTests: XCTestCase {
    private var host: HeadlessHost!
    private var card: UIView!
    private var face: UIView!

    /// A white window with a 60 x 40 card at (20, 20): blue with a yellow square on the
    /// left; `face` is the square.
    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 100, height: 80))
        host.window.backgroundColor = .white
        card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        face = UIView(frame: CGRect(x: 5, y: 10, width: 20, height: 20))
        face.backgroundColor = .systemYellow
        card.addSubview(face)
        host.window.addSubview(card)
    }

    private func pixel(_ x: Int, _ y: Int) -> UInt32 { host.renderFrame()[x, y] }

    func testDissolveKernelIsAPerChannelLerp() {
        let a = Bitmap(width: 2, height: 1), b = Bitmap(width: 2, height: 1), out = Bitmap(width: 2, height: 1)
        a[0, 0] = 0xFF00_00FF
        b[0, 0] = 0xFFFF_0000
        a[1, 0] = 0xFF80_4020
        b[1, 0] = 0x0000_0000
        out.storeDissolve(from: a, to: b, fraction: 0.25)
        XCTAssertEqual(out[0, 0], 0xFF3F_00BF, "255 x 64 / 256 = 63.75, truncated")
        XCTAssertEqual(out[1, 0], 0xBF60_3018, "towards transparent: premultiplied channels shrink with alpha")
        out.storeDissolve(from: a, to: b, fraction: 1)
        XCTAssertEqual(out[0, 0], b[0, 0])
        out.storeDissolve(from: a, to: b, fraction: -3)
        XCTAssertEqual(out[0, 0], a[0, 0])
    }

    func testFlipGeometry() {
        let flip = FlipTransition(axis: .vertical)
        XCTAssertEqual(flip.squash(at: 0), 1)
        XCTAssertEqual(Double(flip.squash(at: 0.25)), 0.5.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(Double(flip.squash(at: 0.5)), 0, accuracy: 1e-12)
        XCTAssertFalse(flip.showsNewPicture(at: 0.49))
        XCTAssertTrue(flip.showsNewPicture(at: 0.5))
        XCTAssertEqual(flip.transform(at: 1).a, 1)
        XCTAssertEqual(FlipTransition(axis: .horizontal).transform(at: 1.0 / 3).d, 0.5, accuracy: 1e-12)
    }

    func testCrossDissolveHalfWay() {
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { self.face.backgroundColor = .systemRed }, completion: { finished.append($0) })
        XCTAssertEqual(face.backgroundColor, .systemRed, "the change is made at once")
        XCTAssertEqual(card.alpha, 1, "the view's own alpha is left alone")
        host.advance(by: 0.5)
        let yellow = UIColor.systemYellow.rasterColor.premultiplied, red = UIColor.systemRed.rasterColor.premultiplied
        let mid = pixel(35, 40)
        for shift: UInt32 in [0, 8, 16] {
            XCTAssertEqual(channel(mid, shift), (channel(yellow, shift) + channel(red, shift)) / 2, accuracy: 1)
        }
        XCTAssertEqual(pixel(70, 40), UIColor.systemBlue.rasterColor.premultiplied, "what did not change stays")
        assertSnapshot(of: host.window, named: "cross-dissolve-half")
        host.advance(by: 0.6)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(card.superview?.subviews.count, 1, "the picture is gone")
        XCTAssertEqual(pixel(35, 40), red)
    }

    func testFlipSquashesThroughZeroAndSwapsAtTheMidpoint() {
        let back = UIView(frame: card.bounds)
        back.backgroundColor = .systemGreen
        var finished = false
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { self.card.addSubview(back) }, completion: { finished = $0 })
        host.advance(by: 0.25)
        // Squashed to cos(45°) of 60 points about the card's centre x = 50: 42.4 points wide.
        XCTAssertEqual(pixel(50, 40), UIColor.systemBlue.rasterColor.premultiplied, "the old face, first half")
        XCTAssertEqual(pixel(24, 40), UIColor.white.rasterColor.premultiplied, "narrower than the card")
        XCTAssertEqual(pixel(35, 40), UIColor.systemYellow.rasterColor.premultiplied, "the square, squashed towards the centre")
        XCTAssertEqual(pixel(30, 40), UIColor.systemBlue.rasterColor.premultiplied, "the squashed left edge: x 28.8")
        assertSnapshot(of: host.window, named: "flip-quarter")
        host.advance(by: 0.5)
        XCTAssertEqual(pixel(50, 40), UIColor.systemGreen.rasterColor.premultiplied, "the new face, second half")
        XCTAssertEqual(pixel(24, 40), UIColor.white.rasterColor.premultiplied)
        assertSnapshot(of: host.window, named: "flip-three-quarters")
        host.advance(by: 0.5)
        XCTAssertTrue(finished)
        XCTAssertEqual(pixel(24, 40), UIColor.systemGreen.rasterColor.premultiplied)
    }

    func testCurlGeometry() {
        let size = CGSize(width: 60, height: 40)
        let up = CurlTransition(direction: .up), down = CurlTransition(direction: .down)
        XCTAssertTrue(up.geometry(at: 0, size: size).isFlat, "a curl up starts flat")
        XCTAssertEqual(up.geometry(at: 1, size: size).progress, 1, accuracy: 1e-9, "and ends rolled past the top")
        XCTAssertEqual(up.geometry(at: 0.3, size: size).progress, 0.3, accuracy: 1e-9)
        XCTAssertEqual(down.geometry(at: 0.3, size: size).progress, 0.7, accuracy: 1e-9, "a curl down unrolls")
        XCTAssertTrue(down.geometry(at: 1, size: size).isFlat)
        XCTAssertEqual(up.geometry(at: 0.5, size: size).spine, .top, "rolled towards the top edge")
        XCTAssertLessThan(up.geometry(at: 0.5, size: size).angle, 0, "the bottom right corner leads")
        XCTAssertTrue(up.pictures(before: "old", after: "new") == ("old", "new"))
        XCTAssertTrue(down.pictures(before: "old", after: "new") == ("new", "old"))
    }

    /// The card's picture with its square in `face` (the setUp card, elsewhere).
    private func cardPicture(face colour: UIColor) -> Bitmap {
        let twin = UIView(frame: card.bounds)
        twin.backgroundColor = .systemBlue
        let square = UIView(frame: face.frame)
        square.backgroundColor = colour
        twin.addSubview(square)
        return twin.renderedBitmapIfPossible(scale: 1)!
    }

    /// The window as a curl of `leaf` over `beneath` at `progress` draws it: white, the card
    /// at (20, 20).
    private func curlFrame(_ direction: CurlTransition.Direction, progress: Double) -> Bitmap {
        let (old, new) = (cardPicture(face: .systemYellow), cardPicture(face: .systemRed))
        let curl = CurlTransition(direction: direction)
        let (leaf, beneath) = curl.pictures(before: old, after: new)
        let frame = Bitmap(width: 100, height: 80)
        frame.clear(to: UIColor.white.rasterColor.premultiplied)
        var canvas = Canvas(target: frame)
        canvas.clip(toDeviceRect: PixelRect(x: 20, y: 20, width: 60, height: 40))
        canvas.drawPageCurl(PageCurlPages(front: RasterImage(bitmap: leaf), beneath: RasterImage(bitmap: beneath)),
                            geometry: curl.geometry(at: progress, size: CGSize(width: 60, height: 40)), atDeviceX: 20, y: 20)
        return frame
    }

    func testCurlUpRollsTheOldPictureUpAndAway() {
        var finished: [Bool] = []
        let still = host.renderFrame().copy()
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { self.face.backgroundColor = .systemRed }, completion: { finished.append($0) })
        XCTAssertEqual(differingPixelCount(host.renderFrame(), still), 0, "flat at the start: the old picture")
        host.advance(by: 0.5)
        let shown = host.renderFrame().copy()
        XCTAssertEqual(differingPixelCount(shown, curlFrame(.up, progress: 0.5)), 0, "the page curl of the two pictures, half way")
        XCTAssertGreaterThan(differingPixelCount(shown, still), 200, "a real curl, not the old picture")
        XCTAssertTrue((0..<100).allSatisfy { shown[$0, 19] == UIColor.white.rasterColor.premultiplied },
                      "nothing drawn outside the view")
        let curlView = card.superview?.subviews.last?.subviews.first as? CurlPictureView
        XCTAssertEqual(curlView?.opaqueContentRect, curlView?.bounds, "opaque pictures: the curl hides what is under it")
        XCTAssertEqual(differingPixelCount(renderTree(host.window, scale: 1, culling: true),
                                           renderTree(host.window, scale: 1, culling: false)), 0,
                       "leaving out the picture under the curl changes no pixel")
        assertSnapshot(of: host.window, named: "curl-up-half")
        host.advance(by: 0.6)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(card.superview?.subviews.count, 1, "the picture is gone")
        XCTAssertEqual(pixel(30, 40), UIColor.systemRed.rasterColor.premultiplied)
    }

    func testATranslucentPictureLetsWhatIsUnderTheCurlShow() {
        card.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { self.face.backgroundColor = .systemRed })
        host.advance(by: 0.5)
        let curlView = card.superview?.subviews.last?.subviews.first as? CurlPictureView
        XCTAssertNotNil(curlView)
        XCTAssertNil(curlView?.opaqueContentRect)
    }

    func testCurlDownUnrollsTheNewPicture() {
        UIView.transition(with: card, duration: 1, options: [.transitionCurlDown, .curveLinear],
                          animations: { self.face.backgroundColor = .systemRed })
        host.advance(by: 0.25)
        let shown = host.renderFrame().copy()
        XCTAssertEqual(differingPixelCount(shown, curlFrame(.down, progress: 0.25)), 0, "the new picture rolled three quarters away")
        XCTAssertEqual(shown[30, 55], UIColor.systemBlue.rasterColor.premultiplied, "the old picture still shows at the bottom")
        host.advance(by: 0.5)
        XCTAssertEqual(differingPixelCount(host.renderFrame(), curlFrame(.down, progress: 0.75)), 0)
        assertSnapshot(of: host.window, named: "curl-down-three-quarters")
    }

    func testTransitionBlocksTouchesUnlessAllowed() {
        var taps = 0
        let button = UIButton(frame: card.bounds, primaryAction: UIAction { _ in taps += 1 })
        card.addSubview(button)
        host.window.tap(50, 40, at: host.now)
        XCTAssertEqual(taps, 1)
        host.advance(by: 1)
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: {})
        host.window.tap(50, 40, at: host.now)
        XCTAssertEqual(taps, 1)
        host.advance(by: 2)
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {})
        host.window.tap(50, 40, at: host.now)
        XCTAssertEqual(taps, 2)
    }

    func testANewTransitionOfTheSameViewCutsTheFirstShort() {
        var results: [String] = []
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: {},
                          completion: { results.append("first \($0)") })
        host.advance(by: 0.2)
        UIView.transition(with: card, duration: 1, options: .transitionFlipFromRight, animations: {},
                          completion: { results.append("second \($0)") })
        XCTAssertEqual(results, ["first false"])
        XCTAssertEqual(card.superview?.subviews.count, 2, "one picture, not two")
        host.advance(by: 1.1)
        XCTAssertEqual(results, ["first false", "second true"])
    }

    func testTransitionFromViewToView() {
        let other = UIView(frame: card.frame)
        other.backgroundColor = .systemGreen
        var done = false
        UIView.transition(from: card, to: other, duration: 0.5, options: .transitionCrossDissolve) { done = $0 }
        XCTAssertNil(card.superview)
        XCTAssertTrue(other.superview === host.window)
        host.advance(by: 0.25)
        let mid = pixel(70, 40)
        let blue = UIColor.systemBlue.rasterColor.premultiplied, green = UIColor.systemGreen.rasterColor.premultiplied
        XCTAssertEqual(channel(mid, 8), (channel(blue, 8) + channel(green, 8)) / 2, accuracy: 1, "ease-in-out: half at half time")
        host.advance(by: 0.5)
        XCTAssertTrue(done)

        let third = UIView(frame: card.frame)
        host.window.addSubview(third)
        third.isHidden = true
        UIView.transition(from: other, to: third, duration: 0, options: [.showHideTransitionViews])
        XCTAssertTrue(other.isHidden)
        XCTAssertFalse(third.isHidden)
        XCTAssertTrue(other.superview === host.window, "show/hide keeps both in place")
    }

    func testWithoutATransitionOptionTheBlockAnimates() {
        UIView.transition(with: card, duration: 1, options: [.curveLinear], animations: { self.card.alpha = 0 })
        host.advance(by: 0.5)
        XCTAssertEqual(card.presentation.alpha, 0.5, accuracy: 1e-9)
    }

    func testSnapshotViewIsAFrozenPicture() throws {
        host.window.screen.scale = 2
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: true))
        XCTAssertEqual(snapshot.bounds.size, card.bounds.size)
        face.backgroundColor = .systemRed
        let shelf = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        shelf.addSubview(snapshot)
        let bitmap = shelf.renderedBitmap(scale: 2)
        XCTAssertEqual(bitmap[30, 40], UIColor.systemYellow.rasterColor.premultiplied, "the square as it was")
        XCTAssertEqual(bitmap[100, 40], UIColor.systemBlue.rasterColor.premultiplied)
        XCTAssertNil(UIView(frame: CGRect(x: 0, y: 0, width: 1e9, height: 10)).snapshotView(afterScreenUpdates: false),
                     "too large to render")
    }

    func testAHostThatGoesAwayMidTransitionTakesItsViewsWithIt() {
        weak var gone: UIView?
        do {
            let other = HeadlessHost(size: CGSize(width: 50, height: 50))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .systemRed
            other.window.addSubview(view)
            UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: {})
            other.advance(by: 0.2)
            gone = view
            XCTAssertNotNil(ViewTransition.running(on: view))
        }
        XCTAssertNil(gone, "no registry keeps a transition (or its view) alive")
    }
}
