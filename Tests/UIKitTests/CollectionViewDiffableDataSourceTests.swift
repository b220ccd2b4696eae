import XCTest
@testable import UIKit

/// A cell that remembers the item it shows and counts its configurations and reuses.
final class IdentifierCell: UICollectionViewCell {
    var item: Int?
    var configurations = 0
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        item = nil
    }
}

/// A header that shows its section's identifier.
final class TitleHeader: UICollectionReusableView {
    var title: String?
}

/// A 320 x 480 headless window with a collection view (a vertical flow layout of 100-point
/// items 10 apart: three a row, rows 110 points apart, so five rows and fifteen items fill
/// the screen) and a diffable data source making `IdentifierCell`s through a
/// `CellRegistration`, counting the cell provider's calls.
final class DiffableGridScene {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var providerCalls = 0
    /// Every cell the provider handed out, by identity.
    var cellsMade: [ObjectIdentifier: IdentifierCell] = [:]

    init(headers: Bool = false) {
        layout.itemSize = CGSize(width: 100, height: 100)
        if headers { layout.headerReferenceSize = CGSize(width: 320, height: 30) }
        collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<IdentifierCell, Int> { cell, _, item in
            cell.item = item
            cell.configurations += 1
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, path, item in
            providerCalls += 1
            let cell = view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            cellsMade[ObjectIdentifier(cell)] = cell
            return cell
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] header, _, path in
            header.title = "section \(dataSource.sectionIdentifier(for: path.section)!)"
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: path)
        }
        host.window.addSubview(collectionView)
        host.step()
    }

    /// One section (0) of `items`.
    static func snapshot(_ items: [Int]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// The cell shown for each item on screen.
    var cellsByItem: [Int: IdentifierCell] {
        var cells: [Int: IdentifierCell] = [:]
        for cell in collectionView.visibleCells { if let cell = cell as? IdentifierCell { cells[cell.item!] = cell } }
        return cells
    }

    var reuses: Int { cellsMade.values.reduce(0) { $0 + $1.reuses } }

    /// Checks that the view shows exactly `snapshot`: its counts, and on screen the items
    /// the layout puts in the bounds, each cell showing the item at its index path.
    func assertShows(_ snapshot: Snapshot, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(collectionView.numberOfSections, snapshot.numberOfSections, message, file: file, line: line)
        for (index, section) in snapshot.sectionIdentifiers.enumerated() {
            XCTAssertEqual(collectionView.numberOfItems(inSection: index), snapshot.numberOfItems(inSection: section),
                           message, file: file, line: line)
        }
        let expected = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && FlowLayoutGeometry.meets($0.frame, collectionView.bounds) }
            .map(\.indexPath).sorted()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, expected, message, file: file, line: line)
        for path in expected {
            let cell = collectionView.cellForItem(at: path) as? IdentifierCell
            XCTAssertEqual(cell?.item, snapshot.itemIdentifier(at: path), "\(message) at \(path)", file: file, line: line)
            XCTAssertEqual(dataSource.itemIdentifier(for: path), snapshot.itemIdentifier(at: path), message,
                           file: file, line: line)
        }
        XCTAssertEqual(collectionView.subviews.compactMap { $0 as? IdentifierCell }.count, expected.count,
                       "only the visible cells are subviews", file: file, line: line)
    }
}

