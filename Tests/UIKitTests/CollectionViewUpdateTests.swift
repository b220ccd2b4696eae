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
                       + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                       + "section (0 moved in, 0 moved out)")
        XCTAssertEqual(CollectionViewUpdate(deletes: [ip(3)]).problem(from: [3], to: [2]),
                       "Invalid update: attempt to delete item 3 from section 0, which only contains 3 items before the update")
        XCTAssertEqual(CollectionViewUpdate(inserts: [ip(7)]).problem(from: [3], to: [4]),
                       "Invalid update: attempt to insert item 7 into section 0, but there are only 4 items in that section "
                       + "after the update")
        XCTAssertEqual(CollectionViewUpdate(deletes: [ip(0)], reloads: [ip(0)]).problem(from: [3], to: [2]),
                       "Invalid update: attempt to delete and reload the same index path ([0, 0])")
        XCTAssertEqual(CollectionViewUpdate().problem(from: [3], to: [3, 1]),
                       "Invalid update: invalid number of sections. The number of sections contained in the collection "
                       + "view after the update (2) must be equal to the number of sections contained in the collection "
                       + "view before the update (1), plus or minus the number of sections inserted or deleted "
                       + "(0 inserted, 0 deleted)")
    }

    func testAMovedItemGoesWhereItWasMovedAndTheOthersCloseUpAndMakeRoom() {
        // Old 0...4 in section 0, 0...1 in section 1; item 1 moves to 3, item 4 to section 1.
        let update = CollectionViewUpdate(moves: [ip(1): ip(3), ip(4): ip(0, 1)])
        // Section 0 after: 0 2 3 1 (old indices); section 1: 4 0 1.
        XCTAssertEqual([0, 1, 2, 3].map { update.newIndexPath(for: ip($0)) }, [ip(0), ip(3), ip(1), ip(2)])
        XCTAssertEqual(update.newIndexPath(for: ip(4)), ip(0, 1))
        XCTAssertEqual(update.newIndexPath(for: ip(0, 1)), ip(1, 1))
        XCTAssertNil(update.problem(from: [5, 2], to: [4, 3]))
        XCTAssertEqual(update.problem(from: [5, 2], to: [5, 2])?.hasSuffix("(0 moved in, 1 moved out)"), true)
    }

    func testSectionsShiftTheirItemsAndAreCheckedToo() {
        // Old sections 0 1 2 3 of 2, 3, 4, 5 items; delete section 1, insert a new section
        // 0, reload old section 3: new 0 (new, 7 items), 1 (old 0), 2 (old 2), 3 (old 3).
        var update = CollectionViewUpdate(deletedSections: [1], insertedSections: [0], reloadedSections: [3])
        XCTAssertEqual([0, 1, 2, 3].map { update.newSection(for: $0) }, [1, nil, 2, 3])
        XCTAssertEqual(update.newIndexPath(for: ip(1, 2)), ip(1, 2), "old section 2 is new section 2")
        XCTAssertNil(update.newIndexPath(for: ip(0, 1)), "its section went")
        XCTAssertNil(update.newIndexPath(for: ip(0, 3)), "its section is made again")
        XCTAssertNil(update.problem(from: [2, 3, 4, 5], to: [7, 2, 4, 9]), "a reloaded section may have any count")
        XCTAssertEqual(update.problem(from: [2, 3, 4, 5], to: [7, 2, 5, 9])?.hasPrefix(
            "Invalid update: invalid number of items in section 2. "), true, "old section 2 gained an item unannounced")
        // Items inside sections that move: an old item of old section 2 deleted, one
        // inserted into new section 2.
        update.deletes = [ip(0, 2)]
        update.inserts = [ip(3, 2)]
        XCTAssertNil(update.problem(from: [2, 3, 4, 5], to: [7, 2, 4, 1]))
        XCTAssertEqual([1, 2, 3].map { update.newIndexPath(for: ip($0, 2))?.item }, [0, 1, 2])
        XCTAssertEqual(CollectionViewUpdate(deletedSections: [4]).problem(from: [1, 1], to: [1]),
                       "Invalid update: attempt to delete section 4, but there are only 2 sections before the update")
    }
}
