import XCTest
import Raster

/// `PNGEncoder.write` writes regular files only: renaming its temporary file over a
/// device, FIFO or socket would replace it (`/dev/null` with a PNG), so those are refused
/// with one line and left as they were, and nothing is created beside them.
final class PNGSpecialFileTests: XCTestCase {
    private let picture = Bitmap(width: 4, height: 4)

    private func assertRefused(_ path: String, reason: String, in directory: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        XCTAssertThrowsError(try PNGEncoder.write(picture, to: path), file: file, line: line) { error in
            XCTAssertEqual(error as? PNGError, .unwritable(file: path, reason: reason), file: file, line: line)
            XCTAssertFalse("\(error)".contains("\n"), file: file, line: line)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), before,
                       "no temporary file left", file: file, line: line)
    }

    private func type(at path: String) -> FileType? {
        var status = stat()
        return lstat(path, &status) == 0 ? FileType(mode: status.st_mode) : nil
    }

    func testAFIFOAndALinkToOneAreRefusedAndStayFIFOs() throws {
        let directory = try temporaryDirectory()
        let fifo = directory + "/shot.png", link = directory + "/link.png"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shot.png")
        try assertRefused(fifo, reason: "not a regular file (a named pipe)", in: directory)
        try assertRefused(link, reason: "not a regular file (a named pipe)", in: directory)
        XCTAssertEqual(type(at: fifo), .fifo)
        XCTAssertEqual(type(at: link), .symbolicLink)
    }

    func testACharacterDeviceIsRefusedAndStaysADevice() throws {
        let directory = try temporaryDirectory()
        // A null device of the test's own, so no failure can ever replace the system's.
        let device = directory + "/null.png"
        // Device 1:3 (glibc encodes a small major:minor pair as major << 8 | minor).
        guard mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else {
            throw XCTSkip("cannot make a device node here (\(String(cString: strerror(errno))))")
        }
        try assertRefused(device, reason: "not a regular file (a character device)", in: directory)
        XCTAssertEqual(type(at: device), .characterDevice)
        let link = directory + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: device)
        try assertRefused(link, reason: "not a regular file (a character device)", in: directory)
        XCTAssertEqual(type(at: device), .characterDevice)
    }

    func testADirectoryASocketAndALinkToNothingAreRefused() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/folder.png", withIntermediateDirectories: false)
        try assertRefused(directory + "/folder.png", reason: "not a regular file (a directory)", in: directory)

        let socketPath = directory + "/s.png"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0, "socket: \(String(cString: strerror(errno)))")
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        XCTAssertLessThan(socketPath.utf8.count, MemoryLayout.size(ofValue: address.sun_path), "\(socketPath) fits a socket address")
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            bytes.copyBytes(from: socketPath.utf8.prefix(bytes.count - 1))
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, "bind \(socketPath): \(String(cString: strerror(errno)))")
        try assertRefused(socketPath, reason: "not a regular file (a socket)", in: directory)
        XCTAssertEqual(type(at: socketPath), .socket)

        let dangling = directory + "/dangling.png"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nothing.png")
        try assertRefused(dangling, reason: "a symbolic link to nothing", in: directory)
        XCTAssertEqual(type(at: dangling), .symbolicLink)
    }
}
