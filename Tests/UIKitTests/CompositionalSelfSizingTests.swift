import XCTest
@testable import UIKit

/// A compositional layout with `.estimated` sizes: laid out at the estimate, then at the
/// sizes the shown cells and headers ask for, only on the estimated sides.
final class CompositionalSelfSizingTests: XCTestCase {
    /// Apple's list: rows the full width, about 44 tall, each as tall as its cell wants.
    private func listSection(estimate: CGFloat = 44) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        return section
    }

    func testEstimatedRowsTakeTheHeightsTheirCellsGave() {
        let section = listSection()
        section.group.subitems[0].contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let estimated = CompositionalLayoutGeometry(sections: [section], itemCounts: [3], container: compositionalContainer(300, 600))
        XCTAssertEqual(estimated.itemFrames[0].map(\.minY), [31, 77, 123], "header 30, rows of 44 + 2 apart, 1 inset")
        XCTAssertEqual(estimated.estimatedItemSides, [EstimatedSides(width: false, height: true)])
        var measured = CompositionalMeasurements()
        measured.items[IndexPath(item: 1, section: 0)] = CGSize(width: 300, height: 100)
        measured.supplementaries[UICollectionView.SupplementaryKey(kind: "header", indexPath: IndexPath(item: 0, section: 0))] =
            CGSize(width: 300, height: 50)
        let geometry = CompositionalLayoutGeometry(sections: [section], itemCounts: [3], container: compositionalContainer(300, 600),
                                                   measured: measured)
        XCTAssertEqual(geometry.supplementaries[0][0].frame, CGRect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(geometry.itemFrames[0], [
            CGRect(x: 0, y: 51, width: 300, height: 42),
            CGRect(x: 0, y: 97, width: 300, height: 100),
            CGRect(x: 0, y: 201, width: 300, height: 42),
        ], "the second row's group grows to its cell's 100 plus the insets")
        XCTAssertEqual(geometry.contentSize.height, 244)
    }

    func testEstimatedWidthsWrapARowOfTags() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50),
                                                                             heightDimension: .absolute(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        var measured = CompositionalMeasurements()
        for (i, width) in [120, 150, 100, 90].enumerated() {
            measured.items[IndexPath(item: i, section: 0)] = CGSize(width: CGFloat(width), height: 30)
        }
        let geometry = CompositionalLayoutGeometry(sections: [section], itemCounts: [4], container: compositionalContainer(300, 600),
                                                   measured: measured)
        XCTAssertEqual(geometry.itemFrames[0], [
            CGRect(x: 0, y: 0, width: 120, height: 30), CGRect(x: 130, y: 0, width: 150, height: 30),
            CGRect(x: 0, y: 30, width: 100, height: 30), CGRect(x: 110, y: 30, width: 90, height: 30),
        ], "120 + 10 + 150 fill the row; 100 goes to the next")
    }

    func testACountedGroupKeepsItsShareWhateverTheCellsWidth() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50),
                                                                             heightDimension: .estimated(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            repeatingSubitem: item, count: 2)
        var measured = CompositionalMeasurements()
        measured.items[IndexPath(item: 0, section: 0)] = CGSize(width: 10, height: 60)
        let geometry = CompositionalLayoutGeometry(sections: [NSCollectionLayoutSection(group: group)], itemCounts: [3],
                                                   container: compositionalContainer(300, 600), measured: measured)
        XCTAssertEqual(geometry.itemFrames[0], [
            CGRect(x: 0, y: 0, width: 150, height: 60), CGRect(x: 150, y: 0, width: 150, height: 40),
            CGRect(x: 0, y: 60, width: 150, height: 40),
        ], "the row is as tall as its tallest cell; widths are the count's")
    }

    // MARK: Through a collection view

    /// A header holding a 28-point title 4 points below its top, 16 in from its leading edge.
    private final class HeaderView: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 28)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            ])
        }
        required init?(coder: NSCoder) { fatalError("no archives") }
    }

    private final class Source: UICollectionViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TagCell
            cell.label.numberOfLines = 0
            cell.label.text = texts[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header",
                                                                       for: indexPath) as! HeaderView
            view.label.text = "Photos"
            return view
        }
    }

    /// A cell whose own override asks for a size that is not one.
    private final class BrokenCell: UICollectionViewCell {
        var asked = 0
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            asked += 1
            layoutAttributes.size = CGSize(width: CGFloat.nan, height: -5)
            return layoutAttributes
        }
    }

    func testACellAskingForANonSizeKeepsTheEstimateAndIsAskedOnce() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 600))
        let source = CompositionalSource([3])
        let collection = host.showCollection(UICollectionViewCompositionalLayout(section: listSection()), source: source,
                                             cellClass: BrokenCell.self)
        for _ in 0..<2 { host.window.layoutIfNeeded() }
        XCTAssertEqual(collection.contentSize.height, 3 * 44 + 2 * 2)
        let cells = (0..<3).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? BrokenCell }
        XCTAssertEqual(cells.map(\.frame.height), [44, 44, 44])
        XCTAssertEqual(cells.map(\.asked), [1, 1, 1])
    }

    /// A cell that is 100 points tall, whatever its estimate.
    private final class TallCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            layoutAttributes.size.height = 100
            return layoutAttributes
        }
    }

    func testARowAboveTheVisibleAreaGrowingKeepsWhatIsOnScreenStill() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 600))
        let source = CompositionalSource([100])
        let collection = host.showCollection(UICollectionViewCompositionalLayout(section: listSection()), source: source,
                                             cellClass: TallCell.self)
        // Rows 0-13 were shown at the estimate (the 14th starts at 598 of 600) and measured,
        // now 102 apart; the rest are 46 apart: row 16 starts at 14 x 102 + 2 x 46 = 1520,
        // row 17 at 1566.
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.height, 100)
        XCTAssertEqual(collection.contentSize.height, 14 * 102 + 86 * 46 - 2)
        collection.contentOffset = CGPoint(x: 0, y: 1560)
        host.window.layoutIfNeeded()
        // Row 16, cut by the top, grew by 56: row 17 stays 6 points down the screen.
        let anchor = collection.cellForItem(at: IndexPath(item: 17, section: 0))
        XCTAssertEqual(anchor?.frame.height, 100)
        XCTAssertEqual((anchor?.frame.minY ?? 0) - collection.contentOffset.y, 6)
        XCTAssertEqual(collection.contentOffset.y, 1616)
    }

    func testCellsWrapAtTheRowsWidthAndTheHeaderTakesItsLabelsHeight() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 600))
        let section = listSection()
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let long = String(repeating: "a rather long caption ", count: 6)
        let source = Source(["short", long, "short"])
        let collection = UICollectionView(frame: host.window.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.register(TagCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = source
        host.window.addSubview(collection)
        host.window.layoutIfNeeded()
        host.window.layoutIfNeeded()

        let measure = UILabel()
        measure.numberOfLines = 0
        measure.font = .systemFont(ofSize: 17)
        measure.text = "short"
        let shortHeight = measure.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height + 20
        measure.text = long
        let longHeight = measure.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height + 20
        XCTAssertGreaterThan(longHeight, 2 * shortHeight, "the caption wraps onto several lines at 280 points")
        let title = UILabel()
        title.font = .systemFont(ofSize: 28)
        title.text = "Photos"
        let headerHeight = title.intrinsicContentSize.height + 8

        let header = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                  at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 300, height: headerHeight), "as wide as the section")
        let frames = (0..<3).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [
            CGRect(x: 0, y: headerHeight, width: 300, height: shortHeight),
            CGRect(x: 0, y: headerHeight + shortHeight + 2, width: 300, height: longHeight),
            CGRect(x: 0, y: headerHeight + shortHeight + longHeight + 4, width: 300, height: shortHeight),
        ], "each row as wide as the list and as tall as its text at that width")
        XCTAssertEqual(collection.contentSize.height, headerHeight + 2 * shortHeight + longHeight + 4)
    }
}
