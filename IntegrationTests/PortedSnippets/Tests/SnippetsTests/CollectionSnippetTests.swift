import XCTest
import UIKit
import Snippets

/// The collection view snippet: a photo grid controller as iOS code writes it.
final class CollectionSnippetTests: XCTestCase {
    private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    func testPhotoGridLaysOutThreeARowSelectsReusesDeletesAndTurns() throws {
        let grid = PhotoGridViewController()
        let host = host(grid)
        let cv: UICollectionView = grid.collectionView
        // (320 − 4 × 10) / 3 points square, 10 apart inside 10-point insets: rows 103.33 apart.
        let w: CGFloat = 280 / 3
        XCTAssertEqual(cv.cellForItem(at: item(4))!.frame.minX, 10 + w + 10, accuracy: 1e-9)
        XCTAssertEqual(cv.cellForItem(at: item(4))!.frame.minY, 10 + w + 10, accuracy: 1e-9)
        XCTAssertEqual(cv.contentSize.height, 20 + 100 * w + 990, accuracy: 1e-6)
        XCTAssertEqual(cv.visibleCells.count, 15, "rows 0 to 4 (the fifth starts at 423) meet 480 points")
        XCTAssertTrue(cv.visibleCells.allSatisfy { ($0 as! PhotoCell).imageView.image?.size == CGSize(width: 4, height: 4) })

        func centre(_ i: Int) -> CGPoint {
            let frame = cv.cellForItem(at: item(i))!.frame
            return CGPoint(x: frame.midX - cv.contentOffset.x, y: frame.midY - cv.contentOffset.y)
        }
        host.tap(centre(0))
        host.step()
        host.tap(centre(4))
        host.step()
        XCTAssertEqual(grid.selectedPhotos, [0, 4])
        XCTAssertEqual(cv.cellForItem(at: item(0))!.contentView.layer.borderWidth, 3)
        host.tap(centre(0))
        host.step()
        XCTAssertEqual(grid.selectedPhotos, [4], "a second tap deselects: multiple selection")
        XCTAssertEqual(cv.indexPathsForSelectedItems, [item(4)])

        // To the end: the cells that scrolled away came back for later photos.
        cv.setContentOffset(CGPoint(x: 0, y: cv.contentSize.height - 480), animated: true)
        host.runUntilIdle()
        XCTAssertEqual(cv.indexPathsForVisibleItems.last, item(299))
        XCTAssertLessThanOrEqual(cv.subviews.count, 18)
        XCTAssertGreaterThan(cv.visibleCells.map { ($0 as! PhotoCell).reuseCount }.reduce(0, +), 0)
        XCTAssertTrue(cv.visibleCells.allSatisfy { !$0.isSelected }, "photo 4 is far above")

        grid.deletePhoto(at: 299)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 299)
        XCTAssertNil(cv.cellForItem(at: item(299)))

