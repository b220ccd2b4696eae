import XCTest
@testable import UIKit

/// `moveSection(_:toSection:)` on both views and in the update value: the section takes its
/// items (and their cells) to its new index, the others close up and make room.
final class SectionMoveTests: XCTestCase {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    func testAMovedSectionGoesWhereItWasMovedAndTheOthersShift() {
        // Old sections 0 1 2 3; 3 moves to 0 and section 1 is deleted: new 3 0 2.
        let update = CollectionViewUpdate(deletedSections: [1], sectionMoves: [3: 0])
        XCTAssertEqual([0, 1, 2, 3].map { update.newSection(for: $0) }, [1, nil, 2, 0])
        XCTAssertEqual(update.newIndexPath(for: ip(4, 3)), ip(4, 0), "its items go with it")
        XCTAssertNil(update.problem(from: [1, 2, 3, 5], to: [5, 1, 3]))
        XCTAssertEqual(update.problem(from: [1, 2, 3, 5], to: [1, 5, 3])?.hasPrefix(
            "Invalid update: invalid number of items in section 1."), true, "old section 0 is new section 1")
        XCTAssertEqual(CollectionViewUpdate(deletedSections: [1], sectionMoves: [1: 0]).problem(from: [1, 1], to: [1]),
                       "Invalid update: attempt to move section 1, which is also deleted or reloaded")
        XCTAssertEqual(CollectionViewUpdate(sectionMoves: [0: 1, 1: 1]).problem(from: [1, 1], to: [1, 1]),
                       "Invalid update: attempt to move section 1 to section 1, where another section is also inserted "
                       + "or moved")
        XCTAssertEqual(CollectionViewUpdate(sectionMoves: [0: 2]).problem(from: [1, 1], to: [1, 1]),
                       "Invalid update: attempt to move section 0 to section 2, which do not both exist (the first before "
                       + "the update, the second after it)")
    }

    func testTheCollectionViewMovesASectionWithItsCells() {
        let scene = GridScene(GridSource(sections: [[0, 1], [2, 3, 4], [5]]))
        let cells = (0..<3).map { scene.collectionView.cellForItem(at: ip($0, 1)) }
        let requests = scene.source.cellRequests
        scene.source.sections = [[2, 3, 4], [0, 1], [5]]
        scene.collectionView.moveSection(1, toSection: 0)
        scene.host.step()
        scene.assertShowsTheVisibleItems()
        for i in 0..<3 { XCTAssertTrue(scene.collectionView.cellForItem(at: ip(i, 0)) === cells[i]) }
        XCTAssertEqual(scene.source.cellRequests, requests, "no cell was asked for again")
    }

    func testTheTableMovesASectionWithItsCells() {
        let scene = TableScene(RowSource(sections: [[0, 1], [2, 3, 4], [5]]))
        let cells = (0..<3).map { scene.tableView.cellForRow(at: ip($0, 1)) }
        let requests = scene.source.cellRequests
        scene.source.sections = [[0, 1], [5], [2, 3, 4]]
        scene.tableView.moveSection(1, toSection: 2)
        scene.host.step()
        XCTAssertNil(scene.tableView.lastUpdateProblem)
        scene.assertShowsTheVisibleRows()
        for i in 0..<3 { XCTAssertTrue(scene.tableView.cellForRow(at: ip(i, 2)) === cells[i]) }
        XCTAssertEqual(scene.source.cellRequests, requests, "no cell was asked for again")
    }
}
