import XCTest
@testable import ViewerKit
import UIKit

/// Browsing a folder: next and previous, natural order, a bad file in the middle, Left
/// and Right at fit, and the neighbours pre-decoded in the background.
final class ViewerBrowsingTests: XCTestCase {
    let red = Color(red: 220, green: 40, blue: 40), green = Color(red: 40, green: 180, blue: 60)
    let blue = Color(red: 40, green: 80, blue: 220)
    var background: UInt32 { ViewerController.backgroundColor.rasterColor.premultiplied }

    /// img1 (red), img2 (not a PNG), img10 (green): natural order puts img10 last.
    func makeFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try folder.writeSolid("img1.png", width: 40, height: 30, color: red)
        _ = try folder.write("GIF89a", as: "img2.png")
        _ = try folder.writeSolid("img10.png", width: 30, height: 40, color: green)
        return folder
    }

    func press(_ key: String) -> [String] { ["key down \(key)", "key up \(key)"] }

    func testNextAndPreviousInNaturalOrderPastABadFile() throws {
        let folder = try makeFolder()
        let script = ["screenshot"] + press("n") + ["screenshot"] + press("n") + ["screenshot"]
            + press("n") + ["screenshot"] + press("p") + ["screenshot"]
        let run = try runHeadlessScript(folder, ["--size", "200x172", folder.url.path], script: script)
        XCTAssertEqual(run.status, .exit(0))
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(run.shots.count, 5)
        // Each small image shows at 100%, centred on (100, 75).
        XCTAssertEqual(run.shots[0][100, 75], red.premultiplied, "img1 first")
        let stale = (0..<150).flatMap { y in (0..<200).map { x in run.shots[1][x, y] } }
        XCTAssertFalse(stale.contains(red.premultiplied), "img2 cannot be read: no stale img1 stands for it")
        let margin = (0..<16).flatMap { y in (0..<200).map { x in run.shots[1][x, y] } }
        XCTAssertTrue(margin.allSatisfy { $0 == background }, "nor a checkerboard: only the margin colour")
        XCTAssertTrue(stale.contains { colorAt(run.shots[1], 0, 0) != Color(premultiplied: $0) && Color(premultiplied: $0).red > 150 },
                      "the error's text shows")
        XCTAssertEqual(run.shots[2][100, 75], green.premultiplied, "img10 after img2")
        XCTAssertEqual(run.shots[2][100, 57], green.premultiplied, "30 x 40: taller than wide")
        XCTAssertEqual(run.shots[3][100, 75], red.premultiplied, "wrapped round to img1")
        XCTAssertEqual(run.shots[4][100, 75], green.premultiplied, "p: back to the last")
    }

    func testTheStatusLineAndTitleCountThePlaceInTheList() throws {
        let folder = try makeFolder()
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        var titles: [String] = []
        viewer.onTitleChange = { titles.append($0) }
        viewer.open(path: folder.path("img10.png"))
        XCTAssertEqual(viewer.statusText, "img10.png — 3 / 3 — 30 × 40 — 100%", "one file browses its folder")
        viewer.showPreviousImage()
        XCTAssertEqual(viewer.statusText, "\(folder.path("img2.png")): not a PNG file (bad signature) — 2 / 3")
        XCTAssertFalse(viewer.messageLabel.isHidden, "the error shows in the window")
        XCTAssertNotNil(viewer.currentFailure)
        viewer.showPreviousImage()
        XCTAssertEqual(viewer.statusText, "img1.png — 1 / 3 — 40 × 30 — 100%")
        XCTAssertEqual(titles, ["viewer — img10.png — 3 / 3", "viewer — img2.png — 2 / 3", "viewer — img1.png — 1 / 3"])
    }

    /// Dropping a folder opens its PNGs; one with none keeps the picture and says why, as
    /// the command line does. It had replaced the picture with "cannot read: Is a directory".
    func testDroppingAFolderWithoutPNGsKeepsThePictureAndSaysWhy() throws {
        let folder = try makeFolder()
        let empty = folder.url.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        _ = try folder.write("text", as: "notes/a.txt")
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        viewer.open(path: folder.path("img1.png"))
        XCTAssertEqual(viewer.statusText, "img1.png — 1 / 3 — 40 × 30 — 100%")
        viewer.open(path: empty.path)
        XCTAssertEqual(viewer.statusText, "\(empty.path): no PNG files in the folder")
        XCTAssertEqual(viewer.imagePath, FileSystemPath(folder.path("img1.png")), "the picture stays")
        XCTAssertNil(viewer.currentFailure)
        XCTAssertTrue(viewer.messageLabel.isHidden)
        XCTAssertNotNil(viewer.imageView.image)
        viewer.showNextImage()
        XCTAssertEqual(viewer.statusText, "\(folder.path("img2.png")): not a PNG file (bad signature) — 2 / 3",
                       "and the list browsed before")
        viewer.open(path: folder.url.path)
        XCTAssertEqual(viewer.statusText, "img1.png — 1 / 3 — 40 × 30 — 100%", "a folder with PNGs opens them")
    }

    func testLeftAndRightBrowseOnlyWhileTheImageFitsTheWidth() throws {
        let folder = try TemporaryFolder()
        _ = try folder.writeSolid("a.png", width: 800, height: 400, color: red)
        _ = try folder.writeSolid("b.png", width: 800, height: 400, color: blue)
        let host = HeadlessHost(size: CGSize(width: 400, height: 322))
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        host.window.layoutIfNeeded()
        viewer.open(path: folder.path("a.png"))
        host.press(.keyboardRightArrow, "")
        XCTAssertEqual(viewer.imageList?.index, 1, "at fit, Right is the next image")
        host.press(.keyboardLeftArrow, "")
        XCTAssertEqual(viewer.imageList?.index, 0, "Left the previous")
        host.press(.keyboard1, "1")
        let offset = viewer.scrollView.contentOffset
        host.press(.keyboardRightArrow, "")
        XCTAssertEqual(viewer.imageList?.index, 0, "zoomed in, Right pans")
        XCTAssertEqual(viewer.scrollView.contentOffset.x, offset.x + UIScrollWheelEvent.pointsPerLine, accuracy: 1e-9)
        viewer.scrollView.contentOffset.x = viewer.scrollView.maximumContentOffset.x
        host.press(.keyboardRightArrow, "")
        XCTAssertEqual(viewer.imageList?.index, 0, "at the right edge, still no jump to another image")
        host.press(.letter("n")!, "n")
        XCTAssertEqual(viewer.imageList?.index, 1, "n browses at any zoom")
    }

    func testNeighboursPreDecodeInTheBackgroundAndShowAtOnce() throws {
        let folder = try TemporaryFolder()
        let colors = [red, green, blue, Color(red: 240, green: 200, blue: 30)]
        for (i, color) in colors.enumerated() {
            _ = try folder.writeSolid("p\(i).png", width: 300, height: 200, color: color)
        }
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        let queue = ManualMainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.open(path: folder.path("p0.png"))
        // The shown file, then both neighbours (p1, and p3 before p0), load with their mip
        // chains; p2 is no neighbour.
        while !viewer.loads.isEmpty {
            guard queue.runNext() else { return XCTFail("the loads never finished") }
        }
        XCTAssertEqual(Set(viewer.cache.keys.map(\.string)), [folder.path("p0.png"), folder.path("p1.png"), folder.path("p3.png")])
        viewer.showNextImage()
        XCTAssertEqual(viewer.imagePath?.string, folder.path("p1.png"), "shown at once, without waiting for a load")
        XCTAssertEqual(viewer.statusText, "p1.png — 2 / 4 — 300 × 200 — 100%")
        XCTAssertEqual(Set(viewer.loads.keys.map(\.string)), [folder.path("p2.png")], "the new neighbour starts")
        XCTAssertNil(viewer.cache[FileSystemPath(folder.path("p3.png"))], "the old one is let go")
    }

    /// The image browsed away from is kept for browsing back only while it fits the
    /// budget with the one shown: two huge images were held at once.
    func testTheImageLeftIsLetGoWhenItAndTheOneShownExceedTheBudget() throws {
        let folder = try TemporaryFolder()
        for i in 0..<3 { _ = try folder.writeSolid("h\(i).png", width: 300, height: 200, color: red) }
        let cost = ViewerController.memoryCost(pixels: 300 * 200)
        for (budget, kept) in [(2 * cost, true), (2 * cost - 1, false)] {
            let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
            viewer.prefetchBudget = budget
            viewer.open(path: folder.path("h0.png"))
            viewer.showNextImage()
            XCTAssertEqual(viewer.imagePath?.string, folder.path("h1.png"))
            XCTAssertEqual(viewer.cache[FileSystemPath(folder.path("h0.png"))] != nil, kept, "a budget of \(budget) bytes")
            XCTAssertNotNil(viewer.cache[FileSystemPath(folder.path("h1.png"))], "the one shown stays")
        }
    }

    /// A file left while it still decodes goes on decoding as a neighbour only while it
    /// fits the budget with the one shown: browsing on through huge images decoded two.
    func testALoadLeftIsStoppedWhenItAndTheOneShownExceedTheBudget() throws {
        let folder = try TemporaryFolder()
        for i in 0..<3 { _ = try folder.writeSolid("l\(i).png", width: 300, height: 200, color: red) }
        let cost = ViewerController.memoryCost(pixels: 300 * 200)
        for (budget, kept) in [(2 * cost, true), (2 * cost - 1, false)] {
            let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
            let queue = ManualMainQueue()
            viewer.loading = .background(deliver: { queue.deliver($0) })
            viewer.prefetchBudget = budget
            viewer.open(path: folder.path("l0.png"))
            let left = try XCTUnwrap(viewer.loads[FileSystemPath(folder.path("l0.png"))])
            viewer.showNextImage()
            XCTAssertEqual(viewer.loads[FileSystemPath(folder.path("l0.png"))] != nil, kept, "a budget of \(budget) bytes")
            XCTAssertEqual(left.isCancelled, !kept, "a budget of \(budget) bytes")
            XCTAssertNotNil(viewer.loads[FileSystemPath(folder.path("l1.png"))], "the one shown loads")
        }
    }

    func testPreDecodingStaysWithinTheMemoryBudget() throws {
        let folder = try TemporaryFolder()
        for i in 0..<3 { _ = try folder.writeSolid("q\(i).png", width: 300, height: 200, color: red) }
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        let queue = ManualMainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        // Room for the image shown and one neighbour.
        viewer.prefetchBudget = 2 * ViewerController.memoryCost(pixels: 300 * 200)
        viewer.open(path: folder.path("q0.png"))
        XCTAssertEqual(Set(viewer.loads.keys.map(\.string)), [folder.path("q0.png")], "the neighbours wait for the file shown")
        while viewer.cache[FileSystemPath(folder.path("q0.png"))] == nil {
            guard queue.runNext() else { return XCTFail("the load never finished") }
        }
        XCTAssertEqual(Set(viewer.loads.keys.map(\.string)).subtracting([folder.path("q0.png")]), [folder.path("q1.png")],
                       "then one neighbour, all the budget holds")
    }
}

