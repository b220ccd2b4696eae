import XCTest
@testable import UIKit

/// A cell that remembers the item it was configured for and counts its reuses.
final class NumberCell: UICollectionViewCell {
    var item: Int?
    var reuses = 0
    /// The layout changes it was told of while shown.
    var transitions: [String] = []

    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        transitions.append("will")
    }
    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        transitions.append("did \(collectionView(of: self)?.collectionViewLayout === newLayout)")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        item = nil
    }
}

/// A header that remembers its section.
final class SectionHeader: UICollectionReusableView {
    var section: Int?
    override func prepareForReuse() {
        super.prepareForReuse()
        section = nil
    }
}

/// A data source and flow-layout delegate over per-section item values (each item shows
/// its value), logging the delegate calls.
final class GridSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[Int]]
    var log: [String] = []
    var cellRequests = 0
    /// Every cell ever handed out, by identity.
    var cellsSeen: [ObjectIdentifier: NumberCell] = [:]
    var selectable: (IndexPath) -> Bool = { _ in true }
    var size: ((IndexPath) -> CGSize)?

    init(sections: [[Int]]) { self.sections = sections }
    convenience init(count: Int) { self.init(sections: [Array(0..<count)]) }

    var prepareForReuseCalls: Int { cellsSeen.values.reduce(0) { $0 + $1.reuses } }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
        XCTAssertNil(cell.item, "a reused cell was prepared for reuse first")
        cell.item = sections[indexPath.section][indexPath.item]
        cellRequests += 1
        cellsSeen[ObjectIdentifier(cell)] = cell
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (header as! SectionHeader).section = indexPath.section
        return header
    }

    private func name(_ p: IndexPath) -> String { "\(p.section).\(p.item)" }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(name(indexPath))"); return selectable(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        size?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }

    /// The cells between `willDisplay` and `didEndDisplaying` (by identity: a shown cell
    /// keeps showing its item when an update moves it); displaying one twice, or ending
    /// one not displayed, fails.
    var displayed: Set<ObjectIdentifier> = []
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        XCTAssertTrue(displayed.insert(ObjectIdentifier(cell)).inserted, "\(indexPath) displayed twice")
        XCTAssertNil(cell.superview, "told before it goes on the screen")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        XCTAssertNotNil(displayed.remove(ObjectIdentifier(cell)), "\(indexPath) ended without being displayed")
        XCTAssertNil(cell.superview, "taken off the screen first")
    }
}

/// A 320 x 480 headless window filled by a collection view with a vertical flow layout of
/// 100-point items 10 apart (three a row, rows 110 points apart) over `source`.
final class GridScene {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let source: GridSource

    init(_ source: GridSource, layout configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        self.source = source
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.delegate = source
        host.window.addSubview(collectionView)
        host.step()
    }

    /// The cells among the collection view's subviews.
    var cellSubviews: [NumberCell] { collectionView.subviews.compactMap { $0 as? NumberCell } }

    /// Checks that the cells shown are exactly the items the layout puts in the bounds,
    /// each at its frame showing its own item.
    func assertShowsTheVisibleItems(file: StaticString = #filePath, line: UInt = #line) {
        let expected = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && FlowLayoutGeometry.meets($0.frame, collectionView.bounds) }
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, expected.map(\.indexPath).sorted(), file: file, line: line)
        XCTAssertEqual(cellSubviews.count, expected.count, "only the visible cells are subviews", file: file, line: line)
        XCTAssertEqual(source.displayed, Set(cellSubviews.map(ObjectIdentifier.init)),
                       "willDisplay and didEndDisplaying in step", file: file, line: line)
        for attributes in expected {
            guard let cell = collectionView.cellForItem(at: attributes.indexPath) as? NumberCell else {
                return XCTFail("no cell for \(attributes.indexPath)", file: file, line: line)
            }
            XCTAssertEqual(cell.item, source.sections[attributes.indexPath.section][attributes.indexPath.item],
                           file: file, line: line)
            XCTAssertEqual(cell.frame, attributes.frame, file: file, line: line)
            XCTAssertTrue(cell.superview === collectionView, file: file, line: line)
        }
    }

    /// A tap at `point` (window coordinates) shorter than the content-touch delay.
    func tap(_ point: CGPoint) { host.quickTap(point) }
}

extension HeadlessHost {
    /// A tap at `point` (window coordinates) shorter than a scroll view's content-touch
    /// delay: down, a frame, up, a frame.
    func quickTap(_ point: CGPoint) {
        send(.touchDown(id: 1, location: point))
        step()
        send(.touchUp(id: 1, location: point))
        step()
    }
}

/// The collection view `view` is shown in.
func collectionView(of view: UIView) -> UICollectionView? {
    var up = view.superview
    while let v = up, !(v is UICollectionView) { up = v.superview }
    return up as? UICollectionView
}
