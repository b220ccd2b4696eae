import UIKit

/// The command line as the kernel hands it over, bytes. Swift's `CommandLine.arguments`
/// replaces bytes that are not UTF-8 with U+FFFD, which names another file: `viewer
/// caf\xE9.png` (a Latin-1 name) said the file did not exist, and `--screenshot` with such
/// a name wrote under the replaced one. The viewer and the pager open such a file by its
/// bytes (`CommandLineScanner.scan(argumentBytes:flags:file:option:)`).
public enum CommandLineBytes {
    /// The process's arguments after the program's name, as bytes.
    public static func processArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { i in
            guard let argument = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

    /// `bytes` for a message: their UTF-8 runs as text, each other byte as `\xHH`, so a
    /// name reads as `ls` would show it; cut in the middle past `MessageText.maximumLength`
    /// bytes (`MessageText.escaped(bytes:)`).
    public static func shown(_ bytes: [UInt8]) -> String {
        MessageText.escaped(bytes: bytes)
    }
}
