import XCTest
@testable import UIKit

/// Batch updates as numbers: how old items map to new index paths, and the counts checked
/// with UIKit's messages.
final class CollectionViewUpdateTests: XCTestCase {
    private func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    func testOldItemsMoveUpPastDeletesThenDownPastInserts() {
        // Old 0...5; delete 1 and 3, then insert at 0 and 3 (new index paths).
        let update = CollectionViewUpdate(deletes: [ip(1), ip(3)], inserts: [ip(0), ip(3)])
        // Old 0 2 4 5 → after deletes 0 1 2 3 → inserts at 0 then 3: X 0 2 X 4 5.
        XCTAssertEqual([0, 2, 4, 5].map { update.newIndexPath(for: ip($0))?.item }, [1, 2, 4, 5])
        XCTAssertNil(update.newIndexPath(for: ip(1)))
        XCTAssertNil(update.newIndexPath(for: ip(3)))
        XCTAssertEqual(update.newIndexPath(for: ip(2, 1)), ip(2, 1), "other sections keep their items")
        XCTAssertNil(update.problem(from: [6, 3], to: [6, 3]))
    }

    func testCountsThatDoNotAddUpAreRefusedInUIKitsWords() {
        let update = CollectionViewUpdate(inserts: [ip(3)])
        XCTAssertNil(update.problem(from: [3], to: [4]))
        XCTAssertEqual(update.problem(from: [3], to: [5]),
                       "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                       + "section after the update (5) must be equal to the number of items contained in that section "
                       + "before the update (3), plus or minus the number of items inserted or deleted from that section "
                       + "(1 inserted, 0 deleted)")
        XCTAssertEqual(CollectionViewUpdate(deletes: [ip(3)]).problem(from: [3], to: [2]),
                       "Invalid update: attempt to delete item 3 from section 0, which only contains 3 items before the update")
        XCTAssertEqual(CollectionViewUpdate(inserts: [ip(7)]).problem(from: [3], to: [4]),
                       "Invalid update: attempt to insert item 7 into section 0, but there are only 4 items in that section "
                       + "after the update")
        XCTAssertEqual(CollectionViewUpdate(deletes: [ip(0)], reloads: [ip(0)]).problem(from: [3], to: [2]),
                       "Invalid update: attempt to delete and reload the same index path ([0, 0])")
        XCTAssertNotNil(CollectionViewUpdate().problem(from: [3], to: [3, 1]), "sections cannot change")
    }
}
