import Foundation

/// The types a Swift test file declares and the functions declared directly in them (or at
/// file level), with the lines their bodies span, read from the file itself. `#function`
/// names a test but not its class or suite; this tells which suite an assertion's line is
/// in, and whether another suite of the file has a test of the same name (whose references
/// would otherwise share one file).
///
/// A small scanner, not a parser: it skips comments and string literals (raw and
/// multi-line ones too, and the code in their interpolations), follows braces and
/// parentheses, and notes the bodies of `class`, `struct`, `enum`, `actor` and `extension`
/// declarations at file or type level and of the `func`s declared directly inside them.
/// Local functions and types (inside a function) belong to no suite; protocols declare
/// no tests. swift-snapshot-testing's inline snapshots read the test file too, with
/// SwiftSyntax; a scanner this size needs no dependency.
struct TestFileOutline: Equatable {
    /// A function declared at file level or directly in a type.
    struct Function: Equatable {
        /// Its name, without backticks.
        var name: String
        /// The names of the types it is declared in, outermost first (an extension's type as
        /// written: `extension Outer.Inner` gives `["Outer", "Inner"]`); empty at file level.
        var suite: [String]
        /// The lines of its body, from its `{` to its `}` (1-based, as `#line`).
        var lines: ClosedRange<Int>
    }

    /// A type body at file or type level (an extension's too).
    struct Suite: Equatable {
        var names: [String]
        var lines: ClosedRange<Int>
    }

    private(set) var functions: [Function] = []
    private(set) var suites: [Suite] = []

    /// The outline of `source` (a Swift file's text).
    init(source: String) {
        var scanner = OutlineScanner(Array(source.utf8))
        scanner.scan()
        functions = scanner.functions
        suites = scanner.suites
    }

    /// The suites declaring a function named `name` (`#function`'s form: `testCard()`,
    /// `card(size:)`), compared as reference file names spell them.
    func suites(declaring name: String) -> Set<[String]> {
        let wanted = SnapshotPaths.sanitize(name)
        return Set(functions.filter { SnapshotPaths.sanitize($0.name) == wanted }.map(\.suite))
    }

    /// The function named `name` whose body holds `line`.
    func function(named name: String, containing line: Int) -> Function? {
        let wanted = SnapshotPaths.sanitize(name)
        return functions.first { $0.lines.contains(line) && SnapshotPaths.sanitize($0.name) == wanted }
    }

    /// The innermost suite whose body holds `line`.
    func suite(containing line: Int) -> Suite? {
        suites.filter { $0.lines.contains(line) }.max { $0.names.count < $1.names.count }
    }

    private static let cache = NSLock()
    nonisolated(unsafe) private static var outlines: [String: TestFileOutline?] = [:]

    /// The outline of the file at `path`, read once a process (Swift Testing asks from several
    /// threads); nil when it cannot be read.
    static func of(file path: String) -> TestFileOutline? {
        cache.lock()
        defer { cache.unlock() }
        if let known = outlines[path] { return known }
        let outline = (try? String(contentsOfFile: path, encoding: .utf8)).map(TestFileOutline.init(source:))
        outlines[path] = outline
        return outline
    }
}

/// The scanner behind `TestFileOutline`, over the file's UTF-8 bytes.
private struct OutlineScanner {
    /// What a `{` opens.
    enum Scope {
        /// A type's body; `suite` is nil for one that holds no tests (a protocol, a local type).
        case type(suite: [String]?, start: Int)
        /// A function's body; `suite` is nil for one that is no test (a local function).
        case function(name: String, suite: [String]?, start: Int)
        /// Anything else: a closure, an accessor, a statement's block.
        case other
    }

    /// A declaration seen whose body has not opened yet.
    enum Declaration {
        case type([String])
        case `protocol`
        case function(String)
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var stack: [Scope] = []
    var parentheses = 0
    /// The declaration waiting for its body, with the nesting it was declared at: only a `{`
    /// at that nesting opens it (not one in a default argument's closure).
    var pending: (declaration: Declaration, parentheses: Int, depth: Int)?
    var functions: [TestFileOutline.Function] = []
    var suites: [TestFileOutline.Suite] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Words that may follow `class` as a modifier (`class func`, `class override var`).
    static let modifiers: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "fileprivate",
        "internal", "public", "open", "required", "convenience", "nonisolated", "mutating", "dynamic", "typealias",
    ]
    /// Words that begin a declaration other than a type or function at the pending one's
    /// nesting: the pending declaration had no body (a protocol requirement).
    static let otherDeclarations: Set<String> = [
        "var", "let", "init", "deinit", "subscript", "case", "typealias", "import", "associatedtype",
    ]

    mutating func scan() {
        _ = scanCode(untilClosingParenthesis: false)
    }

