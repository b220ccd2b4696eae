import Foundation
import Raster

/// When `assertSnapshot` writes reference images.
public enum SnapshotRecordMode: String, Sendable {
    /// Record a reference that does not exist yet (and fail, so the new file is reviewed);
    /// compare against existing ones. The default.
    case missing
    /// Record every reference anew, and fail.
    case all
    /// Compare; when the comparison fails, record the new image as the reference (and fail).
    case failed
    /// Never record: a missing reference is a failure.
    case never

    /// The environment variable that sets the mode for a whole run:
    /// `SCROLLKIT_SNAPSHOT_RECORD=all swift test`.
    public static let environmentVariable = "SCROLLKIT_SNAPSHOT_RECORD"

    /// The mode in force: `explicit` when given, else the environment variable's (an
    /// unknown value is reported by `verifySnapshot`), else `.missing`.
    static func resolve(_ explicit: SnapshotRecordMode?) -> Result<SnapshotRecordMode, SnapshotFailure> {
        if let explicit { return .success(explicit) }
        guard let raw = ProcessInfo.processInfo.environment[environmentVariable], !raw.isEmpty else {
            return .success(.missing)
        }
        guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
            return .failure(SnapshotFailure("\(environmentVariable)=\(raw) is not one of missing, all, failed, never"))
        }
        return .success(mode)
    }
}

/// How much two snapshots may differ and still match. Counts pixels: a pixel differs when
/// its largest channel difference (premultiplied, 0...255) exceeds `perPixelThreshold`.
public struct SnapshotTolerance: Sendable, Equatable {
    /// The largest per-channel difference that still counts as equal, 0...255.
    public var perPixelThreshold: Int
    /// How many differing pixels are allowed.
    public var allowed: ImageComparison.Tolerance

    /// A tolerance from its parts.
    public init(perPixelThreshold: Int = 0, allowed: ImageComparison.Tolerance = .exact) {
        self.perPixelThreshold = perPixelThreshold
        self.allowed = allowed
    }

    /// Every pixel identical: the default, since rendering is deterministic.
    public static let exact = SnapshotTolerance()

    /// Up to `count` pixels may differ by more than `threshold`.
    public static func pixels(_ count: Int, threshold: Int = 0) -> SnapshotTolerance {
        SnapshotTolerance(perPixelThreshold: threshold, allowed: .pixels(count))
    }

    /// Up to `ratio` (0...1) of the pixels may differ by more than `threshold`.
    public static func ratio(_ ratio: Double, threshold: Int = 0) -> SnapshotTolerance {
        SnapshotTolerance(perPixelThreshold: threshold, allowed: .ratio(ratio))
    }
}

/// Why a snapshot did not match, as the message a test failure shows.
public struct SnapshotFailure: Error, CustomStringConvertible, Equatable {
    /// The failure message.
    public let message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}
