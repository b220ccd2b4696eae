import XCTest
@testable import UIKit

/// Random compositional layouts (nested groups, every dimension kind, spacings, insets,
/// headers and footers, measured sizes) keep their invariants: finite frames inside the
/// content, every item placed, the rectangle searches agreeing with a look at every frame.
final class CompositionalRandomLayoutTests: XCTestCase {
    private func dimension(_ random: inout SplitMix) -> NSCollectionLayoutDimension {
        let value = 0.05 + random.unit()
        switch random.next() % 4 {
        case 0: return .fractionalWidth(value)
        case 1: return .fractionalHeight(value)
        case 2: return .absolute(value * 150)
        default: return .estimated(value * 150)
        }
    }

    private func size(_ random: inout SplitMix) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(&random), heightDimension: dimension(&random))
    }

    private func insets(_ random: inout SplitMix) -> NSDirectionalEdgeInsets {
        random.next() % 2 == 0 ? .zero
            : NSDirectionalEdgeInsets(top: random.unit() * 8, leading: random.unit() * 8, bottom: random.unit() * 8,
                                      trailing: random.unit() * 8)
    }

    private func item(_ random: inout SplitMix, depth: Int) -> NSCollectionLayoutItem {
        guard depth < 2, random.next() % 3 == 0 else {
            let item = NSCollectionLayoutItem(layoutSize: size(&random))
            item.contentInsets = insets(&random)
            return item
        }
        return group(&random, depth: depth + 1)
    }

    private func group(_ random: inout SplitMix, depth: Int) -> NSCollectionLayoutGroup {
        let horizontal = random.next() % 2 == 0
        let layoutSize = size(&random)
        let group: NSCollectionLayoutGroup
        if random.next() % 3 == 0 {
            let count = Int(random.next() % 4) + 1
            let sub = item(&random, depth: depth)
            group = horizontal ? .horizontal(layoutSize: layoutSize, repeatingSubitem: sub, count: count)
                : .vertical(layoutSize: layoutSize, repeatingSubitem: sub, count: count)
        } else {
            let subs = (0..<Int(random.next() % 3) + 1).map { _ in item(&random, depth: depth) }
            group = horizontal ? .horizontal(layoutSize: layoutSize, subitems: subs)
                : .vertical(layoutSize: layoutSize, subitems: subs)
        }
        switch random.next() % 3 {
        case 0: group.interItemSpacing = .fixed(random.unit() * 10)
        case 1: group.interItemSpacing = .flexible(random.unit() * 10)
        default: break
        }
        return group
    }

    private func section(_ random: inout SplitMix) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group(&random, depth: 0))
        section.contentInsets = insets(&random)
        section.interGroupSpacing = random.unit() * 10
        let alignments: [NSRectAlignment] = [.top, .topLeading, .bottom, .bottomTrailing, .leading, .none]
        section.boundarySupplementaryItems = (0..<Int(random.next() % 3)).map { index in
            let item = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(&random), elementKind: "kind\(index)",
                alignment: alignments[Int(random.next() % UInt64(alignments.count))],
                absoluteOffset: CGPoint(x: 0, y: random.next() % 4 == 0 ? random.unit() * 80 - 40 : 0))
            item.extendsBoundary = random.next() % 3 != 0
            item.pinToVisibleBounds = random.next() % 2 == 0
            return item
        }
        section.supplementariesFollowContentInsets = random.next() % 2 == 0
        return section
    }

    func testRandomLayoutsKeepTheirInvariants() {
        var random = SplitMix(state: 2026)
        for round in 0..<150 {
            let sectionCount = Int(random.next() % 5) + 1
            let sections: [NSCollectionLayoutSection?] = (0..<sectionCount).map { _ in
                random.next() % 8 == 0 ? nil : section(&random)
            }
            let counts = (0..<sectionCount).map { _ in Int(random.next() % 40) }
            var measured = CompositionalMeasurements()
            for (s, count) in counts.enumerated() where count > 0 {
                for i in 0..<count where random.next() % 2 == 0 {
                    measured.items[IndexPath(item: i, section: s)] = CGSize(width: random.unit() * 200, height: random.unit() * 200)
                }
                measured.supplementaries[UICollectionView.SupplementaryKey(kind: "kind0", indexPath: IndexPath(item: 0, section: s))] =
                    CGSize(width: random.unit() * 300, height: random.unit() * 90)
            }
            let width = 100 + random.unit() * 600, height = 100 + random.unit() * 900
            let container = CompositionalLayoutContainer(contentSize: CGSize(width: width, height: height), contentInsets: .zero)
            let geometry = CompositionalLayoutGeometry(sections: sections, itemCounts: counts, container: container,
                                                       interSectionSpacing: random.unit() * 20, measured: measured)
            let content = geometry.contentSize
            XCTAssertTrue(content.width.isFinite && content.height.isFinite && content.height >= 0, "round \(round)")
            for (s, frames) in geometry.itemFrames.enumerated() {
                XCTAssertEqual(frames.count, counts[s], "round \(round): every item has a frame")
                for frame in frames {
                    XCTAssertTrue(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
                                  "round \(round)")
                    XCTAssertGreaterThanOrEqual(frame.width, 0)
                    XCTAssertGreaterThanOrEqual(frame.height, 0)
                }
            }
            for step in 0..<6 {
                let top = -50 + CGFloat(step) / 5 * (content.height + 100)
                let rect = CGRect(x: 0, y: top, width: width, height: height / 2)
                var found: [IndexPath] = []
                geometry.forEachItem(in: rect) { found.append($0) }
                var expected: [IndexPath] = []
                for (s, frames) in geometry.itemFrames.enumerated() {
                    for (i, f) in frames.enumerated() where f.width > 0 && f.height > 0 && f.intersects(rect) {
                        expected.append(IndexPath(item: i, section: s))
                    }
                }
                XCTAssertEqual(found, expected, "round \(round), items at \(top)")
                var foundSupplementaries: [String] = []
                geometry.forEachSupplementary(in: rect, visibleTop: top, visibleBottom: rect.maxY) { placement, frame in
                    foundSupplementaries.append("\(placement.kind) \(placement.indexPath) \(frame)")
                }
                var expectedSupplementaries: [String] = []
                for placements in [geometry.layoutSupplementaries] + geometry.supplementaries {
                    for placement in placements {
                        let frame = geometry.frame(of: placement, visibleTop: top, visibleBottom: rect.maxY)
                        XCTAssertTrue(frame.minY.isFinite && frame.height.isFinite, "round \(round)")
                        if frame.width > 0, frame.height > 0, frame.intersects(rect) {
                            expectedSupplementaries.append("\(placement.kind) \(placement.indexPath) \(frame)")
                        }
                    }
                }
                XCTAssertEqual(foundSupplementaries, expectedSupplementaries, "round \(round), supplementaries at \(top)")
            }
        }
    }
}
