import XCTest
import UIKit
@testable import PagerKit

/// Image pages: fitted, zoomable, and a zoomed page pans to its edge before it turns.
final class ImagePageTests: XCTestCase {
    func testAFolderPagesThroughItsPNGsFitted() throws {
        let folder = try ImageFolder(count: 3, width: 960, height: 640)
        let scene = try PagerScene([folder.path])
        XCTAssertEqual(scene.pager.positionText, "1 / 3")
        let page = try XCTUnwrap(scene.pager.pageViewController.viewControllers?.first as? ImagePageController)
        XCTAssertEqual(page.path.lastComponent, "image-1.png")
        XCTAssertEqual(page.scrollView.zoomScale, 0.5, "960 x 640 fits 480 x 320 at half size")
        XCTAssertTrue(page.isAtFit)
        scene.drag(from: CGPoint(x: 400, y: 160), by: CGPoint(x: -300, y: 0))
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "2 / 3", "at the fit zoom a drag turns the page")
    }

    func testAZoomedPagePansToItsEdgeFirstThenTurns() throws {
        let folder = try ImageFolder(count: 2, width: 960, height: 640)
        let scene = try PagerScene([folder.path])
        let page = try XCTUnwrap(scene.pager.pageViewController.viewControllers?.first as? ImagePageController)
        page.scrollView.setZoomScale(1, animated: false)
        page.scrollView.contentOffset = CGPoint(x: 240, y: 160)
        // The first drag left pans the image to its right edge (480 of 960 - 480).
        scene.drag(from: CGPoint(x: 400, y: 160), by: CGPoint(x: -300, y: 0))
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "1 / 2")
        XCTAssertEqual(page.scrollView.contentOffset.x, 480, accuracy: 0.5)
        XCTAssertEqual(scene.pagingScrollView.contentOffset.x, 480, "the pager did not move")
        // At the edge, the next drag that way turns the page.
        scene.drag(from: CGPoint(x: 400, y: 160), by: CGPoint(x: -300, y: 0))
        scene.settle()
        XCTAssertEqual(scene.pager.positionText, "2 / 2")
    }

    /// A new window size keeps a zoomed page's zoom and the image point at its centre, as
    /// the viewer does; a page at the fit scale is fitted anew. Every resize had re-fitted.
    func testAResizeKeepsAZoomedPagesZoomAndCentre() throws {
        let folder = try ImageFolder(count: 2, width: 960, height: 640)
        let scene = try PagerScene([folder.path])
        let page = try XCTUnwrap(scene.pager.pageViewController.viewControllers?.first as? ImagePageController)
        page.scrollView.setZoomScale(1, animated: false)
        page.scrollView.contentOffset = CGPoint(x: 240, y: 160)  // image point (480, 320) at the centre
        try scene.host.resize(to: CGSize(width: 400, height: 300))
        scene.settle()
        XCTAssertEqual(page.scrollView.zoomScale, 1)
        XCTAssertEqual(page.scrollView.contentOffset.x, 480 - 200, accuracy: 0.5)
        XCTAssertEqual(page.scrollView.contentOffset.y, 320 - 150, accuracy: 0.5)
        XCTAssertEqual(page.scrollView.minimumZoomScale, 400.0 / 960, accuracy: 1e-9, "the new fit")
        page.scrollView.setZoomScale(page.scrollView.minimumZoomScale, animated: false)
        try scene.host.resize(to: CGSize(width: 480, height: 320))
        scene.settle()
        XCTAssertEqual(page.scrollView.zoomScale, 0.5, accuracy: 1e-9, "at fit, fitted anew")
        XCTAssertTrue(page.isAtFit)
    }

    func testCtrlWheelZoomsThePageUnderThePointer() throws {
        let folder = try ImageFolder(count: 2, width: 960, height: 640)
        let scene = try PagerScene([folder.path])
        let page = try XCTUnwrap(scene.pager.pageViewController.viewControllers?.first as? ImagePageController)
        scene.host.send(.wheel(location: CGPoint(x: 240, y: 160), delta: CGPoint(x: 0, y: -3), isPrecise: false,
                               modifiers: .control))
        scene.settle()
        XCTAssertGreaterThan(page.scrollView.zoomScale, 0.6, "three notches of x1.1 from 0.5")
        XCTAssertEqual(scene.pager.positionText, "1 / 2")
    }

    func testADoubleClickAtFitZoomsInTwice() throws {
        let folder = try ImageFolder(count: 2, width: 960, height: 640)
        let scene = try PagerScene([folder.path])
        let page = try XCTUnwrap(scene.pager.pageViewController.viewControllers?.first as? ImagePageController)
        for _ in 0..<2 {
            scene.host.send(.touchDown(id: 1, location: CGPoint(x: 240, y: 160)))
            scene.host.step()
            scene.host.send(.touchUp(id: 1, location: CGPoint(x: 240, y: 160)))
            scene.host.step()
        }
        scene.settle()
        XCTAssertEqual(page.scrollView.zoomScale, 1, accuracy: 1e-6, "a double click zooms x2 from the fit scale")
    }

    func testAZoomedPageAtItsEdgeStillPansBackTheOtherWay() throws {
        let scroll = EdgeYieldingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 300, height: 100)
        scroll.contentOffset = CGPoint(x: 200, y: 0)
        XCTAssertTrue(scroll.pushesPastEdge(CGPoint(x: -20, y: 2)), "further right: the pager's")
        XCTAssertFalse(scroll.pushesPastEdge(CGPoint(x: 20, y: 2)), "back left: the image's")
        XCTAssertFalse(scroll.pushesPastEdge(CGPoint(x: -5, y: 20)), "across the pager's axis: the image's")
        scroll.pagesTurnVertically = true
        XCTAssertFalse(scroll.pushesPastEdge(CGPoint(x: -20, y: 2)))
    }

    func testAFileThatCannotBeReadStopsBeforeAnyPageShows() throws {
        let folder = try ImageFolder(count: 1, width: 10, height: 10)
        let text = folder.url.appendingPathComponent("notes.png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: text))
        XCTAssertThrowsError(try ImageFiles.resolve([FileSystemPath(text)])) { error in
            XCTAssertEqual("\(error)", "\(text): not a PNG file (bad signature)")
        }
        let empty = folder.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertThrowsError(try ImageFiles.resolve([FileSystemPath(empty.path)])) { error in
            XCTAssertEqual("\(error)", "\(empty.path): no PNG files in the folder")
        }
        // A folder among files: the pager takes one folder alone (its usage: FILES... | FOLDER).
        let png = FileSystemPath(folder.url.appendingPathComponent("image-1.png").path)
        XCTAssertThrowsError(try ImageFiles.resolve([png, FileSystemPath(empty.path)])) { error in
            XCTAssertEqual("\(error)", "\(empty.path): is a folder: name one folder alone, or PNG files")
        }
    }

    func testAFolderIsReadInNumberOrder() throws {
        let folder = try ImageFolder(count: 11, width: 4, height: 4)
        let files = try ImageFiles.resolve([FileSystemPath(folder.path)]).map(\.lastComponent.displayString)
        XCTAssertEqual(files.prefix(3), ["image-1.png", "image-2.png", "image-3.png"])
        XCTAssertEqual(files.last, "image-11.png")
    }
}
