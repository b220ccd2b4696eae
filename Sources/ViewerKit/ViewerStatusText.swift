import UIKit

/// The lines the status bar and the window title show.
public enum ViewerStatusText {
    /// The file name shown for `path`: its last component, escaped as `MessageText` does so
    /// that a newline in it cannot break the status bar into two lines, its bytes that are
    /// not UTF-8 shown as U+FFFD (`caf�.png`), as GLib programs show such names.
    public static func name(ofPath path: FileSystemPath) -> String {
        MessageText.escaped(path.lastComponent.displayString)
    }

    /// The window title: `viewer — name.png`, with ` — 3 / 12` when browsing several.
    public static func windowTitle(forPath path: FileSystemPath, position: String? = nil) -> String {
        "viewer — \(name(ofPath: path))" + (position.map { " — \($0)" } ?? "")
    }

    /// `3 / 12`: the image shown (counting from 1) of how many; nil for a single file.
    public static func position(of list: ImageList?) -> String? {
        guard let list, list.count > 1 else { return nil }
        return "\(list.index + 1) / \(list.count)"
    }

    /// `Loading name.png… 43%` for a load `fraction` (0...1) done.
    public static func loading(name: String, fraction: Double) -> String {
        "Loading " + name + loadingSuffix(fraction: fraction)
    }

    /// The part after the name while loading: `… 43%`.
    static func loadingSuffix(fraction: Double) -> String {
        let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
        return "… \(percent)%"
    }

    /// `name.png — 3 / 12 — 3000 × 2000 — 34%`: the file, its place in the list (when
    /// there is one), its size in pixels and the zoom, where 100% is one image pixel per
    /// device pixel.
    public static func shown(name: String, position: String? = nil, pixelWidth: Int, pixelHeight: Int,
                             zoomPercent: Double) -> String {
        name + details(position: position, pixelWidth: pixelWidth, pixelHeight: pixelHeight, zoomPercent: zoomPercent)
    }

    /// The part after the name: ` — 3 / 12 — 3000 × 2000 — 34%`.
    static func details(position: String?, pixelWidth: Int, pixelHeight: Int, zoomPercent: Double) -> String {
        (position.map { " — \($0)" } ?? "") + " — \(pixelWidth) × \(pixelHeight) — \(percent(zoomPercent))"
    }

    /// A zoom percentage as people read it: whole percent from 10% up, one decimal from 1%
    /// (a 20000-pixel scan fits a window at about 5%), two significant digits below, with
    /// no trailing zero (a 1 x 10,000,000 strip fits at 0.0075%, which one decimal showed
    /// as 0.0%).
    public static func percent(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0%" }
        if value >= 9.95 { return "\(Int(value.rounded()))%" }
        if value >= 0.995 { return String(cFormat: "%.1f%%", value) }
        let decimals = Int((-log10(value)).rounded(.down)) + 2
        var digits = String(cFormat: "%.\(decimals)f", value)
        while digits.hasSuffix("0") { digits.removeLast() }
        return digits + "%"
    }

    /// A file size as people read it: bytes below 1 KiB, else KiB, MiB or GiB with one
    /// decimal.
    public static func fileSize(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        for unit in ["KiB", "MiB"] {
            if value < 1024 { return String(cFormat: "%.1f ", value) + unit }
            value /= 1024
        }
        return String(cFormat: "%.1f GiB", value)
    }
}
