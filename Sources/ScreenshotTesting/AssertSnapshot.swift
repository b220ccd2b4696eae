import Foundation
import Raster
import UIKit

/// Snapshot names, where a call gives none: the test's first unnamed snapshot is "1", its
/// second "2", and so on (as swift-snapshot-testing counts them), per test function (and
/// suite, where its references name it).
enum SnapshotNaming {
    nonisolated(unsafe) private static var counts: [[String]: Int] = [:]
    private static let lock = NSLock()

    /// The next unnamed snapshot's name in `test`.
    static func next(for test: SnapshotTest) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = [test.file] + (test.suite ?? []) + [test.name]
        let n = (counts[key] ?? 0) + 1
        counts[key] = n
        return "\(n)"
    }
}

/// The test an assertion at `line` of `file` belongs to; nil once the failure saying why it
/// cannot be told is recorded (see `SnapshotTest.resolve`).
func assertedTest(fileID: StaticString, file: StaticString, testName: String, line: UInt,
                  column: UInt) -> SnapshotTest? {
    switch SnapshotTest.resolve(file: "\(file)", testName: testName, line: line) {
    case .success(let test):
        return test
    case .failure(let failure):
        TestFailureRecorder.record(SnapshotVerification(message: failure.message), fileID: fileID, filePath: file,
                                   line: line, column: column)
        return nil
    }
}

/// Asserts that `value` rendered with the image strategy `strategy` matches its reference
/// image (`__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file; see
/// `SnapshotTest` for a test name two suites of the file share), within
/// `tolerance`. Fails with the paths of the reference, actual and diff images and the
/// figures when it does not: as an XCTest failure in an `XCTestCase`, as a Swift Testing
/// issue in a `@Test` function. See `SnapshotRecordMode` for when references are written.
public func assertSnapshot<Value>(of value: Value, as strategy: Snapshotting<Value, Bitmap>, named name: String? = nil,
                                  record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance = .exact,
                                  fileID: StaticString = #fileID, file: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: UInt = #column) {
    assertSnapshot(of: value, as: strategy.comparing(within: tolerance), named: name, record: record,
                   fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Asserts that `value`'s snapshot in `strategy`'s format (a view's `.recursiveDescription`
/// text, say) matches its reference file, compared as the strategy's `diffing` says.
public func assertSnapshot<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
                                          record: SnapshotRecordMode? = nil,
                                          fileID: StaticString = #fileID, file: StaticString = #filePath,
                                          testName: String = #function, line: UInt = #line, column: UInt = #column) {
    guard let test = assertedTest(fileID: fileID, file: file, testName: testName, line: line, column: column) else { return }
    let name = name ?? SnapshotNaming.next(for: test)
    let verification = SnapshotVerification.run(of: value, as: strategy, named: name, record: record, test: test)
    TestFailureRecorder.record(verification, fileID: fileID, filePath: file, line: line, column: column)
}

/// Asserts that `view`, laid out at `size` points (its own size when nil) and rendered at
/// `scale`, matches its reference image. Exact by default.
public func assertSnapshot<V: UIView>(of view: V, size: CGSize? = nil, scale: CGFloat = 1, named name: String? = nil,
                                      record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance = .exact,
                                      fileID: StaticString = #fileID, file: StaticString = #filePath,
                                      testName: String = #function, line: UInt = #line, column: UInt = #column) {
    assertSnapshot(of: view, as: .image(size: size, scale: scale), named: name, record: record,
                   tolerance: tolerance, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Asserts that `controller`'s view, shown in a window of `size` points and rendered at
/// `scale`, matches its reference image. Exact by default.
public func assertSnapshot<C: UIViewController>(of controller: C, size: CGSize? = nil, scale: CGFloat = 1,
                                                named name: String? = nil, record: SnapshotRecordMode? = nil,
                                                tolerance: SnapshotTolerance = .exact,
                                                fileID: StaticString = #fileID, file: StaticString = #filePath,
                                                testName: String = #function, line: UInt = #line,
                                                column: UInt = #column) {
    assertSnapshot(of: controller, as: .image(size: size, scale: scale), named: name, record: record,
                   tolerance: tolerance, fileID: fileID, file: file, testName: testName, line: line, column: column)
}
