import XCTest
import Raster
import ScreenshotTesting
@testable import UIKit

/// Screenshots of a page view controller's curl held by a finger at exactly progress 0.25,
/// 0.5 and 0.75, against references in __Snapshots__/PageCurlHeldSnapshotTests. The finger
/// is scripted to where the geometry says the progress is: a drag carries the outer edge's
/// point under the finger, and the progress is the pull's length over twice the leaf's
/// length, so a pull of `2 l p` at lean `a` (canonical `(-2 l p cos a, 2 l p sin a)`)
/// holds progress `p`. The matrix covers each dimension: spine `.min` and `.mid`,
/// horizontal and vertical, single- and double-sided, straight and angled, every progress.
final class PageCurlHeldSnapshotTests: XCTestCase {
    struct Held {
        var orientation: UIPageViewController.NavigationOrientation
        var spine: UIPageViewController.SpineLocation
        /// The double-sided pages shown first (front, back or left, right), or nil for single-sided.
        var doubleSided: [Int]?
        var progress: Double
        var angle: Double

        var name: String {
            let o = orientation == .horizontal ? "horizontal" : "vertical"
            let s = spine == .mid ? "mid" : "min"
            let sides = doubleSided == nil ? "single" : "double"
            return "\(s)-\(o)-\(sides)-\(Int(progress * 100))-\(angle == 0 ? "straight" : "angled")"
        }
    }

    /// The scene with the finger holding the curl at `held.progress`.
    func hold(_ held: Held) -> PageScene {
        let horizontal = held.orientation == .horizontal
        let mid = held.spine == .mid
        let size = horizontal ? CGSize(width: mid ? 240 : 160, height: 120) : CGSize(width: 120, height: mid ? 240 : 160)
        let scene = PageScene(orientation: held.orientation, size: size, style: .pageCurl, spine: held.spine,
                              doubleSided: held.doubleSided)
        // The leaf runs from the spine to the far edge: the whole page, or its second half.
        let length = Double(horizontal ? size.width : size.height) / (mid ? 2 : 1)
        let pull = 2 * length * held.progress
        let canonical = CGPoint(x: -pull * cos(held.angle), y: pull * sin(held.angle))
        // Canonical x runs from the spine along the leaf's length; vertical leaves swap axes.
        let delta = horizontal ? canonical : CGPoint(x: canonical.y, y: canonical.x)
        let from = horizontal ? pt(size.width - 4, size.height / 2) : pt(size.width / 2, size.height - 4)
        scene.drag(from: from, by: delta, hold: 0, lift: false)
        return scene
    }

    func testCurlsHeldAtExactProgress() throws {
        var cases: [Held] = []
        for progress in [0.25, 0.5, 0.75] {
            for angle in [0.0, 0.3] {
                cases.append(Held(orientation: .horizontal, spine: .min, progress: progress, angle: angle))
                cases.append(Held(orientation: .vertical, spine: .min, doubleSided: [3, 4], progress: progress,
                                  angle: angle))
            }
            cases.append(Held(orientation: .horizontal, spine: .mid, doubleSided: [2, 3], progress: progress, angle: 0))
        }
        cases.append(Held(orientation: .horizontal, spine: .mid, doubleSided: [2, 3], progress: 0.5, angle: 0.3))
        cases.append(Held(orientation: .vertical, spine: .mid, doubleSided: [2, 3], progress: 0.5, angle: 0))
        cases.append(Held(orientation: .vertical, spine: .mid, doubleSided: [2, 3], progress: 0.25, angle: 0.3))
        cases.append(Held(orientation: .horizontal, spine: .min, doubleSided: [3, 4], progress: 0.5, angle: 0.3))
        for held in cases {
            let scene = hold(held)
            let transition = try XCTUnwrap(scene.pager.transition as? PageCurlTransition, held.name)
            let geometry = try XCTUnwrap(transition.geometry, held.name)
            XCTAssertEqual(geometry.progress, held.progress, accuracy: 1e-9, held.name)
            if held.angle == 0 { XCTAssertEqual(geometry.angle, 0, accuracy: 1e-9, held.name) }
            else { XCTAssertGreaterThan(geometry.angle, 0.05, "\(held.name): the axis leans") }
            assertSnapshot(of: scene.host.renderFrame(), as: .bitmap, named: held.name)
        }
    }
}
