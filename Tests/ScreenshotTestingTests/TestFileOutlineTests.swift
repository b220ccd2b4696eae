import UIKit
import XCTest
@testable import ScreenshotTesting

/// The scanner that tells which suite of a test file an assertion is in, over source that
/// has what trips a naive reading: braces and `func` in strings and comments, closures in
/// default arguments, local functions and types, protocols, nested types and extensions.
final class TestFileOutlineTests: XCTestCase {
    private let source = ##"""
    import XCTest

    final class CardTests: XCTestCase {
        class func helperMaker() -> Int { 1 }
        func testCard() {
            let text = "func fake() { not code"
            let raw = #"a " } \#(text.map { $0 }) "#
            /* func commented() { } /* nested */ } */
            // func lineComment() {
            func local() {}
            struct Local { func inLocalType() {} }
            _ = "\(text.count) }"
            _ = """
                func inMultiline() {
                """
        }
        func withDefault(_ f: () -> Void = { let x = 1; _ = x }) {
        }
    }

    protocol Requirement {
        func testCard()
        var value: Int { get }
    }

    extension CardTests {
        func testExtra() {}
    }

    struct Outer {
        struct Inner {
            @Test("a card") func testCard() {}
            func `raw name`() {}
        }
    }

    extension Outer.Inner {
        func fromExtension() {}
    }

    @Test func testCard() {}
    """##

    private var outline: TestFileOutline { TestFileOutline(source: source) }

    func testFunctionsAreThoseOfTypesAndTheFileWithTheirSuitesAndBodyLines() {
        let functions = outline.functions.map { "\($0.suite.joined(separator: ".")):\($0.name) \($0.lines)" }
        XCTAssertEqual(functions, [
            "CardTests:helperMaker 4...4",
            "CardTests:testCard 5...16",
            "CardTests:withDefault 17...18",
            "CardTests:testExtra 27...27",
            "Outer.Inner:testCard 32...32",
            "Outer.Inner:raw name 33...33",
            "Outer.Inner:fromExtension 38...38",
            ":testCard 41...41",
        ])
    }

    func testSuitesAreTypeAndExtensionBodies() {
        XCTAssertEqual(outline.suites.map { "\($0.names.joined(separator: ".")) \($0.lines)" },
                       ["CardTests 3...19", "CardTests 26...28", "Outer.Inner 31...34", "Outer 30...35",
                        "Outer.Inner 37...39"])
        XCTAssertEqual(outline.suite(containing: 32)?.names, ["Outer", "Inner"], "the innermost")
        XCTAssertEqual(outline.suite(containing: 30)?.names, ["Outer"])
        XCTAssertNil(outline.suite(containing: 22), "a protocol holds no tests")
    }

    func testLookUpsCompareNamesAsReferenceFilesSpellThem() {
        XCTAssertEqual(outline.suites(declaring: "testCard()"), [["CardTests"], ["Outer", "Inner"], []])
        XCTAssertEqual(outline.suites(declaring: "testExtra()"), [["CardTests"]])
        XCTAssertEqual(outline.suites(declaring: "raw name()"), [["Outer", "Inner"]], "#function drops the backticks")
        XCTAssertEqual(outline.function(named: "testCard()", containing: 10)?.suite, ["CardTests"])
        XCTAssertEqual(outline.function(named: "testCard()", containing: 41)?.suite, [])
        XCTAssertNil(outline.function(named: "testExtra()", containing: 10))
    }
}

/// Which test a snapshot belongs to, so that two suites of one file with a test of the
/// same name have references of their own, and a test whose name is the file's only one
/// keeps the reference it had.
final class SnapshotTestTests: XCTestCase {
    private var file: String!

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        file = folder.appendingPathComponent("SwatchTests.swift").path
        try """
        final class RedSwatchTests: XCTestCase {
            func testSwatch() {
                assertSnapshot(of: red)
            }
            func testOnlyRed() {
                assertSnapshot(of: red, testName: "testSwatch()")
            }
        }
        final class BlueSwatchTests: XCTestCase {
            func testSwatch() {
                assertSnapshot(of: blue)
            }
        }
        @Test func testSwatch() {}
        """.write(toFile: file, atomically: true, encoding: .utf8)
    }

    private func reference(line: UInt, testName: String = "testSwatch()") throws -> String {
        let test = try SnapshotTest.resolve(file: file, testName: testName, line: line).get()
        return SnapshotPaths(test: test, name: "1", pathExtension: "png").reference.lastPathComponent
    }

    func testASharedTestNameTakesTheSuiteOfTheAssertionsLine() throws {
        XCTAssertEqual(try reference(line: 3), "RedSwatchTests.testSwatch.1.png")
        XCTAssertEqual(try reference(line: 11), "BlueSwatchTests.testSwatch.1.png")
        XCTAssertEqual(try reference(line: 6), "RedSwatchTests.testSwatch.1.png",
                       "a sibling naming the test is in that test's suite")
        XCTAssertEqual(try reference(line: 14), "testSwatch.1.png", "the file-level test keeps the plain name")
    }

    func testANameTheFileDoesNotShareKeepsThePlainReference() throws {
        XCTAssertEqual(try reference(line: 6, testName: "testOnlyRed()"), "testOnlyRed.1.png")
        XCTAssertEqual(try reference(line: 99, testName: "testOnlyRed()"), "testOnlyRed.1.png")
        XCTAssertEqual(try SnapshotTest.resolve(file: "/no/such/FileTests.swift", testName: "testSwatch()", line: 3).get(),
                       SnapshotTest(file: "/no/such/FileTests.swift", name: "testSwatch()"), "an unreadable file")
    }

    func testASharedNameAssertedFromOutsideTheFileIsAFailureNotASharedReference() {
        guard case let .failure(failure) = SnapshotTest.resolve(file: file, testName: "testSwatch()", line: 99) else {
            return XCTFail("resolved")
        }
        XCTAssertEqual(failure.message, "testSwatch() is declared in BlueSwatchTests, RedSwatchTests, file level of \(file!), "
            + "and line 99 is in none of them: pass the assertion's `line` along with `file` and `testName`")
        XCTAssertEqual(verifySnapshot(of: UIView(), as: .image(), named: "1", record: .never, file: file,
                                      testName: "testSwatch()", line: 99), failure.message)
    }
}
