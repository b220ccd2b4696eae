import XCTest
@testable import ViewerKit
import UIKit

/// The viewer's help is modal while it shows, as the pager's is: it has the keyboard (`?`,
/// F1 or Escape close it, `q` quits, `f` goes fullscreen; no other key reaches the picture,
/// and the page keys scroll the help when it does not fit), and it takes every touch,
/// wheel and pinch over it (a drag pans nothing, the wheel zooms nothing, a tap beside its
/// panel closes it). Before, in a window the help fitted, Right browsed to the next file
/// behind it, `+` zoomed, Down scrolled, a drag panned and the wheel zoomed the image.
final class ViewerHelpIsModalTests: XCTestCase {
    /// A viewer browsing a folder of three 1500 x 1000 images in a 1024 x 768 window,
    /// zoomed in on the first (so the arrows and drags would have something to pan), with
    /// the help shown.
    private func viewerWithHelp() throws -> (HeadlessHost, ViewerController, TemporaryFolder) {
        let folder = try TemporaryFolder()
        for name in ["a.png", "b.png", "c.png"] { _ = try folder.writeImage(name, width: 1500, height: 1000) }
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768))
        let viewer = ViewerController()
        host.window.rootViewController = viewer
        host.window.layoutIfNeeded()
        viewer.open(path: folder.path("a.png"))
        host.step()
        try host.play("key down 1\nkey up 1")
        XCTAssertEqual(viewer.zoomPercent, 100, accuracy: 1e-9)
        try host.play("key down slash shift\nkey up slash shift")
        XCTAssertTrue(viewer.isShowingHelp)
        XCTAssertFalse(viewer.helpView.isScrollable, "the help fits this window")
        return (host, viewer, folder)
    }

    /// What the picture under the help shows: file, zoom, offset, orientation, smoothing
    /// and background.
    private func picture(_ viewer: ViewerController) -> String {
        "\(viewer.imagePath.map { "\($0)" } ?? "none") \(viewer.scrollView.zoomScale) \(viewer.scrollView.contentOffset) "
            + "\(viewer.orientation) \(viewer.isSmoothing) \(viewer.background)"
    }

    func testNoKeyButTheHelpsOwnReachesThePictureUnderIt() throws {
        let (host, viewer, folder) = try viewerWithHelp()
        let before = picture(viewer)
        XCTAssertTrue(viewer.helpView.scrollView.isFirstResponder, "the help has the keyboard")
        for key in ["right", "left", "n", "p", "equals", "plus", "minus", "0", "1", "r", "backslash shift",
                    "minus shift", "a", "b", "i", "down", "up", "pagedown", "pageup", "space", "home", "end",
                    "equal ctrl", "minus ctrl", "0 ctrl"] {
            try host.play("key down \(key)\nkey up \(key)")
            XCTAssertEqual(picture(viewer), before, "\(key) under the help")
            XCTAssertTrue(viewer.isShowingHelp, "\(key) leaves the help up")
            XCTAssertFalse(viewer.isShowingInfo, key)
        }
        var quits = 0
        viewer.onQuit = { quits += 1 }
        try host.play("key down escape\nkey up escape")
        XCTAssertFalse(viewer.isShowingHelp)
        XCTAssertEqual(quits, 0, "Escape closed the help only")
        XCTAssertTrue(viewer.scrollView.isFirstResponder, "the image has the keyboard again")
        try host.play("key down down\nkey up down")
        XCTAssertNotEqual(picture(viewer), before, "Down scrolls the image again")
        try host.play("key down n\nkey up n")
        XCTAssertEqual(viewer.imagePath, FileSystemPath(folder.path("b.png")), "and n browses")
    }

    func testTheHelpsKeysCloseItAndQQuits() throws {
        let (host, viewer, _) = try viewerWithHelp()
        try host.play("key down f1\nkey up f1")
        XCTAssertFalse(viewer.isShowingHelp, "F1 closes it")
        try host.play("key down f1\nkey up f1")
        XCTAssertTrue(viewer.isShowingHelp)
        try host.play("key down slash shift\nkey up slash shift")
        XCTAssertFalse(viewer.isShowingHelp, "? closes it")
        try host.play("key down slash shift\nkey up slash shift")
        var fullscreen: [Bool] = []
        viewer.onFullscreenChange = { fullscreen.append($0) }
        try host.play("key down f\nkey up f")
        XCTAssertEqual(fullscreen, [true], "fullscreen moves no picture, and works")
        var quits = 0
        viewer.onQuit = { quits += 1 }
        try host.play("key down q\nkey up q")
        XCTAssertEqual(quits, 1, "q quits with the help up")
    }

    func testDragsWheelsAndPinchesOverTheHelpMoveNothing() throws {
        let (host, viewer, _) = try viewerWithHelp()
        let before = picture(viewer)
        let panel = viewer.helpView.scrollView.frame
        let onPanel = CGPoint(x: panel.midX, y: panel.midY), beside = CGPoint(x: panel.minX / 2, y: panel.midY)
        XCTAssertGreaterThan(panel.minX, 20, "room beside the panel")
        for point in [onPanel, beside] {
            let steps = (0...6).map { i in
                "touch \(i == 0 ? "down" : i == 6 ? "up" : "move") 1 \(point.x - CGFloat(i) * 40) \(point.y - CGFloat(i) * 20)\nadvance 16ms"
            }
            try host.play(steps.joined(separator: "\n"))
            XCTAssertEqual(picture(viewer), before, "a drag at \(point)")
            XCTAssertTrue(viewer.isShowingHelp, "a drag does not close it")
            try host.play("wheel \(point.x) \(point.y) 0 3\nwait 0.3")
            XCTAssertEqual(picture(viewer), before, "the wheel at \(point)")
            try host.play("wheel precise \(point.x) \(point.y) 40 30\nwait 0.3")
            XCTAssertEqual(picture(viewer), before, "a trackpad's scroll at \(point)")
            try host.play("wheel \(point.x) \(point.y) 0 -3 ctrl\nwait 0.3")
            XCTAssertEqual(picture(viewer), before, "a pinch at \(point)")
            host.doubleTap(at: onPanel)
            XCTAssertEqual(picture(viewer), before, "a double-click on the panel")
        }
        XCTAssertTrue(viewer.isShowingHelp)
        host.send(.touchDown(id: 1, location: beside))
        host.step()
        host.send(.touchUp(id: 1, location: beside))
        host.runUntilIdle()
        XCTAssertFalse(viewer.isShowingHelp, "a click beside the panel closes it")
        XCTAssertEqual(picture(viewer), before, "and does nothing else")
        XCTAssertTrue(viewer.scrollView.isFirstResponder)
        try host.play("wheel \(beside.x) \(beside.y) 0 3\nwait 0.3")
        XCTAssertNotEqual(picture(viewer), before, "the wheel zooms the image again")
    }
}
