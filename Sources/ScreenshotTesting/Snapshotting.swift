import Foundation

/// How to turn a value into a snapshot `Format` (a `Bitmap`, a `String`), the file
/// extension its reference is stored with, and how two snapshots are compared.
public struct Snapshotting<Value, Format> {
    /// The reference file's extension, without the dot: "png", "txt".
    public var pathExtension: String
    /// How snapshots of this format are stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value; throws when it cannot.
    public var snapshot: (Value) throws -> Format

    /// A strategy from its parts.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy applied to another type, through `transform`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
            try snapshot(transform($0))
        }
    }
}
