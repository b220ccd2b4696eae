import XCTest
import Foundation

/// SDL2 is loaded on the first SDL call (Sources/CSDL2/sdl_loader.c): a headless run never
/// maps it nor the libraries it needs, and an SDL2 that cannot be loaded ends a window run
/// with one line naming it and the reason. Runs the `viewer` program as a child process.
final class SDLLoadingTests: XCTestCase {
    /// Runs the viewer with `arguments` and the environment changed by `environment` (nil
    /// removes a variable); its exit status and what it wrote to standard error.
    private func runViewer(_ arguments: [String], environment changes: [String: String?]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = try viewerProgram()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testAHeadlessRunNeverLoadsSDL2() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("photo.png", width: 64, height: 48)
        // glibc's loader names every library it maps on standard error.
        let run = try runViewer(["--headless", "--no-restore", "--size", "64x48", "--screenshot", folder.path("shot.png"), image],
                                environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(run.status, 0, run.errors.suffix(2000).description)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("shot.png")))
        XCTAssertTrue(run.errors.contains("file=libpng16.so.16"), "LD_DEBUG=files listed no libraries: \(run.errors.prefix(500))")
        XCTAssertFalse(run.errors.contains("file=libSDL2"), "a headless run loaded SDL2")
        XCTAssertFalse(run.errors.contains("file=libpulse"), "a headless run loaded PulseAudio")
    }

    func testAnSDL2ThatCannotBeLoadedEndsAWindowRunWithItsNameAndTheReason() throws {
        let folder = try TemporaryFolder()
        let image = try folder.writeImage("photo.png", width: 64, height: 48)
        let run = try runViewer(["--no-restore", image], environment: [
            "SCROLLKIT_SDL2": "/nonexistent/libSDL2-2.0.so.0", "DISPLAY": ":4242", "WAYLAND_DISPLAY": nil, "LD_DEBUG": nil,
        ])
        XCTAssertEqual(run.status, 69)
        XCTAssertEqual(run.errors, "viewer: cannot load SDL2: /nonexistent/libSDL2-2.0.so.0: cannot open shared object file: No such file or directory\n")
    }
}
