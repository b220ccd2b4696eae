import XCTest
@testable import UIKit

/// `prefetchDataSource` of collection and table views: the items one visible length ahead
/// of the scroll are told once, nearest first; those that leave that region without being
/// shown are cancelled; updates carry them to their new index paths.
final class PrefetchingTests: XCTestCase {
    final class PrefetchLog: UICollectionViewDataSourcePrefetching, UITableViewDataSourcePrefetching {
        var calls: [String] = []
        private func list(_ paths: [IndexPath]) -> String { paths.map { "\($0.last!)" }.joined(separator: " ") }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(list(indexPaths))")
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(list(indexPaths))")
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(list(indexPaths))")
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(list(indexPaths))")
        }
    }

    func testTheRegionIsOneVisibleLengthAheadOfTheWayTheContentMoves() {
        var tracker = PrefetchTracker()
        let content = CGSize(width: 320, height: 5000)
        XCTAssertEqual(tracker.region(visible: CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: content),
                       CGRect(x: 0, y: 0, width: 320, height: 960), "forward before any movement; no room across")
        XCTAssertEqual(tracker.region(visible: CGRect(x: 0, y: 100, width: 320, height: 480), contentSize: content),
                       CGRect(x: 0, y: 100, width: 320, height: 960))
        XCTAssertEqual(tracker.region(visible: CGRect(x: 0, y: 60, width: 320, height: 480), contentSize: content),
                       CGRect(x: 0, y: -420, width: 320, height: 960), "moving up: the length above")
        XCTAssertEqual(tracker.region(visible: CGRect(x: 0, y: 60, width: 320, height: 480), contentSize: content),
                       CGRect(x: 0, y: -420, width: 320, height: 960), "at rest: the way it last moved")
        var wide = PrefetchTracker()
        XCTAssertEqual(wide.region(visible: CGRect(x: 0, y: 0, width: 300, height: 200), contentSize: CGSize(width: 900, height: 900)),
                       CGRect(x: 0, y: 0, width: 600, height: 400))
        XCTAssertEqual(wide.region(visible: CGRect(x: -10, y: 0, width: 300, height: 200), contentSize: CGSize(width: 900, height: 900)),
                       CGRect(x: -310, y: 0, width: 600, height: 400))
    }

    func testItemsAreToldOnceNearestFirstAndCancelledWhenTheyLeaveUnshown() {
        var tracker = PrefetchTracker()
        let visible = CGRect(x: 0, y: 0, width: 100, height: 100)
        func row(_ i: Int) -> (IndexPath, CGRect) { (IndexPath(item: i, section: 0), CGRect(x: 0, y: CGFloat(i) * 50, width: 100, height: 50)) }
        let first = tracker.update(inRegion: [4, 2, 3, 1, 0].map(row), shown: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)],
                                   visible: visible)
        XCTAssertEqual(first.prefetch.map(\.item), [2, 3, 4])
        XCTAssertEqual(first.cancel, [])
        let again = tracker.update(inRegion: [2, 3, 4, 5].map(row), shown: [IndexPath(item: 2, section: 0)], visible: visible)
        XCTAssertEqual(again.prefetch.map(\.item), [5], "told once; the one shown forgotten")
        XCTAssertEqual(again.cancel, [])
        let away = tracker.update(inRegion: [0, 1].map(row), shown: [IndexPath(item: 0, section: 0)], visible: visible)
        XCTAssertEqual(away.prefetch.map(\.item), [1])
        XCTAssertEqual(away.cancel.map(\.item), [3, 4, 5])
        tracker.carry { $0.item == 1 ? nil : $0 }
        XCTAssertEqual(tracker.pending, [])
    }

    private func grid(_ log: PrefetchLog) -> GridScene {
        let scene = GridScene(GridSource(count: 90))
        scene.collectionView.prefetchDataSource = log
        scene.host.step()
        return scene
    }

    func testACollectionViewTellsTheRowsBelowThenTheNextOnesThenCancelsWhenTheScrollTurns() {
        let log = PrefetchLog()
        let scene = grid(log)
        // Rows of three 110 points apart: 0-14 shown in 480 points, rows 5-8 in the next 480.
        XCTAssertEqual(log.calls, ["prefetch 15 16 17 18 19 20 21 22 23 24 25 26"])
        scene.collectionView.contentOffset.y = 110
        scene.host.step()
        XCTAssertEqual(log.calls.last, "prefetch 27 28 29", "15-17 came on screen; row 9 came into the region")
        log.calls.removeAll()
        scene.collectionView.contentOffset.y = 100
        scene.host.step()
        XCTAssertEqual(log.calls, ["cancel 18 19 20 21 22 23 24 25 26 27 28 29", "prefetch 0 1 2"],
                       "moving up: the region is above, where only row 0 is not shown")
    }

    func testAnUpdateCarriesWhatWasToldToTheNewIndexPaths() {
        let log = PrefetchLog()
        let scene = grid(log)
        log.calls.removeAll()
        scene.source.sections[0].removeFirst()
        scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        scene.host.step()
        // 15-26 are now 14-25: 14 is on screen and 26 came into the region.
        XCTAssertEqual(log.calls, ["prefetch 26"])
    }

    func testAReloadForgetsWhatWasToldAndNoPrefetchDataSourceHearsNothing() {
        let log = PrefetchLog()
        let scene = grid(log)
        scene.collectionView.reloadData()
        scene.host.step()
        XCTAssertEqual(log.calls, ["prefetch 15 16 17 18 19 20 21 22 23 24 25 26"] + ["prefetch 15 16 17 18 19 20 21 22 23 24 25 26"])
        scene.collectionView.prefetchDataSource = nil
        scene.collectionView.contentOffset.y = 900
        scene.host.step()
        XCTAssertEqual(log.calls.count, 2)
    }

    func testATableViewTellsTheRowsOneScreenBelow() {
        let log = PrefetchLog()
        let scene = TableScene(RowSource(count: 100))
        scene.tableView.prefetchDataSource = log
        scene.host.step()
        // 44-point rows: 0-10 meet 480 points, 11-21 the next 480.
        XCTAssertEqual(log.calls, ["prefetch 11 12 13 14 15 16 17 18 19 20 21"])
        scene.tableView.contentOffset.y = 2000
        scene.host.step()
        XCTAssertEqual(log.calls.last, "prefetch 57 58 59 60 61 62 63 64 65 66 67",
                       "a jump: rows 45-56 shown, 57-67 in the 480 points below")
        XCTAssertEqual(log.calls.dropLast().last, "cancel 11 12 13 14 15 16 17 18 19 20 21")
    }
}
