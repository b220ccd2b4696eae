import XCTest
import Foundation
@testable import Raster

final class DetachedThreadTests: XCTestCase {
    func testTheBodyRunsOnAThreadOfItsOwn() {
        let ran = expectation(description: "ran")
        let caller = pthread_self()
        nonisolated(unsafe) var onAnotherThread: Bool?
        XCTAssertTrue(DetachedThread.start {
            onAnotherThread = pthread_equal(pthread_self(), caller) == 0
            ran.fulfill()
        })
        wait(for: [ran], timeout: 10)
        XCTAssertEqual(onAnotherThread, true)
    }
}
