import UIKit

/// The command line as the kernel hands it over, bytes. Swift's `CommandLine.arguments`
/// replaces bytes that are not UTF-8 with U+FFFD, which names another file: `viewer
/// caf\xE9.png` (a Latin-1 name) said the file did not exist, and `--screenshot` with such
/// a name wrote under the replaced one. The viewer opens such a file by its bytes
/// (`ViewerOptions(argumentBytes:)`); the pager refuses it, saying so.
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

    /// `bytes` for a message: their UTF-8 runs as text, each other byte as `\xHH`, so a
    /// name reads as `ls` would show it; cut in the middle past `MessageText.maximumLength`
    /// bytes (`MessageText.escaped(bytes:)`).
    public static func shown(_ bytes: [UInt8]) -> String {
        MessageText.escaped(bytes: bytes)
    }
}
