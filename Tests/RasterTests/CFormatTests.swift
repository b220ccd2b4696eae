import XCTest
import Foundation
@testable import Raster

/// `String(cFormat:)` writes what `String(format:)` writes for the formats the viewer and
/// its messages use, without Foundation's formatter.
final class CFormatTests: XCTestCase {
    private let values: [Double] = [0, 0.05, 0.15, 0.25, 0.995, 1, 2.675, 9.95, 9.949_999, 12.5, 99.95, 1e-7,
                                    -3.25, 123_456.789, 1e21, 1.5e300, .infinity, -.infinity, .nan]

    func testNumbersAreWrittenAsStringFormatWritesThem() {
        for format in ["%.1f%%", "%.3f", "%.0f ms", "%.4g%%", "%g", "%.1f GiB", "%.2f", "%.5f", "%8.2f|"] {
            for value in values {
                XCTAssertEqual(String(cFormat: format, value), String(format: format, value), "\(format) of \(value)")
            }
        }
    }

    func testALongResultIsWrittenWhole() {
        // 1.5e300 with one decimal is 303 characters: past the first buffer.
        let long = String(cFormat: "%.1f", 1.5e300)
        XCTAssertEqual(long.count, 303)
        XCTAssertTrue(long.hasPrefix("15") && long.hasSuffix(".0"))
        XCTAssertEqual(long, String(format: "%.1f", 1.5e300))
    }

    func testIntegersAndHexBytes() {
        XCTAssertEqual(String(cFormat: "#%02x%02x%02x", UInt8(255), UInt8(0), UInt8(0x3c)), "#ff003c")
        XCTAssertEqual(String(cFormat: "%ld of %ld", 3, 9_000_000_000), "3 of 9000000000")
        XCTAssertEqual(String(cFormat: "100%%"), "100%")
    }

    func testDecimalsUseAPointWhateverLocaleTheProgramSet() throws {
        // A German locale, compiled from glibc's sources into a folder of the test's own.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cformat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let localedef = ["/usr/bin/localedef", "/usr/sbin/localedef"].first(where: FileManager.default.isExecutableFile),
              FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/de_DE") else {
            throw XCTSkip("glibc's localedef or its locale sources are not installed")
        }
        let make = Process()
        make.executableURL = URL(fileURLWithPath: localedef)
        make.arguments = ["-i", "de_DE", "-f", "UTF-8", folder.appendingPathComponent("de_DE.UTF-8").path]
        try make.run()
        make.waitUntilExit()
        setenv("LOCPATH", folder.path, 1)
        defer { unsetenv("LOCPATH") }
        let german = try XCTUnwrap(newlocale(1 << LC_NUMERIC, "de_DE.UTF-8", nil), "the compiled locale opens")
        defer { freelocale(german) }
        let previous = uselocale(german)
        defer { uselocale(previous) }
        XCTAssertEqual(String(cString: nl_langinfo(nl_item(RADIXCHAR))), ",", "the locale in force writes a comma")
        var buffer = [CChar](repeating: 0, count: 16)
        _ = withVaList([9.6]) { vsnprintf(&buffer, buffer.count, "%.1f", $0) }
        XCTAssertEqual(String(cString: buffer), "9,6", "as C's own formatting shows")
        XCTAssertEqual(String(cFormat: "%.1f%%", 9.6), "9.6%")
    }
}
