import XCTest
import CSDL2
@testable import SDLHost

final class SDLVersionTests: XCTestCase {
    func testLinkedSDLIsVersionTwo() {
        XCTAssertTrue(linkedSDLVersion.hasPrefix("2."), linkedSDLVersion)
    }
}
