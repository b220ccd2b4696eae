import XCTest
import UIKit
@testable import PagerKit

/// The pager's command line as bytes: a name that is not UTF-8 is refused, saying so,
/// instead of becoming another name (`CommandLine.arguments` puts U+FFFD for such bytes,
/// so `pager caf\xE9` said the folder did not exist).
final class PagerArgumentBytesTests: XCTestCase {
    private func run(_ arguments: [[UInt8]]) -> (PagerProgram.Outcome, [String]) {
        var errors: [String] = []
        let outcome = PagerProgram.outcome(argumentBytes: arguments, output: { _ in }, errors: { errors.append($0) })
        return (outcome, errors)
    }

    func testANameThatIsNotUTF8IsRefusedWithItsBytesShown() {
        let (outcome, errors) = run([Array("--headless".utf8), Array("caf".utf8) + [0xE9]])
        XCTAssertEqual(outcome, .exit(PagerProgram.usageStatus))
        XCTAssertEqual(errors, ["pager: 'caf\\xE9' is not UTF-8 text: the pager opens only files and values named in UTF-8"])
    }

    func testUTF8ArgumentsRunAsStrings() {
        let (outcome, errors) = run([Array("--version".utf8)])
        XCTAssertEqual(outcome, .exit(0))
        XCTAssertEqual(errors, [])
        let (missing, missingErrors) = run([Array("--headless".utf8), Array("/no/such/café".utf8)])
        XCTAssertEqual(missing, .exit(PagerProgram.failureStatus))
        XCTAssertEqual(missingErrors.count, 1)
        XCTAssertTrue(missingErrors[0].contains("/no/such/café"), missingErrors[0])
    }
}