/// The same script on the same files gives the same pixels, browsing, zooming and
/// overlays included: a headless run decodes each file before the next step.
final class ViewerHeadlessDeterminismTests: XCTestCase {
    func testTheSameScriptGivesTheSamePixels() throws {
        let folder = try TemporaryFolder()
        // The pictures in a folder of their own: the screenshots land beside it.
        let pictures = folder.url.appendingPathComponent("pictures").path
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        for (i, size) in [(300, 200), (64, 64), (500, 120)].enumerated() {
            _ = try folder.writeImage("pictures/pic\(i).png", width: size.0, height: size.1)
        }
        let script = ["key down n", "key up n", "wheel 80 60 0 -1", "wait 0.3", "key down r", "key up r",
                      "screenshot", "key down n", "key up n", "key down i", "key up i", "screenshot",
                      "key down p", "key up p", "key down p", "key up p", "touch down 0 100 100", "touch up 0 100 100",
                      "frames 2", "touch down 0 100 100", "touch up 0 100 100", "wait 0.5", "screenshot"]
        let first = try runHeadlessScript(folder, ["--size", "240x200", pictures], script: script)
        let second = try runHeadlessScript(folder, ["--size", "240x200", pictures], script: script)
        XCTAssertEqual(first.errors, [])
        XCTAssertEqual(first.shots.count, 3)
        for (a, b) in zip(first.shots, second.shots) {
            XCTAssertTrue((0..<a.height).allSatisfy { y in (0..<a.width).allSatisfy { a[$0, y] == b[$0, y] } })
        }
        XCTAssertFalse((0..<200).allSatisfy { y in (0..<240).allSatisfy { first.shots[0][$0, y] == first.shots[1][$0, y] } },
                       "the shots differ from each other, so the comparison means something")
    }
}

