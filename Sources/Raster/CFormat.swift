#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension String {
    /// `format` filled in by C's `vsnprintf` with `arguments`: numbers only (`%d`, `%ld`,
    /// `%x`, `%f`, `%g`, with flags, width and precision), in the C locale's spelling
    /// (a point for decimals, whatever locale the program set), as `String(format:)` writes them.
    ///
    /// The viewer's status line and messages use it rather than `String(format:)`, which
    /// formats through Foundation's `NSString` and CoreFoundation: a viewer showing a zoom
    /// percentage would otherwise page in that machinery's code and tables, counted against
    /// its peak resident memory at large images (issue 18, BENCHMARKS.md).
    public init(cFormat format: String, _ arguments: CVarArg...) {
        self = Self.formatted(format, arguments)
    }

    private static func formatted(_ format: String, _ arguments: [CVarArg]) -> String {
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = Int(withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) })
        if needed >= buffer.count {
            // A list is read once: the larger pass takes a fresh one.
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(Swift.max(0, Swift.min(needed, buffer.count - 1))).map { UInt8(bitPattern: $0) },
                      as: UTF8.self)
    }

    /// The C locale's numbers, for this thread while formatting: a program that called
    /// `setlocale(LC_ALL, "")` under a German locale would otherwise print "9,6%".
    private static let cLocale: locale_t? = newlocale(1 << LC_NUMERIC, "C", nil)
}
