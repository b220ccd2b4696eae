// Swift Testing and our UIKit in one file: this compiles only because ScreenshotTesting's
// product carries the `_Testing_UIKit` cross-import overlay the toolchain asks for.
import Foundation
import Testing
import UIKit
@testable import ScreenshotTesting

/// Serialized: the failing cases point the artifacts folder at a temporary one for their
/// duration and remove it after, so their expected failures stay out of the failure report.
@Suite(.serialized) @MainActor struct SwiftTestingSnapshotTests {
    private func withTemporaryArtifacts(_ body: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts-\(UUID().uuidString)")
        setenv(SnapshotPaths.artifactsEnvironmentVariable, folder.path, 1)
        defer {
            unsetenv(SnapshotPaths.artifactsEnvironmentVariable)
            try? FileManager.default.removeItem(at: folder)
        }
        body()
    }

    private func box(_ color: UIColor) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 4))
        view.backgroundColor = color
        return view
    }

    @Test func matchingSnapshotPassesAndIsNamedAfterTheTestFunction() {
        assertSnapshot(of: box(.red), named: "red", record: .never)
        let reference = SnapshotPaths(file: #filePath, testName: "matchingSnapshotPassesAndIsNamedAfterTheTestFunction()",
                                      name: "red").reference
        #expect(reference.lastPathComponent == "matchingSnapshotPassesAndIsNamedAfterTheTestFunction.red.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func mismatchIsRecordedAsAnIssueAtTheAssertion() {
        let line = #line + 3
        withTemporaryArtifacts {
            withKnownIssue {
                assertSnapshot(of: box(.blue), as: .image(), named: "red", record: .never)
            } matching: { issue in
                issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SwiftTestingTests.swift"
                    && issue.comments.contains { $0.rawValue.contains("does not match: images differ: 24 of 24 pixels") }
            }
        }
    }

    @Test func missingReferenceIsAnIssueToo() {
        withKnownIssue {
            assertSnapshot(of: box(.red), named: "never-recorded", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("no reference for snapshot 'never-recorded'") }
        }
        let paths = SnapshotPaths(file: #filePath, testName: "missingReferenceIsAnIssueToo()", name: "never-recorded")
        #expect(!FileManager.default.fileExists(atPath: paths.reference.path))
    }

    @Test func theRunningFrameworkIsSwiftTesting() {
        #expect(TestFailureRecorder.isSwiftTestingRunning)
    }
}
