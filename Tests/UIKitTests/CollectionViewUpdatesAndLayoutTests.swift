import XCTest
@testable import UIKit

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// Item updates, a custom layout subclass (with its resting offset), paging and resizing.
final class CollectionViewUpdatesAndLayoutTests: XCTestCase {
    func testInsertAndDeleteKeepShownCellsOnTheirItemsAndMoveSelection() {
        let source = GridSource(count: 12)
        let scene = GridScene(source)
        let cv = scene.collectionView
        cv.selectItem(at: ip(2), animated: false, scrollPosition: [])
        let cellOfOld0 = cv.cellForItem(at: ip(0))!
        source.sections[0].insert(100, at: 0)
        let requests = source.cellRequests
        cv.insertItems(at: [ip(0)])
        XCTAssertTrue(cv.cellForItem(at: ip(1)) === cellOfOld0, "the old first item's cell moved with it")
        XCTAssertEqual((cv.cellForItem(at: ip(0)) as! NumberCell).item, 100)
        XCTAssertEqual(cv.indexPathsForSelectedItems, [ip(3)])
        XCTAssertEqual(cellOfOld0.frame.minX, 110, "laid out at once")
        // Rows 0...4 show 13 items now: only the new one was asked for.
        XCTAssertEqual(source.cellRequests, requests + 1)
        scene.assertShowsTheVisibleItems()

        source.sections[0].removeSubrange(0...1)
        cv.deleteItems(at: [ip(0), ip(1)])
        XCTAssertEqual(cv.indexPathsForSelectedItems, [ip(1)])
        XCTAssertEqual((cv.cellForItem(at: ip(0)) as! NumberCell).item, 1)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 11)
        scene.assertShowsTheVisibleItems()
    }

    func testBatchUpdatesApplyTogetherThenComplete() {
        let source = GridSource(count: 9)
        let scene = GridScene(source)
        let cv = scene.collectionView
        var completed: Bool?
        cv.performBatchUpdates({
            source.sections[0].remove(at: 8)
            source.sections[0][4] = 44
            source.sections[0].insert(-1, at: 0)
            cv.deleteItems(at: [ip(8)])
            cv.reloadItems(at: [ip(4)])
            cv.insertItems(at: [ip(0)])
            XCTAssertEqual(cv.numberOfItems(inSection: 0), 9, "nothing applied inside the block")
        }, completion: { completed = $0 })
        XCTAssertEqual(completed, true)
        XCTAssertEqual(scene.cellSubviews.compactMap(\.item).sorted(), [-1, 0, 1, 2, 3, 5, 6, 7, 44])
        XCTAssertEqual((cv.cellForItem(at: ip(5)) as! NumberCell).item, 44, "old item 4, reloaded, is item 5 now")
        scene.assertShowsTheVisibleItems()
    }

    func testAMovedItemKeepsItsCellAndSelection() {
        let source = GridSource(count: 6)
        let scene = GridScene(source)
        let cv = scene.collectionView
        cv.selectItem(at: ip(0), animated: false, scrollPosition: [])
        let cell = cv.cellForItem(at: ip(0))!
        source.sections[0] = [1, 2, 3, 4, 0, 5]
        cv.moveItem(at: ip(0), to: ip(4))
        XCTAssertTrue(cv.cellForItem(at: ip(4)) === cell)
        XCTAssertEqual(cell.frame.origin, CGPoint(x: 110, y: 110))
        XCTAssertEqual(cv.indexPathsForSelectedItems, [ip(4)])
        XCTAssertEqual((cv.cellForItem(at: ip(0)) as! NumberCell).item, 1, "old item 1 moved up into the gap")
        scene.assertShowsTheVisibleItems()
    }

    func testSectionUpdatesMoveTheirItemsAndHeaders() {
        let source = GridSource(sections: [[0, 1], [10, 11, 12], [20]])
        let scene = GridScene(source) { $0.headerReferenceSize = CGSize(width: 0, height: 20) }
        let cv = scene.collectionView
        cv.selectItem(at: ip(1, 1), animated: false, scrollPosition: [])
        let cellOf11 = cv.cellForItem(at: ip(1, 1))!
        // Section 0 goes, a new first section comes, the last is reloaded with new items.
        cv.performBatchUpdates({
            source.sections = [[100], [10, 11, 12], [21, 22]]
            cv.deleteSections([0])
            cv.insertSections([0])
            cv.reloadSections([2])
        })
        XCTAssertTrue(cv.cellForItem(at: ip(1, 1)) === cellOf11, "old section 1 is still section 1")
        XCTAssertEqual(cv.indexPathsForSelectedItems, [ip(1, 1)])
        XCTAssertEqual((cv.cellForItem(at: ip(0, 0)) as! NumberCell).item, 100)
        XCTAssertEqual((cv.cellForItem(at: ip(1, 2)) as! NumberCell).item, 22)
        XCTAssertEqual(cv.subviews.compactMap { ($0 as? SectionHeader)?.section }.sorted(), [0, 1, 2])
        // Each section: a 20-point header and one row of 100.
        XCTAssertEqual(cv.contentSize.height, 3 * 120)
        scene.assertShowsTheVisibleItems()
        source.sections.remove(at: 1)
        cv.deleteSections([1])
        XCTAssertEqual(cv.indexPathsForSelectedItems, [], "its item went with it")
        XCTAssertEqual(cv.numberOfSections, 2)
        XCTAssertEqual((cv.cellForItem(at: ip(0, 1)) as! NumberCell).item, 21)
        scene.assertShowsTheVisibleItems()
    }

    func testAnEmptyBatchLaysOutWithTheDelegatesNewSizes() {
        let source = GridSource(count: 6)
        let scene = GridScene(source)
        source.size = { _ in CGSize(width: 150, height: 60) }
        scene.collectionView.performBatchUpdates(nil)
        // Two 150s a row in 320 (20 between), rows 70 apart.
        XCTAssertEqual(scene.collectionView.cellForItem(at: ip(3))!.frame, CGRect(x: 170, y: 70, width: 150, height: 60))
        XCTAssertEqual(scene.collectionView.contentSize.height, 200)
    }

    /// A list layout of its own: 60-point rows the width of the view, each drawn above the
    /// one before, resting only on whole rows.
    final class RowLayout: UICollectionViewLayout {
        var prepared = 0
        var rows = 0
        let rowHeight: CGFloat = 60

        override func prepare() {
            prepared += 1
            rows = collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * rowHeight)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
            let last = min(rows - 1, Int((rect.maxY / rowHeight).rounded(.up)))
            guard first <= last else { return [] }
            return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * rowHeight, width: collectionView?.bounds.width ?? 0,
                                      height: rowHeight + 10)
            attributes.zIndex = indexPath.item
            attributes.alpha = indexPath.item % 2 == 0 ? 1 : 0.5
            return attributes
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            CGPoint(x: 0, y: (proposedContentOffset.y / rowHeight).rounded() * rowHeight)
        }
    }

    func testACustomLayoutPlacesStacksAndSnaps() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = RowLayout()
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let source = GridSource(count: 1000)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        cv.dataSource = source
        cv.delegate = source
        host.window.addSubview(cv)
        host.step()
        XCTAssertEqual(cv.contentSize, CGSize(width: 320, height: 60_000))
        // The layout returns row 8 too (it starts at 480, the rectangle's end), but it
        // does not meet the bounds, so it gets no cell.
        XCTAssertEqual(cv.indexPathsForVisibleItems.map(\.item), Array(0...7))
        XCTAssertEqual(cv.cellForItem(at: ip(1))!.alpha, 0.5)
        let order = cv.subviews.compactMap { ($0 as? NumberCell)?.item }
        XCTAssertEqual(order, order.sorted(), "higher zIndex above")
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 10, y: 125)), ip(2), "the overlap belongs to the row above it")
        XCTAssertEqual(cv.layoutAttributesForItem(at: ip(3))?.frame, CGRect(x: 0, y: 180, width: 320, height: 70))
        // A fling comes to rest on a whole row, wherever deceleration would have left it.
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 400)))
        for i in 1...4 {
            host.step()
            host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 400 - CGFloat(i) * 37)))
        }
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 252)))
        host.runUntilIdle()
        XCTAssertGreaterThan(cv.contentOffset.y, 500)
        XCTAssertEqual(cv.contentOffset.y.truncatingRemainder(dividingBy: 60), 0)
        XCTAssertEqual(layout.prepared, 1, "scrolling does not invalidate")
    }

    func testHorizontalPagingTurnsWholePages() {
        let scene = GridScene(GridSource(count: 5)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 320, height: 480)
            $0.minimumLineSpacing = 0
        }
        let cv = scene.collectionView
        cv.isPagingEnabled = true
        XCTAssertEqual(cv.contentSize, CGSize(width: 1600, height: 480))
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 280, y: 240)))
        for i in 1...6 {
            scene.host.step()
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: 280 - CGFloat(i) * 25, y: 240)))
        }
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 130, y: 240)))
        scene.host.runUntilIdle()
        XCTAssertEqual(cv.contentOffset, CGPoint(x: 320, y: 0))
        XCTAssertEqual(cv.indexPathsForVisibleItems, [ip(1)])
        XCTAssertEqual(cv.cellForItem(at: ip(1))!.frame, CGRect(x: 320, y: 0, width: 320, height: 480))
    }

    func testResizingTheViewRelaysTheFlowLayout() {
        let scene = GridScene(GridSource(count: 20))
        let cv = scene.collectionView
        XCTAssertEqual(cv.cellForItem(at: ip(3))!.frame.origin, CGPoint(x: 0, y: 110))
        // Turned to landscape: 480 wide holds four 100s (with 20 over: gaps of 16.67).
        cv.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        scene.host.step()
        XCTAssertEqual(cv.cellForItem(at: ip(3))!.frame.origin.x, 380, accuracy: 1e-9)
        XCTAssertEqual(cv.cellForItem(at: ip(4))!.frame.origin, CGPoint(x: 0, y: 110))
        XCTAssertEqual(cv.contentSize, CGSize(width: 480, height: 5 * 110 - 10))
        scene.assertShowsTheVisibleItems()
    }

    func testShownCellsAreToldOfANewLayout() {
        let scene = GridScene(GridSource(count: 20))
        let cv = scene.collectionView
        let shown = cv.visibleCells.compactMap { $0 as? NumberCell }
        XCTAssertFalse(shown.isEmpty)
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 300, height: 50)
        cv.collectionViewLayout = wide
        for cell in shown { XCTAssertEqual(cell.transitions, ["will", "did true"]) }
        scene.host.step()
        XCTAssertEqual(cv.cellForItem(at: ip(1))?.frame.size, CGSize(width: 300, height: 50))
    }

    func testScrollPositionsPutTheItemWhereTheyName() {
        let frame = CGRect(x: 200, y: 1000, width: 100, height: 100)
        let insets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 10)
        let size = CGSize(width: 320, height: 480)
        func offset(_ p: UICollectionView.ScrollPosition) -> CGPoint {
            UICollectionView.offset(showing: frame, at: p, from: CGPoint(x: 7, y: 9), viewSize: size, insets: insets)
        }
        XCTAssertEqual(offset(.top), CGPoint(x: 7, y: 980))
        XCTAssertEqual(offset(.bottom), CGPoint(x: 7, y: 1100 - 480 + 30))
        XCTAssertEqual(offset(.centeredVertically), CGPoint(x: 7, y: 1050 - 20 - 215))
        XCTAssertEqual(offset([.right, .top]), CGPoint(x: 300 - 320 + 10, y: 980))
        XCTAssertEqual(offset(.centeredHorizontally), CGPoint(x: 250 - 155, y: 9))
        XCTAssertEqual(offset([]), CGPoint(x: 7, y: 9))
    }
}
