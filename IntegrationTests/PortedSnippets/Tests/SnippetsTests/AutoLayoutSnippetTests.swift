import XCTest
import UIKit
import Snippets

/// The profile card built with anchors: frames from constraints, re-solved when the
/// button's title, the window's size or its safe area change, and a constant animated.
final class AutoLayoutSnippetTests: XCTestCase {
    private func shown() -> (HeadlessHost, ProfileCardViewController) {
        let controller = ProfileCardViewController()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        host.window.rootViewController = controller
        host.step()
        return (host, controller)
    }

    func testTheCardIsPlacedByItsConstraints() {
        let (_, c) = shown()
        let bioHeight = c.bioLabel.intrinsicContentSize.height
        // Under the 20-point safe area plus 16, between the view's 20-point margins.
        XCTAssertEqual(c.cardView.frame, CGRect(x: 20, y: 36, width: 280, height: 16 + 64 + 12 + bioHeight + 16))
        XCTAssertEqual(c.avatarImageView.frame, CGRect(x: 16, y: 16, width: 64, height: 64))
        XCTAssertEqual(c.nameLabel.frame.origin, CGPoint(x: 92, y: 24))
        XCTAssertEqual(c.nameLabel.frame.height, c.nameLabel.intrinsicContentSize.height)
        XCTAssertEqual(c.nameLabel.frame.maxX, c.followButton.frame.minX - 8,
                       "too long for the row: the name gives way to the button, which is required")
        XCTAssertLessThan(c.nameLabel.frame.width, c.nameLabel.intrinsicContentSize.width)
        XCTAssertEqual(c.subtitleLabel.frame.minY, c.nameLabel.frame.maxY + 4)
        XCTAssertEqual(c.followButton.frame.maxX, 264, "at the card's trailing margin")
        XCTAssertEqual(c.followButton.frame.midY, 48, "centred on the avatar")
        XCTAssertEqual(c.bioLabel.frame, CGRect(x: 16, y: 92, width: 248, height: bioHeight))
    }

    func testTappingFollowRetitlesAndTheLayoutMakesRoom() {
        let (host, c) = shown()
        let before = c.followButton.frame
        let center = c.followButton.convert(CGPoint(x: before.width / 2, y: before.height / 2), to: nil)
        host.tap(center)
        host.step()
        XCTAssertTrue(c.isFollowing)
        XCTAssertGreaterThan(c.followButton.frame.width, before.width, "Following is wider than Follow")
        XCTAssertEqual(c.followButton.frame.maxX, 264, "still at the trailing margin")
        XCTAssertLessThanOrEqual(c.subtitleLabel.frame.maxX, c.followButton.frame.minX - 8)
        XCTAssertEqual(c.nameLabel.frame.maxX, c.followButton.frame.minX - 8, "the name made room")
    }

    func testAWiderWindowAndANewSafeAreaReSolve() throws {
        let (host, c) = shown()
        try host.resize(to: CGSize(width: 480, height: 320))
        host.window.windowSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        host.step()
        XCTAssertEqual(c.cardView.frame.minY, 16)
        XCTAssertEqual(c.cardView.frame.width, 440)
        XCTAssertEqual(c.followButton.frame.maxX, 424)
        XCTAssertEqual(c.bioLabel.frame.width, 408)
    }

    func testMovingTheCardAnimatesItsFrame() {
        let (host, c) = shown()
        c.setCardOffset(60, animated: true)
        XCTAssertEqual(c.cardView.frame.minY, 96, "the model frame at once")
        host.advance(by: 0.15)
        let height = c.cardView.bounds.height
        XCTAssertEqual(c.cardView.presentation.center.y - height / 2, 66, accuracy: 1, "halfway down the linear curve")
        host.advance(by: 0.2)
        XCTAssertEqual(c.cardView.presentation.center.y - height / 2, 96, accuracy: 1e-6)
    }
}
