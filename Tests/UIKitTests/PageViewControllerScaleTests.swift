import XCTest
@testable import UIKit

/// A million pages: made one at a time as turns need them, at most three alive, nothing
/// growing across 10,000 turns.
final class PageViewControllerScaleTests: XCTestCase {
    func testAMillionPagesKeepAtMostThreeAliveOverTenThousandTurns() throws {
        let scene = PageScene(count: 1_000_000, start: 500_000)
        scene.pages.logsQuestions = false
        let entriesPerTurn = 7
        var residentAfterWarmUp = 0
        for turn in 1...10_000 {
            // Flicks forward and back in turn.
            scene.drag(by: pt(turn % 2 == 1 ? -60 : 60, 0), steps: 2, hold: 0)
            // Until the turn lands (not until every display link rests: faster, the same turn).
            var frames = 0
            while !scene.pager.transition.state.isIdle, frames < 120 {
                scene.host.step()
                frames += 1
            }
            XCTAssertLessThanOrEqual(scene.census.alive, 1, "at rest only the current page lives")
            if turn == 1_000 { residentAfterWarmUp = try Self.residentBytes() }
            if scene.log.entries.count > 4 * entriesPerTurn { scene.log.entries.removeAll(keepingCapacity: true) }
        }
        XCTAssertEqual(scene.current, 500_000, "5,000 turns forward and 5,000 back")
        XCTAssertLessThanOrEqual(scene.census.mostAlive, 3)
        XCTAssertEqual(scene.pager.children.count, 1)
        XCTAssertEqual(scene.scrollView.subviews.count, 1)
        let growth = try Self.residentBytes() - residentAfterWarmUp
        // A page and its view leaked per turn would be megabytes over 9,000 turns.
        XCTAssertLessThan(growth, 4 << 20, "resident memory grew \(growth) bytes over 9,000 turns")
    }

    /// The process's resident set, in bytes (Linux's /proc/self/statm, second field in
    /// pages); throws when it cannot be read, so the leak check never passes on a zero.
    static func residentBytes() throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = try XCTUnwrap(text.split(separator: " ").dropFirst().first.flatMap { Int($0) },
                                  "no resident page count in /proc/self/statm: \(text)")
        XCTAssertGreaterThan(pages, 0, "a running process has resident pages")
        return pages * Int(getpagesize())
    }
}
