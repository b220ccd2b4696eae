import XCTest
@testable import ViewerKit
import UIKit

/// Each of the viewer's keys, through the window as a user presses them: rotation and
/// flips (alone, combined, and with zoom and double-click), smoothing, background,
/// overlays, fullscreen.
final class ViewerKeyTests: XCTestCase {
    /// 800 x 400 in 400 x 300 points of image area: fits at 0.5.
    let window = CGSize(width: 400, height: 300 + ViewerController.statusBarHeight)
    let image = (width: 800, height: 400)
    let topLeft = quadrantColors[0].premultiplied, topRight = quadrantColors[1].premultiplied
    let bottomLeft = quadrantColors[2].premultiplied, bottomRight = quadrantColors[3].premultiplied
    var background: UInt32 { ViewerController.backgroundColor.rasterColor.premultiplied }

    /// The corners of a 150 x 300 image fitted at x 125..<275 (the 800 x 400 one turned).
    func turnedCorners(_ frame: Bitmap) -> [UInt32] {
        [frame[128, 3], frame[271, 3], frame[128, 296], frame[271, 296]]
    }

    func testRotateClockwiseAndBack() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        try host.play("key down r\nkey up r")
        XCTAssertEqual(viewer.orientation.quarterTurns, 1)
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.375, "400 x 800 fits 300 points high")
        XCTAssertEqual(viewer.scrollView.contentSize, CGSize(width: 150, height: 300))
        let frame = host.renderFrame()
        XCTAssertEqual(turnedCorners(frame), [bottomLeft, topLeft, bottomRight, topRight], "turned clockwise")
        XCTAssertEqual(frame[120, 150], background, "centred, margins either side")
        try host.play("key down r shift\nkey up r shift")
        XCTAssertEqual(viewer.orientation, ImageOrientation())
        let upright = host.renderFrame()
        XCTAssertEqual([upright[3, 53], upright[396, 53], upright[3, 246], upright[396, 246]],
                       [topLeft, topRight, bottomLeft, bottomRight], "Shift+R turned it back")
    }

    func testFlipsAndTheirCompositionWithATurn() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        func corners() -> [UInt32] {
            let f = host.renderFrame()
            return [f[3, 53], f[396, 53], f[3, 246], f[396, 246]]
        }
        try host.play("key down backslash shift\nkey up backslash shift")
        XCTAssertEqual(corners(), [topRight, topLeft, bottomRight, bottomLeft], "| mirrors left to right")
        try host.play("key down backslash shift\nkey up backslash shift\nkey down minus shift\nkey up minus shift")
        XCTAssertEqual(corners(), [bottomLeft, bottomRight, topLeft, topRight], "_ mirrors top to bottom")
        try host.play("key down minus shift\nkey up minus shift")
        XCTAssertEqual(viewer.orientation, ImageOrientation(), "twice is nothing")
        // r then |: the turned image, mirrored as the user sees it.
        try host.play("key down r\nkey up r\nkey down backslash shift\nkey up backslash shift")
        XCTAssertEqual(turnedCorners(host.renderFrame()), [topLeft, bottomLeft, topRight, bottomRight])
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.375)
    }

    func testOrientationsComposeAsTheEightSymmetries() {
        // Every sequence of turns and flips lands on one of eight transforms, each the
        // product of the keys' own transforms in order.
        let steps: [(inout ImageOrientation) -> Void] = [{ $0.rotate() }, { $0.rotate(counterclockwise: true) },
                                                        { $0.flipHorizontally() }, { $0.flipVertically() }]
        let single = [CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0),
                      CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0), CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)]
        var seen = Set<[CGFloat]>()
        var sequences: [[Int]] = [[]]
        for _ in 0..<3 { sequences += sequences.flatMap { s in (0..<4).map { s + [$0] } } }
        for sequence in sequences {
            var o = ImageOrientation()
            var expected = CGAffineTransform.identity
            for i in sequence {
                steps[i](&o)
                expected = expected.concatenating(single[i])
            }
            let t = o.transform
            XCTAssertEqual([t.a, t.b, t.c, t.d], [expected.a, expected.b, expected.c, expected.d], "\(sequence)")
            seen.insert([t.a, t.b, t.c, t.d])
        }
        XCTAssertEqual(seen.count, 8)
    }

    func testATurnedImageZoomsAndDoubleClicksAsAnUprightOne() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        try host.play("key down r\nkey up r")
        // At fit the turned image's top-left quadrant on screen is the image's bottom left
        // (blue); a double click there zooms in x2 about it: 300 points wide, centred
        // across; down the tapped point (content y 160) rises towards the centre as far as
        // the top edge allows, to y 120.
        host.doubleTap(at: CGPoint(x: 160, y: 60))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.75, accuracy: 1e-9)
        assertPoint(viewer.scrollView.contentOffset, CGPoint(x: -50, y: 0), accuracy: 1e-9)
        assertPoint(viewer.contentView.convert(CGPoint(x: 35 / 0.375, y: 160), to: viewer.view), CGPoint(x: 120, y: 120),
                    accuracy: 1e-6)
        let zoomed = host.renderFrame()
        XCTAssertEqual([zoomed[60, 10], zoomed[340, 10], zoomed[60, 290]], [bottomLeft, topLeft, bottomLeft])
        host.doubleTap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(viewer.scrollView.zoomScale, 0.375, accuracy: 1e-9, "and back to fit")
        // 100%, then a turn keeps the scale and the pixel at the centre (as far as the
        // image allows: 800 points high, 400 wide, the width exactly the view's).
        try host.play("key down 1\nkey up 1")
        viewer.scrollView.contentOffset = viewer.scrollView.clampedContentOffset(CGPoint(x: 0, y: 200))
        let pixel = viewer.view.convert(CGPoint(x: 200, y: 150), to: viewer.imageView)
        try host.play("key down r shift\nkey up r shift")
        XCTAssertEqual(viewer.scrollView.zoomScale, 1, accuracy: 1e-9, "the scale stays")
        assertPoint(viewer.imageView.convert(pixel, to: viewer.view), CGPoint(x: 200, y: 150), accuracy: 1e-6,
                    "the pixel at the centre stays there")
    }

    func testTheCheckerboardShowsThroughTransparencyAndBCyclesTheBackground() throws {
        let folder = try TemporaryFolder()
        // 64 x 48, transparent but for a red 16 x 16 corner: at 100%, centred in 200 x 150.
        let bitmap = Bitmap(width: 64, height: 48)
        bitmap.clear()
        for y in 0..<16 { for x in 0..<16 { bitmap[x, y] = quadrantColors[0].premultiplied } }
        let path = folder.path("alpha.png")
        try PNGEncoder.write(bitmap, to: path)
        let light = CheckerboardView.lightColor.rasterColor.premultiplied
        let dark = CheckerboardView.darkColor.rasterColor.premultiplied
        func probes(_ f: Bitmap) -> [UInt32] {
            // Image origin (68, 51): squares of 8, dark at (0, 0).
            [f[68 + 20, 51 + 4], f[68 + 28, 51 + 4], f[68 + 20, 51 + 12], f[68 + 4, 51 + 4], f[60, 75]]
        }
        let script = ["screenshot", "key down b", "key up b", "screenshot", "key down b", "key up b", "screenshot",
                      "key down b", "key up b", "key down 1 shift", "key up 1 shift", "screenshot"]
        let run = try runHeadlessScript(folder, ["--size", "200x172", path], script: script)
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(probes(run.shots[0]), [dark, light, light, quadrantColors[0].premultiplied, background])
        XCTAssertEqual(probes(run.shots[1]).prefix(3), [Color.black.premultiplied, Color.black.premultiplied, Color.black.premultiplied])
        XCTAssertEqual(probes(run.shots[2]).prefix(3), [Color.white.premultiplied, Color.white.premultiplied, Color.white.premultiplied])
        XCTAssertEqual(probes(run.shots[3]), probes(run.shots[0]), "round again to the checkerboard")
        XCTAssertEqual(run.shots[1][60, 75], background, "the margin stays the margin colour")
    }

    func testCheckerSquaresKeepTheirSizeOnScreenWhenZoomed() throws {
        let bitmap = Bitmap(width: 64, height: 48)
        bitmap.clear()
        let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 172), imageSize: (width: 2, height: 2))
        viewer.show(UIImage(bitmap: bitmap), path: "/x/alpha.png")
        viewer.scrollView.setZoomScale(2, animated: false)
        viewer.scrollView.contentOffset = .zero
        let frame = host.renderFrame()
        let light = CheckerboardView.lightColor.rasterColor.premultiplied
        let dark = CheckerboardView.darkColor.rasterColor.premultiplied
        XCTAssertEqual([frame[4, 4], frame[12, 4], frame[4, 12], frame[20, 4]], [dark, light, light, dark],
                       "8-point squares at 200%")
        // On a 2x screen the squares are 16 device pixels, the pattern as sharp as the screen.
        let (sharp, retina) = makeViewer(size: CGSize(width: 200, height: 172), scale: 2, imageSize: (width: 2, height: 2))
        retina.show(UIImage(bitmap: bitmap), path: "/x/alpha.png")
        retina.scrollView.setZoomScale(1, animated: false)
        retina.scrollView.contentOffset = .zero
        let pixels = sharp.renderFrame()
        XCTAssertEqual([pixels[15, 0], pixels[16, 0], pixels[31, 15], pixels[32, 32]], [dark, light, light, dark])
    }

    func testNearestSamplingAt800Percent() throws {
        let folder = try TemporaryFolder()
        // 4 x 4 pixels alternating red and blue, shown 8 x 8 device pixels each.
        let bitmap = Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { bitmap[x, y] = quadrantColors[(x + y) % 2 == 0 ? 0 : 2].premultiplied } }
        let path = folder.path("pixels.png")
        try PNGEncoder.write(bitmap, to: path)
        let script = ["screenshot", "key down a", "key up a", "screenshot"]
        let run = try runHeadlessScript(folder, ["--size", "100x122", "--zoom", "800%", "--nearest", path], script: script)
        XCTAssertEqual(run.errors, [])
        let pure = Set([quadrantColors[0].premultiplied, quadrantColors[2].premultiplied])
        // The image covers (34, 34)..<(66, 66).
        let area = (34..<66).flatMap { y in (34..<66).map { x in (x, y) } }
        XCTAssertTrue(area.allSatisfy { pure.contains(run.shots[0][$0.0, $0.1]) }, "nearest: every pixel an image pixel")
        XCTAssertEqual(run.shots[0][34, 34], quadrantColors[0].premultiplied)
        XCTAssertEqual(run.shots[0][41, 34], quadrantColors[0].premultiplied)
        XCTAssertEqual(run.shots[0][42, 34], quadrantColors[2].premultiplied, "8 pixels each")
        XCTAssertTrue(area.contains { !pure.contains(run.shots[1][$0.0, $0.1]) }, "a: smoothing blends between them")
    }

    func testSmallImagesOpenAt100PercentAndZoomFitEnlargesThem() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("small.png", width: 40, height: 30)
        let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 172), imageSize: (width: 2, height: 2))
        viewer.open(path: path)
        XCTAssertEqual(viewer.scrollView.zoomScale, 1)
        assertInsets(viewer.scrollView.contentInset, UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
        viewer.initialZoom = .fit
        viewer.open(path: path)
        XCTAssertEqual(viewer.scrollView.zoomScale, 5, "fills 200 x 150")
        XCTAssertEqual(viewer.scrollView.minimumZoomScale, 1, "and may still go down to 100%")
        viewer.scrollView.setZoomScale(1, animated: false)
        try host.play("key down 0\nkey up 0")
        XCTAssertEqual(viewer.scrollView.zoomScale, 5, accuracy: 1e-9, "0 fits as --zoom fit says")
    }

    func testHelpAndInfoOverlays() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        var quits = 0
        viewer.onQuit = { quits += 1 }
        host.step()
        XCTAssertTrue(viewer.helpOverlay == nil && viewer.infoOverlay == nil, "made only when first shown")
        try host.play("key down slash shift\nkey up slash shift")
        XCTAssertTrue(viewer.isShowingHelp)
        XCTAssertNil(viewer.infoOverlay)
        XCTAssertTrue(viewer.helpView.superview === viewer.view && viewer.view.subviews.last === viewer.helpView, "over everything")
        XCTAssertEqual(viewer.helpView.frame, viewer.imageArea)
        XCTAssertEqual(viewer.helpView.entries, ViewerController.helpEntries())
        XCTAssertTrue(viewer.helpView.entries.contains(.init(title: "Rotate clockwise", keys: "r")))
        XCTAssertTrue(viewer.helpView.entries.contains(.init(title: "This help", keys: "? or F1")))
        let panel = colorAt(host.renderFrame(), 200, 12)
        XCTAssertLessThan(panel.red, 40, "the dark panel over the image")
        try host.play("key down f1\nkey up f1")
        XCTAssertFalse(viewer.isShowingHelp, "F1 hides it")
        try host.play("key down i\nkey up i")
        XCTAssertTrue(viewer.isShowingInfo)
        XCTAssertEqual(viewer.infoView.entries.first, .init(title: "File", keys: "test.png"))
        try host.play("key down escape\nkey up escape")
        XCTAssertFalse(viewer.isShowingInfo, "Escape closes the overlay")
        XCTAssertEqual(quits, 0, "and does not quit")
        try host.play("key down escape\nkey up escape")
        XCTAssertEqual(quits, 1, "then quits")
    }

    func testInfoTellsTheFilesDetails() throws {
        let folder = try TemporaryFolder()
        let path = try folder.writeImage("info.png", width: 40, height: 30)
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        viewer.showsDecodeTime = false
        viewer.open(path: path)
        try host.play("key down i\nkey up i\nkey down r\nkey up r")
        let bytes = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertEqual(viewer.infoView.entries, [
            .init(title: "File", keys: "info.png"), .init(title: "Dimensions", keys: "30 × 40 pixels (stored 40 × 30)"),
            .init(title: "Colour", keys: "RGB, 8 bits per sample"),
            .init(title: "File size", keys: "\(bytes) bytes"), .init(title: "Orientation", keys: "turned 90° clockwise"),
        ])
    }

    func testFullscreenKeys() throws {
        let (host, viewer) = makeViewer(size: window, imageSize: image)
        var asked: [Bool] = []
        viewer.onFullscreenChange = { asked.append($0) }
        try host.play("key down f\nkey up f\nkey down f11\nkey up f11")
        XCTAssertEqual(asked, [true, false])
        XCTAssertFalse(viewer.isFullscreen)
    }

    func testTheStatusLineElidesTheNameAndKeepsTheRestAt400Points() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 2, height: 2))
        let name = "a-scan-of-the-whole-county-map-at-full-resolution-from-the-archive-1897.png"
        viewer.show(UIImage(bitmap: makeQuadrantImage(width: 3000, height: 2000)), path: "/maps/" + name)
        host.window.layoutIfNeeded()
        let line = viewer.statusLine
        line.layoutIfNeeded()
        XCTAssertEqual(viewer.statusText, name + " — 3000 × 2000 — 13%")
        XCTAssertEqual(line.suffixLabel.frame.width, line.suffixLabel.intrinsicContentSize.width, "size and zoom whole")
        XCTAssertLessThanOrEqual(line.suffixLabel.frame.maxX, 400)
        XCTAssertLessThan(line.nameLabel.frame.width, line.nameLabel.intrinsicContentSize.width, "the name gives way")
        XCTAssertEqual(line.nameLabel.lineBreakMode, .byTruncatingMiddle)
        let shown = line.nameLabel.textLayout(width: line.nameLabel.frame.width, lines: 1).lines.first?.text ?? ""
        XCTAssertTrue(shown.hasPrefix("a-scan") && shown.hasSuffix("1897.png") && shown.contains("…"), shown)
    }

    /// The ellipsis replaces whole characters, so an elided name covers less than the room
    /// left to it; the label is only as wide as its text, and the rest follows it with no
    /// hole ("…-1897.png — 2 / 4"), the whole line centred.
    func testAnElidedNameLeavesNoGapBeforeTheRest() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 2, height: 2))
        host.window.layoutIfNeeded()
        let line = viewer.statusLine
        line.name = "broken-scan-of-the-whole-county-map.png: truncated: the data ends after 991 bytes, before the PNG does"
        line.suffix = " — 2 / 4"
        for width in stride(from: CGFloat(200), through: 400, by: 7) {
            line.frame = CGRect(x: 0, y: 0, width: width, height: 22)
            line.setNeedsLayout()
            line.layoutIfNeeded()
            let name = line.nameLabel, shown = name.textLayout(width: name.frame.width, lines: 1)
            XCTAssertTrue(shown.isTruncated, "elided at \(width)")
            XCTAssertGreaterThanOrEqual(name.frame.width, shown.size.width, "room for the text at \(width) points")
            XCTAssertLessThan(name.frame.width, shown.size.width + 1, "no hole after the name at \(width) points")
            XCTAssertEqual(line.suffixLabel.frame.minX, name.frame.maxX, "at \(width)")
            XCTAssertEqual(line.suffixLabel.frame.width, line.suffixLabel.intrinsicContentSize.width)
            XCTAssertEqual(name.frame.minX + line.suffixLabel.frame.maxX, width, accuracy: 1, "centred at \(width)")
        }
    }
}

