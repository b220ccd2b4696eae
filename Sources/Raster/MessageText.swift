/// Text from outside the program (file names, option values, script lines and words) made
/// fit to quote in a one-line message: whatever a terminal would not show as itself is
/// escaped, and long text is cut in the middle, so a name holding a newline cannot split
/// the message in two, a control byte cannot drive the terminal, and a megabyte-long
/// script line cannot become a megabyte-long error.
///
/// Escapes follow Swift's: `\n`, `\r`, `\t`, `\0`, and `\u{hex}` for every other control,
/// format (bidirectional overrides, zero-width characters), line or paragraph separator
/// and unassigned scalar. Backslashes stay as they are, so ordinary paths read as typed.
public enum MessageText {
    /// The most Unicode scalars of one quoted text a message shows; longer text keeps this
    /// many, half from its start and half from its end, around a `…`.
    public static let maximumLength = 160

    /// `text` escaped and, past `maximumLength` scalars, cut in the middle.
    /// - Complexity: O(n) in the length of `text`; the result is at most about ten times
    ///   `maximumLength` characters, whatever the input.
    public static func escaped<S: StringProtocol>(_ text: S) -> String {
        let scalars = text.unicodeScalars
        let count = scalars.count
        guard count > maximumLength else { return escape(scalars[...]) }
        let half = maximumLength / 2
        let head = scalars[..<scalars.index(scalars.startIndex, offsetBy: half)]
        let tail = scalars[scalars.index(scalars.endIndex, offsetBy: -half)...]
        return escape(head) + "…" + escape(tail)
    }

    /// `'text'`, escaped and cut as `escaped(_:)` does: a word or line quoted in a message.
    public static func quoted<S: StringProtocol>(_ text: S) -> String {
        "'" + escaped(text) + "'"
    }

    private static func escape<S: Collection>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            switch scalar {
            case "\n": result.append(contentsOf: #"\n"#.unicodeScalars)
            case "\r": result.append(contentsOf: #"\r"#.unicodeScalars)
            case "\t": result.append(contentsOf: #"\t"#.unicodeScalars)
            case "\0": result.append(contentsOf: #"\0"#.unicodeScalars)
            default:
                if isShown(scalar) {
                    result.append(scalar)
                } else {
                    result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                }
            }
        }
        return String(result)
    }

    /// True for scalars a terminal shows as themselves.
    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate:
            return false
        default:
            return true
        }
    }
}
