import Foundation

/// Why a font file could not be used. Its `description` is one line naming the file and
/// the reason, fit for a log or an error dialog.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// Nothing exists at the path.
        case fileNotFound
        /// The file exists but cannot be read (permissions, a directory).
        case unreadable
        /// FreeType could not open it as a font; the FreeType error code.
        case notAFont(freeTypeError: Int32)
        /// The font has no outlines (a bitmap-only font), so it cannot be drawn at any size.
        case notScalable
        /// The font has no Unicode character map, so text cannot be mapped to its glyphs.
        case noUnicodeCharacterMap
        /// FreeType itself could not be initialised; the FreeType error code.
        case freeTypeUnavailable(freeTypeError: Int32)
    }

    /// The font file, as given.
    public let path: String
    /// What went wrong.
    public let reason: Reason

    /// An error for the font at `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let path = MessageText.escaped(self.path)
        switch reason {
        case .fileNotFound: return "font \(path): file not found"
        case .unreadable: return "font \(path): file cannot be read"
        case .notAFont(let code):
            return "font \(path): not a font FreeType can open (\(FontError.describe(code)))"
        case .notScalable: return "font \(path): has no scalable outlines"
        case .noUnicodeCharacterMap: return "font \(path): has no Unicode character map"
        case .freeTypeUnavailable(let code):
            return "font \(path): FreeType failed to initialise (\(FontError.describe(code)))"
        }
    }

    /// FreeType's own messages for the errors opening a file gives; Debian builds FreeType
    /// without `FT_CONFIG_OPTION_ERROR_STRINGS`, so `FT_Error_String` returns nothing.
    static func describe(_ code: Int32) -> String {
        let known: [Int32: String] = [
            0x01: "cannot open resource", 0x02: "unknown file format",
            0x03: "broken file", 0x08: "invalid argument", 0x40: "out of memory",
        ]
        let hex = "0x" + String(code, radix: 16)
        return known[code].map { "FreeType error \(hex): \($0)" } ?? "FreeType error \(hex)"
    }
}
