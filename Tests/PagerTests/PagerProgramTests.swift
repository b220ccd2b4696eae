import XCTest
import UIKit
@testable import PagerKit

/// Whole headless runs of the pager, as the command line makes them.
final class PagerProgramTests: XCTestCase {
    private func run(_ arguments: [String]) -> (PagerProgram.Outcome, [String]) {
        var errors: [String] = []
        let outcome = PagerProgram.outcome(arguments: arguments, output: { _ in }, errors: { errors.append($0) })
        return (outcome, errors)
    }

    func testAScriptedRunTurnsAndWritesTheLastFrame() throws {
        let folder = try ImageFolder(count: 0, width: 1, height: 1)
        let script = folder.url.appendingPathComponent("turn.txt").path
        let shot = folder.url.appendingPathComponent("out.png").path
        try Data("key down right\nkey up right\nwait 1\nkey down q\nkey up q\nkey down right\n".utf8)
            .write(to: URL(fileURLWithPath: script))
        let (outcome, errors) = run(["--headless", "--size", "320x200", "--script", script, "--screenshot", shot])
        XCTAssertEqual(outcome, .exit(0))
        XCTAssertEqual(errors, [])
        let frame = try PNGDecoder.decode(contentsOf: shot)
        XCTAssertEqual(frame.width, 320)
        // Page 2's colour fills the middle: the key turned, and the quit ended the script
        // before the last key.
        let expected = PageColors.background(forPage: 1).rasterColor
        XCTAssertEqual(frame[10, 100], expected.premultiplied)
    }

    func testABadScriptFailsWithItsLine() throws {
        let folder = try ImageFolder(count: 0, width: 1, height: 1)
        let script = folder.url.appendingPathComponent("bad.txt").path
        try Data("tuch down 1 2 3\n".utf8).write(to: URL(fileURLWithPath: script))
        let (outcome, errors) = run(["--headless", "--script", script])
        XCTAssertEqual(outcome, .exit(1))
        XCTAssertEqual(errors, ["pager: \(script):1: unknown command 'tuch'"])
    }

    func testAScriptedCurlRunTurnsWithTheCurl() throws {
        let folder = try ImageFolder(count: 0, width: 1, height: 1)
        let script = folder.url.appendingPathComponent("turn.txt").path
        let shot = folder.url.appendingPathComponent("out.png").path
        try Data("key down right\nkey up right\nwait 1\n".utf8).write(to: URL(fileURLWithPath: script))
        let (outcome, errors) = run(["--headless", "--style", "curl", "--spine", "min", "--size", "320x200", "--script", script,
                                     "--screenshot", shot])
        XCTAssertEqual(outcome, .exit(0))
        XCTAssertEqual(errors, [])
        let frame = try PNGDecoder.decode(contentsOf: shot)
        XCTAssertEqual(frame[10, 100], PageColors.background(forPage: 1).rasterColor.premultiplied)
    }

    func testADoubleSidedMiddleSpineRunShowsTwoPagesAndTurnsTwo() throws {
        let folder = try ImageFolder(count: 0, width: 1, height: 1)
        let script = folder.url.appendingPathComponent("turn.txt").path
        let shot = folder.url.appendingPathComponent("out.png").path
        try Data("key down right\nkey up right\nwait 1\n".utf8).write(to: URL(fileURLWithPath: script))
        let (outcome, errors) = run(["--headless", "--style", "curl", "--spine", "mid", "--double-sided",
                                     "--size", "320x200", "--script", script, "--screenshot", shot])
        XCTAssertEqual(outcome, .exit(0))
        XCTAssertEqual(errors, [])
        let frame = try PNGDecoder.decode(contentsOf: shot)
        // After one turn pages 3 and 4 (indexes 2, 3) lie left and right of the spine.
        XCTAssertEqual(frame[10, 100], PageColors.background(forPage: 2).rasterColor.premultiplied)
        XCTAssertEqual(frame[310, 100], PageColors.background(forPage: 3).rasterColor.premultiplied)
    }

    /// A PNG of `size` pixels of noise (so it does not compress away) cut after half its
    /// bytes: its header reads, its data ends early.
    private func writeTruncatedPNG(named name: String, in folder: ImageFolder, size: Int = 64) throws -> String {
        let bitmap = Bitmap(width: size, height: size)
        var seed: UInt32 = 12345
        for y in 0..<size {
            for x in 0..<size {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = Color(red: UInt8(truncatingIfNeeded: seed >> 8), green: UInt8(truncatingIfNeeded: seed >> 16),
                                     blue: UInt8(truncatingIfNeeded: seed >> 24)).premultiplied
            }
        }
        let path = folder.url.appendingPathComponent(name).path
        try PNGEncoder.write(bitmap, to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAHeadlessRunRefusesAFirstPageThatCannotBeDecoded() throws {
        let folder = try ImageFolder(count: 0, width: 1, height: 1)
        let broken = try writeTruncatedPNG(named: "broken.png", in: folder)
        let shot = folder.url.appendingPathComponent("out.png").path
        let (outcome, errors) = run(["--headless", "--size", "320x200", broken, "--screenshot", shot])
        XCTAssertEqual(outcome, .exit(1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("pager: \(broken): truncated") ?? false, errors.first ?? "no error")
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot), "no screenshot of the error page")
    }

    /// Two pages side by side are both in the first frame: a damaged right page is refused
    /// as a damaged first page is, with no screenshot of its message.
    func testAHeadlessRunRefusesADamagedRightPageOfTheFirstSpread() throws {
        let folder = try ImageFolder(count: 1, width: 40, height: 30)
        let broken = try writeTruncatedPNG(named: "broken.png", in: folder)
        let shot = folder.url.appendingPathComponent("out.png").path
        let (outcome, errors) = run(["--headless", "--size", "320x200", "--style", "curl", "--screenshot", shot,
                                     folder.url.appendingPathComponent("image-1.png").path, broken])
        XCTAssertEqual(outcome, .exit(1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("pager: \(broken): truncated") ?? false, errors.first ?? "no error")
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot))
        // One page at a time (portrait), the right page is a later page.
        let (narrow, _) = run(["--headless", "--size", "200x320", "--style", "curl", "--screenshot", shot,
                               folder.url.appendingPathComponent("image-1.png").path, broken])
        XCTAssertEqual(narrow, .exit(0))
    }

    func testAHeadlessRunShowsALaterPageThatCannotBeDecodedInTheFrame() throws {
        let folder = try ImageFolder(count: 1, width: 40, height: 30)
        let broken = try writeTruncatedPNG(named: "broken.png", in: folder)
        let script = folder.url.appendingPathComponent("turn.txt").path
        try Data("key down right\nkey up right\nwait 1\n".utf8).write(to: URL(fileURLWithPath: script))
        let shot = folder.url.appendingPathComponent("out.png").path
        let (outcome, errors) = run(["--headless", "--size", "320x200", "--script", script, "--screenshot", shot,
                                     folder.url.appendingPathComponent("image-1.png").path, broken])
        XCTAssertEqual(outcome, .exit(0))
        XCTAssertEqual(errors, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot))
    }

    func testTheMiddleSpineWithoutDoubleSidedIsAUsageError() {
        let (outcome, errors) = run(["--style", "curl", "--spine", "mid"])
        XCTAssertEqual(outcome, .exit(64))
        XCTAssertEqual(errors, ["pager: --spine mid: two pages side by side need --double-sided (UIKit requires it)"])
    }
}
