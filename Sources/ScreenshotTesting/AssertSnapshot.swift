import Foundation
import Raster
import UIKit
import XCTest

/// Asserts that `value` rendered with `strategy` matches its reference image
/// (`__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file). Fails with the
/// paths of the reference, actual and diff images and the figures when it does not; see
/// `SnapshotRecordMode` for when references are written.
public func assertSnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String,
                                  record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance = .exact,
                                  file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    if let message = verifySnapshot(of: value, as: strategy, named: name, record: record, tolerance: tolerance,
                                    file: "\(file)", testName: testName) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that `view`, laid out at `size` points (its own size when nil) and rendered at
/// `scale`, matches its reference image. Exact by default.
public func assertSnapshot<V: UIView>(of view: V, size: CGSize? = nil, scale: CGFloat = 1, named name: String,
                                      record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance = .exact,
                                      file: StaticString = #filePath, testName: String = #function,
                                      line: UInt = #line) {
    assertSnapshot(of: view, as: .image(size: size, scale: scale), named: name, record: record,
                   tolerance: tolerance, file: file, testName: testName, line: line)
}

/// Asserts that `controller`'s view, shown in a window of `size` points and rendered at
/// `scale`, matches its reference image. Exact by default.
public func assertSnapshot<C: UIViewController>(of controller: C, size: CGSize? = nil, scale: CGFloat = 1,
                                                named name: String, record: SnapshotRecordMode? = nil,
                                                tolerance: SnapshotTolerance = .exact,
                                                file: StaticString = #filePath, testName: String = #function,
                                                line: UInt = #line) {
    assertSnapshot(of: controller, as: .image(size: size, scale: scale), named: name, record: record,
                   tolerance: tolerance, file: file, testName: testName, line: line)
}
