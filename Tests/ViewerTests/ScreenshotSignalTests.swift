import XCTest
@testable import ViewerKit
import UIKit

/// A viewer killed while it writes a screenshot leaves no `.tmp` file beside it: the
/// catchable signals remove it before the process ends as the signal says. Runs the
/// `viewer` program (built beside the tests) as a child process.
final class ScreenshotSignalTests: XCTestCase {
    /// An opaque image of noise, which does not compress: its screenshots are large and
    /// slow to write.
    private func writeNoise(side: Int, to path: String) throws {
        let noise = Bitmap(width: side, height: side)
        var state: UInt32 = 2024
        for y in 0..<side {
            for x in 0..<side {
                state = state &* 1_664_525 &+ 1_013_904_223
                noise[x, y] = state | 0xFF00_0000
            }
        }
        try PNGEncoder.write(noise, to: path, options: PNGEncoder.Options(compressionLevel: 1))
    }

    private func start(_ executable: URL, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func temporaryFiles(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
    }

    func testAFileSizeLimitReachedMidWriteLeavesNoTemporaryFile() throws {
        let viewer = try viewerProgram()
        let input = try TemporaryFolder(), output = try TemporaryFolder()
        let image = input.path("noise.png")
        try writeNoise(side: 256, to: image)
        // 16 blocks (8 or 16 KiB): the screenshot, some 200 KB, outgrows it, and the kernel
        // sends SIGXFSZ, whose default action ends the process. No core file either.
        let process = try start(URL(fileURLWithPath: "/bin/sh"), [
            "-c", #"ulimit -c 0; ulimit -f 16; exec "$0" "$@""#, viewer.path,
            "--headless", "--size", "256x278", "--screenshot", output.path("shot.png"), image,
        ])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGXFSZ)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.url.path), [])
    }

    func testInterruptOrTerminateMidWriteLeavesNoTemporaryFile() throws {
        let viewer = try viewerProgram()
        let input = try TemporaryFolder()
        let image = input.path("noise.png")
        try writeNoise(side: 512, to: image)
        for signal in [SIGINT, SIGTERM] {
            let output = try TemporaryFolder()
            // Screenshot after screenshot, so that writing is nearly all the process does.
            let lines = Array(repeating: "screenshot \(output.path("shot.png"))", count: 2000)
            let script = try input.write(lines.joined(separator: "\n"), as: "shots-\(signal).txt")
            let process = try start(viewer, ["--headless", "--size", "512x534", "--script", script, image])
            var caught = false
            for _ in 0..<60_000 where process.isRunning {
                if try !temporaryFiles(in: output).isEmpty {
                    kill(process.processIdentifier, signal)
                    caught = true
                    break
                }
                usleep(1000)
            }
            process.waitUntilExit()
            XCTAssertTrue(caught, "signal \(signal): the viewer ended before a write could be interrupted")
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(signal)")
            XCTAssertEqual(process.terminationStatus, signal)
            XCTAssertEqual(try temporaryFiles(in: output), [], "signal \(signal)")
        }
    }
}