final class CollectionViewDiffableDataSourceTests: XCTestCase {
    func testAnAppliedSnapshotFillsTheScreenThroughTheCellProvider() {
        let scene = DiffableGridScene()
        XCTAssertEqual(scene.collectionView.numberOfSections, 0)
        var completions = 0
        let snapshot = DiffableGridScene.snapshot(Array(0..<100))
        scene.dataSource.apply(snapshot, animatingDifferences: false) {
            completions += 1
            XCTAssertEqual(scene.collectionView.numberOfItems(inSection: 0), 100, "the update is in before the completion")
        }
        XCTAssertEqual(completions, 1)
        scene.host.step()
        XCTAssertEqual(scene.collectionView.visibleCells.count, 15)
        XCTAssertEqual(scene.providerCalls, 15)
        XCTAssertEqual(scene.cellsMade.count, 15)
        scene.assertShows(snapshot)
        XCTAssertEqual(scene.dataSource.itemIdentifier(for: IndexPath(item: 7, section: 0)), 7)
        XCTAssertNil(scene.dataSource.itemIdentifier(for: IndexPath(item: 100, section: 0)))
        XCTAssertEqual(scene.dataSource.indexPath(for: 42), IndexPath(item: 42, section: 0))
        XCTAssertNil(scene.dataSource.indexPath(for: 100))
        XCTAssertEqual(scene.dataSource.sectionIdentifier(for: 0), 0)
        XCTAssertNil(scene.dataSource.sectionIdentifier(for: 1))
        XCTAssertEqual(scene.dataSource.index(for: 0), 0)
        XCTAssertEqual(scene.dataSource.snapshot().itemIdentifiers, Array(0..<100))
    }

    @MainActor
    func testAwaitedAppliesHaveFinishedWhenTheyReturn() async {
        let scene = DiffableGridScene()
        await scene.dataSource.apply(DiffableGridScene.snapshot(Array(0..<40)))
        XCTAssertEqual(scene.collectionView.numberOfItems(inSection: 0), 40)
        XCTAssertEqual(scene.providerCalls, 15)
        await scene.dataSource.applySnapshotUsingReloadData(DiffableGridScene.snapshot(Array(0..<10)))
        XCTAssertEqual(scene.collectionView.numberOfItems(inSection: 0), 10)
    }

    func testScrollingReusesTheRegistrationsCells() {
        let scene = DiffableGridScene()
        scene.dataSource.apply(DiffableGridScene.snapshot(Array(0..<300)))
        for step in 1...20 {
            scene.collectionView.contentOffset.y = CGFloat(step) * 220    // two rows a step
            scene.host.step()
        }
        // 15 shown at the start, then 6 new items a step; the offsets are whole rows, so
        // the 15 cells first made show every one of them.
        XCTAssertEqual(scene.providerCalls, 15 + 20 * 6)
        XCTAssertEqual(scene.cellsMade.count, 15)
        XCTAssertEqual(scene.reuses, 20 * 6)
        XCTAssertEqual(scene.cellsMade.values.reduce(0) { $0 + $1.configurations }, 15 + 20 * 6)
        scene.assertShows(scene.dataSource.snapshot())
    }

    func testDeletesAndMovesKeepTheCellsOfItemsThatStay() {
        let scene = DiffableGridScene()
        scene.dataSource.apply(DiffableGridScene.snapshot(Array(0..<100)))
        let before = scene.cellsByItem
        var snapshot = scene.dataSource.snapshot()
        snapshot.deleteItems([0, 5])
        snapshot.moveItem(14, beforeItem: 1)
        scene.dataSource.apply(snapshot)
        scene.assertShows(snapshot)
        let after = scene.cellsByItem
        // 15 and 16 came on screen; every other item on screen kept its cell.
        XCTAssertEqual(Set(after.keys), Set(1...16).subtracting([5]))
        for item in after.keys where item < 15 { XCTAssertTrue(after[item] === before[item], "item \(item)") }
        XCTAssertEqual(scene.providerCalls, 15 + 2)
        XCTAssertEqual(scene.reuses, 2, "the two deleted items' cells showed the two that arrived")
    }

