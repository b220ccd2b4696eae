import XCTest
@testable import UIKit

final class DoubleFullTextTests: XCTestCase {
    func testDecimalNumbersRead() {
        XCTAssertEqual(Double(fullText: "12"), 12)
        XCTAssertEqual(Double(fullText: "-0.25"), -0.25)
        XCTAssertEqual(Double(fullText: "+.5"), 0.5)
        XCTAssertEqual(Double(fullText: "3."), 3)
        XCTAssertEqual(Double(fullText: "1e3"), 1000)
        XCTAssertEqual(Double(fullText: "2.5E-1"), 0.25)
        XCTAssertEqual(Double(fullText: "12"[...]), 12, "a substring reads too")
    }

    func testAnythingElseIsNoNumber() {
        for text in ["", "+", ".", "-.", "0x10", "0x1p1", "inf", "-infinity", "nan", "1e", "1e+", "1.2.3", " 1", "1 ",
                     "80\0junk", "1,5", "١٢", "1_000", "e5"] {
            XCTAssertNil(Double(fullText: text), "\(text.debugDescription) is not a decimal number")
        }
    }
}
