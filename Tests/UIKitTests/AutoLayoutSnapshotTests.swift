import XCTest
import ScreenshotTesting
@testable import UIKit

/// A small card laid out wholly by constraints, against a reference in
/// __Snapshots__/AutoLayoutSnapshotTests. References depend on the FreeType and
/// fonts-dejavu-core versions installed.
final class AutoLayoutSnapshotTests: XCTestCase {
    override func setUpWithError() throws {
        _ = try TextTestSupport.systemFont()
    }

    /// An avatar square, a title and a subtitle beside it, a button at the trailing edge,
    /// all inside the card's layout margins; the title gives way before the button does.
    func testConstraintBuiltCard() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        root.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let card = UIView()
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let avatar = UIView()
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 24
        let title = UILabel()
        title.text = "Ada Lovelace"
        title.font = .boldSystemFont(ofSize: 17)
        let subtitle = UILabel()
        subtitle.text = "Analytical Engine"
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .gray
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        root.addSubview(card)
        for view in [card, avatar, title, subtitle, button] { view.translatesAutoresizingMaskIntoConstraints = false }
        for view in [avatar, title, subtitle, button] { card.addSubview(view) }
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: avatar.centerYAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
            button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            button.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 12, y: 12, width: 296, height: 72))
        XCTAssertEqual(avatar.frame, CGRect(x: 12, y: 12, width: 48, height: 48))
        XCTAssertEqual(button.frame.maxX, 284)
        XCTAssertEqual(title.frame.maxY, 36)
        assertSnapshot(of: root, named: "card")
    }
}
