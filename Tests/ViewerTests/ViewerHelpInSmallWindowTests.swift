import XCTest
@testable import ViewerKit
import UIKit

/// The help in a window too small for its rows: one column that scrolls, by keys (the
/// help has the keyboard while it shows), by the wheel over it and by dragging it; the
/// image under it keeps its zoom and position, and gets the keyboard back when the help
/// closes. In a window the help fits, nothing of that changes how the viewer behaves.
final class ViewerHelpInSmallWindowTests: XCTestCase {
    private func showHelp(in size: CGSize) throws -> (HeadlessHost, ViewerController) {
        let (host, viewer) = makeViewer(size: size, imageSize: (3000, 2000))
        host.step()
        try host.play("key down slash shift\nkey up slash shift")
        XCTAssertTrue(viewer.isShowingHelp)
        return (host, viewer)
    }

    func testInA300By200WindowTheHelpScrollsByKeysAndGivesTheKeyboardBack() throws {
        let (host, viewer) = try showHelp(in: CGSize(width: 300, height: 200))
        let help = viewer.helpView
        XCTAssertTrue(help.isScrollable)
        XCTAssertTrue(help.scrollView.isFirstResponder, "the help has the keyboard")
        let zoom = viewer.scrollView.zoomScale, offset = viewer.scrollView.contentOffset
        try host.play("key down pagedown\nkey up pagedown")
        XCTAssertGreaterThan(help.scrollView.contentOffset.y, 0, "Page Down scrolls the help")
        try host.play("key down end\nkey up end")
        XCTAssertEqual(help.scrollView.contentOffset.y, help.scrollView.contentSize.height - help.scrollView.bounds.height,
                       accuracy: 0.5, "End goes to its last row")
        try host.play("key down home\nkey up home")
        XCTAssertEqual(help.scrollView.contentOffset.y, 0, accuracy: 0.5)
        XCTAssertEqual(viewer.scrollView.zoomScale, zoom)
        XCTAssertEqual(viewer.scrollView.contentOffset, offset, "the image stays where it was")
        try host.play("key down escape\nkey up escape")
        XCTAssertFalse(viewer.isShowingHelp)
        XCTAssertTrue(viewer.scrollView.isFirstResponder, "the image has the keyboard again")
    }

    func testTheWheelOverTheHelpScrollsItRatherThanZoomingTheImage() throws {
        let (host, viewer) = try showHelp(in: CGSize(width: 300, height: 200))
        let zoom = viewer.scrollView.zoomScale
        try host.play("wheel 150 90 0 3")
        XCTAssertGreaterThan(viewer.helpView.scrollView.contentOffset.y, 0)
        XCTAssertEqual(viewer.scrollView.zoomScale, zoom, "the wheel zooms the image only where the help is not")
    }

    /// The help is modal (ViewerHelpIsModalTests): it has the keyboard whether it fits or
    /// scrolls, and the image gets it back only when it closes.
    func testShrinkingTheWindowUnderTheHelpLetsItScrollAndGrowingItKeepsTheKeyboard() throws {
        let (host, viewer) = try showHelp(in: CGSize(width: 1024, height: 768))
        XCTAssertFalse(viewer.helpView.isScrollable)
        XCTAssertTrue(viewer.helpView.scrollView.isFirstResponder, "a help that fits has the keyboard too")
        XCTAssertTrue(viewer.helpView.hitTest(CGPoint(x: 512, y: 370), with: nil) === viewer.helpView.scrollView,
                      "and takes the touches over it")
        try host.resize(to: CGSize(width: 300, height: 200))
        host.window.layoutIfNeeded()
        XCTAssertTrue(viewer.helpView.isScrollable)
        XCTAssertTrue(viewer.helpView.scrollView.isFirstResponder)
        try host.play("key down end\nkey up end")
        XCTAssertGreaterThan(viewer.helpView.scrollView.contentOffset.y, 0, "End scrolls it")
        try host.resize(to: CGSize(width: 1024, height: 768))
        host.window.layoutIfNeeded()
        XCTAssertTrue(viewer.helpView.scrollView.isFirstResponder)
        try host.play("key down escape\nkey up escape")
        XCTAssertTrue(viewer.scrollView.isFirstResponder)
    }
}
