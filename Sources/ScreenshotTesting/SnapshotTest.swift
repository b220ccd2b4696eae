import Foundation

/// The test a snapshot belongs to, which names its reference file: the test file, the test
/// function, and the suite (an `XCTestCase` class, a Swift Testing suite type) when it must
/// be told apart.
///
/// References are `__Snapshots__/<TestFile>/<test>.<name>.<ext>`, as swift-snapshot-testing
/// names them, keyed by file and function alone. When two suites of one file declare a test
/// of the same name, that would be one reference for both (the second compared against, or
/// recorded over, the first's), so their references take the suite as well:
/// `<Suite>.<test>.<name>.<ext>` (`<Outer>.<Inner>.` for nested types). A test whose name
/// is its file's only one keeps the plain name, so existing references stay where they
/// are. Which suite an assertion is in comes from its `line` (see `TestFileOutline`).
struct SnapshotTest: Equatable {
    /// The test file's path (`#filePath`).
    var file: String
    /// The suite's type names, outermost first, when another suite of the file declares a
    /// test of this name; nil otherwise.
    var suite: [String]?
    /// The test function (`#function`).
    var name: String

    /// The test `name` of `file`, in `suite` when its references name one.
    init(file: String, suite: [String]? = nil, name: String) {
        self.file = file
        self.suite = suite
        self.name = name
    }

    /// The test asserting at `line` of `file` in function `testName`; a failure when its
    /// name is shared by several suites of the file and `line` is in none of them (a helper
    /// in another file that passed `file` and `testName` along but not `line`).
    static func resolve(file: String, testName: String, line: UInt) -> Result<SnapshotTest, SnapshotFailure> {
        let plain = SnapshotTest(file: file, name: testName)
        guard let outline = TestFileOutline.of(file: file) else { return .success(plain) }
        let declaring = outline.suites(declaring: testName)
        guard declaring.count > 1 else { return .success(plain) }
        let line = Int(line)
        // The test function holding the line; else the suite holding it (a sibling test
        // asserting against this one's reference by passing its `testName`).
        let suite = outline.function(named: testName, containing: line)?.suite
            ?? outline.suite(containing: line).map(\.names).flatMap { declaring.contains($0) ? $0 : nil }
        guard let suite else {
            let names = declaring.map { $0.isEmpty ? "file level" : $0.joined(separator: ".") }.sorted()
            return .failure(SnapshotFailure(
                "\(testName) is declared in \(names.joined(separator: ", ")) of \(file), and line \(line) is in none of them: "
                    + "pass the assertion's `line` along with `file` and `testName`"))
        }
        // A file-level function is the file's own: its plain name is already its own.
        return .success(SnapshotTest(file: file, suite: suite.isEmpty ? nil : suite, name: testName))
    }

    /// How the failure report names it: `Suite.test()`, or `test()`.
    var displayName: String {
        ((suite ?? []) + [name]).joined(separator: ".")
    }
}
