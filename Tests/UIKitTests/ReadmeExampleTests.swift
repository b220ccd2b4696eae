import XCTest
import UIKit

/// The README's opening example (taking the file path as a parameter), compiled and run,
/// so the first code a newcomer reads keeps working.
final class ReadmeExampleTests: XCTestCase {
    final class PhotoController: UIViewController, UIScrollViewDelegate {
        let scrollView = UIScrollView()
        let photo: UIImageView

        init(path: String) {
            photo = UIImageView(image: UIImage(contentsOfFile: path))
            super.init()
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.delegate = self
            scrollView.contentSize = photo.frame.size
            scrollView.minimumZoomScale = 0.1
            scrollView.maximumZoomScale = 8
            scrollView.addSubview(photo)
            view.addSubview(scrollView)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
    }

    func testReadmeExampleZoomsTheDefaultImage() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/default.png").standardized.path
        let host = HeadlessHost(size: CGSize(width: 300, height: 200))
        let controller = PhotoController(path: path)
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        XCTAssertEqual(controller.photo.frame.size, CGSize(width: 3000, height: 2000))
        controller.scrollView.zoomScale = 0.1
        XCTAssertEqual(controller.scrollView.contentSize, CGSize(width: 300, height: 200))
        let frame = host.renderFrame()
        // The grid's dark line at image x = 0..1 is at the left edge, the zone plate's grey
        // disc at (2500, 500) · 0.1 = (250, 50).
        XCTAssertEqual(frame[250, 50] >> 24, 255)
        let disc = Color(premultiplied: frame[250, 40])
        XCTAssertLessThan(abs(Int(disc.red) - Int(disc.green)), 8, "grey, averaged from the zone plate")
    }
}
