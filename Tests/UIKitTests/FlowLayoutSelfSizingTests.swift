import XCTest
@testable import UIKit

/// A cell holding a one-line label 10 points inside its content view on every side: it
/// asks for its text's size.
final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("no archives") }
}

final class TagSource: UICollectionViewDataSource {
    var tags: [String]
    var cellRequests = 0
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }
}

/// A flow layout with `estimatedItemSize`: cells fitted, lines re-flowed.
final class FlowLayoutSelfSizingTests: XCTestCase {
    private func width(of text: String) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = text
        return label.intrinsicContentSize.width
    }

    func testCellsAreLaidOutAtTheirFittedSizesAndLinesReflow() {
        let tags = ["Swift", "Scrolling on Linux", "UIKit", "Auto Layout", "Self-sizing cells", "Flow"]
        let source = TagSource(tags)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 60, height: 30)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = source
        host.window.addSubview(collection)
        host.step()
        let sizes = tags.map { CGSize(width: width(of: $0) + 20, height: 40) }
        XCTAssertEqual(sizes[0].height, 20 + 20, "a 20-point line and 10 above and below")
        for (item, size) in sizes.enumerated() {
            let frame = collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame
            XCTAssertEqual(frame?.size, size, "item \(item) at its fitted size")
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.size, size)
        }
        // The lines as the flow arithmetic makes them from the fitted sizes: at the
        // estimates (60 wide) five would have shared the first line.
        let expected = FlowLayoutGeometry(sections: [.init(itemSizes: sizes, lineSpacing: 8, interitemSpacing: 8)],
                                          isVertical: true, extent: collection.bounds.size)
        XCTAssertEqual(collection.visibleCells.count, tags.count)
        for item in tags.indices {
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame,
                           expected.itemFrames[0][item])
        }
        XCTAssertGreaterThan(expected.lines.count, 1, "the fitted sizes need more than one line")
        XCTAssertEqual(collection.contentSize, expected.contentSize)
        XCTAssertEqual(source.cellRequests, tags.count, "each cell made once")

        // Nothing is measured again while nothing changes.
        let requests = source.cellRequests
        collection.setNeedsLayout()
        host.step()
        XCTAssertEqual(source.cellRequests, requests)
        XCTAssertFalse(layout.wantsPreferredAttributes(forItemAt: IndexPath(item: 0, section: 0)))
    }

    func testWithoutAnEstimateCellsAreNotAskedAndItemsKeepTheirSize() {
        let source = TagSource(["Swift", "Scrolling on Linux"])
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = source
        host.window.addSubview(collection)
        host.step()
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size, CGSize(width: 50, height: 50))
    }

    func testPreferredAttributesFitTheViewAtItsConstraints() {
        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cell.label.text = "Swift"
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        XCTAssertEqual(preferred.size, CGSize(width: width(of: "Swift") + 20, height: 40))
        XCTAssertEqual(preferred.indexPath, attributes.indexPath)
        let plain = UICollectionReusableView(frame: .zero)
        let kept = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        kept.size = CGSize(width: 70, height: 30)
        XCTAssertEqual(plain.preferredLayoutAttributesFitting(kept).size, CGSize(width: 70, height: 30),
                       "no constraints: the size it was given")
    }

    func testANewWidthMeasuresAgainAndReflowsTheLines() {
        let tags = ["Swift", "Scrolling on Linux", "UIKit", "Auto Layout", "Self-sizing cells", "Flow"]
        let source = TagSource(tags)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = source
        host.window.addSubview(collection)
        host.step()
        collection.frame.size.width = 200
        host.step()
        let sizes = tags.map { CGSize(width: width(of: $0) + 20, height: 40) }
        let expected = FlowLayoutGeometry(sections: [.init(itemSizes: sizes, lineSpacing: 10, interitemSpacing: 10)],
                                          isVertical: true, extent: collection.bounds.size)
        for item in tags.indices {
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: item, section: 0))?.frame,
                           expected.itemFrames[0][item], "item \(item) in the 200-point lines")
        }
        XCTAssertEqual(collection.contentSize, expected.contentSize)
    }

    func testCellsMeasuredAboveTheScreenKeepTheContentStill() {
        // Tags estimated 100 x 80, fitted to about 60-170 x 40: the lines above a jump are
        // never measured until scrolling back up reaches them.
        let words = ["Swift", "Scrolling on Linux", "UIKit", "Auto Layout", "Self-sizing cells", "Flow"]
        let source = TagSource((0..<400).map { words[$0 % words.count] })
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 80)
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.dataSource = source
        host.window.addSubview(collection)
        host.step()
        collection.contentOffset.y = 6000
        host.step()
        let visible = collection.indexPathsForVisibleItems.sorted()
        XCTAssertFalse(visible.isEmpty)
        XCTAssertNotNil(layout.layoutAttributesForItem(at: IndexPath(item: visible[0].item - 3, section: 0)))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: visible[0].item - 3, section: 0))?.size,
                       CGSize(width: 100, height: 80), "above the screen: still estimated")
        let anchor = visible.last!
        var onScreen = collection.cellForItem(at: anchor)!.frame.minY - collection.contentOffset.y
        var movedOffset = false
        for _ in 0..<30 {
            let before = collection.contentOffset.y
            collection.contentOffset.y -= 10
            host.step()
            if collection.contentOffset.y != before - 10 { movedOffset = true }
            guard let cell = collection.cellForItem(at: anchor) else { break }
            let now = cell.frame.minY - collection.contentOffset.y
            XCTAssertEqual(now, onScreen + 10, "the item on screen moved by the scroll alone")
            onScreen = now
        }
        XCTAssertTrue(movedOffset, "items above the top were measured and the offset followed")
    }
}
