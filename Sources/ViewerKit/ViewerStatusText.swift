import UIKit

/// The lines the status bar and the window title show.
public enum ViewerStatusText {
    /// The file name shown for `path`: its last component, escaped as `MessageText` does so
    /// that a newline in it cannot break the status bar into two lines.
    public static func name(ofPath path: String) -> String {
        MessageText.escaped(URL(fileURLWithPath: path).lastPathComponent)
    }

    /// The window title: `viewer — name.png`.
    public static func windowTitle(forPath path: String) -> String {
        "viewer — \(name(ofPath: path))"
    }

    /// `Loading name.png… 43%` for a load `fraction` (0...1) done.
    public static func loading(name: String, fraction: Double) -> String {
        let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
        return "Loading \(name)… \(percent)%"
    }

    /// `name.png — 3000 × 2000 — 34%`: the file, its size in pixels and the zoom, where
    /// 100% is one image pixel per device pixel.
    public static func shown(name: String, pixelWidth: Int, pixelHeight: Int, zoomPercent: Double) -> String {
        "\(name) — \(pixelWidth) × \(pixelHeight) — \(percent(zoomPercent))"
    }

    /// A zoom percentage as people read it: whole percent from 10% up, one decimal below
    /// (a 20000-pixel scan fits a window at about 5%).
    public static func percent(_ value: Double) -> String {
        if value >= 9.95 { return "\(Int(value.rounded()))%" }
        return String(format: "%.1f%%", value)
    }
}
