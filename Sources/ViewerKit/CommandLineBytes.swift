import UIKit

/// The command line as the kernel hands it over, bytes, made into the strings the options
/// are parsed from. Swift's `CommandLine.arguments` replaces bytes that are not UTF-8 with
/// U+FFFD, which names another file: `viewer caf\xE9.png` (a Latin-1 name) said the file
/// did not exist, and `--screenshot` with such a name wrote under the replaced one. Such
/// an argument is refused instead, saying so.
public enum CommandLineBytes {
    /// The process's arguments after the program's name, as bytes.
    public static func processArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { i in
            guard let argument = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

    /// `arguments` as strings, or the first that is not UTF-8 (as `shown` shows it).
    public static func strings(_ arguments: [[UInt8]]) -> Result<[String], NotUTF8> {
        var strings: [String] = []
        for bytes in arguments {
            guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(NotUTF8(shown: shown(bytes))) }
            strings.append(text)
        }
        return .success(strings)
    }

    /// An argument that is not UTF-8, its other bytes shown as `\xHH`.
    public struct NotUTF8: Error, Equatable {
        /// The argument as `shown(_:)` shows it.
        public let shown: String
    }

    /// `arguments` as strings; throws `ViewerUsageError.notUTF8` for the first that is
    /// not UTF-8.
    public static func decoded(_ arguments: [[UInt8]]) throws(ViewerUsageError) -> [String] {
        switch strings(arguments) {
        case let .success(strings): return strings
        case let .failure(bad): throw .notUTF8(argument: bad.shown)
        }
    }

    /// `bytes` for a message: its UTF-8 runs as text (escaped as `MessageText` does), each
    /// other byte as `\xHH`, so the name reads as `ls` would show it; cut in the middle past
    /// `MessageText.maximumLength` bytes, as any quoted text is.
    public static func shown(_ bytes: [UInt8]) -> String {
        let half = MessageText.maximumLength / 2
        guard bytes.count <= MessageText.maximumLength else {
            return shown(Array(bytes.prefix(half))) + "…" + shown(Array(bytes.suffix(half)))
        }
        var text = "", i = 0
        while i < bytes.count {
            // The longest valid sequence at i: at most four bytes.
            if let length = (1...min(4, bytes.count - i)).first(where: { String(validating: bytes[i..<i + $0], as: UTF8.self) != nil }) {
                text += MessageText.escaped(String(decoding: bytes[i..<i + length], as: UTF8.self))
                i += length
            } else {
                text += "\\x" + String(bytes[i], radix: 16, uppercase: true)
                i += 1
            }
        }
        return text
    }
}
