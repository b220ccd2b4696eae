import XCTest
@testable import UIKit

/// The stack layout's numbers: lengths along the axis for each distribution, positions
/// across it for each alignment.
final class StackLayoutTests: XCTestCase {
    typealias Item = StackLayout.Item

    private func starts(_ slots: [StackLayout.Slot]) -> [CGFloat] { slots.map(\.start) }
    private func lengths(_ slots: [StackLayout.Slot]) -> [CGFloat] { slots.map(\.length) }

    func testFillGivesTheRoomLeftToTheViewThatHugsLeast() {
        let items = [Item(length: 50, crossLength: 10, hugging: 251, spacingAfter: 10),
                     Item(length: 30, crossLength: 10, hugging: 250, spacingAfter: 10),
                     Item(length: 40, crossLength: 10, hugging: 251)]
        let slots = StackLayout(distribution: .fill, alignment: .fill).slots(for: items, length: 200, crossLength: 20)
        XCTAssertEqual(lengths(slots), [50, 30 + 60, 40])
        XCTAssertEqual(starts(slots), [0, 60, 160])
    }

    func testFillStretchesTheFirstOfEqualHuggers() {
        let items = [Item(length: 50, crossLength: 0), Item(length: 30, crossLength: 0)]
        let slots = StackLayout(distribution: .fill, alignment: .fill).slots(for: items, length: 100, crossLength: 0)
        XCTAssertEqual(lengths(slots), [70, 30])
    }

    func testFillShrinksTheLeastResistantFirstEachDownToNothing() {
        let items = [Item(length: 60, crossLength: 0, compressionResistance: 750),
                     Item(length: 50, crossLength: 0, compressionResistance: 700),
                     Item(length: 40, crossLength: 0, compressionResistance: 740)]
        // 150 wanted in 80: the 700 gives all 50, then the 740 gives 20.
        let slots = StackLayout(distribution: .fill, alignment: .fill).slots(for: items, length: 80, crossLength: 0)
        XCTAssertEqual(lengths(slots), [60, 0, 20])
        XCTAssertEqual(starts(slots), [0, 60, 60])
    }

    func testFillEquallyAndProportionally() {
        let items = [Item(length: 10, crossLength: 0, spacingAfter: 4), Item(length: 30, crossLength: 0, spacingAfter: 4),
                     Item(length: 60, crossLength: 0)]
        let equal = StackLayout(distribution: .fillEqually, alignment: .fill).slots(for: items, length: 308, crossLength: 0)
        XCTAssertEqual(lengths(equal), [100, 100, 100])
        XCTAssertEqual(starts(equal), [0, 104, 208])
        let proportional = StackLayout(distribution: .fillProportionally, alignment: .fill)
            .slots(for: items, length: 208, crossLength: 0)
        XCTAssertEqual(lengths(proportional), [20, 60, 120])
        XCTAssertEqual(starts(proportional), [0, 24, 88])
    }

    func testEqualSpacingSharesTheRoomAndKeepsEachGapAtLeastItsSpacing() {
        let items = [Item(length: 20, crossLength: 0, spacingAfter: 5), Item(length: 20, crossLength: 0, spacingAfter: 5),
                     Item(length: 20, crossLength: 0)]
        let even = StackLayout(distribution: .equalSpacing, alignment: .fill).slots(for: items, length: 100, crossLength: 0)
        XCTAssertEqual(starts(even), [0, 40, 80])
        XCTAssertEqual(lengths(even), [20, 20, 20])
        // A first gap of at least 30: it keeps 30, the other gets the remaining 10.
        var wide = items
        wide[0].spacingAfter = 30
        XCTAssertEqual(starts(StackLayout(distribution: .equalSpacing, alignment: .fill)
            .slots(for: wide, length: 100, crossLength: 0)), [0, 50, 80])
        // Too little room: the gaps stay at their spacing and the views shrink (the last first).
        let tight = StackLayout(distribution: .equalSpacing, alignment: .fill).slots(for: items, length: 50, crossLength: 0)
        XCTAssertEqual(lengths(tight), [20, 20, 0])
        XCTAssertEqual(starts(tight), [0, 25, 50])
    }

