import XCTest
@testable import UIKit

/// Duplicate identifiers are a programmer error that traps, as in UIKit: seen from outside,
/// by running this test binary again as a child process that adds one, and reading what it
/// printed as it stopped.
final class DiffableSnapshotTrapTests: XCTestCase {
    private static let childVariable = "SCROLLKIT_DIFFABLE_TRAP_CHILD"

    func testChildAddsADuplicateOnPurpose() throws {
        guard let which = ProcessInfo.processInfo.environment[Self.childVariable] else {
            throw XCTSkip("runs only as the child process of the tests below")
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([7], toSection: "a")
        switch which {
        case "item": snapshot.appendItems([8, 7], toSection: "b")
        case "section": snapshot.insertSections(["c", "a"], afterSection: "b")
        default: snapshot.reloadItems([9])
        }
    }

    /// The child's exit status and what it printed.
    private func runChild(_ which: String) throws -> (status: Int32, printed: String) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["UIKitTests.DiffableSnapshotTrapTests/testChildAddsADuplicateOnPurpose"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = which
        // No crash backtrace: only the message matters here.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        return (child.terminationStatus, printed)
    }

    func testADuplicateItemTrapsNamingIt() throws {
        let (status, printed) = try runChild("item")
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(printed.contains("NSDiffableDataSourceSnapshot: duplicate item identifier 7: item identifiers must be "
            + "unique across the snapshot (it is already in section a)"), printed)
    }

    func testADuplicateSectionTrapsNamingIt() throws {
        let (status, printed) = try runChild("section")
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(printed.contains("NSDiffableDataSourceSnapshot: duplicate section identifier a"), printed)
    }

    func testReloadingAnAbsentItemTrapsNamingIt() throws {
        let (status, printed) = try runChild("reload")
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(printed.contains("reloadItems(_:): invalid item identifier 9, which is not in the snapshot"), printed)
    }
}
