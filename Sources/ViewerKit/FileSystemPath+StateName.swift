import UIKit

// How the viewer's and the pager's state files name a file: one spelling per file whatever
// path reached it (relative, with `.` or `..`), and none shared by two files.
extension FileSystemPath {
    /// This path made absolute from the current directory, with `.`, `..` and empty
    /// components taken out and no trailing `/`, as `URL(fileURLWithPath:)`'s
    /// `standardizedFileURL` spells a path (but a leading `~` stays a name); nil when the
    /// current directory cannot be had.
    public var standardizedAbsolute: FileSystemPath? {
        var base = self
        if !isAbsolute {
            guard let directory = getcwd(nil, 0) else { return nil }
            defer { free(directory) }
            base = FileSystemPath(String(cString: directory)).appending(self)
        }
        var components: [ArraySlice<UInt8>] = []
        for component in base.bytes.split(separator: UInt8(ascii: "/")) where component != [UInt8(ascii: ".")] {
            if component.elementsEqual("..".utf8) { _ = components.popLast() } else { components.append(component) }
        }
        let joined = components.map(Array.init).joined(separator: [UInt8(ascii: "/")])
        return FileSystemPath(bytes: [UInt8(ascii: "/")] + joined)
    }

    /// The file as a state file names it: `standardizedAbsolute` as text when it is UTF-8
    /// (the spelling Foundation's URL gave, so saved state is found again); otherwise
    /// `bytes:` and every byte of it in hexadecimal, which no UTF-8 name (starting with `/`)
    /// can be, and which no other path shares (a message's escaping cuts long names in the
    /// middle). Nil when the current directory cannot be had.
    public var stateName: String? {
        guard let absolute = standardizedAbsolute else { return nil }
        if let text = absolute.string { return text }
        return "bytes:" + absolute.bytes.map { String(cFormat: "%02x", $0) }.joined()
    }
}
