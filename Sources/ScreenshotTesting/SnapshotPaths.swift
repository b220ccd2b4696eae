import Foundation

/// Where a snapshot's files live.
public struct SnapshotPaths: Equatable {
    /// The reference: `<dir of test file>/__Snapshots__/<TestFile>/<test>.<name>.<ext>`, or
    /// `<Suite>.<test>.<name>.<ext>` for a suite whose test name another suite of the file
    /// shares (see `SnapshotTest`).
    public let reference: URL
    /// Where the actual snapshot goes when the comparison fails.
    public let actual: URL
    /// Where the diff goes when the comparison fails.
    public let diff: URL
    /// Where a copy of the reference goes when the comparison fails, so the failure report
    /// shows the reference compared even after it is re-recorded.
    public let comparedReference: URL

    /// The environment variable naming the folder for actual and diff files and the failure
    /// report (a temporary folder when unset).
    public static let artifactsEnvironmentVariable = "SCROLLKIT_SNAPSHOT_ARTIFACTS"

    /// The folder for actual and diff files and the failure report:
    /// `$SCROLLKIT_SNAPSHOT_ARTIFACTS`, else `<temporary folder>/scrollkit-snapshots`.
    public static var artifactsFolder: URL {
        let env = ProcessInfo.processInfo.environment[artifactsEnvironmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        return env.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-snapshots")
    }

    /// The paths for test `testName` (as `#function` gives it) in `file` (`#filePath`),
    /// snapshot `name`, stored with `pathExtension`; `suite` (the test's type names,
    /// outermost first) is given when another type of the file has a test of that name.
    public init(file: String, suite: [String]? = nil, testName: String, name: String, pathExtension: String = "png") {
        let fileURL = URL(fileURLWithPath: file)
        let testFile = fileURL.deletingPathExtension().lastPathComponent
        let base = ((suite ?? []) + [testName, name]).map(SnapshotPaths.sanitize).joined(separator: ".")
        reference = fileURL.deletingLastPathComponent()
            .appendingPathComponent(SnapshotPaths.folderName).appendingPathComponent(testFile)
            .appendingPathComponent("\(base).\(pathExtension)")
        let folder = SnapshotPaths.artifactsFolder.appendingPathComponent(testFile)
        actual = folder.appendingPathComponent("\(base).actual.\(pathExtension)")
        diff = folder.appendingPathComponent("\(base).diff.\(pathExtension)")
        comparedReference = folder.appendingPathComponent("\(base).reference.\(pathExtension)")
    }

    /// The name of the folder beside test files that holds references.
    public static let folderName = "__Snapshots__"

    /// The paths for snapshot `name` of `test`.
    init(test: SnapshotTest, name: String, pathExtension: String) {
        self.init(file: test.file, suite: test.suite, testName: test.name, name: name, pathExtension: pathExtension)
    }

    /// A function's name without its parameter list (`testFoo()` → `testFoo`,
    /// `card(size:)` → `card`); anything but letters, digits, `-` and `_` → `_`.
    static func sanitize(_ s: String) -> String {
        let trimmed = s.hasSuffix(")") ? String(s.prefix { $0 != "(" }) : s
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
