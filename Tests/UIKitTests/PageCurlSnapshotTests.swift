import XCTest
import Raster
import ScreenshotTesting
@testable import UIKit

/// Screenshots of the page curl against references in __Snapshots__/PageCurlSnapshotTests:
/// the kernel at progress 0.25, 0.5 and 0.75, straight and angled, horizontal (left spine,
/// paper back) and vertical (top spine, a back image as a double-sided leaf has), from
/// pages drawn by the normal renderer; and the page view controller mid-drag.
final class PageCurlSnapshotTests: XCTestCase {
    /// A page as the renderer draws it: a tinted background, a band and a number.
    func page(_ number: Int, size: CGSize, hue: CGFloat) -> RasterImage {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = UIColor(red: 0.95, green: 0.93 - hue * 0.3, blue: 0.85 + hue * 0.1, alpha: 1)
        let band = UIView(frame: CGRect(x: 8, y: 10, width: size.width - 16, height: 14))
        band.backgroundColor = UIColor(red: hue, green: 0.3, blue: 1 - hue, alpha: 1)
        view.addSubview(band)
        let label = UILabel(frame: CGRect(x: 8, y: 30, width: size.width - 16, height: 40))
        label.text = "Page \(number)"
        label.font = UIFont.systemFont(ofSize: 20)
        view.addSubview(label)
        let bitmap = Bitmap(width: Int(size.width), height: Int(size.height))
        ViewRenderer.render(view, into: bitmap, background: .white)
        return RasterImage(bitmap: bitmap)
    }

    func testKernelAtThreeProgressesStraightAndAngled() {
        let size = CGSize(width: 120, height: 90)
        let front = page(3, size: size, hue: 0.2), beneath = page(4, size: size, hue: 0.7)
        let back = page(5, size: size, hue: 0.45)
        for progress in [0.25, 0.5, 0.75] {
            for angle in [0.0, 0.35] {
                for (spine, pages, name) in [
                    (PageCurlGeometry.Spine.left, PageCurlPages(front: front, back: .paper, beneath: beneath), "left"),
                    (.top, PageCurlPages(front: front, back: .image(back), beneath: beneath), "top-double-sided"),
                ] {
                    // A left spine's turned-over part lands left of the leaf: the target has room.
                    let target = Bitmap(width: 240, height: 180)
                    target.clear(to: 0xFF30_3030)
                    let x = spine == .left ? 120 : 60, y = spine == .left ? 45 : 90
                    let geometry = PageCurlGeometry(leafSize: size, spine: spine, progress: progress, angle: angle)
                    Canvas(target: target).drawPageCurl(pages, geometry: geometry, atDeviceX: x, y: y)
                    assertSnapshot(of: target, as: .bitmap, named: "\(name)-\(Int(progress * 100))-\(angle == 0 ? "straight" : "angled")")
                }
            }
        }
    }

    func testPageViewControllerMidDrag() {
        let straight = PageScene(size: CGSize(width: 160, height: 120), style: .pageCurl)
        straight.drag(from: pt(150, 60), by: pt(-90, 0), lift: false)
        assertSnapshot(of: straight.host.renderFrame(), as: .bitmap, named: "drag-straight")

        let angled = PageScene(size: CGSize(width: 160, height: 120), style: .pageCurl)
        angled.drag(from: pt(150, 100), by: pt(-80, -40), lift: false)
        assertSnapshot(of: angled.host.renderFrame(), as: .bitmap, named: "drag-angled")

        let vertical = PageScene(orientation: .vertical, size: CGSize(width: 120, height: 160), style: .pageCurl)
        vertical.drag(from: pt(60, 150), by: pt(20, -90), lift: false)
        assertSnapshot(of: vertical.host.renderFrame(), as: .bitmap, named: "drag-vertical")

        // The spine in the middle: the right page's leaf turns over onto the left page,
        // showing the next left page (its back) as it goes.
        let mid = PageScene(size: CGSize(width: 240, height: 120), style: .pageCurl, spine: .mid, doubleSided: [2, 3])
        mid.drag(from: pt(230, 100), by: pt(-110, -30), lift: false)
        assertSnapshot(of: mid.host.renderFrame(), as: .bitmap, named: "drag-mid-angled")
    }
}
