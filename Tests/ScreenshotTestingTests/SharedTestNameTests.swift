// Two XCTest classes and two Swift Testing suites in one file, each with a test of the same
// name asserting a snapshot of its own colour: each has its reference
// (`__Snapshots__/SharedTestNameTests/<Suite>.<test>.1.png`). Keyed by file and test alone,
// the second compared its colour with the first's file and failed.
import Foundation
import Testing
import UIKit
import XCTest
@testable import ScreenshotTesting

private func swatchView(_ color: UIColor) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 3))
    view.backgroundColor = color
    return view
}

final class RedSharedNameTests: XCTestCase {
    func testSwatch() {
        assertSnapshot(of: swatchView(.red), record: .never)
        XCTAssertEqual(SnapshotPaths(file: #filePath, suite: ["RedSharedNameTests"], testName: #function, name: "1")
            .reference.lastPathComponent, "RedSharedNameTests.testSwatch.1.png")
    }
}

final class BlueSharedNameTests: XCTestCase {
    func testSwatch() {
        assertSnapshot(of: swatchView(.blue), record: .never)
    }
}

@Suite @MainActor struct GreenSharedNameSuite {
    @Test func swatch() {
        assertSnapshot(of: swatchView(.green), record: .never)
    }
}

@Suite @MainActor struct YellowSharedNameSuite {
    @Test func swatch() {
        assertSnapshot(of: swatchView(.yellow), record: .never)
    }
}
