import XCTest
@testable import UIKit

/// `UICollectionViewCompositionalLayout`'s frames, from the geometry value and through a
/// collection view, for the layouts iOS gallery code writes.
final class CompositionalLayoutTests: XCTestCase {
    /// Apple's photo grid: three square items a row.
    private func gridSection(columns: CGFloat = 3) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / columns)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    func testAGridRepeatsItsItemAcrossEachRowAndItsRowDownTheSection() {
        let geometry = CompositionalLayoutGeometry(sections: [gridSection()], itemCounts: [7], container: compositionalContainer(300, 600))
        XCTAssertEqual(geometry.itemFrames[0], [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
            CGRect(x: 200, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 100),
            CGRect(x: 100, y: 100, width: 100, height: 100), CGRect(x: 200, y: 100, width: 100, height: 100),
            CGRect(x: 0, y: 200, width: 100, height: 100),
        ])
        XCTAssertEqual(geometry.contentSize, CGSize(width: 300, height: 300), "the last, partial row is a whole row tall")
    }

    func testInsetsAndSpacingsPlaceItemsAndSizeTheContent() {
        let section = gridSection(columns: 2)
        section.group.subitems[0].contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.interGroupSpacing = 5
        let geometry = CompositionalLayoutGeometry(sections: [section, section], itemCounts: [3, 1], container: compositionalContainer(240, 600))
        // Room 200 wide: two 100 x 100 cells a row, less 2 each side.
        XCTAssertEqual(geometry.itemFrames[0], [
            CGRect(x: 22, y: 12, width: 96, height: 96), CGRect(x: 122, y: 12, width: 96, height: 96),
            CGRect(x: 22, y: 117, width: 96, height: 96),
        ])
        XCTAssertEqual(geometry.itemFrames[1], [CGRect(x: 22, y: 257, width: 96, height: 96)],
                       "the section after 10 + 205 + 30, its top inset 10, the item's 2")
        XCTAssertEqual(geometry.contentSize.height, 385)
    }

    func testACountedGroupSharesItsWidthLessTheSpacings() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10),
                                                                             heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let geometry = CompositionalLayoutGeometry(sections: [NSCollectionLayoutSection(group: group)], itemCounts: [3],
                                                   container: compositionalContainer(310, 600))
        XCTAssertEqual(geometry.itemFrames[0], [
            CGRect(x: 0, y: 0, width: 150, height: 44), CGRect(x: 160, y: 0, width: 150, height: 44),
            CGRect(x: 0, y: 44, width: 150, height: 44),
        ])
    }

    func testFlexibleSpacingSharesOutWhatTheItemsLeave() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80),
                                                                             heightDimension: .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        group.interItemSpacing = .flexible(8)
        let geometry = CompositionalLayoutGeometry(sections: [NSCollectionLayoutSection(group: group)], itemCounts: [3],
                                                   container: compositionalContainer(300, 600))
        // Three of 80 fit with 8 between (256); the 44 left over is shared: 30 apart.
        XCTAssertEqual(geometry.itemFrames[0].map(\.minX), [0, 110, 220])
    }

    func testNestedGroupsPlaceALargeItemBesideTwoSmallOnes() {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2 / 3),
                                                                              heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [large, column])
        let geometry = CompositionalLayoutGeometry(sections: [NSCollectionLayoutSection(group: row)], itemCounts: [4],
                                                   container: compositionalContainer(300, 600))
        XCTAssertEqual(geometry.itemFrames[0], [
            CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 200, y: 0, width: 100, height: 100),
            CGRect(x: 200, y: 100, width: 100, height: 100), CGRect(x: 0, y: 200, width: 200, height: 200),
        ])
    }

    func testAHairWideItemDoesNotRepeatForEver() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0),
                                                                             heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
            subitems: [item])
        let geometry = CompositionalLayoutGeometry(sections: [NSCollectionLayoutSection(group: group)], itemCounts: [3],
                                                   container: compositionalContainer(300, 600))
        XCTAssertEqual(geometry.itemFrames[0].count, 3)
        XCTAssertEqual(geometry.contentSize.height, 30, "one a row")
    }

    func testTheItemsInARectangleAreThoseWhoseFramesMeetIt() {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                              heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(1 / 3)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            subitems: [small])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
            subitems: [large, column])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 7
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        let geometry = CompositionalLayoutGeometry(sections: [section, gridSection(), section], itemCounts: [401, 50, 3],
                                                   container: compositionalContainer(300, 600))
        for top in stride(from: CGFloat(-50), through: geometry.contentSize.height + 50, by: 37) {
            let rect = CGRect(x: 0, y: top, width: 300, height: 120)
            var found: [IndexPath] = []
            geometry.forEachItem(in: rect) { found.append($0) }
            var expected: [IndexPath] = []
            for (s, frames) in geometry.itemFrames.enumerated() {
                for (i, frame) in frames.enumerated() where frame.intersects(rect) { expected.append(IndexPath(item: i, section: s)) }
            }
            XCTAssertEqual(found, expected, "at \(top)")
        }
    }

    // MARK: Through a collection view

    func testACollectionViewShowsTheGridAndTheProviderChoosesColumnsByWidth() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        var widthsAsked: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { [unowned self] _, environment in
            let width = environment.container.effectiveContentSize.width
            widthsAsked.append(width)
            return gridSection(columns: width > 400 ? 5 : 3)
        }
        let source = CompositionalSource([100])
        let collection = host.showCollection(layout, source: source)
        XCTAssertEqual(collection.contentSize, CGSize(width: 300, height: 3400), "34 rows of 100")
        XCTAssertEqual(collection.indexPathsForVisibleItems.count, 12, "four rows in 400 points")
        collection.contentOffset = CGPoint(x: 0, y: 1000)
        host.window.layoutIfNeeded()
        XCTAssertEqual(collection.indexPathsForVisibleItems.first, IndexPath(item: 30, section: 0))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 31, section: 0))?.frame,
                       CGRect(x: 100, y: 1000, width: 100, height: 100))
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        collection.frame = host.window.bounds
        host.window.layoutIfNeeded()
        XCTAssertEqual(widthsAsked.last, 500)
        XCTAssertEqual(collection.contentSize, CGSize(width: 500, height: 2000), "20 rows of five")
    }
}
