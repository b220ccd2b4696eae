import XCTest
@testable import SDLHost

/// What a program does without a display: one line, exit status 69, no crash. Runs the
/// `sdlhost-check` program (built beside the tests) as a child process.
final class SDLApplicationExitTests: XCTestCase {
    private struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    private func runCheck(environment: [String: String]) throws -> Outcome {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent("sdlhost-check") }
        guard let program = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            XCTFail("sdlhost-check is not built beside the tests (looked in \(candidates.map(\.path)))")
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = program
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "a crash, not an exit")
        return Outcome(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }

    private var environmentWithoutDisplay: [String: String] {
        var env = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SCROLLKIT_REQUIRE_DISPLAY"] {
            env.removeValue(forKey: name)
        }
        return env
    }

    func testWithoutADisplayAProgramSaysSoInOneLineAndExits69() throws {
        let outcome = try runCheck(environment: environmentWithoutDisplay)
        XCTAssertEqual(outcome.status, SDLApplication.noDisplayExitStatus)
        XCTAssertEqual(outcome.stdout, "")
        let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one line and its newline: \(outcome.stderr)")
        XCTAssertTrue(outcome.stderr.hasPrefix("sdlhost-check: no display available"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("xvfb-run -a sdlhost-check"), outcome.stderr)
    }

    func testWithAnUnreachableDisplaySDLsInvisibleFallbackIsRefused() throws {
        var env = environmentWithoutDisplay
        env["DISPLAY"] = ":9999"   // no X server there: SDL would fall back to "offscreen"
        let outcome = try runCheck(environment: env)
        XCTAssertEqual(outcome.status, SDLApplication.noDisplayExitStatus, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("sdlhost-check: no display available"), outcome.stderr)
        XCTAssertEqual(outcome.stderr.filter { $0 == "\n" }.count, 1, "one line, no library's own complaint")
    }

    func testWithADisplayTheProgramShowsItsWindowAndEndsCleanly() throws {
        try skipIfWindowTestsRunElsewhere()
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            if ProcessInfo.processInfo.environment["SCROLLKIT_REQUIRE_DISPLAY"] != nil {
                return XCTFail("SCROLLKIT_REQUIRE_DISPLAY is set but DISPLAY is not")
            }
            throw XCTSkip("no display; run under xvfb-run")
        }
        let outcome = try runCheck(environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
    }

    func testFailureReports() {
        let missing = SDLError(operation: "SDL video", message: "DISPLAY and WAYLAND_DISPLAY are unset", isMissingDisplay: true)
        let report = SDLApplication.failureReport(for: missing, program: "viewer", headlessOption: "--headless")
        XCTAssertEqual(report.status, 69)
        XCTAssertEqual(report.line, "viewer: no display available (SDL video: DISPLAY and WAYLAND_DISPLAY are unset); "
                           + "run it in a desktop session, under `xvfb-run -a viewer ...`, or with --headless")
        XCTAssertEqual(SDLApplication.failureReport(for: missing, program: "pager").line,
                       "pager: no display available (SDL video: DISPLAY and WAYLAND_DISPLAY are unset); "
                           + "run it in a desktop session or under `xvfb-run -a pager ...`")
        let other = SDLApplication.failureReport(for: SDLError(operation: "SDL_CreateRenderer", message: "no GL"),
                                                 program: "viewer")
        XCTAssertEqual(other.status, 1)
        XCTAssertEqual(other.line, "viewer: SDL_CreateRenderer: no GL")
    }
}
