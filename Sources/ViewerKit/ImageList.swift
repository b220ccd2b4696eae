import Foundation
import Raster

/// The images the viewer browses, and which one is shown.
///
/// From the command line: `viewer FILE...` browses those files (a folder among them adds
/// its PNGs in place); `viewer FOLDER` its PNGs; `viewer FILE` alone browses the PNGs of
/// the file's folder, starting at it, as eog does. Folders list their PNGs (by extension,
/// any case; hidden files left out) in natural name order: `img2` before `img10`.
public struct ImageList: Equatable, Sendable {
    /// The files, in browsing order; never empty.
    public let paths: [String]
    /// The position of the image shown in `paths`.
    public private(set) var index: Int
    /// The PNGs of the folders browsed left out as their names are not UTF-8
    /// (ImageList+NamesNotUTF8.swift); set by `resolving(_:)`.
    public internal(set) var namesLeftOut: [NameLeftOut] = []

    /// A list of `paths` (at least one) showing `index`.
    public init(paths: [String], index: Int = 0) {
        precondition(!paths.isEmpty, "an image list needs a file")
        self.paths = paths
        self.index = min(max(0, index), paths.count - 1)
    }

    /// The file shown.
    public var current: String { paths[index] }
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
    public static func resolving(_ arguments: [String]) throws(ViewerFileError) -> ImageList {
        if arguments.count == 1, !isFolder(arguments[0]) {
            let file = arguments[0]
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            let name = URL(fileURLWithPath: file).lastPathComponent
            // A file that is no PNG of a readable folder is browsed alone; its load says why.
            guard let siblings = try? pngNames(inFolder: folder), let i = siblings.firstIndex(of: name) else {
                return ImageList(paths: [file])
            }
            let prefix = file.hasSuffix(name) ? String(file.dropLast(name.count)) : folder + "/"
            var list = ImageList(paths: siblings.map { prefix + $0 }, index: i)
            list.namesLeftOut = namesNotUTF8(inFolder: folder)
            return list
        }
        var leftOut: [NameLeftOut] = []
        var paths: [String] = []
        for argument in arguments {
            if isFolder(argument) {
                let names = try pngNames(inFolder: argument)
                guard !names.isEmpty else { throw .noImages(folder: argument) }
                let prefix = argument.hasSuffix("/") ? argument : argument + "/"
                paths += names.map { prefix + $0 }
                leftOut += namesNotUTF8(inFolder: argument)
            } else {
                paths.append(argument)
            }
        }
        var list = ImageList(paths: paths)
        list.namesLeftOut = leftOut
        return list
    }

    /// The PNG file names in `folder`, in natural order.
    public static func pngNames(inFolder folder: String) throws(ViewerFileError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadableFolder(folder: folder, reason: MessageText.systemReason(of: error))
        }
        // Only regular files (or links to them): a folder or a pipe named `x.png` is no
        // image, and listed it would only show an error among the pictures.
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") && isRegularFile(prefix + $0) }
            .sorted(by: naturalOrder)
    }

    /// Whether `path` is a regular file, following symbolic links.
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
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
