import Foundation

/// How snapshots of one format are written, read back and compared.
public struct Diffing<Format> {
    /// Writes a snapshot to a file (atomically: a temporary name, then a rename).
    public var write: (Format, URL) throws -> Void
    /// Reads a snapshot from a reference file; throws an error naming the reason.
    public var read: (URL) throws -> Format
    /// Compares: nil when `actual` matches `reference`, else what differs.
    public var compare: (_ reference: Format, _ actual: Format) -> SnapshotMismatch?

    /// A diffing from its parts.
    public init(write: @escaping (Format, URL) throws -> Void, read: @escaping (URL) throws -> Format,
                compare: @escaping (_ reference: Format, _ actual: Format) -> SnapshotMismatch?) {
        self.write = write
        self.read = read
        self.compare = compare
    }
}

/// What differs between a reference and an actual snapshot.
public struct SnapshotMismatch {
    /// One line with the figures: what differs, how much, the tolerance in force.
    public var summary: String
    /// More lines for the failure message (a text snapshot's line diff).
    public var details: [String]
    /// Writes a diff file (a diff image) to the URL given; nil when there is none.
    public var writeDiff: ((URL) throws -> Void)?

    /// A mismatch from its parts.
    public init(summary: String, details: [String] = [], writeDiff: ((URL) throws -> Void)? = nil) {
        self.summary = summary
        self.details = details
        self.writeDiff = writeDiff
    }
}