        // Turned: (480 − 40) / 3 wide thumbnails, asked for again through sizeForItemAt.
        try host.resize(to: CGSize(width: 480, height: 320))
        host.step()
        let turned: CGFloat = 440 / 3
        XCTAssertTrue(cv.visibleCells.allSatisfy { abs($0.frame.width - turned) < 1e-9 })
        let rows: CGFloat = 100
        XCTAssertEqual(cv.contentSize.height, 20 + rows * turned + (rows - 1) * 10, accuracy: 1e-6, "100 rows of 3 (299 photos)")
    }

    func testAThumbnailGridLoadsAheadOfTheScrollAndForgetsWhatItLeaves() {
        let grid = ThumbnailGridViewController()
        let host = host(grid)
        let cv: UICollectionView = grid.collectionView
        // Three 100-point squares a row, 105 apart: rows 0-4 meet the first 480 points.
        XCTAssertEqual(grid.cacheMisses, 15, "the first screen is made on the spot")
        XCTAssertEqual(grid.loading, Set(15..<30), "rows 5-9, meeting the next 480 points, are on the way")
        // Down a screen at a time: every cell that comes on screen finds its thumbnail.
        for screen in 1...10 {
            cv.contentOffset.y = CGFloat(screen) * 480
            host.step()
        }
        XCTAssertEqual(grid.cacheMisses, 15)
        XCTAssertTrue(cv.visibleCells.allSatisfy { ($0 as! PhotoCell).imageView.image != nil })
        // Back up: what was on its way below is no longer wanted.
        let below = grid.loading
        XCTAssertFalse(below.isEmpty)
        cv.contentOffset.y -= 60
        host.step()
        XCTAssertEqual(grid.cancelledCount, below.count)
        XCTAssertTrue(below.allSatisfy { grid.cache[$0] == nil })
    }

    func testPhotoSectionsPinTheirSelfSizedMonthHeadersAboveTheGrid() throws {
        let photos = PhotoSectionsViewController()
        photos.thumbnail = solidImage(CGSize(width: 4, height: 4))
        let host = host(photos)
        host.step()
        let cv: UICollectionView = photos.collectionView
        let kind = MonthHeaderView.elementKind
        let title = UILabel()
        title.font = UIFont.boldSystemFont(ofSize: 20)
        title.text = "January"
        // The header's label 12 points above and below it: not the 44 estimated.
        let headerHeight = title.intrinsicContentSize.height + 24
        XCTAssertNotEqual(headerHeight, 44)
        let january = try XCTUnwrap(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) as? MonthHeaderView)
        XCTAssertEqual(january.label.text, "January")
        XCTAssertEqual(january.frame, CGRect(x: 0, y: 0, width: 320, height: headerHeight))
        let side: CGFloat = 320 / 3
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 4, section: 0))!.frame.minY, headerHeight + side + 2, accuracy: 1e-9)
        // Ten photos are four rows: each month is its header and 4 x 106.67 points; March's
        // header, not shown yet (February's starts at 474.67 of 480), is still its estimate.
        let month = headerHeight + 4 * side
        XCTAssertEqual(cv.contentSize.height, 2 * month + 44 + 4 * side, accuracy: 1e-6)

        // Scrolled into February: its header holds the top, above the photos under it.
        cv.contentOffset = CGPoint(x: 0, y: month + 100)
        host.step()
        let february = try XCTUnwrap(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)) as? MonthHeaderView)
        XCTAssertEqual(february.label.text, "February")
        XCTAssertEqual(february.frame.minY, month + 100, accuracy: 1e-9)
        let covered = try XCTUnwrap(cv.visibleCells.first { $0.frame.minY < month + 100 + headerHeight && $0.frame.maxY > month + 100 })
        XCTAssertGreaterThan(cv.subviews.firstIndex { $0 === february }!, cv.subviews.firstIndex { $0 === covered }!,
                             "zIndex 2 draws the header over the cells")
        // Near February's end, March's header pushes it up and out.
        cv.contentOffset = CGPoint(x: 0, y: 2 * month - 10)
        host.step()
        XCTAssertEqual(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))!.frame.maxY, 2 * month,
                       accuracy: 1e-9)
        XCTAssertEqual(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2))!.frame.height,
                       headerHeight, "March's header measured once shown")
    }

    func testSectionBackgroundsSitBehindTheirRowsAsTheLayoutsOwnViews() {
        let sample = SectionDecorationViewController()
        let host = host(sample)
        let cv: UICollectionView = sample.collectionView
        // Each section: 10 + 5 rows of 44, 5 apart, + 10 = 260; its card 5 inside it.
        XCTAssertEqual(cv.contentSize.height, 5 * 260)
        let cards = cv.subviews.compactMap { $0 as? SectionBackgroundDecorationView }
        XCTAssertEqual(cards.map(\.frame), [CGRect(x: 5, y: 5, width: 310, height: 250), CGRect(x: 5, y: 265, width: 310, height: 250)],
                       "the two sections meeting 480 points")
        XCTAssertEqual(cards.first?.layer.cornerRadius, 12)
        let firstRow = cv.subviews.firstIndex { $0 === cv.cellForItem(at: IndexPath(item: 0, section: 0)) }!
        XCTAssertTrue(cards.allSatisfy { card in cv.subviews.firstIndex { $0 === card }! < firstRow }, "behind the rows")
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 1))?.frame, CGRect(x: 10, y: 260 + 10 + 49, width: 300, height: 44))
        cv.setContentOffset(CGPoint(x: 0, y: 5 * 260 - 480), animated: false)
        host.step()
        XCTAssertEqual(cv.subviews.compactMap { $0 as? SectionBackgroundDecorationView }.map(\.frame.minY).sorted(), [785, 1045])
    }
}
