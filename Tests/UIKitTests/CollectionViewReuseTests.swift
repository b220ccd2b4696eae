import XCTest
@testable import UIKit

/// Only the visible cells exist: scrolling recycles the rest through the reuse queue.
final class CollectionViewReuseTests: XCTestCase {
    func testScrollingThroughTenThousandItemsKeepsOnlyTheVisibleCells() {
        let scene = GridScene(GridSource(count: 10_000))
        let cv = scene.collectionView
        // 3,334 rows 110 apart, the last without spacing after it.
        XCTAssertEqual(cv.contentSize, CGSize(width: 320, height: 3334 * 110 - 10))
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 15, "rows 0...4 meet the first 480 points")
        scene.assertShowsTheVisibleItems()
        var mostCells = 0
        // 73 points a frame, down past item 6,000.
        for frame in 1...3000 {
            cv.contentOffset.y = CGFloat(frame) * 73
            scene.host.step()
            mostCells = max(mostCells, cv.subviews.count)
            if frame % 250 == 0 { scene.assertShowsTheVisibleItems() }
        }
        scene.assertShowsTheVisibleItems()
        XCTAssertEqual(cv.indexPathsForVisibleItems.first, IndexPath(item: 5973, section: 0),
                       "row 1990 ends exactly at the offset, 219,000: the first row shown is 1991")
        // Five rows visible, six while one leaves as another arrives.
        XCTAssertLessThanOrEqual(mostCells, 18)
        let made = scene.source.cellsSeen.count
        XCTAssertLessThanOrEqual(made, 21, "cells are made only while the queue is empty")
        XCTAssertEqual(scene.source.prepareForReuseCalls, scene.source.cellRequests - made,
                       "every cell handed out again was prepared for reuse")
        XCTAssertGreaterThan(scene.source.cellRequests, 5900)
    }

    func testAFlingShowsTheRightItemsAllTheWay() {
        let scene = GridScene(GridSource(count: 10_000))
        let cv = scene.collectionView
        // A fast flick up: the content decelerates thousands of points down.
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 400)))
        for i in 1...5 {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 400 - CGFloat(i) * 60)))
        }
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 100)))
        var frames = 0
        while scene.host.frameLoop.wantsFrames && frames < 600 {
            scene.host.step()
            frames += 1
            if frames % 20 == 0 { scene.assertShowsTheVisibleItems() }
        }
        XCTAssertGreaterThan(cv.contentOffset.y, 2000)
        XCTAssertFalse(cv.isDecelerating)
        scene.assertShowsTheVisibleItems()
    }

    func testAHundredThousandItemsCostWhatTheVisibleOnesCost() {
        let scene = GridScene(GridSource(count: 100_000))
        let cv = scene.collectionView
        cv.scrollToItem(at: IndexPath(item: 50_000, section: 0), at: .centeredVertically, animated: false)
        scene.host.step()
        // Item 50,000 is in row 16,666 (y 1,833,260); centred, its row's middle is at the
        // middle of the 480 points.
        XCTAssertEqual(cv.contentOffset.y, 16_666 * 110 + 50 - 240)
        XCTAssertNotNil(cv.cellForItem(at: IndexPath(item: 50_000, section: 0)))
        XCTAssertEqual(cv.subviews.count, 15, "rows 16,664 to 16,668 meet 1,833,070...1,833,550")
        XCTAssertEqual(scene.source.cellRequests, 15 + 15, "the first screen, then the one jumped to")
        XCTAssertEqual(scene.source.cellsSeen.count, 15, "all from the queue")
        scene.assertShowsTheVisibleItems()
    }

    func testReloadDataRecyclesEveryCellAndAsksAgain() {
        let source = GridSource(count: 30)
        let scene = GridScene(source)
        let first = scene.cellSubviews.count
        source.sections = [Array(100..<104)]
        scene.collectionView.reloadData()
        XCTAssertTrue(scene.collectionView.visibleCells.isEmpty)
        scene.host.step()
        XCTAssertEqual(scene.cellSubviews.map(\.item).compactMap { $0 }.sorted(), [100, 101, 102, 103])
        XCTAssertEqual(source.cellsSeen.count, first, "the four came from the queue")
        XCTAssertEqual(source.prepareForReuseCalls, 4)
        XCTAssertEqual(scene.collectionView.contentSize.height, 210)
        scene.assertShowsTheVisibleItems()
    }

    func testHeadersComeAndGoWithTheirSections() {
        let source = GridSource(sections: Array(repeating: Array(0..<6), count: 20))
        let scene = GridScene(source) { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
        let cv = scene.collectionView
        // Each section: 40 header + two rows (210) = 250.
        XCTAssertEqual(cv.contentSize.height, 20 * 250)
        func headers() -> [Int] {
            cv.subviews.compactMap { ($0 as? SectionHeader)?.section }.sorted()
        }
        XCTAssertEqual(headers(), [0, 1])
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                          at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 250, width: 320, height: 40))
        cv.contentOffset.y = 1000
        scene.host.step()
        XCTAssertEqual(headers(), [4, 5], "sections 4 (1000...1250) and 5 (1250...)")
        XCTAssertEqual(cv.subviews.compactMap { $0 as? SectionHeader }.count, 2)
        scene.assertShowsTheVisibleItems()
        let kind = UICollectionView.elementKindSectionHeader
        XCTAssertEqual(cv.indexPathsForVisibleSupplementaryElements(ofKind: kind),
                       [IndexPath(item: 0, section: 4), IndexPath(item: 0, section: 5)])
        XCTAssertEqual(cv.visibleSupplementaryViews(ofKind: kind).compactMap { ($0 as? SectionHeader)?.section }.sorted(), [4, 5])
        XCTAssertEqual(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).count, 0)
    }

    func testPinnedHeadersRideAboveTheCellsUntilTheirSectionEnds() {
        let source = GridSource(sections: Array(repeating: Array(0..<6), count: 20))
        let scene = GridScene(source) {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let cv = scene.collectionView
        func header(_ section: Int) -> UICollectionReusableView? {
            cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        cv.contentOffset.y = 100
        scene.host.step()
        XCTAssertEqual(header(0)?.frame.minY, 100, "at the top of the visible area")
        let lastCell = cv.subviews.lastIndex { $0 is NumberCell }!
        let firstHeader = cv.subviews.firstIndex { $0 is SectionHeader }!
        XCTAssertLessThan(lastCell, firstHeader, "pinned headers above the cells")
        XCTAssertEqual(cv.subviews.filter { $0 is SectionHeader }.count, 3, "sections 0, 1 (250) and 2 (500)")
        // Each section is 250 long: at 230 the first header is pushed up by the second section.
        cv.contentOffset.y = 230
        scene.host.step()
        XCTAssertEqual(header(0)?.frame.minY, 210)
        XCTAssertEqual(header(1)?.frame.minY, 250)
        cv.contentOffset.y = 2600
        scene.host.step()
        XCTAssertEqual(header(10)?.frame.minY, 2600, "section 10 (2500...2750)")
        XCTAssertNil(header(0), "recycled")
        scene.assertShowsTheVisibleItems()
    }

    func testTheBackgroundViewStaysBehindTheCellsAndDoesNotScroll() {
        let scene = GridScene(GridSource(count: 100))
        let back = UIView()
        scene.collectionView.backgroundView = back
        scene.collectionView.contentOffset.y = 500
        scene.host.step()
        XCTAssertTrue(scene.collectionView.subviews.first === back)
        XCTAssertEqual(back.frame, CGRect(x: 0, y: 500, width: 320, height: 480), "it covers the bounds")
        XCTAssertEqual(scene.cellSubviews.count, 15, "rows 4 (440...540) to 8 (880...980)")
        scene.assertShowsTheVisibleItems()
    }

    func testIndexPathConveniences() {
        var path = IndexPath(item: 4, section: 2)
        XCTAssertEqual([path.section, path.item, path.row], [2, 4, 4])
        path.row = 7
        XCTAssertEqual(path, IndexPath(row: 7, section: 2))
        XCTAssertEqual(Array(path), [2, 7])
    }
}

/// The flow layout makes each element's attributes once per layout, as UIKit's caches them:
/// a scroll frame asks again for what it showed and gets the same objects.
final class FlowLayoutAttributesCacheTests: XCTestCase {
    func testAScrollFrameGetsTheAttributesTheLastOneGotUntilTheLayoutIsInvalidated() {
        let source = GridSource(sections: Array(repeating: Array(0..<6), count: 20))
        let scene = GridScene(source) {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let layout = scene.layout, cv = scene.collectionView
        let item = IndexPath(item: 4, section: 1)
        let first = layout.layoutAttributesForItem(at: item)!
        XCTAssertTrue(layout.layoutAttributesForItem(at: item) === first)
        let shown = layout.layoutAttributesForElements(in: cv.bounds)!
        cv.contentOffset.y = 30
        scene.host.step()
        let again = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))!
        XCTAssertEqual(again.count, shown.count)
        for (a, b) in zip(shown, again) { XCTAssertTrue(a === b, "\(a.indexPath) made again") }
        // The pinned header is the same object, moved with the bounds.
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 0))!
        XCTAssertTrue(header === shown.first)
        XCTAssertEqual(header.frame.minY, 30)
        XCTAssertEqual(header.zIndex, UICollectionViewFlowLayout.pinnedZIndex)

        layout.itemSize = CGSize(width: 100, height: 50)
        scene.host.step()
        let remade = layout.layoutAttributesForItem(at: item)!
        XCTAssertFalse(remade === first, "a new layout makes new attributes")
        // Section 1 starts at 40 + 2 lines of 50 + 10 spacing = 150; item 4 is on its second line.
        XCTAssertEqual(remade.frame, CGRect(x: 110, y: 150 + 40 + 60, width: 100, height: 50))
        XCTAssertEqual(first.frame.height, 100, "the old attributes were not changed under their holder")
        scene.assertShowsTheVisibleItems()
    }

    func testAnUnpinnedHeaderKeepsItsPlaceAndZIndex() {
        let source = GridSource(sections: Array(repeating: Array(0..<6), count: 4))
        let scene = GridScene(source) { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
        scene.collectionView.contentOffset.y = 20
        scene.host.step()
        let header = scene.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 1))!
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 250, width: 320, height: 40))
        XCTAssertEqual(header.zIndex, 0)
    }

    func testALayoutPreparedWithoutACollectionViewHasNoItems() {
        let scene = GridScene(GridSource(count: 12))
        let layout = scene.layout
        XCTAssertNotNil(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        layout.collectionView = nil
        layout.prepare()
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)), "no cached item survives")
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)), "nor one never asked for")
        XCTAssertEqual(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))?.count, 0)
    }
}
