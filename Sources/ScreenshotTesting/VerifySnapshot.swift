import Foundation
import Raster

/// Where a snapshot's files live.
public struct SnapshotPaths: Equatable {
    /// The reference image: `<dir of test file>/__Snapshots__/<TestFile>/<test>.<name>.png`.
    public let reference: URL
    /// Where the actual image goes when the comparison fails.
    public let actual: URL
    /// Where the diff image goes when the comparison fails.
    public let diff: URL

    /// The environment variable naming the folder for actual and diff images (a temporary
    /// folder when unset).
    public static let artifactsEnvironmentVariable = "SCROLLKIT_SNAPSHOT_ARTIFACTS"

    /// The paths for test `testName` (as `#function` gives it) in `file` (`#filePath`),
    /// snapshot `name`.
    public init(file: String, testName: String, name: String) {
        let fileURL = URL(fileURLWithPath: file)
        let testFile = fileURL.deletingPathExtension().lastPathComponent
        let base = "\(SnapshotPaths.sanitize(testName)).\(SnapshotPaths.sanitize(name))"
        reference = fileURL.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
            .appendingPathComponent(base + ".png")
        let env = ProcessInfo.processInfo.environment[SnapshotPaths.artifactsEnvironmentVariable]
        let root = env.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-snapshots")
        let folder = root.appendingPathComponent(testFile)
        actual = folder.appendingPathComponent(base + ".actual.png")
        diff = folder.appendingPathComponent(base + ".diff.png")
    }

    /// `testFoo()` → `testFoo`; anything but letters, digits, `-` and `_` → `_`.
    static func sanitize(_ s: String) -> String {
        let trimmed = s.hasSuffix("()") ? String(s.dropLast(2)) : s
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}

/// Renders `value` with `strategy` and compares it with its reference image; returns nil
/// when it matches, else the failure message (naming the reference, actual and diff paths
/// and the figures). Records references as `record` says (see `SnapshotRecordMode`).
public func verifySnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String,
                                  record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance = .exact,
                                  file: String, testName: String) -> String? {
    let mode: SnapshotRecordMode
    switch SnapshotRecordMode.resolve(record) {
    case .success(let m): mode = m
    case .failure(let failure): return failure.message
    }
    let paths = SnapshotPaths(file: file, testName: testName, name: name)
    let actual: Bitmap
    do {
        actual = try strategy.render(value)
    } catch {
        return "snapshot '\(name)' could not be rendered: \(error)"
    }
    let referenceExists = FileManager.default.fileExists(atPath: paths.reference.path)
    if mode == .all || (!referenceExists && mode == .missing) {
        do {
            try FileManager.default.createDirectory(at: paths.reference.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try PNGEncoder.write(actual, to: paths.reference)
        } catch {
            return "snapshot '\(name)': could not record the reference \(paths.reference.path): \(error)"
        }
        let why = referenceExists ? "record mode is 'all'" : "there was no reference"
        return "recorded snapshot '\(name)' at \(paths.reference.path) (\(why)); check it and run the test again"
    }
    guard referenceExists else {
        return "no reference for snapshot '\(name)' at \(paths.reference.path) and record mode is 'never'"
    }
    let expected: Bitmap
    do {
        expected = try PNGDecoder.decode(contentsOf: paths.reference.path)
    } catch {
        return "snapshot '\(name)': the reference cannot be read: \(error)"
    }
    let result = ImageComparison.compare(expected: expected, actual: actual,
                                         perPixelThreshold: tolerance.perPixelThreshold,
                                         tolerance: tolerance.allowed)
    if result.passed { return nil }
    var lines = ["snapshot '\(name)' does not match: \(result.summary)", "  reference: \(paths.reference.path)"]
    do {
        try FileManager.default.createDirectory(at: paths.actual.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try PNGEncoder.write(actual, to: paths.actual)
        lines.append("  actual:    \(paths.actual.path)")
        if let diff = result.difference?.diffImage {
            try PNGEncoder.write(diff, to: paths.diff)
            lines.append("  diff:      \(paths.diff.path)")
        }
    } catch {
        lines.append("  (the actual and diff images could not be written: \(error))")
    }
    if mode == .failed {
        do {
            try PNGEncoder.write(actual, to: paths.reference)
            lines.append("  re-recorded the reference (record mode 'failed'); run the test again")
        } catch {
            lines.append("  (could not re-record the reference: \(error))")
        }
    }
    return lines.joined(separator: "\n")
}
