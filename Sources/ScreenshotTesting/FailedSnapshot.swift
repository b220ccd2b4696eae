import Foundation

/// One snapshot that did not match, as the failure report shows it.
struct FailedSnapshot: Codable, Equatable {
    /// The test function, as `#function` gives it, after its suite where its references
    /// name one (`SnapshotTest.displayName`).
    var test: String
    /// The snapshot's name.
    var name: String
    /// The test file's path.
    var file: String
    /// The figures, one line.
    var summary: String
    /// More lines (a text snapshot's line diff).
    var details: [String]
    /// The reference file in the source tree.
    var reference: URL
    /// The copy of the reference compared, in the artifacts folder.
    var comparedReference: URL?
    /// The actual snapshot, in the artifacts folder.
    var actual: URL?
    /// The diff file, in the artifacts folder.
    var diff: URL?
    /// The artifacts folder it was written to, where its report goes.
    var artifacts: URL
    /// Which `swift test` run it belongs to (see `TestRun.identifier`).
    var run: String = ""
}
