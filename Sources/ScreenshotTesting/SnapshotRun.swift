import Foundation

/// What this test process's snapshot assertions did, kept for the end of the process: the
/// references asked for (for pruning) and the snapshots that failed (for the report).
/// The first assertion registers an `atexit` handler, which XCTest's and Swift Testing's
/// entry points both reach when the run ends.
final class SnapshotRun: @unchecked Sendable {
    static let shared = SnapshotRun()

    private let lock = NSLock()
    private var askedReferences: Set<String> = []
    private var failures: [FailedSnapshot] = []
    private var registered = false

    /// Notes that an assertion asked for `reference`.
    func asked(for reference: URL) {
        lock.lock()
        defer { lock.unlock() }
        askedReferences.insert(reference.standardizedFileURL.path)
        if !registered {
            registered = true
            atexit { SnapshotRun.shared.finish() }
        }
    }

    /// Notes a snapshot that did not match and was reported as a test failure.
    func failed(_ failure: FailedSnapshot) {
        lock.lock()
        defer { lock.unlock() }
        failures.append(failure)
    }

    /// Writes the failure report and prunes, as the run asked.
    func finish() {
        lock.lock()
        let failures = self.failures, asked = askedReferences
        lock.unlock()
        // The run's mode, not a call's: an assertion with its own `record:` still counts.
        let prune = (try? SnapshotRecordMode.fromEnvironment().get()) == .prune
        let folder = SnapshotPaths.artifactsFolder
        let run = TestRun.identifier
        // A failure whose actual file is gone (its artifacts folder removed on purpose, as
        // tests of failures do) has nothing left to show.
        let shown = failures.filter { $0.actual.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }
        let byFolder = Dictionary(grouping: shown) { $0.artifacts.standardizedFileURL }
        // The current folder too, failures or not, so a previous run's report there goes.
        for reportFolder in Set(byFolder.keys).union([folder.standardizedFileURL]).sorted(by: { $0.path < $1.path }) {
            do {
                if let report = try FailureReport.update(in: reportFolder, run: run, adding: byFolder[reportFolder] ?? []) {
                    print("Snapshot failure report: \(report.path)")
                }
            } catch {
                print("Snapshot failure report could not be written in \(reportFolder.path): \(error)")
            }
        }
        if prune {
            ReferencePruner.finishPass(asked: asked, folder: folder, run: run)
        }
        fflush(stdout)
    }
}
