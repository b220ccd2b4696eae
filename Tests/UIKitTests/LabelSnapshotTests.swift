import XCTest
import ScreenshotTesting
@testable import UIKit

/// Screenshot tests of labels (`LabelScenes`), on transparent backgrounds, against
/// references in __Snapshots__/LabelSnapshotTests. The pixel properties these pictures
/// should have are asserted in LabelRenderingTests; these catch any other change.
/// References depend on the FreeType and fonts-dejavu-core versions installed.
final class LabelSnapshotTests: XCTestCase {
    override func setUpWithError() throws {
        _ = try TextTestSupport.systemFont()
    }

    func testAlignments() {
        assertSnapshot(of: LabelScenes.alignments().root, named: "left-centre-right")
    }

    func testWordWrapping() {
        assertSnapshot(of: LabelScenes.wrapping().root, named: "pangram-160pt")
    }

    func testTruncation() {
        assertSnapshot(of: LabelScenes.truncation().root, named: "head-middle-tail")
    }

    func testColoursOnATransparentBackground() {
        assertSnapshot(of: LabelScenes.colours().root, named: "colours")
    }

    func testScaleOneAndTwo() {
        assertSnapshot(of: LabelScenes.hiDPI().root, scale: 1, named: "1x")
        assertSnapshot(of: LabelScenes.hiDPI().root, scale: 2, named: "2x")
    }

    func testScriptsAndMissingCharacters() {
        assertSnapshot(of: LabelScenes.scripts().root, named: "latin-greek-cyrillic-boxes")
    }
}
