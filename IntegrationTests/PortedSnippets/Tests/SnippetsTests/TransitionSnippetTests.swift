import XCTest
import UIKit
import Snippets

final class TransitionSnippetTests: XCTestCase {
    /// A red screen showing a thumbnail at `thumbnail`, hosted in 320 x 480 points.
    private func gallery(thumbnail: CGRect) -> (UIViewController, HeadlessHost) {
        let root = UIViewController()
        root.view.backgroundColor = .red
        let thumb = UIImageView(frame: thumbnail)
        thumb.image = solidImage(CGSize(width: 40, height: 30), .blue)
        root.view.addSubview(thumb)
        return (root, host(root))
    }

    /// One finger down at `start`, moved `dy` points down in `steps` frames, held still for
    /// a fifth of a second (so no flick), then lifted.
    private func slowDrag(_ host: HeadlessHost, from start: CGPoint, down dy: CGFloat, steps: Int) {
        host.send(.touchDown(id: 1, location: start))
        for i in 1...steps {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / CGFloat(steps))))
        }
        host.advance(by: 0.2)
        host.send(.touchUp(id: 1, location: CGPoint(x: start.x, y: start.y + dy)))
    }

    func testThePhotoGrowsOutOfItsThumbnailAndADragDownClosesIt() throws {
        let thumbnail = CGRect(x: 20, y: 40, width: 80, height: 60)
        let (root, host) = gallery(thumbnail: thumbnail)
        let photo = PhotoViewerViewController(image: solidImage(CGSize(width: 40, height: 30), .blue), from: thumbnail)
        root.present(photo, animated: true)

        let start = photo.view.presentation
        XCTAssertEqual(start.center.x, 60, accuracy: 0.01, "it starts on the thumbnail")
        XCTAssertEqual(start.center.y, 70, accuracy: 0.01)
        XCTAssertEqual(start.transform.a, 0.25, accuracy: 1e-6, "80 of 320 points wide")
        XCTAssertEqual(start.alpha, 0, accuracy: 1e-6)
        host.advance(by: 0.4)
        XCTAssertTrue(root.presentedViewController === photo)
        XCTAssertEqual(photo.view.presentation.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(root.view.window === host.window, "a .custom presentation keeps the gallery under it")
        XCTAssertEqual(host.pixel(160, 400), 0xFF00_0000, "the photo's black fills the window")

        // Down 60 points: short of a third, so it falls back.
        slowDrag(host, from: CGPoint(x: 160, y: 200), down: 60, steps: 12)
        XCTAssertTrue(photo.isBeingDismissed, "the drag started a dismissal")
        host.advance(by: 0.5)
        XCTAssertTrue(root.presentedViewController === photo, "it fell back")
        XCTAssertFalse(photo.isBeingDismissed)
        XCTAssertEqual(photo.view.presentation.center.y, 240, accuracy: 0.01)
        XCTAssertEqual(photo.view.center.y, 240, accuracy: 0.01, "the model is back too")
        XCTAssertEqual(photo.view.alpha, 1)

        // Down 240 points, held: well past a third.
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 100)))
        for i in 1...24 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 100 + 10 * CGFloat(i))))
        }
        host.advance(by: 0.2)
        let held = photo.view.presentation
        XCTAssertGreaterThan(held.center.y, 240 + 180, "the photo follows the finger down")
        XCTAssertLessThan(held.alpha, 0.65)
        XCTAssertGreaterThan(held.alpha, 0.35)
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 340)))
        host.advance(by: 0.5)
        XCTAssertNil(root.presentedViewController, "closed")
        XCTAssertNil(photo.view.window)
        XCTAssertEqual(host.pixel(160, 400), 0xFFFF_0000, "the red gallery shows again")
    }
}
