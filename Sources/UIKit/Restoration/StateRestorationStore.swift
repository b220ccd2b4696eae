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
/// Nothing is lost to a save: a file that does not parse is moved aside to
/// `<program>.state.damaged` (the warning says so) before a new one is written, and a file
/// the store cannot use for other reasons (another format, too large, not a regular file,
/// unreadable) is left as it is and not saved over, with its warning given once.
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

    /// Where a state file that does not parse is moved before a new one is saved.
    public var damagedURL: URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".damaged")
    }

    /// The warnings about a file left as it is already given, so that browsing many
    /// documents (a load each) still gives one line.
    private let givenWarnings = GivenWarnings()

    /// Prints `message` as one line on standard error.
    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The state saved for `document`, or nil (nothing saved, or a file to ignore: warned).
    public func load(document: String) -> RestorationArchive? {
        guard case let .valid(file) = readFile(warning: true) else { return nil }
        return file.documents[document]?.archive
    }

    /// Saves `archive` as the state of `document`, keeping the other documents' state.
    public func save(_ archive: RestorationArchive, document: String, now: Date = Date()) {
        var file: StateFile
        switch readFile(warning: false) {
        case let .valid(existing): file = existing
        case .absent: file = StateFile()
        case .kept: return
        }
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

    /// What a read of the state file found.
    private enum Contents {
        /// A state file of this format.
        case valid(StateFile)
        /// No file (or none the system lets us look at): a save writes a new one.
        case absent
        /// A file to leave as it is: not saved over.
        case kept
    }

    /// Reads the whole file. A file that does not parse is moved aside (`damagedURL`), so
    /// the next save starts afresh without losing it; one that is not ours to replace
    /// (another format, too large, not a regular file, unreadable) is `kept`, its warning
    /// given once whether `warning` asks or not (a save is then skipped because of it).
    private func readFile(warning: Bool) -> Contents {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            if errno != ENOENT, warning { warn("ignoring saved state \(url.path): \(String(cString: strerror(errno)))") }
            return .absent
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return keep("not a regular file")
        }
        guard info.st_size <= StateRestorationStore.maximumFileSize else {
            return keep("\(info.st_size) bytes is too large for a state file")
        }
        do {
            let data = try Data(contentsOf: url)
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf",
                                                                            negativeInfinity: "-inf", nan: "nan")
            let file = try decoder.decode(StateFile.self, from: data)
            guard file.format == StateFile.currentFormat else {
                return keep("format \(file.format), expected \(StateFile.currentFormat)")
            }
            return .valid(file)
        } catch is DecodingError {
            return moveAsideDamaged()
        } catch {
            return keep(MessageText.systemReason(of: error))
        }
    }

    /// A file the store cannot use but must not replace: warned about once.
    private func keep(_ reason: String) -> Contents {
        let message = "ignoring saved state \(url.path): \(reason) (left as it is; state is not saved)"
        if givenWarnings.insert(message) { warn(message) }
        return .kept
    }

    /// A file that does not parse, renamed to `damagedURL` (replacing an older one there)
    /// so that it is kept while a new state file is written.
    private func moveAsideDamaged() -> Contents {
        let reason = "not a valid state file (damaged or truncated)"
        guard rename(url.path, damagedURL.path) == 0 else {
            return keep(reason + "; could not move it to \(damagedURL.path): \(String(cString: strerror(errno)))")
        }
        warn("ignoring saved state \(url.path): \(reason); moved to \(damagedURL.path)")
        return .absent
    }
}

/// The warnings a store gave, shared by its copies (a store is a value).
private final class GivenWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: Set<String> = []

    /// Records `message`; true when it is new.
    func insert(_ message: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return messages.insert(message).inserted
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
