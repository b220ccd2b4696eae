import XCTest
@testable import UIKit

final class SnapshotDifferenceTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    static func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    func testLongestIncreasingSubsequence() {
        XCTAssertEqual(longestIncreasingSubsequence([]), [])
        XCTAssertEqual(longestIncreasingSubsequence([3, 0, 1, 2]), [1, 2, 3])
        XCTAssertEqual(longestIncreasingSubsequence([4, 3, 2, 1, 0]).count, 1)
        XCTAssertEqual(longestIncreasingSubsequence([0, 5, 1, 6, 2, 3]), [0, 2, 4, 5])
    }

    func testTheLastItemBroughtToTheFrontIsOneMove() {
        let difference = SnapshotDifference(from: Self.snapshot([(0, [1, 2, 3, 4])]), to: Self.snapshot([(0, [4, 1, 2, 3])]))
        XCTAssertEqual(difference.update.moves, [path(0, 3): path(0, 0)])
        XCTAssertEqual(difference.update.deletes, [])
        XCTAssertEqual(difference.update.inserts, [])
    }

    func testReversingFiveItemsIsFourMoves() {
        let difference = SnapshotDifference(from: Self.snapshot([(0, [1, 2, 3, 4, 5])]),
                                            to: Self.snapshot([(0, [5, 4, 3, 2, 1])]))
        XCTAssertEqual(difference.update.moves.count, 4)
    }

    func testDeletesInsertsAndAMoveAcrossSections() {
        let old = Self.snapshot([(0, [1, 2, 3]), (1, [4, 5])])
        let new = Self.snapshot([(0, [1, 9, 3]), (1, [2, 4, 5])])
        let difference = SnapshotDifference(from: old, to: new)
        XCTAssertEqual(difference.update.moves, [path(0, 1): path(1, 0)])
        XCTAssertEqual(difference.update.inserts, [path(0, 1)])
        XCTAssertEqual(difference.update.deletes, [])
        XCTAssertNil(difference.update.problem(from: [3, 2], to: [3, 3]))
    }

    func testSectionsDeletedInsertedAndMovedTakeTheirItems() {
        let old = Self.snapshot([(0, [1]), (1, [2, 3]), (2, [4])])
        let new = Self.snapshot([(2, [4]), (3, [5]), (1, [2, 3])])
        let difference = SnapshotDifference(from: old, to: new)
        XCTAssertEqual(difference.update.deletedSections, [0])
        XCTAssertEqual(difference.update.insertedSections, [1])
        // 1 and 2 swap places around the new section: one of them moves.
        XCTAssertEqual(difference.update.sectionMoves.count, 1)
        XCTAssertEqual(difference.update.deletes, [])
        XCTAssertEqual(difference.update.inserts, [])
        XCTAssertNil(difference.update.problem(from: [1, 2, 1], to: [1, 1, 2]))
        XCTAssertEqual(difference.update.newIndexPath(for: path(1, 1)), path(2, 1))
        XCTAssertEqual(difference.update.newIndexPath(for: path(2, 0)), path(0, 0))
    }

    func testReloadsAndReconfigures() {
        let old = Self.snapshot([(0, [1, 2, 3, 4])])
        var new = Self.snapshot([(0, [4, 1, 2, 3])])
        new.reloadItems([2, 4])       // 4 moves: deleted and inserted instead
        new.reconfigureItems([3, 1])
        let difference = SnapshotDifference(from: old, to: new)
        XCTAssertEqual(difference.update.reloads, [path(0, 1)])
        XCTAssertEqual(difference.update.deletes, [path(0, 3)])
        XCTAssertEqual(difference.update.inserts, [path(0, 0)])
        XCTAssertEqual(difference.update.moves, [:])
        XCTAssertEqual(difference.reconfigures, [path(0, 1), path(0, 3)])
        XCTAssertNil(difference.update.problem(from: [4], to: [4]))
    }

    func testAReloadedSectionIsAskedAgainWhole() {
        let old = Self.snapshot([(0, [1, 2]), (1, [3])])
        var new = Self.snapshot([(0, [2, 1, 5]), (1, [3])])
        new.reloadSections([0])
        let difference = SnapshotDifference(from: old, to: new)
        XCTAssertEqual(difference.update.reloadedSections, [0])
        XCTAssertEqual(difference.update.moves, [:])
        XCTAssertEqual(difference.update.inserts, [])
        XCTAssertNil(difference.update.problem(from: [2, 1], to: [3, 1]))
    }

    /// A single section shuffled: the moves are exactly the items outside a longest
    /// increasing run, counted here by the plain quadratic recurrence.
    func testMovesAreTheFewestForRandomPermutations() {
        var random = SplitMix(state: 7)
        for _ in 0..<200 {
            let count = random.int(0...30)
            var order = Array(0..<count)
            for i in order.indices.reversed() where i > 0 { order.swapAt(i, random.int(0...i)) }
            let difference = SnapshotDifference(from: Self.snapshot([(0, Array(0..<count))]), to: Self.snapshot([(0, order)]))
            var longest = [Int](repeating: 1, count: count)
            for i in 0..<count { for j in 0..<i where order[j] < order[i] { longest[i] = max(longest[i], longest[j] + 1) } }
            XCTAssertEqual(difference.update.moves.count, count - (longest.max() ?? 0), "\(order)")
        }
    }

    /// Random pairs of snapshots: the batch passes UIKit's checks, every item that keeps
    /// its cell lands on its own new index path, and exactly the items that can keep their
    /// cells do (those not reloaded, going from a section to a section that are both in
    /// both snapshots and not reloaded).
    func testRandomPairsPassTheChecksAndMapEveryItemToItsNewPlace() {
        var random = SplitMix(state: 2026)
        for round in 0..<2_000 {
            let old = Self.randomSnapshot(&random)
            let new = Self.randomSnapshot(&random, from: random.chance(0.7) ? old : nil)
            let difference = SnapshotDifference(from: old, to: new)
            let oldCounts = old.sectionIdentifiers.map { old.numberOfItems(inSection: $0) }
            let newCounts = new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) }
            if let problem = difference.update.problem(from: oldCounts, to: newCounts) {
                return XCTFail("round \(round): \(problem)")
            }
            for section in old.sectionIdentifiers.indices {
                for (index, item) in old.items(inSectionAt: section).enumerated() {
                    let from = IndexPath(item: index, section: section)
                    let oldSection = old.sectionIdentifiers[section]
                    let newSection = new.sectionIdentifier(containingItem: item)
                    let keeps = newSection != nil && new.indexOfSection(oldSection) != nil
                        && old.indexOfSection(newSection!) != nil
                        && !new.isReloaded(section: oldSection) && !new.isReloaded(section: newSection!) && !new.isReloaded(item)
                    let to = difference.update.reloads.contains(from) ? nil : difference.update.newIndexPath(for: from)
                    XCTAssertEqual(to != nil, keeps, "round \(round): item \(item)")
                    if let to { XCTAssertEqual(new.itemIdentifier(at: to), item, "round \(round)") }
                }
            }
            let reconfigured = difference.reconfigures.compactMap { new.itemIdentifier(at: $0) }
            XCTAssertTrue(reconfigured.allSatisfy(new.isReconfigured), "round \(round)")
        }
    }

    /// Up to six sections (identifiers from 0..<8) of up to twelve items (from 0..<80);
    /// given `base`, a few random changes to it instead, so most items survive. Some items
    /// and sections are marked for reload or reconfigure.
    static func randomSnapshot(_ random: inout SplitMix, from base: Snapshot? = nil) -> Snapshot {
        var snapshot: Snapshot
        if var changed = base?.unmarked {
            for _ in 0..<random.int(0...6) {
                let items = changed.itemIdentifiers, sections = changed.sectionIdentifiers
                switch random.int(0...5) {
                case 0 where items.count >= 2:
                    let a = items[random.int(0...items.count - 1)], b = items[random.int(0...items.count - 1)]
                    if a != b { changed.moveItem(a, beforeItem: b) }
                case 1 where !items.isEmpty:
                    changed.deleteItems([items[random.int(0...items.count - 1)]])
                case 2 where !sections.isEmpty:
                    let fresh = (0..<80).filter { changed.indexOfItem($0) == nil }
                    if let item = fresh.randomElement(using: &random) {
                        changed.appendItems([item], toSection: sections[random.int(0...sections.count - 1)])
                    }
                case 3 where sections.count >= 2:
                    let a = sections[random.int(0...sections.count - 1)], b = sections[random.int(0...sections.count - 1)]
                    if a != b { changed.moveSection(a, afterSection: b) }
                case 4 where !sections.isEmpty && random.chance(0.3):
                    changed.deleteSections([sections[random.int(0...sections.count - 1)]])
                case 5:
                    let fresh = (0..<8).filter { changed.indexOfSection($0) == nil }
                    if let section = fresh.randomElement(using: &random) { changed.appendSections([section]) }
                default:
                    break
                }
            }
            snapshot = changed
        } else {
            snapshot = Snapshot()
            var sections = Array(0..<8), items = Array(0..<80)
            sections.shuffle(using: &random)
            items.shuffle(using: &random)
            var next = 0
            for section in sections.prefix(random.int(0...6)) {
                snapshot.appendSections([section])
                let count = random.int(0...12)
                snapshot.appendItems(Array(items[next..<next + count]), toSection: section)
                next += count
            }
        }
        for item in snapshot.itemIdentifiers {
            if random.chance(0.08) { snapshot.reloadItems([item]) } else if random.chance(0.1) { snapshot.reconfigureItems([item]) }
        }
        for section in snapshot.sectionIdentifiers where random.chance(0.05) { snapshot.reloadSections([section]) }
        return snapshot
    }
}

extension SplitMix: RandomNumberGenerator {}
