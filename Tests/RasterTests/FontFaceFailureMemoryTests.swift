import XCTest
import Raster

/// A font that cannot be opened costs no memory once its error is gone: a failed
/// initializer runs no `deinit`, so nothing it allocates may need one.
final class FontFaceFailureMemoryTests: XCTestCase {
    /// Resident memory, in bytes (`/proc/self/statm`'s second field, in pages).
    private func residentBytes() throws -> Int {
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func testFailedOpensDoNotKeepMemory() throws {
        if dlsym(nil, "__asan_init") != nil {
            throw XCTSkip("address sanitizer holds freed memory back (its quarantine), so memory grows")
        }
        let missing = try temporaryDirectory() + "/missing.ttf"
        func attempts(_ count: Int) {
            for _ in 0..<count {
                do {
                    _ = try FontFace(contentsOf: missing)
                    XCTFail("opened a missing font")
                } catch {}
            }
        }
        attempts(10_000)
        // The heap grows now and then as it settles, once; a leak grows it in every round.
        var growths: [Int] = []
        for _ in 0..<3 {
            let before = try residentBytes()
            attempts(25_000)
            growths.append(try residentBytes() - before)
        }
        // 25,000 failures keeping even malloc's smallest block (32 bytes) keep 800,000 bytes.
        XCTAssertLessThan(growths.min() ?? 0, 200_000, "25,000 failed opens kept \(growths) bytes")
    }
}
