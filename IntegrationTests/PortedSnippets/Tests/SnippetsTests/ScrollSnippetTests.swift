import XCTest
import UIKit
import Snippets

/// The scroll-view snippets: PhotoScroller, PageControl, parallax, StreetScroller, photo
/// browser, banner, feed.
final class ScrollSnippetTests: XCTestCase {
    func testImageScrollViewFitsAndCentresAPortraitImageInLandscapeBounds() {
        let scrollView = ImageScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let host = host(scrollView, width: 400, height: 300)
        scrollView.display(solidImage(CGSize(width: 600, height: 1200)))
        host.step()
        // Portrait image, landscape bounds: the smaller of 400/600 and 300/1200.
        XCTAssertEqual(scrollView.minimumZoomScale, 0.25)
        XCTAssertEqual(scrollView.maximumZoomScale, 1, "1 / UIScreen.main.scale of the host")
        XCTAssertEqual(scrollView.zoomScale, 0.25)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 150, height: 300))
        XCTAssertEqual(scrollView.zoomView?.frame, CGRect(x: 125, y: 0, width: 150, height: 300), "centred in layoutSubviews")
        scrollView.setZoomScale(1, animated: false)
        host.step()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 600, height: 1200))
        XCTAssertEqual(scrollView.zoomView?.frame.origin, .zero, "larger than the bounds: no centring")
    }

    func testImageScrollViewAtScaleTwoLimitsZoomToOnePixelAPixel() {
        let scrollView = ImageScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 2)
        host.window.addSubview(scrollView)
        host.frameLoop.whileCurrent { scrollView.display(solidImage(CGSize(width: 1600, height: 1200))) }
        XCTAssertEqual(scrollView.maximumZoomScale, 0.5)
        XCTAssertEqual(scrollView.minimumZoomScale, 0.25, "fills the width: both landscape")
    }

    func testPageControlFollowsPagingAndScrollsToTheTappedPage() {
        let controller = PageControlViewController()
        let host = host(controller)
        XCTAssertEqual(controller.scrollView.contentSize, CGSize(width: 1600, height: 440))
        // A drag left by 200 points of the 320-point page, released: the scroll view pages on.
        host.drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 80, y: 200))
        host.runUntilIdle()
        XCTAssertEqual(controller.scrollView.contentOffset.x, 320)
        XCTAssertEqual(controller.pageControl.currentPage, 1)
        // The page control asks for page 4: the scroll view animates there.
        controller.pageControl.currentPage = 4
        controller.pageControl.sendActions(for: .valueChanged)
        host.runUntilIdle()
        XCTAssertEqual(controller.scrollView.contentOffset.x, 1280)
        XCTAssertEqual(controller.pageControl.currentPage, 4, "no feedback loop while it scrolled")
        controller.scrollView.setContentOffset(CGPoint(x: 170 + 640, y: 0), animated: false)
        XCTAssertEqual(controller.pageControl.currentPage, 3, "after the animation the delegate follows scrolling again")
    }

    func testParallaxHeaderMovesAtHalfSpeedAndStretchesWhenPulled() {
        let controller = ParallaxHeaderViewController()
        _ = host(controller)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(controller.headerView.frame, CGRect(x: 0, y: 50, width: 320, height: 200))
        controller.scrollView.contentOffset = CGPoint(x: 0, y: -60)
        XCTAssertEqual(controller.headerView.frame, CGRect(x: 0, y: -60, width: 320, height: 260))
    }

    func testParallaxHeaderStretchesWhileTheFingerPullsDown() {
        let controller = ParallaxHeaderViewController()
        let host = host(controller)
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 100)))
        for y in stride(from: 120, through: 300, by: 20) {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: CGFloat(y))))
        }
        let offset = controller.scrollView.contentOffset.y
        XCTAssertLessThan(offset, -20, "rubber-banded past the top")
        XCTAssertEqual(controller.headerView.frame.height, 200 - offset)
        XCTAssertEqual(controller.headerView.frame.minY, offset)
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 300)))
        host.runUntilIdle()
        XCTAssertEqual(controller.scrollView.contentOffset.y, 0)
        XCTAssertEqual(controller.headerView.frame, CGRect(x: 0, y: 0, width: 320, height: 200), "back after the bounce")
    }

    func testInfiniteScrollViewRecentresAndKeepsTheBoundsTiled() {
        let scrollView = InfiniteScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let host = host(scrollView, width: 320, height: 200)
        let centre = (5000 - 320) / 2.0
        XCTAssertEqual(scrollView.contentOffset.x, centre, "the first layout recentres")
        func covered() -> Bool {
            let visible = scrollView.convert(scrollView.bounds, to: scrollView.visibleLabels[0].superview)
            return scrollView.visibleLabels.first!.frame.minX <= visible.minX
                && scrollView.visibleLabels.last!.frame.maxX >= visible.maxX
        }
        XCTAssertTrue(covered())
        let labelX = scrollView.visibleLabels[0].frame.minX
        // Fling far right: past a quarter of the content from the centre, it jumps back.
        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 20, y: 100), steps: 4)
        host.runUntilIdle()
        XCTAssertLessThanOrEqual(abs(scrollView.contentOffset.x - centre), 5000 / 4)
        XCTAssertTrue(covered())
        XCTAssertNotEqual(scrollView.visibleLabels[0].frame.minX, labelX)
        // Programmatic moves far away recentre too, moving the labels with the offset.
        scrollView.contentOffset = CGPoint(x: centre + 1300, y: 0)
        func onScreen(_ label: UILabel) -> CGFloat {
            scrollView.convert(label.frame, from: label.superview).minX - scrollView.contentOffset.x
        }
        let before = Dictionary(uniqueKeysWithValues: scrollView.visibleLabels.map { (ObjectIdentifier($0), onScreen($0)) })
        scrollView.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentOffset.x, centre)
        let kept = scrollView.visibleLabels.filter { before[ObjectIdentifier($0)] != nil }
        XCTAssertFalse(kept.isEmpty)
        for label in kept {
            XCTAssertEqual(onScreen(label), before[ObjectIdentifier(label)]!, accuracy: 1e-9, "stays where it was on screen")
        }
        XCTAssertTrue(covered())
    }

    func testPhotoBrowserDoubleTapZoomsOnThePointAndSingleTapWaits() {
        let controller = PhotoBrowserViewController()
        let host = host(controller, width: 400, height: 400)
        let point = CGPoint(x: 100, y: 100)
        host.tap(point)
        host.advance(by: 0.1)
        host.tap(point)
        host.runUntilIdle()
        XCTAssertEqual(controller.scrollView.zoomScale, 3, accuracy: 1e-9)
        // The 133.3-point square about (100, 100), at scale 3, fills the view.
        XCTAssertEqual(controller.scrollView.contentOffset.x, 100, accuracy: 1e-6)
        XCTAssertEqual(controller.scrollView.contentOffset.y, 100, accuracy: 1e-6)
        XCTAssertFalse(controller.controlsHidden, "the single tap failed with the double tap")
        host.advance(by: 1)
        host.tap(point)
        host.advance(by: 0.5)
        XCTAssertTrue(controller.controlsHidden, "a lone tap toggles the controls once the double tap fails")
        host.tap(point)
        host.advance(by: 0.1)
        host.tap(point)
        host.runUntilIdle()
        XCTAssertEqual(controller.scrollView.zoomScale, 1, accuracy: 1e-9, "zoomed out again")
        XCTAssertTrue(controller.controlsHidden)
    }

    func testBannerScrollsAtItsSpeedWithTheDisplayLink() {
        let banner = AutoScrollingBannerView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        let host = host(banner, width: 320, height: 30)
        host.frameLoop.whileCurrent { banner.startScrolling() }
        host.runFrames(61)
        // 60 frames of 1/60 s after the first one (which only notes the time): 60 points.
        XCTAssertEqual(banner.contentOffset.x, 60, accuracy: 1e-6)
        banner.stopScrolling()
        host.runFrames(30)
        XCTAssertEqual(banner.contentOffset.x, 60, accuracy: 1e-6)
    }

    func testFeedPullToRefreshRunsTheActionOnce() {
        let controller = FeedViewController()
        let host = host(controller)
        XCTAssertTrue(controller.spinner.isAnimating)
        XCTAssertFalse(controller.spinner.isHidden)
        controller.firstPageLoaded(["One", "Two"])
        XCTAssertTrue(controller.spinner.isHidden, "hidesWhenStopped")
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 50)))
        for y in stride(from: 70, through: 450, by: 20) {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: CGFloat(y))))
        }
        host.step()
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 450)))
        host.runUntilIdle()
        XCTAssertEqual(controller.refreshCount, 1)
        XCTAssertEqual(controller.items, ["New 1", "One", "Two"])
        XCTAssertFalse(controller.refreshControl.isRefreshing, "ended in the action")
        XCTAssertEqual(controller.scrollView.contentOffset.y, 0, accuracy: 1e-6)
    }
}