    func testReconfigureRunsTheProviderOnTheCellShowingTheItem() {
        let scene = DiffableGridScene()
        scene.dataSource.apply(DiffableGridScene.snapshot(Array(0..<100)))
        let cell = scene.cellsByItem[4]!
        var snapshot = scene.dataSource.snapshot()
        snapshot.reconfigureItems([4, 90])            // 90 is off screen: nothing to do for it
        scene.dataSource.apply(snapshot)
        XCTAssertEqual(scene.providerCalls, 16)
        XCTAssertTrue(scene.cellsByItem[4] === cell)
        XCTAssertEqual(cell.configurations, 2)
        XCTAssertEqual(cell.reuses, 0, "a reconfigured cell is not prepared for reuse")
        XCTAssertEqual(scene.dataSource.snapshot().reconfiguredItemIdentifiers, [], "the marks are spent")
        // Applying the data source's snapshot again changes nothing and asks for nothing.
        scene.dataSource.apply(scene.dataSource.snapshot())
        XCTAssertEqual(scene.providerCalls, 16)
    }

    /// A provider that makes another kind of cell when reconfiguring gets the item
    /// reloaded: the new cell shows, the dequeued one it did not keep is reused.
    final class WideCell: UICollectionViewCell {}

    func testReconfiguringIntoAnotherCellClassReloadsTheItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let narrow = UICollectionView.CellRegistration<IdentifierCell, Int> { cell, _, item in cell.item = item }
        let wide = UICollectionView.CellRegistration<WideCell, Int> { _, _, _ in }
        var wideItems: Set<Int> = [], calls = 0
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            calls += 1
            return wideItems.contains(item) ? view.dequeueConfiguredReusableCell(using: wide, for: path, item: item)
                : view.dequeueConfiguredReusableCell(using: narrow, for: path, item: item)
        }
        host.window.addSubview(collectionView)
        dataSource.apply(DiffableGridScene.snapshot(Array(0..<30)))
        host.step()
        XCTAssertEqual(calls, 15)
        let old = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        wideItems = [4]
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([4])
        dataSource.apply(snapshot)
        XCTAssertEqual(calls, 17, "asked once to reconfigure, once more for the reload")
        let new = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        XCTAssertTrue(new is WideCell)
        XCTAssertNil(old?.superview, "the narrow cell went back to its queue")
        XCTAssertEqual(collectionView.subviews.filter { $0 is UICollectionViewCell }.count, 15)
    }

    func testReloadDequeuesTheItemsCellAnew() {
        let scene = DiffableGridScene()
        scene.dataSource.apply(DiffableGridScene.snapshot(Array(0..<100)))
        scene.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        var snapshot = scene.dataSource.snapshot()
        snapshot.reloadItems([4])
        scene.dataSource.apply(snapshot)
        XCTAssertEqual(scene.providerCalls, 16)
        XCTAssertEqual(scene.reuses, 1, "the reloaded item's cell went back to the queue and came out prepared")
        XCTAssertEqual(scene.cellsByItem[4]?.item, 4)
        XCTAssertEqual(scene.collectionView.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
        scene.assertShows(snapshot)
    }

    func testApplyingUsingReloadDataMakesEveryCellAgain() {
        let scene = DiffableGridScene()
        scene.dataSource.apply(DiffableGridScene.snapshot(Array(0..<100)))
        scene.dataSource.applySnapshotUsingReloadData(DiffableGridScene.snapshot(Array(50..<100)))
        scene.host.step()
        XCTAssertEqual(scene.providerCalls, 30)
        XCTAssertEqual(scene.reuses, 15)
        scene.assertShows(DiffableGridScene.snapshot(Array(50..<100)))
    }

    func testSectionsGetHeadersFromTheSupplementaryRegistration() {
        let scene = DiffableGridScene(headers: true)
        var snapshot = DiffableGridScene.Snapshot()
        snapshot.appendSections([7, 3])
        snapshot.appendItems([1, 2], toSection: 7)
        snapshot.appendItems([3, 4, 5, 6], toSection: 3)
        scene.dataSource.apply(snapshot)
        let header = UICollectionView.elementKindSectionHeader
        func title(_ section: Int) -> String? {
            (scene.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: section))
                as? TitleHeader)?.title
        }
        XCTAssertEqual(title(0), "section 7")
        XCTAssertEqual(title(1), "section 3")
        // Section 3 moves to the front with its cells.
        let cells = scene.cellsByItem
        snapshot.moveSection(3, beforeSection: 7)
        scene.dataSource.apply(snapshot)
        XCTAssertEqual(title(0), "section 3")
        XCTAssertEqual(title(1), "section 7")
        XCTAssertEqual(scene.dataSource.indexPath(for: 6), IndexPath(item: 3, section: 0))
        for (item, cell) in scene.cellsByItem { XCTAssertTrue(cells[item] === cell, "item \(item) kept its cell") }
        XCTAssertEqual(scene.providerCalls, 6)
        scene.assertShows(snapshot)
    }

    /// Half of 100,000 items filtered out and one moved in one apply: one batch of 50,000
    /// deletes and a move, the cells of the items still on screen kept.
    func testAHundredThousandItemsFilteredInOneApply() {
        let scene = DiffableGridScene()
        scene.dataSource.apply(DiffableGridScene.snapshot(Array(0..<100_000)))
        let before = scene.cellsByItem
        var snapshot = scene.dataSource.snapshot()
        snapshot.deleteItems(Array(stride(from: 1, to: 100_000, by: 2)))
        snapshot.moveItem(99_998, beforeItem: 0)
        scene.dataSource.apply(snapshot)
        XCTAssertEqual(scene.collectionView.numberOfItems(inSection: 0), 50_000)
        XCTAssertEqual(scene.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)), 99_998)
        XCTAssertEqual(scene.dataSource.indexPath(for: 99_996), IndexPath(item: 49_999, section: 0))
        scene.assertShows(snapshot)
        for item in [0, 2, 4, 6, 8, 10, 12, 14] { XCTAssertTrue(scene.cellsByItem[item] === before[item], "item \(item)") }
        XCTAssertEqual(scene.providerCalls, 15 + 7, "99,998 and the six even items 16 to 26 came on screen")
    }

    /// Random snapshot pairs applied one after another, the view scrolled now and then:
    /// the collection view's batch checks (which trap) pass, it shows exactly each new
    /// snapshot, items on screen before and after that can keep their cells do, and the
    /// provider is asked only for cells that came on screen or were reloaded or
    /// reconfigured.
    func testRandomSnapshotsApplyAsBatchUpdates() {
        let scene = DiffableGridScene(headers: true)
        var random = SplitMix(state: 99)
        var current = DiffableGridScene.Snapshot()
        for round in 0..<400 {
            let next = SnapshotDifferenceTests.randomSnapshot(&random, from: random.chance(0.8) ? current : nil)
            if random.chance(0.2) {
                let height = scene.collectionView.contentSize.height - scene.collectionView.bounds.height
                scene.collectionView.contentOffset.y = max(0, (height * random.unit()).rounded())
                scene.host.step()
            }
            let before = scene.cellsByItem
            let calls = scene.providerCalls
            scene.dataSource.apply(next)
            scene.host.step()
            scene.assertShows(next, "round \(round)")
            var expectedCalls = 0
            for (item, cell) in scene.cellsByItem {
                let oldSection = current.sectionIdentifier(containingItem: item)
                let newSection = next.sectionIdentifier(containingItem: item)!
                let keeps = oldSection.map { next.indexOfSection($0) != nil && !next.isReloaded(section: $0) } ?? false
                    && current.indexOfSection(newSection) != nil && !next.isReloaded(section: newSection)
                    && !next.isReloaded(item)
                if keeps, let old = before[item] {
                    XCTAssertTrue(old === cell, "round \(round): item \(item) kept its cell")
                    if next.isReconfigured(item) { expectedCalls += 1 }
                } else {
                    expectedCalls += 1
                }
            }
            XCTAssertEqual(scene.providerCalls - calls, expectedCalls, "round \(round)")
            current = next
        }
    }
}
