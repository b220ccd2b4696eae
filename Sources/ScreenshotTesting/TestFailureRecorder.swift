import Foundation
import Testing
import XCTest

/// Reports a failed snapshot to the test framework that is running it (and a mismatch to
/// the failure report): a Swift Testing
/// issue at the assertion's source location (with the written files as attachments) inside
/// a `@Test` function, an `XCTFail` otherwise. Which one is decided per call, at run time:
/// Swift Testing sets `Test.current` on the task running a test, XCTest sets nothing.
enum TestFailureRecorder {
    /// True when the calling task runs a Swift Testing test.
    static var isSwiftTestingRunning: Bool { Test.current != nil }

    /// Records `verification`'s failure, if it has one.
    static func record(_ verification: SnapshotVerification, fileID: StaticString, filePath: StaticString,
                       line: UInt, column: UInt) {
        guard let message = verification.message else { return }
        if let mismatch = verification.mismatch { SnapshotRun.shared.failed(mismatch) }
        // In the Swift Testing pass XCTest runs nothing, so an XCTFail would be lost; an
        // issue outside a test (from a detached task, say) is still reported.
        guard isSwiftTestingRunning || TestRun.isSwiftTestingPass else {
            XCTFail(message, file: filePath, line: line)
            return
        }
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        for file in verification.files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            Attachment.record([UInt8](data), named: file.lastPathComponent, sourceLocation: location)
        }
    }
}
