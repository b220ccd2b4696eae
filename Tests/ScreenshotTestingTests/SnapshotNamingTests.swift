import XCTest
@testable import ScreenshotTesting

/// Unnamed snapshots are numbered per test function, so `assertSnapshot(of: view)` needs no
/// name, as in swift-snapshot-testing.
final class SnapshotNamingTests: XCTestCase {
    func testUnnamedSnapshotsCountPerTest() {
        let file = "/src/Tests/NamingTests/FakeTests.swift"
        XCTAssertEqual(SnapshotNaming.next(for: SnapshotTest(file: file, name: "testA()")), "1")
        XCTAssertEqual(SnapshotNaming.next(for: SnapshotTest(file: file, name: "testA()")), "2")
        XCTAssertEqual(SnapshotNaming.next(for: SnapshotTest(file: file, name: "testB()")), "1", "another test counts afresh")
        XCTAssertEqual(SnapshotNaming.next(for: SnapshotTest(file: "/other.swift", name: "testA()")), "1",
                       "so does another file")
        XCTAssertEqual(SnapshotNaming.next(for: SnapshotTest(file: file, suite: ["Other"], name: "testA()")), "1",
                       "and another suite of the file, where its references name it")
        XCTAssertEqual(SnapshotPaths(file: file, testName: "testA()", name: "1").reference.lastPathComponent,
                       "testA.1.png")
    }
}
