import XCTest
@testable import ScreenshotTesting
@testable import UIKit

final class TextSnapshotTests: XCTestCase {
    private var folder: URL!
    private var file: String { folder.appendingPathComponent("TreeTests.swift").path }

    override func setUpWithError() throws {
        useTemporaryArtifactsFolder()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-snapshots-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func tree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        scroll.contentSize = CGSize(width: 80, height: 600)
        scroll.showsVerticalScrollIndicator = false
        scroll.contentOffset = CGPoint(x: 0, y: 120.5)
        root.addSubview(scroll)
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 70, height: 20))
        label.text = "Hello \"world\""
        label.alpha = 0.25
        scroll.addSubview(label)
        let hidden = UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
        hidden.isHidden = true
        hidden.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        scroll.addSubview(hidden)
        return root
    }

    func testRecursiveDescriptionWritesTheTreeWithOffsetsAndState() throws {
        let text = try Snapshotting<UIView, String>.recursiveDescription.snapshot(tree())
        XCTAssertEqual(text, """
            UIView frame=(0, 0, 100, 80) bounds=(0, 0, 100, 80) alpha=1 hidden=false transform=identity
              UIScrollView frame=(10, 10, 80, 60) bounds=(0, 120.5, 80, 60) alpha=1 hidden=false transform=identity contentSize=(80, 600) zoomScale=1
                UILabel frame=(4, 4, 70, 20) bounds=(0, 0, 70, 20) alpha=0.25 hidden=false transform=identity text="Hello \\"world\\""
                UIView frame=(-5, 32.5, 20, 5) bounds=(0, 0, 10, 10) alpha=1 hidden=true transform=[2, 0, 0, 0.5, 0, 0]

            """)
    }

    func testTextReferenceIsATxtFileAndAMismatchListsTheChangedLines() throws {
        let first = try XCTUnwrap(verifySnapshot(of: tree(), as: .recursiveDescription, named: "tree", record: .missing, file: file,
                                                 testName: "testTree()"))
        XCTAssertTrue(first.hasPrefix("recorded snapshot 'tree'"), first)
        let paths = SnapshotPaths(file: file, testName: "testTree()", name: "tree", pathExtension: "txt")
        XCTAssertEqual(paths.reference.lastPathComponent, "testTree.tree.txt")
        XCTAssertTrue(try String(contentsOf: paths.reference, encoding: .utf8).hasPrefix("UIView frame=(0, 0, 100, 80)"))
        XCTAssertNil(verifySnapshot(of: tree(), as: .recursiveDescription, named: "tree", record: .never, file: file,
                                    testName: "testTree()"))

        let scrolled = tree()
        (scrolled.subviews[0] as! UIScrollView).contentOffset = CGPoint(x: 0, y: 300)
        let message = try XCTUnwrap(verifySnapshot(of: scrolled, as: .recursiveDescription, named: "tree", record: .never,
                                                   file: file, testName: "testTree()"))
        XCTAssertTrue(message.contains("does not match: texts differ: 1 line removed, 1 added"), message)
        XCTAssertTrue(message.contains("  -2:   UIScrollView frame=(10, 10, 80, 60) bounds=(0, 120.5, 80, 60)"), message)
        XCTAssertTrue(message.contains("  +2:   UIScrollView frame=(10, 10, 80, 60) bounds=(0, 300, 80, 60)"), message)
        XCTAssertTrue(message.contains("   1: UIView frame=(0, 0, 100, 80)"), "context line: \(message)")
        XCTAssertFalse(message.contains("   4:"), "lines two away from the change are left out")
        XCTAssertTrue(try String(contentsOf: paths.diff, encoding: .utf8).contains("+2:"))
        XCTAssertTrue(try String(contentsOf: paths.actual, encoding: .utf8).contains("bounds=(0, 300, 80, 60)"))
    }

    func testControllerTreeIsDescribedInAWindowOfTheSizeAsked() throws {
        final class VC: UIViewController {
            override func viewDidLoad() {
                let child = UIView()
                child.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
                view.addSubview(child)
            }
        }
        let text = try Snapshotting<VC, String>.recursiveDescription(size: CGSize(width: 50, height: 30)).snapshot(VC())
        XCTAssertEqual(text.split(separator: "\n").map(String.init), [
            "UIView frame=(0, 0, 50, 30) bounds=(0, 0, 50, 30) alpha=1 hidden=false transform=identity",
            "  UIView frame=(0, 0, 20, 10) bounds=(0, 0, 20, 10) alpha=1 hidden=false transform=identity",
        ])
    }

    func testDumpWritesAValuesStoredProperties() throws {
        let text = try Snapshotting<DumpedSettings, String>.dump.snapshot(DumpedSettings())
        XCTAssertEqual(text, """
            ▿ ScreenshotTestingTests.DumpedSettings
              - zoom: 1.5
              ▿ pages: 2 elements
                - "a"
                - "b"

            """)
    }

    func testLineDiffOfInsertionsAndRemovals() {
        XCTAssertEqual(LineDiff.lines(reference: "a\nb\nc\nd\ne\nf\ng", actual: "a\nb\nX\nc\nd\ne\ng"), [
            "   2: b", "  +3: X", "   3: c", "  ...", "   5: e", "  -6: f", "   7: g",
        ])
        XCTAssertEqual(LineDiff.lines(reference: "same", actual: "same"), [])
        XCTAssertEqual(LineDiff.lines(reference: "a\nb\n", actual: "a\nc\n"), ["   1: a", "  -2: b", "  +2: c"],
                       "a final newline ends the last line")
        XCTAssertEqual(LineDiff.lines(reference: "a\n", actual: "a"), ["  the texts differ only in their final newline"])
    }

    func testNumbersAreShortAndNeverNegativeZero() {
        XCTAssertEqual(ViewTreeDescription.number(-0.0001), "0")
        XCTAssertEqual(ViewTreeDescription.number(1.23456), "1.235")
        XCTAssertEqual(ViewTreeDescription.number(-40), "-40")
        XCTAssertEqual(ViewTreeDescription.number(0.1 + 0.2), "0.3")
    }
}

/// A value for `.dump`: a type declared at the top level, as a local type's name holds an
/// address that changes from build to build.
struct DumpedSettings {
    var zoom = 1.5
    var pages = ["a", "b"]
}
