import XCTest
@testable import Raster

/// Faulting pixel memory in ahead of its writer: which pages are resident afterwards, read
/// back with `mincore`, and that no pixel changes.
final class PixelStoragePrefaultTests: XCTestCase {
    private let page = Int(getpagesize())

    /// How many of the pages holding pixels `pixels` of `storage` are resident.
    private func residentPages(_ storage: PixelStorage, _ pixels: Range<Int>) -> Int {
        let start = pixels.lowerBound * 4 / page * page
        let end = (pixels.upperBound * 4 + page - 1) / page * page
        var vector = [UInt8](repeating: 0, count: (end - start) / page)
        guard mincore(UnsafeMutableRawPointer(storage.base) + start, end - start, &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 != 0 }.count
    }

    /// Pixels per 4 MiB: far enough apart that a huge page around one range misses the other.
    private var spacing: Int { (4 << 20) / 4 }

    /// Drops every resident page of `storage` (they read as zero again), so the test starts
    /// from fresh memory whatever the allocator handed out: after earlier tests freed large
    /// blocks, malloc may give back memory that is still resident.
    private func evict(_ storage: PixelStorage, pixels count: Int) {
        XCTAssertEqual(Int(bitPattern: UnsafeMutableRawPointer(storage.base)) % page, 0)
        XCTAssertEqual(madvise(storage.base, count * 4 / page * page, MADV_DONTNEED), 0, String(cString: strerror(errno)))
    }

    func testPrefaultMakesTheRangeResidentAndKeepsItsPixels() throws {
        let storage = try XCTUnwrap(PixelStorage(count: 6 * spacing, zeroed: false, advisingHugePages: false))
        evict(storage, pixels: 6 * spacing)
        let target = 2 * spacing ..< 2 * spacing + 10 * page / 4
        storage.base[target.lowerBound + 5] = 0xFF12_3456
        let far = 5 * spacing ..< 5 * spacing + 10 * page / 4
        XCTAssertEqual(residentPages(storage, far), 0, "fresh memory is not resident")
        storage.prefault(pixels: target)
        XCTAssertEqual(residentPages(storage, target), 10)
        XCTAssertEqual(residentPages(storage, far), 0, "nothing outside the range")
        XCTAssertEqual(storage.base[target.lowerBound + 5], 0xFF12_3456, "a pixel written before stays")
    }

    func testTheMipBuilderFaultsLevel0InTwoBatchesAheadOfTheRowsPublished() throws {
        let width = 1024, batch = PNGDecodeSession.pixelsPerProgressStep / width
        let base = try XCTUnwrap(Bitmap(width: width, height: 8 * batch, zeroed: false, advisingHugePages: false))
        evict(base.storage, pixels: 8 * batch * width)
        let builder = try XCTUnwrap(MipRowBuilder(base: base))
        let rows = { (range: Range<Int>) in range.lowerBound * width ..< range.upperBound * width }
        builder.prefaultLevel0(after: batch)
        XCTAssertEqual(residentPages(base.storage, rows(2 * batch ..< 3 * batch)), batch * width * 4 / page)
        XCTAssertEqual(residentPages(base.storage, rows(3 * batch ..< 4 * batch)), batch * width * 4 / page)
        XCTAssertEqual(residentPages(base.storage, rows(6 * batch ..< 8 * batch)), 0, "not further ahead")
        builder.prefaultLevel0(after: 6 * batch)
        XCTAssertEqual(residentPages(base.storage, rows(7 * batch ..< 8 * batch)), batch * width * 4 / page,
                       "woken late, it faults ahead of where the rows are now, up to the last row")
    }
}
