import XCTest
@testable import UIKit

/// Highlight and selection by real touches through the window, and in code.
final class CollectionViewSelectionTests: XCTestCase {
    private func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    func testATapHighlightsThenSelectsInUIKitsOrder() {
        let scene = GridScene(GridSource(count: 30))
        scene.tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(scene.source.log, ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0",
                                          "shouldSelect 0.0", "didSelect 0.0"])
        XCTAssertEqual(scene.collectionView.indexPathsForSelectedItems, [ip(0)])
        XCTAssertTrue(scene.collectionView.cellForItem(at: ip(0))!.isSelected)
        XCTAssertFalse(scene.collectionView.cellForItem(at: ip(0))!.isHighlighted)
        // Single selection: the next tap (item 4: second row, middle) deselects the first.
        scene.source.log.removeAll()
        scene.tap(CGPoint(x: 160, y: 160))
        XCTAssertEqual(scene.source.log, ["shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4",
                                          "shouldSelect 0.4", "didDeselect 0.0", "didSelect 0.4"])
        XCTAssertEqual(scene.collectionView.indexPathsForSelectedItems, [ip(4)])
        XCTAssertFalse(scene.collectionView.cellForItem(at: ip(0))!.isSelected)
        // The gap between items selects nothing.
        scene.source.log.removeAll()
        scene.tap(CGPoint(x: 105, y: 50))
        XCTAssertEqual(scene.source.log, [])
    }

    func testAHeldTouchHighlightsAfterTheContentDelayAndADragCancelsIt() {
        let scene = GridScene(GridSource(count: 30))
        let cell = scene.collectionView.cellForItem(at: ip(1))!
        scene.host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 50)))
        scene.host.step()
        XCTAssertFalse(cell.isHighlighted, "the scroll view holds the touch 150 ms to see whether it drags")
        scene.host.advance(by: 0.2)
        XCTAssertTrue(cell.isHighlighted)
        XCTAssertEqual(scene.source.log, ["shouldHighlight 0.1", "didHighlight 0.1"])
        // The finger moves on: a scroll takes the touch, the highlight goes, nothing selects.
        for i in 1...6 {
            scene.host.send(.touchMove(id: 1, location: CGPoint(x: 160, y: 50 + CGFloat(i) * 15)))
            scene.host.step()
        }
        scene.host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 140)))
        scene.host.runUntilIdle()
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertTrue(scene.source.log.contains("didScroll"), "scroll view delegate calls reach the collection view's delegate")
        XCTAssertEqual(scene.source.log.filter { $0 != "didScroll" }, ["shouldHighlight 0.1", "didHighlight 0.1",
                                                                       "didUnhighlight 0.1"])
        XCTAssertEqual(scene.collectionView.indexPathsForSelectedItems, [])
    }

    func testMultipleSelectionTogglesAndTheDelegateCanRefuse() {
        let scene = GridScene(GridSource(count: 30))
        scene.collectionView.allowsMultipleSelection = true
        scene.source.selectable = { $0.item != 2 }
        scene.tap(CGPoint(x: 50, y: 50))
        scene.tap(CGPoint(x: 160, y: 50))
        scene.tap(CGPoint(x: 270, y: 50))
        XCTAssertEqual(scene.collectionView.indexPathsForSelectedItems, [ip(0), ip(1)], "item 2 refused")
        scene.source.log.removeAll()
        scene.tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(scene.source.log, ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0",
                                          "didDeselect 0.0"])
        XCTAssertEqual(scene.collectionView.indexPathsForSelectedItems, [ip(1)])
        scene.collectionView.allowsSelection = false
        scene.source.log.removeAll()
        scene.tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(scene.source.log, [], "no highlight, no selection")
    }

    func testSelectionInCodeCallsNoDelegateAndScrollsAndFollowsReuse() {
        let scene = GridScene(GridSource(count: 300))
        let cv = scene.collectionView
        cv.selectItem(at: ip(200), animated: false, scrollPosition: .top)
        scene.host.step()
        XCTAssertEqual(scene.source.log.filter { $0 != "didScroll" }, [])
        // Item 200 is in row 66, at 7,260.
        XCTAssertEqual(cv.contentOffset.y, 7260)
        XCTAssertTrue(cv.cellForItem(at: ip(200))!.isSelected)
        XCTAssertFalse(cv.cellForItem(at: ip(201))!.isSelected)
        // Scrolled away and back, the item's new cell shows it selected, the others not.
        cv.contentOffset.y = 0
        scene.host.step()
        XCTAssertTrue(scene.cellSubviews.allSatisfy { !$0.isSelected }, "reused cells were reset")
        cv.contentOffset.y = 7260
        scene.host.step()
        XCTAssertTrue(cv.cellForItem(at: ip(200))!.isSelected)
        XCTAssertEqual(scene.cellSubviews.filter(\.isSelected).count, 1)
        cv.deselectItem(at: ip(200), animated: false)
        XCTAssertEqual(cv.indexPathsForSelectedItems, [])
        XCTAssertFalse(cv.cellForItem(at: ip(200))!.isSelected)
    }

    func testTheSelectedBackgroundShowsWhileSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        XCTAssertTrue(cell.subviews[0] === background && cell.subviews[1] === selected && cell.subviews[2] === cell.contentView)
        XCTAssertEqual(selected.frame, cell.bounds)
        XCTAssertTrue(selected.isHidden)
        cell.isHighlighted = true
        XCTAssertFalse(selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        XCTAssertFalse(selected.isHidden)
        cell.prepareForReuse()
        XCTAssertTrue(selected.isHidden)
    }
}
