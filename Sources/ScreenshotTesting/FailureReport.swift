import Foundation
import Raster

/// The failure report: one HTML page, `snapshot-report.html` in the artifacts folder,
/// showing every snapshot that failed in the run, its reference, actual and diff side by
/// side with the figures, and a slider that wipes from the reference to the actual image.
/// Images are embedded as data URIs, so the page opens from the file system, alone.
///
/// Both passes of a `swift test` run (XCTest, then Swift Testing) add to one page: the
/// failures are kept in `snapshot-failures.json` beside it, tagged with the run, and a
/// later run starts afresh.
enum FailureReport {
    /// The report page's file name.
    static let pageName = "snapshot-report.html"
    /// The file name of the failures behind the page.
    static let entriesName = "snapshot-failures.json"

    /// Adds `failures` to the run's report in `folder` and rewrites the page; returns its
    /// URL, or nil when the run has no failures (a previous run's report is removed then).
    static func update(in folder: URL, run: String, adding failures: [FailedSnapshot]) throws -> URL? {
        // No folder and nothing to add: there is no previous report to remove either.
        guard !failures.isEmpty || FileManager.default.fileExists(atPath: folder.path) else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Read, add and write under the lock, or one process's failures replace another's.
        return try FolderLock.withLock(in: folder, named: lockName) {
            try updateLocked(in: folder, run: run, adding: failures)
        }
    }

    /// The lock file that makes `update` one process at a time.
    static let lockName = ".snapshot-report.lock"

    private static func updateLocked(in folder: URL, run: String, adding failures: [FailedSnapshot]) throws -> URL? {
        let entriesURL = folder.appendingPathComponent(entriesName), page = folder.appendingPathComponent(pageName)
        let previous = (try? JSONDecoder().decode([FailedSnapshot].self, from: Data(contentsOf: entriesURL))) ?? []
        let entries = previous.filter { $0.run == run } + failures.map { var f = $0; f.run = run; return f }
        guard !entries.isEmpty else {
            if !previous.isEmpty {
                try? FileManager.default.removeItem(at: entriesURL)
                try? FileManager.default.removeItem(at: page)
            }
            return nil
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(entries).write(to: entriesURL, options: .atomic)
        try Data(html(for: entries).utf8).write(to: page, options: .atomic)
        return page
    }

    /// The page for `entries`.
    static func html(for entries: [FailedSnapshot]) -> String {
        var body = ""
        for (index, entry) in entries.enumerated() {
            let testFile = URL(fileURLWithPath: entry.file).deletingPathExtension().lastPathComponent
            body += "<section>\n<h2>\(escape(testFile)) › \(escape(entry.test)) › \(escape(entry.name))</h2>\n"
            body += "<p class=\"figures\">\(escape(entry.summary))</p>\n"
            body += "<p class=\"path\">reference: \(escape(entry.reference.path))</p>\n"
            if entry.reference.pathExtension == "png" {
                body += imagePanes(entry, index: index)
            } else {
                body += textPanes(entry)
            }
            body += "</section>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <title>Snapshot failures (\(entries.count))</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #222; }
        section { border-top: 1px solid #ccc; padding: 12px 0 24px; }
        h2 { font-size: 16px; margin: 0 0 6px; }
        .figures { font-family: monospace; }
        .path { color: #666; font-family: monospace; font-size: 12px; }
        .panes { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        img { image-rendering: pixelated; border: 1px solid #ccc;
              background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .wipe { position: relative; display: inline-block; }
        .wipe img.top { position: absolute; left: 0; top: 0; }
        pre { background: #f6f6f6; padding: 8px; overflow: auto; max-width: 100%; }
        </style></head><body>
        <h1>Snapshot failures: \(entries.count)</h1>
        \(body)<script>
        for (const range of document.querySelectorAll('input.wipe-range')) {
          const top = document.getElementById(range.dataset.target);
          const update = () => { top.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; };
          range.addEventListener('input', update); update();
        }
        </script></body></html>

        """
    }

    private static func imagePanes(_ entry: FailedSnapshot, index: Int) -> String {
        let reference = dataURI(entry.comparedReference), actual = dataURI(entry.actual), diff = dataURI(entry.diff)
        var html = "<div class=\"panes\">\n"
        let size = displaySize(of: entry.actual)
        for (caption, uri) in [("Reference", reference), ("Actual", actual), ("Diff", diff)] {
            guard let uri else { continue }
            html += "<figure><figcaption>\(caption)</figcaption><img src=\"\(uri)\"\(size) alt=\"\(caption)\"></figure>\n"
        }
        if let reference, let actual {
            html += """
            <figure><figcaption>Reference ← slide → actual</figcaption>
            <div class="wipe"><img src="\(reference)"\(size) alt="reference"><img class="top" id="top\(index)" src="\(actual)"\(size) alt="actual"></div>
            <br><input class="wipe-range" type="range" min="0" max="100" value="50" data-target="top\(index)"
             aria-label="reference to actual"></figure>

            """
        }
        return html + "</div>\n"
    }

    private static func textPanes(_ entry: FailedSnapshot) -> String {
        let text = { (url: URL?) in url.flatMap { try? TextFile.read($0) } }
        var html = "<div class=\"panes\">\n"
        html += "<figure><figcaption>Line diff (- reference, + actual)</figcaption><pre>"
            + escape(entry.details.joined(separator: "\n")) + "</pre></figure>\n"
        for (caption, content) in [("Reference", text(entry.comparedReference)), ("Actual", text(entry.actual))] {
            guard let content else { continue }
            html += "<figure><figcaption>\(caption)</figcaption><pre>\(escape(content))</pre></figure>\n"
        }
        return html + "</div>\n"
    }

    /// Small images are shown enlarged by a whole factor (pixels stay square and sharp), so
    /// their longer side is at least `smallestShownSide` CSS pixels; up to 8 times.
    static let smallestShownSide = 240

    /// A `width` attribute enlarging a small image, or nothing.
    private static func displaySize(of url: URL?) -> String {
        guard let url, let data = FileManager.default.contents(atPath: url.path),
              let header = try? PNGDecoder.readHeader(from: data) else { return "" }
        let side = max(header.width, header.height)
        guard side > 0, side < smallestShownSide else { return "" }
        let factor = min(8, smallestShownSide / side)
        return factor > 1 ? " width=\"\(header.width * factor)\"" : ""
    }

    private static func dataURI(_ url: URL?) -> String? {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    /// `text` with HTML's special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
