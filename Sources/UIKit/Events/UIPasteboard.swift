import Foundation

/// The clipboard text fields copy to and paste from, as UIKit's `UIPasteboard`, holding
/// text. Inside one process it keeps the text itself; a host with a system clipboard (the
/// SDL window's) connects it with `connect(read:write:)`, so copies reach other programs.
public final class UIPasteboard {
    /// The clipboard every text field uses.
    public static let general = UIPasteboard()

    private var stored: String?
    private var read: (() -> String?)?
    private var write: ((String?) -> Void)?

    /// The text on the clipboard; nil when it holds none. Setting nil empties it.
    public var string: String? {
        get { read.map { $0() } ?? stored }
        set {
            if let write { write(newValue) } else { stored = newValue }
        }
    }

    /// The clipboard's text as a list (one entry, or none).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the clipboard holds text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }

    /// Reads and writes the clipboard through `read` and `write` (a window system's)
    /// from now on.
    public func connect(read: @escaping () -> String?, write: @escaping (String?) -> Void) {
        self.read = read
        self.write = write
    }

    /// Goes back to keeping the text inside the process.
    public func disconnect() {
        read = nil
        write = nil
    }
}