    func testEqualCenteringPutsTheCentresEquallyFarApart() {
        let items = [Item(length: 10, crossLength: 0), Item(length: 30, crossLength: 0), Item(length: 10, crossLength: 0)]
        let slots = StackLayout(distribution: .equalCentering, alignment: .fill).slots(for: items, length: 110, crossLength: 0)
        let centres = slots.map { $0.start + $0.length / 2 }
        XCTAssertEqual(centres, [5, 55, 105])
        // Centres that would bring neighbours closer than their spacing: equal spacing instead.
        // (10, 30, 50 in 200: centres 85 apart leave 65 after the first, under its 70.)
        let spaced = [Item(length: 10, crossLength: 0, spacingAfter: 70), Item(length: 30, crossLength: 0),
                      Item(length: 50, crossLength: 0)]
        let fallback = StackLayout(distribution: .equalCentering, alignment: .fill).slots(for: spaced, length: 200, crossLength: 0)
        XCTAssertEqual(starts(fallback), [0, 80, 150])
    }

    func testAlignmentAcrossTheAxis() {
        let items = [Item(length: 10, crossLength: 20), Item(length: 10, crossLength: 60)]
        func cross(_ alignment: UIStackView.Alignment) -> [[CGFloat]] {
            StackLayout(distribution: .fill, alignment: alignment).slots(for: items, length: 20, crossLength: 100)
                .map { [$0.crossStart, $0.crossLength] }
        }
        XCTAssertEqual(cross(.fill), [[0, 100], [0, 100]])
        XCTAssertEqual(cross(.leading), [[0, 20], [0, 60]])
        XCTAssertEqual(cross(.center), [[40, 20], [20, 60]])
        XCTAssertEqual(cross(.trailing), [[80, 20], [40, 60]])
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
    }

    func testFittingLengthsFollowTheDistribution() {
        let items = [Item(length: 10, crossLength: 20, spacingAfter: 8), Item(length: 30, crossLength: 60, spacingAfter: 99)]
        let fit = StackLayout.fittingLengths(of: items, distribution: .fill)
        XCTAssertEqual(fit.along, 48, "the last item's spacing counts for nothing")
        XCTAssertEqual(fit.across, 60)
        XCTAssertEqual(StackLayout.fittingLengths(of: items, distribution: .fillEqually).along, 68, "two of the longest")
        // Centres 8 + 5 + 15 = 28 apart: 5 + 28 + 15.
        XCTAssertEqual(StackLayout.fittingLengths(of: items, distribution: .equalCentering).along, 48)
        let three = [Item(length: 10, crossLength: 0), Item(length: 50, crossLength: 0), Item(length: 10, crossLength: 0)]
        // Centres 30 apart, the middle one the widest: 5 + 30 + 30 + 5.
        XCTAssertEqual(StackLayout.fittingLengths(of: three, distribution: .equalCentering).along, 70)
        let laidOut = StackLayout(distribution: .equalCentering, alignment: .fill).slots(for: three, length: 70, crossLength: 0)
        XCTAssertEqual(starts(laidOut), [0, 10, 60], "at its fitting length the views just touch")
        XCTAssertEqual(StackLayout.fittingLengths(of: [], distribution: .fill).along, 0)
    }

    func testNegativeSpacingOverlapsNeighbours() {
        let items = [Item(length: 40, crossLength: 0, spacingAfter: -10), Item(length: 40, crossLength: 0)]
        let slots = StackLayout(distribution: .fillEqually, alignment: .fill).slots(for: items, length: 70, crossLength: 0)
        XCTAssertEqual(lengths(slots), [40, 40])
        XCTAssertEqual(starts(slots), [0, 30])
        XCTAssertEqual(StackLayout.fittingLengths(of: items, distribution: .fill).along, 70)
    }

    func testAnItemWiderThanTheStackAcrossIsNarrowedToIt() {
        let items = [Item(length: 10, crossLength: 300)]
        for alignment in [UIStackView.Alignment.leading, .center, .trailing] {
            let slot = StackLayout(distribution: .fill, alignment: alignment).slots(for: items, length: 10, crossLength: 100)[0]
            XCTAssertEqual([slot.crossStart, slot.crossLength], [0, 100], "\(alignment)")
        }
    }
}
