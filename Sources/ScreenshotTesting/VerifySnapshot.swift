import Foundation
import Raster

/// Makes the snapshot of `value` with `strategy` and compares it with its reference file;
/// returns nil when it matches, else the failure message (naming the reference, actual and
/// diff paths and the figures). Records references as `record` says (see
/// `SnapshotRecordMode`). `line` is the assertion's line in `file`: where two suites of
/// the file have a test named `testName`, it tells whose reference this is (a wrapper
/// passes its caller's `#line` along with `#filePath` and `#function`).
public func verifySnapshot<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>,
                                          named name: String, record: SnapshotRecordMode? = nil,
                                          file: String, testName: String, line: UInt = #line) -> String? {
    switch SnapshotTest.resolve(file: file, testName: testName, line: line) {
    case .success(let test): SnapshotVerification.run(of: value, as: strategy, named: name, record: record, test: test).message
    case .failure(let failure): failure.message
    }
}

/// The same for an image strategy, compared within `tolerance` (exact by default).
public func verifySnapshot<Value>(of value: Value, as strategy: Snapshotting<Value, Bitmap>, named name: String,
                                  record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance = .exact,
                                  file: String, testName: String, line: UInt = #line) -> String? {
    verifySnapshot(of: value, as: strategy.comparing(within: tolerance), named: name, record: record,
                   file: file, testName: testName, line: line)
}

/// What one verification found: the failure message (nil when it passed), the files a
/// failure wrote (for attaching to the test), and a mismatch's entry for the failure report.
struct SnapshotVerification {
    var message: String?
    var files: [URL] = []
    var mismatch: FailedSnapshot?

    static func run<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>,
                                   named name: String, record: SnapshotRecordMode?,
                                   test: SnapshotTest) -> SnapshotVerification {
        let mode: SnapshotRecordMode
        switch SnapshotRecordMode.resolve(record) {
        case .success(let m): mode = m
        case .failure(let failure): return SnapshotVerification(message: failure.message)
        }
        let paths = SnapshotPaths(test: test, name: name, pathExtension: strategy.pathExtension)
        SnapshotRun.shared.asked(for: paths.reference)
        let actual: Format
        do {
            actual = try strategy.snapshot(value)
        } catch {
            return SnapshotVerification(message: "snapshot '\(name)' could not be made: \(error)")
        }
        let diffing = strategy.diffing
        let referenceExists = FileManager.default.fileExists(atPath: paths.reference.path)
        if mode == .all || (!referenceExists && (mode == .missing || mode == .failed)) {
            do {
                try FileManager.default.createDirectory(at: paths.reference.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try diffing.write(actual, paths.reference)
            } catch {
                return SnapshotVerification(
                    message: "snapshot '\(name)': could not record the reference \(paths.reference.path): \(error)")
            }
            let why = referenceExists ? "record mode is 'all'" : "there was no reference"
            return SnapshotVerification(
                message: "recorded snapshot '\(name)' at \(paths.reference.path) (\(why)); check it and run the test again",
                files: [paths.reference])
        }
        guard referenceExists else {
            return SnapshotVerification(
                message: "no reference for snapshot '\(name)' at \(paths.reference.path) and record mode is '\(mode.rawValue)'")
        }
        let expected: Format
        do {
            expected = try diffing.read(paths.reference)
        } catch {
            return SnapshotVerification(message: "snapshot '\(name)': the reference cannot be read: \(error)")
        }
        guard let mismatch = diffing.compare(expected, actual) else { return SnapshotVerification() }
        var lines = ["snapshot '\(name)' does not match: \(mismatch.summary)", "  reference: \(paths.reference.path)"]
        var written: [URL] = []
        var diffWritten = false, referenceCopied = false
        do {
            try FileManager.default.createDirectory(at: paths.actual.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try diffing.write(actual, paths.actual)
            lines.append("  actual:    \(paths.actual.path)")
            written.append(paths.actual)
            // Beside the actual file for the report; replaced whole (a temporary name, then
            // a rename), so a report open meanwhile never shows half a reference.
            try Data(contentsOf: paths.reference).write(to: paths.comparedReference, options: .atomic)
            referenceCopied = true
            if let writeDiff = mismatch.writeDiff {
                try writeDiff(paths.diff)
                lines.append("  diff:      \(paths.diff.path)")
                written.append(paths.diff)
                diffWritten = true
            }
        } catch {
            lines.append("  (the actual and diff files could not be written: \(error))")
        }
        lines += mismatch.details
        if mode == .failed {
            do {
                try diffing.write(actual, paths.reference)
                lines.append("  re-recorded the reference (record mode 'failed'); run the test again")
            } catch {
                lines.append("  (could not re-record the reference: \(error))")
            }
        }
        let failed = FailedSnapshot(
            test: test.displayName, name: name, file: test.file, summary: mismatch.summary, details: mismatch.details,
            reference: paths.reference, comparedReference: referenceCopied ? paths.comparedReference : nil,
            actual: written.first, diff: diffWritten ? paths.diff : nil,
            artifacts: SnapshotPaths.artifactsFolder)
        return SnapshotVerification(message: lines.joined(separator: "\n"),
                                    files: written + (referenceCopied ? [paths.comparedReference] : []), mismatch: failed)
    }
}