/// A file changed on disk after it was decoded shows as it is now when browsed back to.
final class ViewerChangedFileTests: XCTestCase {
    func testBrowsingBackToAReplacedFileShowsItAsItIsNow() throws {
        let folder = try TemporaryFolder()
        let a = try folder.writeImage("a.png", width: 40, height: 30)
        _ = try folder.writeImage("b.png", width: 20, height: 20)
        _ = try folder.writeImage("c.png", width: 20, height: 20)
        let (_, viewer) = makeViewer(size: CGSize(width: 400, height: 322), imageSize: (width: 10, height: 10))
        viewer.open(path: a)
        viewer.showNextImage()
        try PNGEncoder.write(makeQuadrantImage(width: 80, height: 60), to: a)
        // A modification time a second on, as a later write has; some file systems keep whole seconds.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: a)
        viewer.showPreviousImage()
        XCTAssertEqual(viewer.imagePath?.string, a)
        XCTAssertEqual(viewer.pictureSize, CGSize(width: 80, height: 60), "the new picture, not the one decoded before")
        XCTAssertEqual(viewer.statusText, "a.png — 1 / 3 — 80 × 60 — 100%")

        viewer.showNextImage()
        try FileManager.default.removeItem(atPath: a)
        viewer.showPreviousImage()
        XCTAssertNil(viewer.pictureSize, "a file removed meanwhile is not shown from memory")
        XCTAssertNotNil(viewer.currentFailure)
    }
}
