import Foundation
import Raster
import UIKit

/// Asserts how `view` moves while `script` plays: the frames at `times` (seconds since
/// the script began; it keeps running past the script's end) as one filmstrip image, or as
/// one reference image a frame (`as: .frames`). Compared as any image, within `tolerance`.
public func assertSnapshot<V: UIView>(of view: V, during script: EventScript, at times: [TimeInterval],
                                      as layout: MotionLayout = .filmstrip, size: CGSize? = nil, scale: CGFloat = 1,
                                      named name: String? = nil, record: SnapshotRecordMode? = nil,
                                      tolerance: SnapshotTolerance = .exact,
                                      fileID: StaticString = #fileID, file: StaticString = #filePath,
                                      testName: String = #function, line: UInt = #line, column: UInt = #column) {
    assertMotion(of: view, during: .script(script), at: times, as: layout, size: size, scale: scale, named: name,
                 record: record, tolerance: tolerance, fileID: fileID, file: file, testName: testName,
                 line: line, column: column)
}

/// Asserts how `view` moves while `input` sends events and lets time pass through the
/// recorder it is given (`send(_:)`, `advance(by:)`, `runFrames(_:)`); see the script form.
public func assertSnapshot<V: UIView>(of view: V, at times: [TimeInterval], as layout: MotionLayout = .filmstrip,
                                      size: CGSize? = nil, scale: CGFloat = 1, named name: String? = nil,
                                      record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance = .exact,
                                      fileID: StaticString = #fileID, file: StaticString = #filePath,
                                      testName: String = #function, line: UInt = #line, column: UInt = #column,
                                      during input: @escaping (MotionRecorder) throws -> Void) {
    assertMotion(of: view, during: .actions(input), at: times, as: layout, size: size, scale: scale, named: name,
                 record: record, tolerance: tolerance, fileID: fileID, file: file, testName: testName,
                 line: line, column: column)
}

private func assertMotion(of view: UIView, during input: MotionInput, at times: [TimeInterval], as layout: MotionLayout,
                          size: CGSize?, scale: CGFloat, named given: String?, record: SnapshotRecordMode?,
                          tolerance: SnapshotTolerance, fileID: StaticString, file: StaticString, testName: String,
                          line: UInt, column: UInt) {
    guard let test = assertedTest(fileID: fileID, file: file, testName: testName, line: line, column: column) else { return }
    let name = given ?? SnapshotNaming.next(for: test)
    switch layout {
    case .filmstrip:
        assertSnapshot(of: view, as: .filmstrip(during: input, at: times, size: size, scale: scale), named: name,
                       record: record, tolerance: tolerance, fileID: fileID, file: file, testName: testName,
                       line: line, column: column)
    case .frames:
        let frames: [Bitmap]
        do {
            frames = try input.record(view, size: size, scale: scale, times: times)
        } catch {
            TestFailureRecorder.record(SnapshotVerification(message: "motion snapshot '\(name)' could not be made: \(error)"),
                                       fileID: fileID, filePath: file, line: line, column: column)
            return
        }
        for (frame, time) in zip(frames, times.sorted()) {
            assertSnapshot(of: frame, as: .bitmap, named: "\(name)-\(Int((time * 1000).rounded()))ms",
                           record: record, tolerance: tolerance, fileID: fileID, file: file, testName: testName,
                           line: line, column: column)
        }
    }
}
