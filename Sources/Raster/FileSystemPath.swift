import Foundation

/// A file's path as the kernel takes it: bytes. On Linux a name is any bytes but `/` and
/// NUL, and a file written by a Latin-1 system (`caf\xE9.png`) has a name that is not
/// UTF-8, which no Swift `String` can hold: made a `String` it names another file, and
/// Foundation's folder listing turns its bytes into U+FFFD. A viewer must still open it.
///
/// Paths that are UTF-8 (nearly all) convert both ways without loss; the others keep their
/// bytes for every system call, and show in messages with their other bytes as `\xHH`
/// (`description`, as `ls` shows them) and in titles with U+FFFD (`displayString`).
public struct FileSystemPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, with no NUL among them.
    public let bytes: [UInt8]

    /// The path `string` names: its UTF-8, up to a NUL if it holds one (where the kernel
    /// would stop reading it).
    public init(_ string: String) {
        bytes = Array(string.utf8.prefix { $0 != 0 })
    }

    /// The path of these bytes; nil when one of them is NUL, which no path holds.
    public init?(bytes: some Sequence<UInt8>) {
        let bytes = Array(bytes)
        guard !bytes.contains(0) else { return nil }
        self.bytes = bytes
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The path as text, when its bytes are UTF-8; nil otherwise.
    public var string: String? { String(validating: bytes, as: UTF8.self) }

    /// True when the path is UTF-8 text.
    public var isUTF8: Bool { string != nil }

    /// The path for a message: escaped and cut as `MessageText.escaped` does, bytes that are
    /// not UTF-8 shown as `\xHH`.
    public var description: String { MessageText.escaped(bytes: bytes) }

    /// The path as an error message names its file: the text itself when it is UTF-8 (the
    /// message escapes it as it does any name), `description` otherwise; the empty path as
    /// `''`, as coreutils name it (`viewer ""` said "viewer: : cannot read: ...").
    public var messageName: String { bytes.isEmpty ? "''" : string ?? description }

    /// The path as text for a title or a status line: bytes that are not UTF-8 become
    /// U+FFFD (`caf�.png`), as GLib shows such names; nothing else is changed.
    public var displayString: String { String(decoding: bytes, as: UTF8.self) }

    /// True when the path starts at the root.
    public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    /// The last component: what follows the last `/` (trailing ones left out); the root
    /// for `/`, the path itself without any.
    public var lastComponent: FileSystemPath {
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex + 1, bytes[end - 1] == slash { end -= 1 }
        let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? bytes.startIndex
        return FileSystemPath(unchecked: start == end ? Array(bytes[..<end]) : Array(bytes[start..<end]))
    }

    /// The folder the last component is in: the path up to its last `/` (the root for a
    /// file at the root), `.` for a bare name.
    public var parent: FileSystemPath {
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex + 1, bytes[end - 1] == slash { end -= 1 }
        guard let cut = bytes[..<end].lastIndex(of: slash) else { return "." }
        return FileSystemPath(unchecked: cut == bytes.startIndex ? [slash] : Array(bytes[..<cut]))
    }

    /// `name` inside this folder: joined by one `/` unless the path already ends in one.
    public func appending(_ name: FileSystemPath) -> FileSystemPath {
        guard !bytes.isEmpty else { return name }
        let slash = UInt8(ascii: "/")
        return FileSystemPath(unchecked: bytes.last == slash ? bytes + name.bytes : bytes + [slash] + name.bytes)
    }

    /// Calls `body` with the path as a NUL-terminated C string, for system calls.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The file's status (`stat`, symbolic links followed); nil when it cannot be had (no
    /// such file, no permission), with `errno` saying why.
    public func status() -> stat? {
        var info = stat()
        return withCString { stat($0, &info) } == 0 ? info : nil
    }

    /// The names in this folder (`.` and `..` left out, hidden ones kept), in the order
    /// the system lists them; nil when it cannot be read, with `errno` saying why.
    public func folderEntries() -> [FileSystemPath]? {
        guard let stream = withCString({ opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var names: [FileSystemPath] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard bytes != [UInt8(ascii: ".")], bytes != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
            names.append(FileSystemPath(unchecked: bytes))
        }
        return names
    }

    /// Byte order: a total order, UTF-8 paths sorting as their strings' UTF-8 does.
    public static func < (a: FileSystemPath, b: FileSystemPath) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }

    private init(unchecked bytes: [UInt8]) {
        self.bytes = bytes
    }
}

extension MessageText {
    /// `bytes` for a message: their UTF-8 runs as text (escaped as `escaped(_:)` escapes),
    /// each other byte as `\xHH`, so a name reads as `ls` would show it; cut in the middle
    /// past `maximumLength` bytes, as any quoted text is.
    public static func escaped(bytes: [UInt8]) -> String {
        let half = maximumLength / 2
        guard bytes.count <= maximumLength else {
            return escaped(bytes: Array(bytes.prefix(half))) + "…" + escaped(bytes: Array(bytes.suffix(half)))
        }
        var text = "", i = 0
        while i < bytes.count {
            // The longest valid sequence at i: at most four bytes.
            if let length = (1...min(4, bytes.count - i)).first(where: { String(validating: bytes[i..<i + $0], as: UTF8.self) != nil }) {
                text += escaped(String(decoding: bytes[i..<i + length], as: UTF8.self))
                i += length
            } else {
                text += "\\x" + String(bytes[i], radix: 16, uppercase: true)
                i += 1
            }
        }
        return text
    }
}
