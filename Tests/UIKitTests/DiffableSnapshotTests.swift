import XCTest
@testable import UIKit

final class DiffableSnapshotTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func testSectionsAndItemsInOrder() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.insertSections(["d"], afterSection: "c")
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])                      // the last section: "d"
        snapshot.appendItems([5], toSection: "c")
        snapshot.insertItems([4], beforeItem: 5)
        snapshot.insertItems([6, 7], afterItem: 5)
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b", "c", "d"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5, 6, 7, 10, 11])
        XCTAssertEqual(snapshot.numberOfSections, 4)
        XCTAssertEqual(snapshot.numberOfItems, 9)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "b"), 0)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "c"), [4, 5, 6, 7])
        XCTAssertEqual(snapshot.indexOfItem(6), 5)
        XCTAssertEqual(snapshot.indexOfItem(10), 7)
        XCTAssertNil(snapshot.indexOfItem(99))
        XCTAssertEqual(snapshot.indexOfSection("d"), 3)
        XCTAssertNil(snapshot.indexOfSection("z"))
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 11), "d")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 99))
        XCTAssertEqual(snapshot.indexPath(ofItem: 7), IndexPath(item: 3, section: 2))
        XCTAssertEqual(snapshot.itemIdentifier(at: IndexPath(item: 1, section: 3)), 11)
        XCTAssertNil(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)))
    }

    func testMovesAndDeletes() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5], toSection: "b")
        snapshot.appendItems([6], toSection: "c")
        snapshot.moveItem(1, afterItem: 3)
        snapshot.moveItem(6, beforeItem: 4)
        snapshot.moveSection("c", beforeSection: "a")
        snapshot.moveSection("a", afterSection: "b")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["c", "b", "a"])
        XCTAssertEqual(snapshot.itemIdentifiers, [6, 4, 5, 2, 3, 1])
        XCTAssertEqual(snapshot.indexOfItem(2), 3)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 6), "b")
        snapshot.deleteItems([4, 2, 99])
        XCTAssertEqual(snapshot.itemIdentifiers, [6, 5, 3, 1])
        XCTAssertEqual(snapshot.indexOfItem(1), 3)
        snapshot.deleteSections(["b", "zz"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["c", "a"])
        XCTAssertEqual(snapshot.itemIdentifiers, [3, 1])
        XCTAssertNil(snapshot.indexOfItem(6))
        XCTAssertEqual(snapshot.indexOfItem(1), 1)
        XCTAssertEqual(snapshot.numberOfItems, 2)
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func testReloadAndReconfigureMarksFollowTheirIdentifiers() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4], toSection: "b")
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([2, 4])
        snapshot.reloadSections(["b"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [3, 1])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [2, 4])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["b"])
        snapshot.deleteItems([1])
        snapshot.deleteSections(["b"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [3])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [2])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [])
        let plain = snapshot.unmarked
        XCTAssertEqual(plain.reloadedItemIdentifiers, [])
        XCTAssertEqual(plain.reconfiguredItemIdentifiers, [])
        XCTAssertEqual(plain.itemIdentifiers, [2, 3])
    }

    /// 100,000 items in ten sections: every lookup by identifier answers from the
    /// dictionaries, and stays right after deletes and inserts in the middle.
    func testAHundredThousandItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 { snapshot.appendItems(Array(section * 10_000..<(section + 1) * 10_000), toSection: section) }
        XCTAssertEqual(snapshot.numberOfItems, 100_000)
        var wrong = 0
        for item in 0..<100_000 where snapshot.indexOfItem(item) != item
            || snapshot.sectionIdentifier(containingItem: item) != item / 10_000 { wrong += 1 }
        XCTAssertEqual(wrong, 0)
        snapshot.deleteItems(Array(stride(from: 0, to: 100_000, by: 2)))       // the even ones
        snapshot.insertItems([-1], beforeItem: 50_001)
        XCTAssertEqual(snapshot.numberOfItems, 50_001)
        XCTAssertEqual(snapshot.indexOfItem(49_999), 24_999)
        XCTAssertEqual(snapshot.indexOfItem(-1), 25_000)
        XCTAssertEqual(snapshot.indexOfItem(50_001), 25_001)
        XCTAssertEqual(snapshot.indexOfItem(99_999), 50_000)
        XCTAssertEqual(snapshot.numberOfItems(inSection: 5), 5_001)
        XCTAssertEqual(snapshot.indexPath(ofItem: 50_003), IndexPath(item: 2, section: 5))
    }

    /// Random operations against a plain model (an array of sections of arrays): after
    /// each, every query agrees with it.
    func testRandomOperationsAgreeWithAPlainModel() {
        var random = SplitMix(state: 41)
        for _ in 0..<20 {
            var snapshot = Snapshot()
            var model: [(section: String, items: [Int])] = []
            var nextItem = 0, nextSection = 0
            for _ in 0..<150 {
                let operation = random.int(0...8)
                let allItems = model.flatMap(\.items)
                switch operation {
                case 0, 1:
                    let name = "s\(nextSection)"; nextSection += 1
                    if model.isEmpty || random.chance(0.5) {
                        snapshot.appendSections([name]); model.append((name, []))
                    } else {
                        let at = random.int(0...model.count - 1)
                        if random.chance(0.5) {
                            snapshot.insertSections([name], beforeSection: model[at].section); model.insert((name, []), at: at)
                        } else {
                            snapshot.insertSections([name], afterSection: model[at].section); model.insert((name, []), at: at + 1)
                        }
                    }
                case 2, 3:
                    guard !model.isEmpty else { continue }
                    let count = random.int(1...4)
                    let items = Array(nextItem..<nextItem + count); nextItem += count
                    if allItems.isEmpty || random.chance(0.5) {
                        let s = random.int(0...model.count - 1)
                        snapshot.appendItems(items, toSection: model[s].section); model[s].items += items
                    } else {
                        let target = allItems[random.int(0...allItems.count - 1)]
                        let after = random.chance(0.5)
                        after ? snapshot.insertItems(items, afterItem: target) : snapshot.insertItems(items, beforeItem: target)
                        let s = model.firstIndex { $0.items.contains(target) }!
                        let i = model[s].items.firstIndex(of: target)! + (after ? 1 : 0)
                        model[s].items.insert(contentsOf: items, at: i)
                    }
                case 4:
                    guard !allItems.isEmpty else { continue }
                    let doomed = (0..<random.int(1...3)).map { _ in allItems[random.int(0...allItems.count - 1)] }
                    snapshot.deleteItems(doomed)
                    for s in model.indices { model[s].items.removeAll { doomed.contains($0) } }
                case 5:
                    guard allItems.count >= 2 else { continue }
                    let a = allItems[random.int(0...allItems.count - 1)], b = allItems[random.int(0...allItems.count - 1)]
                    guard a != b else { continue }
                    let after = random.chance(0.5)
                    after ? snapshot.moveItem(a, afterItem: b) : snapshot.moveItem(a, beforeItem: b)
                    for s in model.indices { model[s].items.removeAll { $0 == a } }
                    let s = model.firstIndex { $0.items.contains(b) }!
                    model[s].items.insert(a, at: model[s].items.firstIndex(of: b)! + (after ? 1 : 0))
                case 6:
                    guard model.count >= 2 else { continue }
                    let a = model[random.int(0...model.count - 1)].section, b = model[random.int(0...model.count - 1)].section
                    guard a != b else { continue }
                    let after = random.chance(0.5)
                    after ? snapshot.moveSection(a, afterSection: b) : snapshot.moveSection(a, beforeSection: b)
                    let moved = model.remove(at: model.firstIndex { $0.section == a }!)
                    model.insert(moved, at: model.firstIndex { $0.section == b }! + (after ? 1 : 0))
                case 7:
                    guard !model.isEmpty, random.chance(0.3) else { continue }
                    let doomed = model[random.int(0...model.count - 1)].section
                    snapshot.deleteSections([doomed])
                    model.removeAll { $0.section == doomed }
                default:
                    continue
                }
                XCTAssertEqual(snapshot.sectionIdentifiers, model.map(\.section))
                XCTAssertEqual(snapshot.itemIdentifiers, model.flatMap(\.items))
                XCTAssertEqual(snapshot.numberOfItems, model.flatMap(\.items).count)
                var flat = 0
                for (s, entry) in model.enumerated() {
                    XCTAssertEqual(snapshot.itemIdentifiers(inSection: entry.section), entry.items)
                    XCTAssertEqual(snapshot.indexOfSection(entry.section), s)
                    for (i, item) in entry.items.enumerated() {
                        XCTAssertEqual(snapshot.indexOfItem(item), flat)
                        XCTAssertEqual(snapshot.indexPath(ofItem: item), IndexPath(item: i, section: s))
                        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: item), entry.section)
                        flat += 1
                    }
                }
            }
        }
    }
}
