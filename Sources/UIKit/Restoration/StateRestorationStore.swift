import Foundation
import Raster

/// A program's saved state on disk: one file per program under the XDG state directory
/// (`$XDG_STATE_HOME/scrollkit/<program>.state`, else `~/.local/state/scrollkit/...`),
/// holding one `RestorationArchive` per document (an image the viewer showed, the pager's
/// deck), so two programs never touch each other's file and two documents of one program
/// never overwrite each other.
///
/// Saved state is a convenience, never a reason to fail: a file that cannot be read, is
/// not a regular file, is too large or does not parse is ignored with one warning line (a
/// missing file is the first run and says nothing); a save that fails warns and goes on.
/// A program's store starts its warnings with the program's name, as its errors do, and
/// gives the system's reason (`viewer: could not save state to …: Not a directory`).
/// Saves write a temporary file beside the target and rename it over, so a crash mid-save
/// leaves the previous state whole.
public struct StateRestorationStore {
    /// The state file.
    public let url: URL
    /// Receives the one-line warnings (standard error by default).
    public var warn: (String) -> Void

    /// The most documents a file keeps; saving another forgets the least recently saved.
    public static let maximumDocuments = 200
    /// A state file larger than this (bytes) is not read: it is not ours.
    public static let maximumFileSize = 16 << 20

    /// The store of `program` under the XDG state directory found in `environment`, or nil
    /// when neither `XDG_STATE_HOME` (absolute) nor `HOME` is set; `warn` gets each warning
    /// after `program: `.
    public init?(program: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                 warn: @escaping (String) -> Void = StateRestorationStore.printWarning) {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
        } else {
            return nil
        }
        self.init(url: base.appendingPathComponent("scrollkit", isDirectory: true)
                    .appendingPathComponent(program + ".state"), warn: { warn("\(program): \($0)") })
    }

    /// A store in the file at `url`.
    public init(url: URL, warn: @escaping (String) -> Void = StateRestorationStore.printWarning) {
        self.url = url
        self.warn = warn
    }

    /// Prints `message` as one line on standard error.
    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The state saved for `document`, or nil (nothing saved, or a file to ignore: warned).
    public func load(document: String) -> RestorationArchive? {
        readFile(warning: true)?.documents[document]?.archive
    }

    /// Saves `archive` as the state of `document`, keeping the other documents' state.
    public func save(_ archive: RestorationArchive, document: String, now: Date = Date()) {
        var file = readFile(warning: false) ?? StateFile()
        file.documents[document] = StateFile.Document(saved: now.timeIntervalSince1970, archive: archive)
        if file.documents.count > StateRestorationStore.maximumDocuments {
            let oldest = file.documents.sorted { $0.value.saved < $1.value.saved }
                .prefix(file.documents.count - StateRestorationStore.maximumDocuments)
            for (key, _) in oldest { file.documents[key] = nil }
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf",
                                                                          negativeInfinity: "-inf", nan: "nan")
            let data = try encoder.encode(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
            }
        } catch {
            warn("could not save state to \(url.path): \(MessageText.systemReason(of: error))")
        }
    }

    /// The whole file, or nil when there is none or it is to be ignored.
    private func readFile(warning: Bool) -> StateFile? {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            if errno != ENOENT, warning { warn("ignoring saved state \(url.path): \(String(cString: strerror(errno)))") }
            return nil
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            if warning { warn("ignoring saved state \(url.path): not a regular file") }
            return nil
        }
        guard info.st_size <= StateRestorationStore.maximumFileSize else {
            if warning { warn("ignoring saved state \(url.path): \(info.st_size) bytes is too large for a state file") }
            return nil
        }
        do {
            let data = try Data(contentsOf: url)
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf",
                                                                            negativeInfinity: "-inf", nan: "nan")
            let file = try decoder.decode(StateFile.self, from: data)
            guard file.format == StateFile.currentFormat else {
                if warning { warn("ignoring saved state \(url.path): format \(file.format), expected \(StateFile.currentFormat)") }
                return nil
            }
            return file
        } catch is DecodingError {
            if warning { warn("ignoring saved state \(url.path): not a valid state file (damaged or truncated)") }
        } catch {
            if warning { warn("ignoring saved state \(url.path): \(MessageText.systemReason(of: error))") }
        }
        return nil
    }
}

/// The state file's contents.
private struct StateFile: Codable {
    static let currentFormat = 1

    struct Document: Codable {
        /// When it was saved, in seconds since 1970.
        var saved: Double
        var archive: RestorationArchive
    }

    var format = StateFile.currentFormat
    var documents: [String: Document] = [:]
}
