import UIKit

extension CommandLineScanner {
    /// `scan(_:flags:file:option:)` over the arguments as the process got them, bytes, for
    /// the viewer and the pager alike: a file or folder may be named by any bytes (a
    /// Latin-1 `caf\xE9.png` goes to `file` by them), but an option and an option's value
    /// must be UTF-8 text, as they are read as text (`ViewerUsageError.notUTF8`).
    public static func scan(argumentBytes: [[UInt8]], flags: Set<String>, file: (FileSystemPath) -> Void,
                            option: (String, () throws(ViewerUsageError) -> String) throws(ViewerUsageError) -> Bool)
        throws(ViewerUsageError) {
        // An argument that is not UTF-8 stands in the text as a NUL and its position, which
        // no argument can hold (the kernel ends each at its first NUL), until it is seen to
        // be a file.
        var arguments: [String] = [], named: [String: FileSystemPath] = [:], optionsEnded = false
        for (i, bytes) in argumentBytes.enumerated() {
            if let text = String(validating: bytes, as: UTF8.self) {
                arguments.append(text)
                optionsEnded = optionsEnded || text == "--"
                continue
            }
            guard optionsEnded || bytes.first != UInt8(ascii: "-"), let path = FileSystemPath(bytes: bytes) else {
                throw .notUTF8(argument: MessageText.escaped(bytes: bytes))
            }
            let stand = "\u{0}\(i)"
            arguments.append(stand)
            named[stand] = path
        }
        try scan(arguments, flags: flags, file: { file(named[$0] ?? FileSystemPath($0)) }, checkingValues: {
            (text) throws(ViewerUsageError) in
            if let path = named[text] { throw .notUTF8(argument: path.description) }
        }, option: option)
    }
}
