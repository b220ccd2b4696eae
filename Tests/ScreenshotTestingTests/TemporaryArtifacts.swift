import XCTest
@testable import ScreenshotTesting

extension XCTestCase {
    /// Points `SCROLLKIT_SNAPSHOT_ARTIFACTS` at a new folder of this test's own until the
    /// test ends, then restores the variable and removes the folder. Tests that fail
    /// snapshots on purpose and read their actual and diff files back call it in `setUp`:
    /// in the shared default folder two runs at once would read each other's files, and
    /// the run's failure report would list failures that were meant.
    func useTemporaryArtifactsFolder() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts-\(UUID().uuidString)")
        let variable = SnapshotPaths.artifactsEnvironmentVariable
        let saved = ProcessInfo.processInfo.environment[variable]
        setenv(variable, folder.path, 1)
        addTeardownBlock {
            if let saved { setenv(variable, saved, 1) } else { unsetenv(variable) }
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
