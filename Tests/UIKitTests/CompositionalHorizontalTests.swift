import XCTest
@testable import UIKit

/// A compositional layout scrolling horizontally (`configuration.scrollDirection`):
/// sections side by side, groups going on to the right, headers at the leading edge.
final class CompositionalHorizontalTests: XCTestCase {
    private func horizontal() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    func testFullScreenPagesGoOnToTheRight() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200))
        let page = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: page, subitems: [NSCollectionLayoutItem(layoutSize: page)]))
        let source = CompositionalSource([3])
        let collection = host.showCollection(UICollectionViewCompositionalLayout(section: section, configuration: horizontal()),
                                             source: source)
        XCTAssertEqual(collection.contentSize, CGSize(width: 900, height: 200))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
        collection.contentOffset = CGPoint(x: 600, y: 0)
        host.window.layoutIfNeeded()
        XCTAssertEqual(collection.indexPathsForVisibleItems, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 600)
    }

    func testColumnsSpacingsInsetsAndALeadingHeaderAcrossSections() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200))
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .fractionalHeight(1)),
            subitems: [cell])
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 5, bottom: 0, trailing: 5)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: "header", alignment: .leading)]
        let configuration = horizontal()
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let source = CompositionalSource([3, 2])
        let collection = host.showCollection(layout, source: source, kinds: ["header"])
        // Section 0: header 0-40 across the room below the top inset (20-200); inset 5;
        // columns of two 90-point cells at 45, 135; inset 5 to 220. 30 apart: section 1 at 250.
        XCTAssertEqual(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 20, width: 40, height: 180))
        let frames = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [CGRect(x: 45, y: 20, width: 80, height: 90), CGRect(x: 45, y: 110, width: 80, height: 90),
                                CGRect(x: 135, y: 20, width: 80, height: 90)])
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minX,
                       250)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX, 295)
        XCTAssertEqual(collection.contentSize, CGSize(width: 250 + 40 + 5 + 80 + 5, height: 200))
        var found: [IndexPath] = []
        for a in layout.layoutAttributesForElements(in: CGRect(x: 130, y: 0, width: 130, height: 200)) ?? []
        where a.representedElementCategory == .cell {
            found.append(a.indexPath)
        }
        XCTAssertEqual(found, [IndexPath(item: 2, section: 0)], "the third cell, 135-215; the next section's start at 295")
    }

    /// A chip that is as wide as its number of letters asks.
    private final class ChipCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            XCTAssertTrue(layoutAttributes.fitsWidth)
            XCTAssertFalse(layoutAttributes.fitsHeight, "the height is the section's, not the chip's to choose")
            layoutAttributes.size = CGSize(width: CGFloat(40 + 10 * layoutAttributes.indexPath.item), height: 999)
            return layoutAttributes
        }
    }

    func testEstimatedWidthsSizeChipsAlongTheScroll() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100))
        let chip = NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: chip, subitems: [NSCollectionLayoutItem(layoutSize: chip)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
        let source = CompositionalSource([4])
        let collection = host.showCollection(layout, source: source, cellClass: ChipCell.self)
        host.window.layoutIfNeeded()
        let frames = (0..<4).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 40, height: 32), CGRect(x: 48, y: 0, width: 50, height: 32),
                                CGRect(x: 106, y: 0, width: 60, height: 32), CGRect(x: 174, y: 0, width: 70, height: 32)])
        XCTAssertEqual(collection.contentSize, CGSize(width: 244, height: 100))
    }
}
