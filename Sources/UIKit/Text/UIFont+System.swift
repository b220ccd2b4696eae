import Foundation

// The system fonts are Debian's DejaVu (package fonts-dejavu-core, which `make` installs):
// DejaVu Sans and its bold for text, DejaVu Sans Mono for `monospacedSystemFont`. They
// cover Latin with accents, Greek and Cyrillic; DejaVu Sans's digits already share one
// advance, so `monospacedDigitSystemFont` needs no other font.
extension UIFont {
    /// The directory the system fonts are read from: `$SCROLLKIT_FONT_DIR` when set, else
    /// where Debian's fonts-dejavu-core installs them. Fonts already made keep their file.
    nonisolated(unsafe) public static var systemFontDirectory: String =
        getenv("SCROLLKIT_FONT_DIR").map { String(cString: $0) } ?? "/usr/share/fonts/truetype/dejavu"

    /// UIKit's standard system font size, in points.
    public static var systemFontSize: CGFloat { 14 }
    /// UIKit's standard small system font size, in points.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// UIKit's standard label font size (a `UILabel`'s default font), in points.
    public static var labelFontSize: CGFloat { 17 }
    /// UIKit's standard button font size, in points.
    public static var buttonFontSize: CGFloat { 18 }

    /// The regular system font (DejaVu Sans) at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font (DejaVu Sans Bold) at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize` points in the nearest weight the system fonts have:
    /// bold from `.semibold` up, regular below (DejaVu Sans comes in those two).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        font(file: weight >= .semibold ? FontFiles.bold : FontFiles.regular, size: fontSize)
    }

    /// The system font with digits of equal width, for numbers that change in place
    /// (counters, clocks). DejaVu Sans's digits are tabular already, so this is
    /// `systemFont(ofSize:weight:)`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (DejaVu Sans Mono, bold from `.semibold` up) at
    /// `fontSize` points.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        font(file: weight >= .semibold ? FontFiles.monospacedBold : FontFiles.monospaced, size: fontSize)
    }

    /// The font named `fontName` (a file name without extension, as "DejaVuSerif", found in
    /// `systemFontDirectory` with extension .ttf or .otf) at `size` points; nil when there
    /// is no such font, as UIKit's.
    public convenience init?(name fontName: String, size: CGFloat) {
        guard !fontName.isEmpty, !fontName.contains("/") else { return nil }
        for ext in ["ttf", "otf"] {
            if case .success(let face) = FontFiles.face(at: UIFont.systemFontDirectory + "/" + fontName + "." + ext,
                                                       logsFailure: false) {
                self.init(face: face, size: size)
                return
            }
        }
        return nil
    }

    private static func font(file: String, size: CGFloat) -> UIFont {
        switch FontFiles.face(at: systemFontDirectory + "/" + file, logsFailure: true) {
        case .success(let face): return UIFont(face: face, size: size)
        case .failure(let error): return UIFont(missing: error, size: size)
        }
    }
}

/// The font files opened so far, by path, each opened once; failures are remembered too,
/// and logged once.
enum FontFiles {
    static let regular = "DejaVuSans.ttf"
    static let bold = "DejaVuSans-Bold.ttf"
    static let monospaced = "DejaVuSansMono.ttf"
    static let monospacedBold = "DejaVuSansMono-Bold.ttf"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var opened: [String: Result<FontFace, FontError>] = [:]

    /// The face of the file at `path`, opened on first use.
    static func face(at path: String, logsFailure: Bool) -> Result<FontFace, FontError> {
        lock.lock()
        defer { lock.unlock() }
        if let known = opened[path] { return known }
        let result = Result { () throws(FontError) in try FontFace(contentsOf: path) }
        opened[path] = result
        if logsFailure, case .failure(let error) = result {
            FileHandle.standardError.write(Data(
                "ScrollKit: \(error); text in this font draws nothing (install fonts-dejavu-core or set SCROLLKIT_FONT_DIR)\n".utf8))
        }
        return result
    }
}
