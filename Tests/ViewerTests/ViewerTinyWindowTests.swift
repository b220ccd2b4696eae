import XCTest
import UIKit
@testable import ViewerKit

/// A window smaller than the message's margins: the message label gets the middle of the
/// image area (it was given `insetBy`'s CGRect.null, an infinite origin, which views now
/// refuse, so it kept the frame of the larger window before).
final class ViewerTinyWindowTests: XCTestCase {
    func testTheMessageLabelStaysInsideAWindowNarrowerThanItsMargins() {
        let (host, viewer) = makeViewer(size: CGSize(width: 200, height: 150), imageSize: (width: 4, height: 4))
        host.window.frame = CGRect(x: 0, y: 0, width: 20, height: 60)
        host.window.layoutIfNeeded()
        let area = viewer.imageArea
        XCTAssertLessThan(area.width, 32, "the image area is narrower than the two margins")
        let frame = viewer.messageLabel.frame
        XCTAssertTrue(frame.origin.x.isFinite && frame.origin.y.isFinite, "\(frame)")
        XCTAssertEqual(frame, CGRect(x: 10, y: 16, width: 0, height: area.height - 32), "the middle across, 16 in down")
    }
}
