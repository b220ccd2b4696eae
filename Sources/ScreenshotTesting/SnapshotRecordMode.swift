import Foundation

/// When `assertSnapshot` writes reference files.
public enum SnapshotRecordMode: String, Sendable {
    /// Record a reference that does not exist yet (and fail, so the new file is reviewed);
    /// compare against existing ones. The default.
    case missing
    /// Record every reference anew, and fail.
    case all
    /// Compare; when the comparison fails, record the new snapshot as the reference (and
    /// fail); record a missing reference, as `.missing` does (and as swift-snapshot-testing's
    /// `.failed` does, so a run that re-records failures also fills in new tests).
    case failed
    /// Never record: a missing reference is a failure.
    case never
    /// Compare as `.never`, and at the end of a full run remove every reference file in the
    /// `__Snapshots__` folders the run used that no assertion asked for (see `ReferencePruner`).
    /// Only for a whole run: `SCROLLKIT_SNAPSHOT_RECORD=prune swift test`.
    case prune

    /// The environment variable that sets the mode for a whole run:
    /// `SCROLLKIT_SNAPSHOT_RECORD=all swift test`.
    public static let environmentVariable = "SCROLLKIT_SNAPSHOT_RECORD"

    /// The mode the environment variable sets, nil when it is unset or empty; an unknown value
    /// is a failure naming the variable.
    static func fromEnvironment() -> Result<SnapshotRecordMode?, SnapshotFailure> {
        guard let raw = ProcessInfo.processInfo.environment[environmentVariable], !raw.isEmpty else {
            return .success(nil)
        }
        guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
            return .failure(SnapshotFailure(
                "\(environmentVariable)=\(raw) is not one of missing, all, failed, never, prune"))
        }
        return .success(mode)
    }

    /// The mode in force: `explicit` when given, else the environment variable's (an
    /// unknown value is reported by `verifySnapshot`), else `.missing`.
    static func resolve(_ explicit: SnapshotRecordMode?) -> Result<SnapshotRecordMode, SnapshotFailure> {
        if let explicit { return .success(explicit) }
        return fromEnvironment().map { $0 ?? .missing }
    }
}

/// Why a snapshot did not match, as the message a test failure shows.
public struct SnapshotFailure: Error, CustomStringConvertible, Equatable {
    /// The failure message.
    public let message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}
