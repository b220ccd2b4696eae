import Cards
import ScreenshotTesting
import UIKit
import XCTest

final class CardXCTests: XCTestCase {
    func testCard() {
        let card = ProfileCard(name: "Ada Lovelace")
        assertSnapshot(of: card, named: "default")
        assertSnapshot(of: card, scale: 2, named: "2x")
        assertSnapshot(of: card, as: .recursiveDescription, named: "tree")
    }

    func testFlingFilmstrip() throws {
        let fling = try EventScript(parsing: """
            touch down 1 40 110
            frames 1
            touch move 1 40 90
            frames 1
            touch move 1 40 70
            frames 1
            touch up 1 40 50
            """)
        assertSnapshot(of: Feed(), during: fling, at: [0, 0.1, 0.25, 0.5, 1.0], named: "fling")
        assertSnapshot(of: Feed(), during: fling, at: [0.1, 1.0], as: .frames, named: "fling")
    }
}
