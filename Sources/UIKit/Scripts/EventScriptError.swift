import Foundation

/// A script that cannot be read, parsed or run, with where and why:
/// `script.txt:12: unknown command 'tuch'`.
public struct EventScriptError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The script's name (its file name).
    public var name: String
    /// The line, counting from 1; 0 for errors about the whole file.
    public var line: Int
    /// The offending line as written ("" for whole-file errors).
    public var text: String
    /// What is wrong, naming the bad word.
    public var reason: String

    /// An error from its parts.
    public init(name: String, line: Int, text: String, reason: String) {
        self.name = name
        self.line = line
        self.text = text
        self.reason = reason
    }

    /// `name:line: reason` (`name: reason` for whole-file errors), the name escaped and cut
    /// as `MessageText` does; the words of the line the reason quotes are escaped already.
    public var description: String {
        let name = MessageText.escaped(self.name)
        return line > 0 ? "\(name):\(line): \(reason)" : "\(name): \(reason)"
    }
}
