import XCTest
@testable import ScreenshotTesting

/// Unnamed snapshots are numbered per test function, so `assertSnapshot(of: view)` needs no
/// name, as in swift-snapshot-testing.
final class SnapshotNamingTests: XCTestCase {
    func testUnnamedSnapshotsCountPerTest() {
        let file = "/src/Tests/NamingTests/FakeTests.swift"
        XCTAssertEqual(SnapshotNaming.next(file: file, testName: "testA()"), "1")
        XCTAssertEqual(SnapshotNaming.next(file: file, testName: "testA()"), "2")
        XCTAssertEqual(SnapshotNaming.next(file: file, testName: "testB()"), "1", "another test counts afresh")
        XCTAssertEqual(SnapshotNaming.next(file: "/other.swift", testName: "testA()"), "1", "so does another file")
        XCTAssertEqual(SnapshotPaths(file: file, testName: "testA()", name: "1").reference.lastPathComponent,
                       "testA.1.png")
    }
}
