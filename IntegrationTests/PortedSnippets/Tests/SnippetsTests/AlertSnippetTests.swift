import XCTest
import UIKit
import Snippets

final class AlertSnippetTests: XCTestCase {
    private func press(_ host: HeadlessHost, _ code: Int, _ characters: String, _ flags: UIKeyModifierFlags = []) {
        let key = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: code), characters: characters, modifierFlags: flags)
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
    }

    private func center(_ view: UIView, in host: HeadlessHost) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: host.window)
    }

    func testRenamingByReturnSavesAndTellsWithAnAlert() throws {
        let albums = UIViewController()
        let details = AlbumDetailsViewController(albumName: "Holidays")
        let nav = UINavigationController(rootViewController: albums)
        let host = host(nav)
        nav.pushViewController(details, animated: false)
        host.step()
        let save = try XCTUnwrap(details.navigationItem.rightBarButtonItem)
        XCTAssertFalse(save.isEnabled)

        host.tap(center(details.nameField, in: host))
        XCTAssertTrue(details.nameField.isEditing)
        for c in " 2026" { press(host, 44, String(c)) }
        XCTAssertEqual(details.nameField.text, "Holidays 2026")
        XCTAssertTrue(save.isEnabled, "the name changed")
        press(host, 40, "\r")
        host.advance(by: 0.5)
        XCTAssertEqual(details.albumName, "Holidays 2026")
        XCTAssertFalse(details.nameField.isEditing)
        let alert = try XCTUnwrap(details.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Saved")
        XCTAssertEqual(alert.message, "The album is now called Holidays 2026.")
        press(host, 40, "\r")
        host.advance(by: 0.5)
        XCTAssertNil(details.presentedViewController, "Return chose OK, the only action")
    }

    func testDeletingAsksWithAnActionSheetAndCancelKeepsTheAlbum() throws {
        let details = AlbumDetailsViewController(albumName: "Holidays")
        let nav = UINavigationController(rootViewController: UIViewController())
        let host = host(nav)
        nav.pushViewController(details, animated: false)
        host.step()

        host.tap(center(details.deleteButton, in: host))
        host.advance(by: 0.5)
        let sheet = try XCTUnwrap(details.presentedViewController as? UIAlertController)
        XCTAssertEqual(sheet.preferredStyle, .actionSheet)
        XCTAssertEqual(sheet.actions.map(\.title), ["Delete Album", "Cancel"])
        // A tap on the dimmed content above the sheet cancels.
        host.tap(CGPoint(x: 160, y: 60))
        host.advance(by: 0.5)
        XCTAssertNil(details.presentedViewController)
        XCTAssertFalse(details.isDeleted)

        host.tap(center(details.deleteButton, in: host))
        host.advance(by: 0.5)
        let again = try XCTUnwrap(details.presentedViewController)
        // The destructive button: the sheet's first row, 57 points tall, above cancel's group.
        let red = try XCTUnwrap(again.view.allSubviews.first {
            ($0 as? UIControl) != nil && ($0.subviews.first as? UILabel)?.text == "Delete Album"
        })
        host.tap(center(red, in: host))
        host.advance(by: 1)
        XCTAssertTrue(details.isDeleted)
        XCTAssertEqual(nav.viewControllers.count, 1, "popped after the sheet went away")
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}
