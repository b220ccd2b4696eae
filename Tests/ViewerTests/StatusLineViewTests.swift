import XCTest
@testable import ViewerKit
import UIKit

/// The status line's three parts, laid out side by side as one line of text would be.
final class StatusLineViewTests: XCTestCase {
    private func width(of text: String, _ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = text
        return label.intrinsicContentSize.width
    }

    /// "Loading " keeps its space before the name: the name drew right after "Loading"
    /// ("Loadingmap.png… 43%"), the label having measured the prefix without it.
    func testTheNameFollowsThePrefixAfterItsSpace() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        let line = StatusLineView(font: font, textColor: .white)
        line.frame = CGRect(x: 0, y: 0, width: 600, height: 22)
        line.prefix = "Loading "
        line.name = "map.png"
        line.suffix = "… 43%"
        line.layoutIfNeeded()
        let gap = line.nameLabel.frame.minX - line.prefixLabel.frame.minX
        let word = width(of: "Loading", font), space = width(of: "a b", font) - width(of: "ab", font)
        XCTAssertGreaterThan(space, 1, "a space takes room")
        XCTAssertEqual(gap, word + space, accuracy: 1, "the name starts a space after \"Loading\"")
        XCTAssertEqual(line.suffixLabel.frame.minX, line.nameLabel.frame.maxX, "the suffix right after the name")
    }
}
