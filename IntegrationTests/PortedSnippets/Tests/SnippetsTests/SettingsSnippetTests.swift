import XCTest
import UIKit
import Snippets

/// The notification settings screen: switches and a segmented control driving a model.
final class SettingsSnippetTests: XCTestCase {
    func testSwitchesAndPreviewControlDriveTheSettings() throws {
        let controller = NotificationSettingsViewController()
        var reported: [NotificationSettings] = []
        controller.onChange = { reported.append($0) }
        let host = host(controller)
        // Rows of 44 points from y 40, switches 51 x 31 at the trailing margin.
        XCTAssertEqual(controller.notificationsSwitch.frame, CGRect(x: 253, y: 40, width: 51, height: 31))
        XCTAssertEqual(controller.soundsSwitch.frame, CGRect(x: 253, y: 84, width: 51, height: 31))
        XCTAssertEqual(controller.previewControl.frame, CGRect(x: 16, y: 136, width: 288, height: 32))
        XCTAssertEqual(controller.previewControl.selectedSegmentIndex, 1)

        host.tap(CGPoint(x: 278, y: 99))
        XCTAssertTrue(controller.settings.soundsEnabled)
        host.advance(by: 0.5)
        XCTAssertEqual(host.pixel(258, 99), UIColor.systemBlue.rasterColor.premultiplied, "the sounds switch is on, in blue")

        let never = controller.previewControl.frameForSegment(at: 2)
        XCTAssertGreaterThan(never.width, controller.previewControl.frameForSegment(at: 0).width * 0.6,
                             "apportioned by the titles' widths")
        host.tap(CGPoint(x: 16 + never.midX, y: 150))
        XCTAssertEqual(controller.settings.preview, .never)

        host.tap(CGPoint(x: 278, y: 55))
        XCTAssertFalse(controller.settings.notificationsEnabled)
        XCTAssertFalse(controller.settings.soundsEnabled, "turning notifications off turns sounds off")
        XCTAssertFalse(controller.soundsSwitch.isOn)
        XCTAssertGreaterThan(controller.soundsSwitch.thumbPosition, 0, "its thumb slides back on the next frames")
        host.advance(by: 0.5)
        XCTAssertEqual(controller.soundsSwitch.thumbPosition, 0)
        XCTAssertFalse(controller.soundsSwitch.isEnabled)

        host.tap(CGPoint(x: 278, y: 99))
        host.tap(CGPoint(x: 30, y: 150))
        XCTAssertFalse(controller.settings.soundsEnabled, "disabled: taps do nothing")
        XCTAssertEqual(controller.settings.preview, .never)
        XCTAssertEqual(reported.map(\.preview), [.whenUnlocked, .never, .never])
        XCTAssertEqual(reported.map(\.soundsEnabled), [true, true, false])
    }
}
