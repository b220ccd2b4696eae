import Foundation
import Raster

// A file name is bytes; a Swift string holds only UTF-8, and Foundation's folder listing
// drops a name that is not UTF-8 (`caf\xE9.png`, written by a Latin-1 system) without a
// word. The viewer cannot open such a file by name either, so it is left out of the list
// as before, but found here so the viewer can say so instead of showing `2 / 2` over a
// folder of three PNGs.
extension ImageList {
    /// A PNG of a folder browsed that the list leaves out, as its name is not UTF-8.
    public struct NameLeftOut: Equatable, Sendable {
        /// The folder, as the list names it.
        public let folder: String
        /// The file's name, its bytes that are not UTF-8 shown as `\xHH`.
        public let name: String
    }

    /// The names in `folder` ending in `.png` (any case, hidden ones left out, as
    /// `pngNames(inFolder:)` lists them) that are not UTF-8, shown as
    /// `CommandLineBytes.shown` shows bytes, in natural order; empty when the folder cannot
    /// be read.
    static func namesNotUTF8(inFolder folder: String) -> [NameLeftOut] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            guard String(validating: bytes, as: UTF8.self) == nil, bytes.first != 0x2E,
                  bytes.count >= 4, String(decoding: bytes.suffix(4), as: UTF8.self).lowercased() == ".png" else { continue }
            names.append(CommandLineBytes.shown(bytes))
        }
        return names.sorted(by: naturalOrder).map { NameLeftOut(folder: folder, name: $0) }
    }

    /// One line for standard error per folder with names left out (`viewer: photos:
    /// left out 'caf\xE9.png': its name is not UTF-8`), the names quoted, at most three.
    public static func leftOutMessages(_ names: [NameLeftOut]) -> [String] {
        var folders: [String] = []
        for name in names where !folders.contains(name.folder) { folders.append(name.folder) }
        return folders.map { folder in
            let quoted = names.filter { $0.folder == folder }.map { "'\($0.name)'" }
            let what = quoted.count == 1 ? "\(quoted[0]): its name is not UTF-8"
                : "\(quoted.count) PNGs whose names are not UTF-8: " + quoted.prefix(3).joined(separator: ", ")
                    + (quoted.count > 3 ? ", …" : "")
            return "\(MessageText.escaped(folder)): left out \(what)"
        }
    }
}
