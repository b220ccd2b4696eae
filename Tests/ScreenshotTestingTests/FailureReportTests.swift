import XCTest
@testable import ScreenshotTesting
@testable import UIKit

final class FailureReportTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        useTemporaryArtifactsFolder()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A real mismatch, made by `verifySnapshot` in the temporary folder.
    private func failedImage() throws -> FailedSnapshot {
        let file = folder.appendingPathComponent("CardTests.swift").path
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        view.backgroundColor = .red
        let test = SnapshotTest(file: file, name: "testCard()")
        _ = SnapshotVerification.run(of: view, as: .image(), named: "a<b>", record: .missing, test: test)
        view.backgroundColor = .blue
        return try XCTUnwrap(SnapshotVerification.run(of: view, as: .image(), named: "a<b>", record: .never, test: test).mismatch)
    }

    func testPageEmbedsReferenceActualAndDiffWithASlider() throws {
        let failure = try failedImage()
        let page = try XCTUnwrap(FailureReport.update(in: folder, run: "run-1", adding: [failure]))
        XCTAssertEqual(page.lastPathComponent, "snapshot-report.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let reference = try Data(contentsOf: try XCTUnwrap(failure.comparedReference)).base64EncodedString()
        let actual = try Data(contentsOf: try XCTUnwrap(failure.actual)).base64EncodedString()
        let diff = try Data(contentsOf: try XCTUnwrap(failure.diff)).base64EncodedString()
        XCTAssertNotEqual(reference, actual)
        for image in [reference, actual, diff] {
            XCTAssertTrue(html.contains("src=\"data:image/png;base64,\(image)\""))
        }
        XCTAssertTrue(html.contains("<input class=\"wipe-range\" type=\"range\""))
        XCTAssertTrue(html.contains("\(actual)\" width=\"24\" alt=\"Actual\""), "3 pixels wide, shown 8 times larger")
        XCTAssertTrue(html.contains("CardTests › testCard() › a&lt;b&gt;"))
        XCTAssertTrue(html.contains("images differ: 6 of 6 pixels"))
        XCTAssertFalse(html.contains("src=\"file:") || html.contains("src=\"/"), "nothing outside the page")
    }

    func testBothPassesOfARunShareOnePageAndTheNextRunStartsAfresh() throws {
        let failure = try failedImage()
        _ = try FailureReport.update(in: folder, run: "run-1", adding: [failure])
        _ = try FailureReport.update(in: folder, run: "run-1", adding: [failure])
        var html = try String(contentsOf: folder.appendingPathComponent(FailureReport.pageName), encoding: .utf8)
        XCTAssertTrue(html.contains("Snapshot failures: 2"))
        _ = try FailureReport.update(in: folder, run: "run-2", adding: [failure])
        html = try String(contentsOf: folder.appendingPathComponent(FailureReport.pageName), encoding: .utf8)
        XCTAssertTrue(html.contains("Snapshot failures: 1"))
        XCTAssertNil(try FailureReport.update(in: folder, run: "run-3", adding: []))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(FailureReport.pageName).path),
                       "a run without failures removes the last run's page")
    }

    func testProcessesEndingAtOnceKeepEachOthersFailures() throws {
        // `swift test --parallel` ends several XCTest worker processes at about the same
        // time, each adding its failures; threads stand in for them (each opens the lock
        // file itself, and `flock` locks per open file).
        let failure = try failedImage()
        let workers = 16
        let errors = NSLock()
        var thrown: [Error] = []
        DispatchQueue.concurrentPerform(iterations: workers) { index in
            var mine = failure
            mine.name = "worker-\(index)"
            do {
                _ = try FailureReport.update(in: folder, run: "run-1", adding: [mine])
            } catch {
                errors.lock(); thrown.append(error); errors.unlock()
            }
        }
        XCTAssertTrue(thrown.isEmpty, "\(thrown)")
        let entries = try JSONDecoder().decode([FailedSnapshot].self,
                                               from: Data(contentsOf: folder.appendingPathComponent(FailureReport.entriesName)))
        XCTAssertEqual(Set(entries.map(\.name)), Set((0..<workers).map { "worker-\($0)" }))
        let html = try String(contentsOf: folder.appendingPathComponent(FailureReport.pageName), encoding: .utf8)
        XCTAssertTrue(html.contains("Snapshot failures: \(workers)"))
    }

    func testPassesEndingAtOnceKeepEachOthersAskedReferences() throws {
        // The XCTest workers of `swift test --parallel` end together; a reference missing from
        // the list would be pruned by the last pass although a test asked for it.
        let list = folder.appendingPathComponent("snapshot-asked-run-1.txt")
        let workers = 16
        let errors = NSLock()
        var thrown: [Error] = []
        DispatchQueue.concurrentPerform(iterations: workers) { index in
            do {
                try ReferencePruner.add(["/src/__Snapshots__/T/test\(index).1.png"], toList: list)
            } catch {
                errors.lock(); thrown.append(error); errors.unlock()
            }
        }
        XCTAssertTrue(thrown.isEmpty, "\(thrown)")
        XCTAssertEqual(ReferencePruner.references(inList: list),
                       Set((0..<workers).map { "/src/__Snapshots__/T/test\($0).1.png" }))
    }

    func testTextFailuresShowTheLineDiff() throws {
        let file = folder.appendingPathComponent("TreeTests.swift").path
        _ = verifySnapshot(of: "one\ntwo\n", as: .lines, named: "t", record: .missing, file: file, testName: "testT()")
        let failure = try XCTUnwrap(SnapshotVerification.run(of: "one\n2\n", as: .lines, named: "t", record: .never,
                                                             test: SnapshotTest(file: file, name: "testT()")).mismatch)
        let html = FailureReport.html(for: [failure])
        XCTAssertTrue(html.contains("<pre>   1: one\n  -2: two\n  +2: 2"), html)
        XCTAssertTrue(html.contains("<figcaption>Reference</figcaption><pre>one\ntwo\n</pre>"))
    }

    func testTheRunIsNamedByTheParentProcess() {
        XCTAssertTrue(TestRun.identifier.hasPrefix("\(getppid())-"))
        XCTAssertEqual(TestRun.identifier, TestRun.identifier)
        XCTAssertFalse(TestRun.isSwiftTestingPass)
    }
}

final class ReferencePrunerTests: XCTestCase {
    func testRemovesWhatNoAssertionAskedForInTheFoldersUsed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("prune-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshots = root.appendingPathComponent("Tests/__Snapshots__")
        let files = ["CardTests/testA.default.png", "CardTests/testA.tree.txt", "CardTests/testGone.default.png",
                     "DeletedTests/testOld.x.png", "ListTests/testB.y.png"]
        for file in files {
            let url = snapshots.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
        let elsewhere = root.appendingPathComponent("Other/keep.png")
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([1]).write(to: elsewhere)
        let asked = Set(["CardTests/testA.default.png", "CardTests/testA.tree.txt", "ListTests/testB.y.png"]
            .map { snapshots.appendingPathComponent($0).standardizedFileURL.path })
        let removed = ReferencePruner.prune(keeping: asked)
        XCTAssertEqual(removed, ["CardTests/testGone.default.png", "DeletedTests/testOld.x.png"]
            .map { snapshots.appendingPathComponent($0).standardizedFileURL.path })
        for path in asked { XCTAssertTrue(FileManager.default.fileExists(atPath: path)) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("DeletedTests").path),
                       "the emptied folder goes too")
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere.path), "only __Snapshots__ folders are searched")
    }
}
