import XCTest
@testable import UIKit

/// A compositional layout's section headers and footers (`boundarySupplementaryItems`):
/// where they go, how they lengthen their section, and pinned ones through a scroll.
final class CompositionalSupplementaryTests: XCTestCase {
    /// A list: one row of `rowHeight` a group.
    private func listSection(rowHeight: CGFloat = 50) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }

    private func boundary(_ kind: String, height: CGFloat, _ alignment: NSRectAlignment,
                          width: NSCollectionLayoutDimension = .fractionalWidth(1)) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(height)),
            elementKind: kind, alignment: alignment)
    }

    func testAHeaderAndFooterLengthenTheirSectionAndFollowItsInsets() {
        let section = listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 5, trailing: 20)
        section.boundarySupplementaryItems = [boundary("header", height: 30, .top), boundary("footer", height: 15, .bottom)]
        let geometry = CompositionalLayoutGeometry(sections: [section, section], itemCounts: [2, 0], container: compositionalContainer(300, 600))
        // Section 0: header 0-30, inset 10, rows 40-90 and 90-140, inset 5, footer 145-160.
        XCTAssertEqual(geometry.itemFrames[0], [CGRect(x: 20, y: 40, width: 260, height: 50),
                                                CGRect(x: 20, y: 90, width: 260, height: 50)])
        XCTAssertEqual(geometry.supplementaries[0].map(\.frame), [CGRect(x: 20, y: 0, width: 260, height: 30),
                                                                  CGRect(x: 20, y: 145, width: 260, height: 15)])
        XCTAssertEqual(geometry.supplementaries[0].map(\.kind), ["header", "footer"])
        // An empty section keeps its header and footer: 160 + 30 + 10 + 5, footer to 220.
        XCTAssertEqual(geometry.supplementaries[1].map(\.frame), [CGRect(x: 20, y: 160, width: 260, height: 30),
                                                                  CGRect(x: 20, y: 205, width: 260, height: 15)])
        XCTAssertEqual(geometry.contentSize.height, 220)
        section.supplementariesFollowContentInsets = false
        let wide = CompositionalLayoutGeometry(sections: [section], itemCounts: [2], container: compositionalContainer(300, 600))
        XCTAssertEqual(wide.supplementaries[0][0].frame, CGRect(x: 0, y: 0, width: 300, height: 30), "across the whole width")
        XCTAssertEqual(wide.itemFrames[0][0], CGRect(x: 20, y: 40, width: 260, height: 50), "the items still inset")
    }

    func testAlignmentsOffsetsAndItemsThatDoNotExtendTheSection() {
        let section = listSection()
        let badge = boundary("badge", height: 20, .topTrailing, width: .absolute(40))
        badge.extendsBoundary = false
        let centred = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(24)),
            elementKind: "title", alignment: .top, absoluteOffset: CGPoint(x: 0, y: -4))
        let overlay = boundary("overlay", height: 10, .bottomLeading, width: .fractionalWidth(0.5))
        overlay.extendsBoundary = false
        let side = boundary("side", height: 20, .leading, width: .absolute(8))
        section.boundarySupplementaryItems = [badge, centred, overlay, side]
        let geometry = CompositionalLayoutGeometry(sections: [section], itemCounts: [3], container: compositionalContainer(300, 600))
        // Only the centred title extends the top (24); the rows follow it, 24-174.
        XCTAssertEqual(geometry.itemFrames[0].map(\.minY), [24, 74, 124])
        XCTAssertEqual(geometry.supplementaries[0].map(\.frame), [
            CGRect(x: 260, y: 0, width: 40, height: 20),
            CGRect(x: 100, y: -4, width: 100, height: 24),
            CGRect(x: 0, y: 164, width: 150, height: 10),
            CGRect(x: 0, y: 77, width: 8, height: 20),
        ])
        XCTAssertEqual(geometry.contentSize.height, 174)
    }

    func testAPinnedHeaderStaysAtTheTopWhileItsSectionPassesAndIsPushedAwayByItsEnd() {
        let section = listSection()
        let header = boundary(UICollectionView.elementKindSectionHeader, height: 40, .top)
        header.pinToVisibleBounds = true
        let footer = boundary(UICollectionView.elementKindSectionFooter, height: 20, .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        // Each section: header 40, ten rows of 50, footer 20 = 560.
        let geometry = CompositionalLayoutGeometry(sections: [section, section], itemCounts: [10, 10], container: compositionalContainer(300, 600))
        let second = geometry.supplementaries[1][0]
        XCTAssertEqual(second.frame.minY, 560)
        func headerTop(at top: CGFloat) -> CGFloat {
            geometry.frame(of: second, visibleTop: top, visibleBottom: top + 400).minY
        }
        XCTAssertEqual(headerTop(at: 0), 560, "below the visible top: in its place")
        XCTAssertEqual(headerTop(at: 700), 700, "its section passing: at the visible top")
        XCTAssertEqual(headerTop(at: 1100), 1080, "the section's end pushes it up: 1120 - 40")
        let firstFooter = geometry.supplementaries[0][1]
        func footerTop(at top: CGFloat) -> CGFloat {
            geometry.frame(of: firstFooter, visibleTop: top, visibleBottom: top + 400).minY
        }
        XCTAssertEqual(firstFooter.frame.minY, 540)
        XCTAssertEqual(footerTop(at: 0), 380, "at the visible bottom, 400 - 20")
        XCTAssertEqual(footerTop(at: 300), 540, "above the visible bottom: in its place")
        var found: [String] = []
        geometry.forEachSupplementary(in: CGRect(x: 0, y: 700, width: 300, height: 10), visibleTop: 700,
                                      visibleBottom: 1100) { placement, frame in
            found.append("\(placement.kind.suffix(6)) \(placement.indexPath.section) \(frame.minY)")
        }
        XCTAssertEqual(found, ["Header 1 700.0"], "the pinned header is found where it is now, not where it was")
    }

    func testTheItemsInARectangleAreThoseWhoseFramesMeetItAcrossManySections() {
        let section = listSection(rowHeight: 20)
        let header = boundary("header", height: 30, .top)
        header.pinToVisibleBounds = true
        let badge = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", alignment: .topTrailing, absoluteOffset: CGPoint(x: 0, y: -70))
        badge.extendsBoundary = false
        section.boundarySupplementaryItems = [header, badge, boundary("footer", height: 10, .bottom)]
        let counts = (0..<300).map { $0 % 4 }
        let geometry = CompositionalLayoutGeometry(sections: Array(repeating: section, count: 300), itemCounts: counts,
                                                   container: compositionalContainer(300, 600))
        var outsideFound = 0
        for top in stride(from: CGFloat(-100), through: geometry.contentSize.height + 100, by: 53) {
            let rect = CGRect(x: 0, y: top, width: 300, height: 90)
            var found: [String] = []
            geometry.forEachSupplementary(in: rect, visibleTop: top, visibleBottom: top + 90) { placement, frame in
                found.append("\(placement.kind) \(placement.indexPath.section) \(frame.minY)")
            }
            var expected: [String] = []
            for placements in geometry.supplementaries {
                for placement in placements {
                    let frame = geometry.frame(of: placement, visibleTop: top, visibleBottom: top + 90)
                    if frame.intersects(rect) { expected.append("\(placement.kind) \(placement.indexPath.section) \(frame.minY)") }
                }
            }
            XCTAssertEqual(found, expected, "at \(top)")
            // A badge offset out of its section, found though its section is not in the rectangle.
            if let badge = found.first(where: { $0.hasPrefix("badge") }), let section = Int(badge.split(separator: " ")[1]),
               geometry.sectionSpans[section].top > rect.maxY {
                outsideFound += 1
            }
        }
        XCTAssertGreaterThan(outsideFound, 0)
    }

    func testTheConfigurationSpacesSectionsAndPutsViewsAroundTheWholeContent() {
        let section = listSection()
        section.boundarySupplementaryItems = [boundary("header", height: 30, .top)]
        let banner = boundary("banner", height: 60, .top)
        banner.pinToVisibleBounds = true
        let geometry = CompositionalLayoutGeometry(
            sections: [section, section], itemCounts: [2, 1], container: compositionalContainer(300, 600), interSectionSpacing: 12,
            boundaryItems: [banner, boundary("legal", height: 20, .bottom)])
        // Banner 0-60; section 0: header 60-90, rows 90-190; 12 apart; section 1: header
        // 202-232, row 232-282; legal 282-302.
        XCTAssertEqual(geometry.supplementaries.map { $0.map(\.frame.minY) }, [[60], [202]])
        XCTAssertEqual(geometry.itemFrames[1], [CGRect(x: 0, y: 232, width: 300, height: 50)])
        XCTAssertEqual(geometry.layoutSupplementaries.map(\.frame), [CGRect(x: 0, y: 0, width: 300, height: 60),
                                                                    CGRect(x: 0, y: 282, width: 300, height: 20)])
        XCTAssertEqual(geometry.layoutSupplementaries.map(\.indexPath), [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)])
        XCTAssertEqual(geometry.contentSize.height, 302)
        XCTAssertEqual(geometry.frame(of: geometry.layoutSupplementaries[0], visibleTop: 200, visibleBottom: 500).minY, 200,
                       "pinned through every section")
        XCTAssertEqual(geometry.frame(of: geometry.layoutSupplementaries[0], visibleTop: 280, visibleBottom: 580).minY, 242,
                       "until the content's end: 302 - 60")
        XCTAssertEqual(geometry.supplementary(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.isLayoutItem, true)
        XCTAssertEqual(geometry.supplementary(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY, 202)
    }

    func testSettingTheConfigurationLaysOutAgainAndACopyIsKept() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let layout = UICollectionViewCompositionalLayout(section: listSection())
        let source = CompositionalSource([10, 10, 10])
        let collection = host.showCollection(layout, source: source, kinds: ["banner"])
        XCTAssertEqual(collection.contentSize.height, 1500, "three sections of ten rows")
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [boundary("banner", height: 100, .top)]
        layout.configuration = configuration
        host.window.layoutIfNeeded()
        XCTAssertEqual(collection.contentSize.height, 1640)
        XCTAssertEqual(collection.supplementaryView(forElementKind: "banner", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 100)
        configuration.interSectionSpacing = 50
        host.window.layoutIfNeeded()
        XCTAssertEqual(collection.contentSize.height, 1640, "the layout kept a copy")
        XCTAssertEqual(layout.configuration.interSectionSpacing, 20)
    }

    // MARK: Through a collection view

    func testACollectionViewShowsPinnedHeadersAboveItsCells() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let section = listSection()
        let header = boundary(UICollectionView.elementKindSectionHeader, height: 40, .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        let source = CompositionalSource([10, 10, 10])
        let collection = host.showCollection(UICollectionViewCompositionalLayout(section: section), source: source,
                                             kinds: [UICollectionView.elementKindSectionHeader])
        XCTAssertEqual(collection.contentSize.height, 1620, "three sections of 40 + 500")
        let kind = UICollectionView.elementKindSectionHeader
        XCTAssertEqual(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 300, height: 40))
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 40)
        collection.contentOffset = CGPoint(x: 0, y: 300)
        host.window.layoutIfNeeded()
        let pinned = collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(pinned?.frame.minY, 300, "pinned at the visible top")
        XCTAssertEqual(pinned?.tag, 100)
        let cellIndex = collection.subviews.firstIndex { $0 === collection.cellForItem(at: IndexPath(item: 5, section: 0)) }
        let headerIndex = collection.subviews.firstIndex { $0 === pinned }
        XCTAssertNotNil(cellIndex)
        XCTAssertGreaterThan(headerIndex ?? -1, cellIndex ?? Int.max, "the header is drawn above the cells it covers")
        collection.contentOffset = CGPoint(x: 0, y: 520)
        host.window.layoutIfNeeded()
        XCTAssertEqual(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY, 500,
                       "pushed up by its section's end at 540")
        XCTAssertEqual(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY, 540)
        XCTAssertEqual(collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: 0, section: 2))?.frame.minY, 1080, "asked directly")
        XCTAssertNil(collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: "footer", at: IndexPath(item: 0, section: 0)))
    }
}
