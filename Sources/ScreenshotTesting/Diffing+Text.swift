import Foundation

extension Diffing where Format == String {
    /// Text stored as UTF-8 files, equal or not; a mismatch lists the lines that differ
    /// (`-` reference, `+` actual, with line numbers) in the failure message and writes them
    /// as the diff file.
    public static var lines: Diffing<String> {
        Diffing(write: { text, url in try TextFile.write(text, to: url) },
                read: { url in try TextFile.read(url) },
                compare: { reference, actual in
                    let diff = LineDiff.lines(reference: reference, actual: actual)
                    guard !diff.isEmpty else { return nil }
                    let removed = diff.filter { $0.hasPrefix("  -") }.count, added = diff.filter { $0.hasPrefix("  +") }.count
                    return SnapshotMismatch(summary: "texts differ: \(removed) line\(removed == 1 ? "" : "s") removed, "
                                                + "\(added) added", details: diff) { url in
                        try TextFile.write(diff.joined(separator: "\n") + "\n", to: url)
                    }
                })
    }
}

/// UTF-8 text files, written atomically.
enum TextFile {
    /// Writes `text` to a temporary file beside `url`, then renames it over `url`.
    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// The text of the file at `url`; throws naming the file when it is not UTF-8.
    static func read(_ url: URL) throws -> String {
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotFailure("\(url.path): not UTF-8 text")
        }
        return text
    }
}