/// F12's outcome shows in the window as well as on standard error.
final class ViewerScreenshotReportTests: XCTestCase {
    func testAFailedScreenshotSaysWhyInTheStatusLineAndOnStandardError() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 800, height: 322), imageSize: (width: 2, height: 2))
        viewer.show(UIImage(bitmap: makeQuadrantImage(width: 300, height: 200)), path: "/maps/county.png")
        let missing = NSTemporaryDirectory() + "no-such-folder-\(getpid())/shot.png"
        let result = Result<String, Error> { try PNGEncoder.write(host.renderFrame(), to: missing); return missing }
        guard case let .failure(error) = result else { return XCTFail("writing into a missing folder succeeded") }
        let ((), written) = try capturingStandardError { viewer.screenshotTaken(result) }
        XCTAssertEqual(viewer.statusText, "Screenshot failed: \(error)")
        XCTAssertTrue(viewer.statusText.contains(missing), viewer.statusText)
        XCTAssertEqual(written, "Screenshot failed: \(error)\n")
    }

    func testASavedScreenshotNamesItsFileUntilTheNextZoom() throws {
        let (host, viewer) = makeViewer(size: CGSize(width: 800, height: 322), imageSize: (width: 2, height: 2))
        viewer.show(UIImage(bitmap: makeQuadrantImage(width: 300, height: 200)), path: "/maps/county.png")
        let shown = viewer.statusText
        _ = try capturingStandardError { viewer.screenshotTaken(.success("scrollkit-20261201-235959.png")) }
        XCTAssertEqual(viewer.statusText, "Screenshot saved to scrollkit-20261201-235959.png")
        try host.play("key down equals\nkey up equals")
        XCTAssertNotEqual(viewer.statusText, shown, "zoomed in")
        XCTAssertTrue(viewer.statusText.hasPrefix("county.png — 300 × 200 — "), viewer.statusText)
    }
}
