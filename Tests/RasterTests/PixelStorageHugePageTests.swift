import XCTest
@testable import Raster

/// Which pixel memory is advised huge pages, and when: read back from the kernel's own
/// record of the advice (the `hg` flag of the mapping in /proc/self/smaps).
final class PixelStorageHugePageTests: XCTestCase {
    /// The `VmFlags` of the mapping holding `address`, or nil when smaps cannot say.
    private func mappingFlags(_ address: UnsafeRawPointer) -> [Substring]? {
        // Read to the end: `String(contentsOfFile:)` stops early on procfs files, whose size reads as 0.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        defer { try? file.close() }
        let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        let target = UInt(bitPattern: address)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= target && target < bounds[1]
            } else if inside, fields.first == "VmFlags:" {
                return Array(fields.dropFirst())
            }
        }
        return nil
    }

    private func isAdvised(_ storage: PixelStorage) -> Bool? {
        mappingFlags(storage.base).map { $0.contains("hg") }
    }

    private struct ProbeFailure: Error { let reason: String }

    /// Skips where the kernel keeps no huge page advice (no smaps, no THP). The probe is
    /// the test's own mapping and `madvise`, not `PixelStorage`: a storage that stopped
    /// advising must fail these tests, not skip them.
    private func requireHugePageAdvice() throws {
        let bytes = 4 << 20
        guard let mapping = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else {
            throw ProbeFailure(reason: "mmap of \(bytes) bytes: \(String(cString: strerror(errno)))")
        }
        defer { munmap(mapping, bytes) }
        guard madvise(mapping, bytes, MADV_HUGEPAGE) == 0 else {
            throw XCTSkip("no transparent huge pages on this kernel: \(String(cString: strerror(errno)))")
        }
        guard mappingFlags(mapping)?.contains("hg") == true else {
            throw XCTSkip("/proc/self/smaps does not show huge page advice on this system")
        }
    }

    func testLargeStorageIsAdvisedAtOnceUnlessAskedLater() throws {
        try requireHugePageAdvice()
        let count = 3 * PixelStorage.hugePageThreshold / 4
        let atOnce = try XCTUnwrap(PixelStorage(count: count, zeroed: false))
        XCTAssertEqual(isAdvised(atOnce), true)
        let later = try XCTUnwrap(PixelStorage(count: count, zeroed: true, advisingHugePages: false))
        XCTAssertEqual(isAdvised(later), false, "not advised while it is written")
        later.adviseHugePages()
        XCTAssertEqual(isAdvised(later), true)
        XCTAssertEqual(later.base[count - 1], 0, "the advice keeps the pixels")
    }

    func testADecodeWritesItsImageOnSmallPagesAndItsLevelsOnHugeOnes() throws {
        try requireHugePageAdvice()
        // Level 0 (33.6 MB) and level 1 (8.4 MB) are both over the threshold.
        let side = 2900
        let bitmap = Bitmap(width: side, height: side)
        bitmap.clear(to: 0xFF33_6699)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-advice-\(UUID().uuidString).png").path
        try Data(try PNGEncoder.encode(bitmap)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let decode = PNGImageDecode(contentsOf: path)
        var advisedWhileDecoding: [Bool?] = [], levelAdvisedWhileDecoding: [Bool?] = []
        let image = try decode.run { report in
            advisedWhileDecoding.append(self.isAdvised(report.bitmap.storage))
            if let level = decode.level(1) { levelAdvisedWhileDecoding.append(self.isAdvised(level.storage)) }
            return true
        }.image
        XCTAssertGreaterThan(advisedWhileDecoding.count, 1)
        XCTAssertTrue(advisedWhileDecoding.allSatisfy { $0 == false }, "\(advisedWhileDecoding)")
        XCTAssertFalse(levelAdvisedWhileDecoding.isEmpty)
        XCTAssertTrue(levelAdvisedWhileDecoding.allSatisfy { $0 == true }, "level 1 on huge pages from the start")
        let level0 = try image.mipLevel(0), level1 = try image.mipLevel(1)
        XCTAssertEqual(level1.width, side / 2)
        XCTAssertEqual(isAdvised(level0.storage), true, "level 0 advised once decoded")
        XCTAssertEqual(isAdvised(level1.storage), true)
        XCTAssertEqual(level0[side - 1, side - 1], 0xFF33_6699)
        XCTAssertEqual(level1[side / 2 - 1, side / 2 - 1], 0xFF33_6699)
    }
}
