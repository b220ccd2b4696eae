import Foundation
import Raster

/// The images the viewer browses, and which one is shown.
///
/// From the command line: `viewer FILE...` browses those files (a folder among them adds
/// its PNGs in place); `viewer FOLDER` its PNGs; `viewer FILE` alone browses the PNGs of
/// the file's folder, starting at it, as eog does. Folders list their PNGs (by extension,
/// any case; hidden files left out) in natural name order: `img2` before `img10`.
///
/// Files are `FileSystemPath`s, bytes: a name that is not UTF-8 (`caf\xE9.png`, from a
/// Latin-1 system) is listed and opened as any other. Foundation's folder listing had
/// turned its bytes into U+FFFD, so such a PNG could be neither named nor opened.
public struct ImageList: Equatable, Sendable {
    /// The files, in browsing order; never empty.
    public let paths: [FileSystemPath]
    /// The position of the image shown in `paths`.
    public private(set) var index: Int

    /// A list of `paths` (at least one) showing `index`.
    public init(paths: [FileSystemPath], index: Int = 0) {
        precondition(!paths.isEmpty, "an image list needs a file")
        self.paths = paths
        self.index = min(max(0, index), paths.count - 1)
    }

    /// A list of the files `paths` names (at least one) showing `index`.
    public init(paths: [String], index: Int = 0) {
        self.init(paths: paths.map { FileSystemPath($0) }, index: index)
    }

    /// The file shown.
    public var current: FileSystemPath { paths[index] }
    /// How many files there are.
    public var count: Int { paths.count }

    /// The position `offset` steps from the one shown, wrapping around the ends (as imv,
    /// feh and eog do).
    public func index(offsetBy offset: Int) -> Int {
        ((index + offset) % count + count) % count
    }

    /// Shows the file at `index`.
    public mutating func select(_ index: Int) {
        self.index = min(max(0, index), count - 1)
    }

    /// The list the command line's `arguments` (files and folders) name; throws a
    /// `ViewerFileError` for a folder that cannot be read or holds no PNG.
    public static func resolving(_ arguments: [FileSystemPath]) throws(ViewerFileError) -> ImageList {
        if arguments.count == 1, !isFolder(arguments[0]) {
            let file = arguments[0]
            // `photo.png/` names a folder: a file so named is browsed alone, and its load
            // says "Not a directory", as `cat` does, not its folder opened at `photo.png`.
            if file.bytes.last == UInt8(ascii: "/") { return ImageList(paths: [file]) }
            let name = file.lastComponent
            // A file that is no PNG of a readable folder is browsed alone; its load says why.
            guard let siblings = try? pngNames(inFolder: file.parent), let i = siblings.firstIndex(of: name) else {
                return ImageList(paths: [file])
            }
            // The siblings named as the file was: `photos/a.png`'s as `photos/b.png`, a bare
            // name's bare (relative stays relative).
            let folder = file.bytes.count > name.bytes.count && file.bytes.suffix(name.bytes.count).elementsEqual(name.bytes)
                ? FileSystemPath(bytes: file.bytes.dropLast(name.bytes.count)) : file.bytes == name.bytes ? nil : file.parent
            return ImageList(paths: siblings.map { folder?.appending($0) ?? $0 }, index: i)
        }
        var paths: [FileSystemPath] = []
        for argument in arguments {
            if isFolder(argument) {
                let names = try pngNames(inFolder: argument)
                guard !names.isEmpty else { throw .noImages(folder: argument.messageName) }
                paths += names.map(argument.appending)
            } else {
                paths.append(argument)
            }
        }
        return ImageList(paths: paths)
    }

    /// `resolving(_:)` for arguments given as text.
    public static func resolving(_ arguments: [String]) throws(ViewerFileError) -> ImageList {
        try resolving(arguments.map { FileSystemPath($0) })
    }

    /// The names of the PNG files in `folder`, as bytes, in natural order: names ending in
    /// `.png` (any case), hidden ones left out, and only regular files (or links to them):
    /// a folder or a pipe named `x.png` is no image, and listed it would only show an error
    /// among the pictures.
    public static func pngNames(inFolder folder: FileSystemPath) throws(ViewerFileError) -> [FileSystemPath] {
        guard let entries = folder.folderEntries() else {
            throw .unreadableFolder(folder: folder.messageName, reason: String(cString: strerror(errno)))
        }
        var names: [FileSystemPath] = []
        let suffix = Array(".png".utf8)
        for name in entries {
            let bytes = name.bytes
            guard bytes.first != UInt8(ascii: "."), bytes.count > suffix.count,
                  zip(bytes.suffix(suffix.count), suffix).allSatisfy({ (0x41...0x5A).contains($0) ? $0 + 0x20 == $1 : $0 == $1 }),
                  folder.appending(name).status().map({ $0.st_mode & S_IFMT == S_IFREG }) == true else { continue }
            names.append(name)
        }
        return names.sorted { naturalOrder($0.displayString, $1.displayString) || ($0.displayString == $1.displayString && $0 < $1) }
    }

    /// The PNG file names in `folder` that are UTF-8 text, in natural order, for callers
    /// that name files as text (names of other bytes are left out).
    public static func pngNames(inFolder folder: String) throws(ViewerFileError) -> [String] {
        try pngNames(inFolder: FileSystemPath(folder)).compactMap(\.string)
    }

    private static func isFolder(_ path: FileSystemPath) -> Bool {
        path.status().map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    /// Natural name order: runs of digits compare by their value (`img2` before `img10`;
    /// with equal values, fewer leading zeros first), other text by Unicode scalars,
    /// ignoring case, with the exact spelling breaking ties.
    public static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                let si = i, sj = j
                while i < x.count, isDigit(x[i]) { i += 1 }
                while j < y.count, isDigit(y[j]) { j += 1 }
                let dx = x[si..<i].drop { $0 == "0" }, dy = y[sj..<j].drop { $0 == "0" }
                if dx.count != dy.count { return dx.count < dy.count }
                if !dx.elementsEqual(dy) { return dx.lexicographicallyPrecedes(dy) { $0.value < $1.value } }
                if i - si != j - sj { return i - si < j - sj }
                continue
            }
            if x[i] != y[j] { return x[i].value < y[j].value }
            i += 1
            j += 1
        }
        if x.count - i != y.count - j { return x.count - i < y.count - j }
        return a < b
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
}

/// A folder the viewer cannot browse; `description` is one line for standard error.
public enum ViewerFileError: Error, Equatable, CustomStringConvertible {
    /// The folder could not be listed.
    case unreadableFolder(folder: String, reason: String)
    /// The folder holds no PNG file.
    case noImages(folder: String)

    public var description: String {
        switch self {
        case let .unreadableFolder(folder, reason): return "\(folder): cannot read the folder: \(reason)"
        case let .noImages(folder): return "\(folder): no PNG files in the folder"
        }
    }
}
