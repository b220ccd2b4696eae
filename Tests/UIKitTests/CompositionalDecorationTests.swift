import XCTest
@testable import UIKit

/// Section backgrounds (`NSCollectionLayoutDecorationItem.background`): where they go, and
/// the layout's own views behind the cells through a collection view.
final class CompositionalDecorationTests: XCTestCase {
    private func cardSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)]
        return section
    }

    func testABackgroundCoversItsSectionLessItsInsets() {
        let geometry = CompositionalLayoutGeometry(sections: [cardSection(), cardSection()], itemCounts: [2, 1],
                                                   container: compositionalContainer(300, 600))
        // Section 0: header 0-30, inset 10, rows 40-140, inset 10: 0-150. Section 1: 150-250.
        XCTAssertEqual(geometry.decorations.map { $0.map(\.frame) }, [[CGRect(x: 5, y: 5, width: 290, height: 140)],
                                                                      [CGRect(x: 5, y: 155, width: 290, height: 90)]])
        XCTAssertEqual(geometry.decorations[1].map(\.indexPath), [IndexPath(item: 0, section: 1)])
        XCTAssertEqual(geometry.decorations[0].map(\.zIndex), [-1], "behind the cells")
        var found: [IndexPath] = []
        geometry.forEachDecoration(in: CGRect(x: 0, y: 200, width: 300, height: 10)) { section, position in
            found.append(geometry.decorations[section][position].indexPath)
        }
        XCTAssertEqual(found, [IndexPath(item: 0, section: 1)])
    }

    private final class CardView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray
            layer.cornerRadius = 8
        }
        required init?(coder: NSCoder) { fatalError("no archives") }
    }

    func testTheLayoutShowsItsBackgroundsBehindTheCellsAndRecyclesThem() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200))
        let layout = UICollectionViewCompositionalLayout(section: cardSection())
        layout.register(CardView.self, forDecorationViewOfKind: "card")
        let source = CompositionalSource([2, 3])
        let collection = host.showCollection(layout, source: source, kinds: ["header"])
        let cards = collection.subviews.compactMap { $0 as? CardView }
        XCTAssertEqual(cards.map(\.frame), [CGRect(x: 5, y: 5, width: 290, height: 140), CGRect(x: 5, y: 155, width: 290, height: 190)])
        let firstCell = collection.subviews.firstIndex { $0 === collection.cellForItem(at: IndexPath(item: 0, section: 0)) }!
        XCTAssertTrue(collection.subviews.indices.filter { collection.subviews[$0] is CardView }.allSatisfy { $0 < firstCell },
                      "the cards are behind every cell")
        XCTAssertEqual(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1))?
                        .representedElementCategory, .decorationView)
        let copy = layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1))?.copy()
            as? UICollectionViewLayoutAttributes
        XCTAssertEqual(copy?.representedElementCategory, .decorationView, "a copy is a decoration's too")
        XCTAssertEqual(copy?.representedElementKind, "card")
        collection.contentOffset = CGPoint(x: 0, y: 160)
        host.window.layoutIfNeeded()
        XCTAssertEqual(collection.subviews.compactMap { $0 as? CardView }.map(\.frame.minY), [155],
                       "the first section's card went back to its queue")
        // Deleting the first section: the card shown is the one section's, at its new place.
        source.counts = [3]
        collection.deleteSections(IndexSet(integer: 0))
        host.window.layoutIfNeeded()
        XCTAssertEqual(collection.contentSize.height, 200)
        XCTAssertEqual(collection.subviews.compactMap { $0 as? CardView }.map(\.frame), [CGRect(x: 5, y: 5, width: 290, height: 190)])
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1)))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)))
    }
}
