import XCTest
import UIKit
import Snippets

final class NavigationSnippetTests: XCTestCase {
    func testAnAlbumPushesAndTheBarGoesAndComesBack() throws {
        let albums = AlbumsViewController()
        let nav = UINavigationController(rootViewController: albums)
        let host = host(nav)
        XCTAssertEqual(albums.navigationItem.title, "Albums")
        XCTAssertEqual(albums.view.safeAreaInsets.top, 44)

        // Edit, as a tap on the bar's right item.
        let edit = try XCTUnwrap(nav.navigationBar.subviews.compactMap { $0 as? UIButton }.last)
        XCTAssertEqual(edit.title(for: .normal), "Edit")
        host.tap(edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: host.window))
        XCTAssertTrue(albums.isEditingAlbums)
        let done = try XCTUnwrap(nav.navigationBar.subviews.compactMap { $0 as? UIButton }.last)
        XCTAssertEqual(done.title(for: .normal), "Done", "the item renamed itself")

        // The second album.
        let row = albums.rows[1]
        host.tap(row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: host.window))
        host.advance(by: 0.5)
        let album = try XCTUnwrap(nav.topViewController as? AlbumViewController)
        XCTAssertEqual(album.title, "Favourites")
        XCTAssertEqual(host.pixel(160, 300), 0xFF00_0000, "the album's black fills the view")
        XCTAssertNotEqual(host.pixel(160, 20), 0xFF00_0000, "under the bar")

        // A tap hides the bar, another brings it back.
        host.tap(CGPoint(x: 160, y: 300))
        host.advance(by: 0.5)
        XCTAssertTrue(album.isFullScreen)
        XCTAssertEqual(host.pixel(160, 20), 0xFF00_0000, "the bar slid away")
        XCTAssertEqual(album.view.safeAreaInsets.top, 0)
        host.tap(CGPoint(x: 160, y: 300))
        host.advance(by: 0.5)
        XCTAssertNotEqual(host.pixel(160, 20), 0xFF00_0000)

        // Back.
        nav.popViewController(animated: true)
        host.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController === albums)
    }
}