    /// Scans code; with `untilClosingParenthesis` (a string interpolation's), returns after
    /// the `)` that closes it. Returns false at the end of the file.
    mutating func scanCode(untilClosingParenthesis: Bool) -> Bool {
        var depth = 0
        while index < bytes.count {
            if skipOneTrivia() { continue }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                scanString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    scanString(hashes: hashes)
                } else {
                    // A directive or macro (`#if`, `#selector`): its word is read as any.
                    index += hashes
                }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                parentheses += 1
                depth += 1
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                index += 1
                // The interpolation's own `)`: its `(` was not counted.
                if untilClosingParenthesis && depth == 0 { return true }
                parentheses = max(0, parentheses - 1)
                depth -= 1
            case UInt8(ascii: "{"):
                openBrace()
                index += 1
            case UInt8(ascii: "}"):
                closeBrace()
                index += 1
            case UInt8(ascii: "`"):
                _ = readWord()
            default:
                if Self.isWordByte(byte) && !Self.isDigit(byte) {
                    let word = readWord()
                    declare(word)
                } else {
                    index += 1
                }
            }
        }
        return false
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || isDigit(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// Reads a word or a backticked name at `index` (after spaces and comments), without
    /// its backticks; empty when there is none.
    mutating func readWord() -> String {
        skipTrivia()
        if peek(0) == UInt8(ascii: "`") {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            return word
        }
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The word after `index` without moving past it.
    mutating func peekWord() -> String {
        let saved = (index, line)
        let word = readWord()
        (index, line) = saved
        return word
    }

    /// Skips spaces, newlines and comments.
    mutating func skipTrivia() {
        while skipOneTrivia() {}
    }

    /// Skips one space, newline or comment at `index`; false when there is none.
    mutating func skipOneTrivia() -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            index += 1
        case UInt8(ascii: "\n"):
            line += 1
            index += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
        default:
            return false
        }
        return true
    }

    /// Skips a `/* */` comment, nested ones included.
    mutating func skipBlockComment() {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
    }

    /// Skips a string literal whose opening quote is at `index`, delimited by `hashes`
    /// `#`s (a raw string), single- or multi-line; the code of its interpolations is scanned.
    mutating func scanString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        func closes(_ scanner: OutlineScanner) -> Bool {
            for q in 0..<quotes where scanner.peek(q) != UInt8(ascii: "\"") { return false }
            for h in 0..<hashes where scanner.peek(quotes + h) != UInt8(ascii: "#") { return false }
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    guard scanCode(untilClosingParenthesis: true) else { return }
                } else if index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
            } else if byte == UInt8(ascii: "\""), closes(self) {
                index += quotes + hashes
                return
            } else if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                // A single-line literal never spans lines: an unclosed one ends here.
                if !multiline { return }
            } else {
                index += 1
            }
        }
    }

    /// Notes what `word` declares.
    mutating func declare(_ word: String) {
        switch word {
        case "class", "struct", "enum", "actor", "extension", "protocol":
            if word == "class", Self.modifiers.contains(peekWord()) { return }
            if word == "protocol" {
                pending = (.protocol, parentheses, stack.count)
                return
            }
            var names = [readWord()]
            // `extension Outer.Inner`
            while word == "extension" {
                skipTrivia()
                guard peek(0) == UInt8(ascii: "."), let next = peek(1), Self.isWordByte(next) || next == UInt8(ascii: "`")
                else { break }
                index += 1
                names.append(readWord())
            }
            if !names[0].isEmpty { pending = (.type(names), parentheses, stack.count) }
        case "func":
            skipTrivia()
            var name = readWord()
            if name.isEmpty {
                // An operator: its characters up to the generic clause or parameters.
                let start = index
                while index < bytes.count, !" \t\n(<".utf8.contains(bytes[index]) { index += 1 }
                name = String(decoding: bytes[start..<index], as: UTF8.self)
            }
            pending = (.function(name), parentheses, stack.count)
        default:
            if Self.otherDeclarations.contains(word), let p = pending, p.parentheses == parentheses, p.depth == stack.count {
                pending = nil
            }
        }
    }

    /// The types enclosing the next scope, when they hold tests: the suite path of the
    /// innermost type, `[]` at file level, nil inside a function, a closure or a protocol.
    private var enclosingSuite: [String]? {
        guard let top = stack.last else { return [] }
        if case let .type(suite, _) = top { return suite }
        return nil
    }

    mutating func openBrace() {
        guard let p = pending, p.parentheses == parentheses, p.depth == stack.count else {
            // A closure (in a default argument too: the declaration's body is still to come).
            stack.append(.other)
            return
        }
        pending = nil
        switch p.declaration {
        case let .type(names):
            stack.append(.type(suite: enclosingSuite.map { $0 + names }, start: line))
        case .protocol:
            stack.append(.type(suite: nil, start: line))
        case let .function(name):
            stack.append(.function(name: name, suite: enclosingSuite, start: line))
        }
    }

    mutating func closeBrace() {
        guard let scope = stack.popLast() else { return }
        // A declaration left without a body in the scope that closed (a protocol's).
        if let p = pending, p.depth > stack.count { pending = nil }
        switch scope {
        case let .type(suite?, start):
            suites.append(TestFileOutline.Suite(names: suite, lines: start...line))
        case let .function(name, suite?, start):
            functions.append(TestFileOutline.Function(name: name, suite: suite, lines: start...line))
        default:
            break
        }
    }
}
