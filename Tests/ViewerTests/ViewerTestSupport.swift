import XCTest
@testable import ViewerKit
import UIKit

/// The colours of `makeQuadrantImage`'s quadrants: top left, top right, bottom left,
/// bottom right.
let quadrantColors = [Color(red: 220, green: 40, blue: 40), Color(red: 40, green: 180, blue: 60),
                      Color(red: 40, green: 80, blue: 220), Color(red: 240, green: 200, blue: 30)]

/// An opaque test image of four solid quadrants (`quadrantColors`), so where each part
/// lands on screen shows in single pixels, whatever the mip level drawn.
func makeQuadrantImage(width: Int, height: Int) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            bitmap[x, y] = quadrantColors[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)].premultiplied
        }
    }
    return bitmap
}

/// Runs `body` with the process's standard error (file descriptor 2) sent to a temporary
/// file; returns its result and what was written there. Warnings that production code
/// prints straight to standard error (saved-state warnings) are checked this way.
func capturingStandardError<T>(_ body: () throws -> T) throws -> (T, String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard file >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    defer { unlink(path) }
    let saved = dup(STDERR_FILENO)
    dup2(file, STDERR_FILENO)
    close(file)
    defer {
        dup2(saved, STDERR_FILENO)
        close(saved)
    }
    let result = try body()
    return (result, try String(contentsOfFile: path, encoding: .utf8))
}

/// A folder of its own under the temporary directory, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("viewer-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes a quadrant image of `width` x `height` pixels as `name`; returns its path.
    func writeImage(_ name: String, width: Int, height: Int) throws -> String {
        let path = path(name)
        try PNGEncoder.write(makeQuadrantImage(width: width, height: height), to: path)
        return path
    }

    /// Writes a `width` x `height` image of one colour as `name`; returns its path.
    func writeSolid(_ name: String, width: Int, height: Int, color: Color) throws -> String {
        let path = path(name)
        let bitmap = Bitmap(width: width, height: height)
        bitmap.clear(to: color.premultiplied)
        try PNGEncoder.write(bitmap, to: path)
        return path
    }

    /// Writes `text` as `name`; returns its path.
    func write(_ text: String, as name: String) throws -> String {
        let path = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Hosts made by `makeViewer`, kept for the rest of the run: tests that ignore the host
/// still need its window (the application does not keep windows alive, as on iOS).
nonisolated(unsafe) private var liveHosts: [HeadlessHost] = []

/// A viewer in a headless window of `size` points at `scale`, laid out, showing a
/// quadrant image of `imageSize` pixels.
func makeViewer(size: CGSize, scale: CGFloat = 1,
                imageSize: (width: Int, height: Int)) -> (HeadlessHost, ViewerController) {
    let host = HeadlessHost(size: size, scale: scale)
    liveHosts.append(host)
    let controller = ViewerController()
    host.window.rootViewController = controller
    host.window.layoutIfNeeded()
    controller.show(UIImage(bitmap: makeQuadrantImage(width: imageSize.width, height: imageSize.height)),
                    path: "/pictures/test.png")
    return (host, controller)
}

extension HeadlessHost {
    /// Two taps of the mouse at `point` (window points), a frame apart, then the zoom
    /// animation they start, to its end.
    func doubleTap(at point: CGPoint) {
        for _ in 0..<2 {
            send(.touchDown(id: 0, location: point))
            step()
            send(.touchUp(id: 0, location: point))
            step()
        }
        runUntilIdle()
    }

    /// Sends the input steps of event script `text` (key and wheel lines as scripts write
    /// them), then lets what they started run to its end.
    func play(_ text: String) throws {
        for step in try EventScript(parsing: text).steps {
            if case let .input(input) = step.command { send(input) }
        }
        runUntilIdle()
    }

    /// A press and release of `keyCode`, typing `characters` (the same without modifiers
    /// unless `plain` says otherwise).
    func press(_ keyCode: UIKeyboardHIDUsage, _ characters: String, plain: String? = nil,
               modifiers: UIKeyModifierFlags = []) {
        let key = UIKey(keyCode: keyCode, characters: characters, charactersIgnoringModifiers: plain,
                        modifierFlags: modifiers)
        send(.keyDown(key, isRepeat: false))
        send(.keyUp(key))
        runUntilIdle()
    }
}

/// Asserts two points are equal to `accuracy` on both axes.
func assertPoint(_ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat = 1e-6, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x: \(message)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y: \(message)", file: file, line: line)
}

/// Asserts two inset values are equal to `accuracy` on every edge.
func assertInsets(_ actual: UIEdgeInsets, _ expected: UIEdgeInsets, accuracy: CGFloat = 1e-6,
                  _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    for (a, e, edge) in [(actual.top, expected.top, "top"), (actual.left, expected.left, "left"),
                         (actual.bottom, expected.bottom, "bottom"), (actual.right, expected.right, "right")] {
        XCTAssertEqual(a, e, accuracy: accuracy, "\(edge): \(message)", file: file, line: line)
    }
}

/// A headless viewer run of `arguments` with `script` (its lines) played; the screenshots
/// the script takes are named `shots` in order, decoded and returned, with the run's
/// status and error lines.
func runHeadlessScript(_ folder: TemporaryFolder, _ arguments: [String], script lines: [String])
    throws -> (status: ViewerProgram.Outcome, shots: [Bitmap], errors: [String]) {
    var numbered: [String] = []
    var shots: [String] = []
    for line in lines {
        if line == "screenshot" {
            let path = folder.path("shot-\(shots.count).png")
            shots.append(path)
            numbered.append("screenshot \(path)")
        } else {
            numbered.append(line)
        }
    }
    let script = try folder.write(numbered.joined(separator: "\n") + "\n", as: "script-\(UUID().uuidString).txt")
    var errors: [String] = []
    let outcome = ViewerProgram.outcome(arguments: ["--headless", "--script", script] + arguments,
                                        output: { _ in }, errors: { errors.append($0) }, availableMemory: nil)
    let bitmaps = try shots.filter { FileManager.default.fileExists(atPath: $0) }.map { try PNGDecoder.decode(contentsOf: $0) }
    return (outcome, bitmaps, errors)
}

/// The colour of a frame's pixel, for messages that say what was seen.
func colorAt(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Color {
    Color(premultiplied: bitmap[x, y])
}

/// PNG bytes by hand, for files the encoder does not write (a header alone, Adam7).
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }

    /// A chunk: length, type, data and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }
}

/// A viewer in a 200 x 172 point headless host (its first frame drawn) that has started
/// loading `path` in the background, handing its results to `deliver`.
func startLoading(_ path: String, deliver: @escaping @Sendable (@escaping () -> Void) -> Void) -> (HeadlessHost, ViewerController) {
    let host = HeadlessHost(size: CGSize(width: 200, height: 150 + ViewerController.statusBarHeight))
    let viewer = ViewerController()
    host.window.rootViewController = viewer
    _ = host.compositor.renderFrame()
    viewer.loading = .background(deliver: deliver)
    viewer.open(path: path)
    return (host, viewer)
}

/// The `viewer` program built beside the tests, to run as a child process.
func viewerProgram() throws -> URL {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [directory, directory.deletingLastPathComponent().deletingLastPathComponent()]
        .map { $0.appendingPathComponent("viewer") }
    guard let program = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        XCTFail("viewer is not built beside the tests (looked in \(candidates.map(\.path)))")
        throw CocoaError(.fileNoSuchFile)
    }
    return program
}

extension Array where Element == FileSystemPath {
    /// The paths as text, to compare with the strings a test named its files by.
    var strings: [String] { map { $0.string ?? $0.description } }
}
