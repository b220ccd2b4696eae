import XCTest
import UIKit
import Snippets

/// The page view controller, gesture, drawing, gallery, control and attributed-text snippets.
final class ViewSnippetTests: XCTestCase {
    func testOnboardingTurnsInCodeAndBySwipingWithThePageControlInStep() {
        let onboarding = OnboardingPageViewController()
        let host = host(onboarding)
        XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[0])
        onboarding.goToNextPage()
        host.runUntilIdle()
        XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[1])
        XCTAssertEqual(onboarding.pageControl.currentPage, 1)
        // A swipe left across most of the page turns to the third, through the delegate.
        host.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 40, y: 240), steps: 6)
        host.runUntilIdle()
        XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[2])
        XCTAssertEqual(onboarding.pageControl.currentPage, 2)
    }

    func testStickerDragsPinchesAndRotatesWithTheDesktopWheel() {
        let sticker = StickerView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let host = host(sticker, width: 400, height: 400)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 210, y: 190), steps: 6)
        host.runUntilIdle()
        XCTAssertEqual(sticker.center.x, 210, accuracy: 1e-9, "follows the finger all the way")
        XCTAssertEqual(sticker.center.y, 190, accuracy: 1e-9)
        // Ctrl+wheel, two notches away from the user: 1.1² bigger.
        host.wheel(at: sticker.center, notches: -2, modifiers: .control)
        host.advance(by: 0.5)
        XCTAssertEqual(sticker.transform.a, 1.21, accuracy: 1e-9)
        // Shift+Ctrl+wheel, six notches towards the user: a quarter turn clockwise.
        host.wheel(at: sticker.center, notches: 6, modifiers: [.shift, .control])
        host.advance(by: 0.5)
        XCTAssertEqual(atan2(sticker.transform.b, sticker.transform.a), .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(hypot(sticker.transform.a, sticker.transform.b), 1.21, accuracy: 1e-9, "the scale kept")
    }

    func testCardDeckSwipesAndLongPressRemoves() {
        let deck = CardDeckViewController()
        let host = host(deck)
        // 100 points left in 0.1 s: a swipe.
        host.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), steps: 6)
        host.step()
        XCTAssertEqual(deck.index, 1)
        XCTAssertEqual(deck.cardLabel.text, "Forest")
        host.drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 200, y: 240), steps: 6)
        host.step()
        XCTAssertEqual(deck.cardLabel.text, "Lake", "right goes back")
        host.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), steps: 6)
        host.step()
        // Held 0.7 s: not yet (the snippet asks for 0.8 s); at 0.9 s the card goes.
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 240)))
        host.advance(by: 0.7)
        XCTAssertEqual(deck.cards.count, 4)
        host.advance(by: 0.2)
        XCTAssertEqual(deck.cards, ["Lake", "Desert", "Glacier"])
        XCTAssertEqual(deck.cardLabel.text, "Desert")
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 240)))
    }

    func testRingChartDrawsTheTintedArcOverTheTrackAndFollowsTheTint() {
        let ring = RingChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = host(ring, width: 100, height: 100)
        host.window.backgroundColor = .white
        ring.progress = 0.25
        host.window.tintColor = .red
        // Radius 45 about (50, 50): 45° (past twelve o'clock, clockwise) is on the arc,
        // 225° on the bare track.
        XCTAssertEqual(host.pixel(82, 18), 0xFFFF_0000)
        let track = host.pixel(18, 82)
        XCTAssertEqual(track, UIColor.systemGray.rasterColor.premultiplied)
        XCTAssertEqual(host.pixel(50, 50), 0xFFFF_FFFF, "the middle is empty")
        host.window.tintColor = .blue
        XCTAssertEqual(host.pixel(82, 18), 0xFF00_00FF, "tintColorDidChange redrew it")
    }

    func testAvatarClipsToItsRoundedTopCorners() {
        let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        avatar.backgroundColor = .clear
        avatar.image = solidImage(CGSize(width: 40, height: 40), .red)
        let host = host(avatar, width: 40, height: 40)
        host.window.backgroundColor = .white
        XCTAssertEqual(host.pixel(0, 0), 0xFFFF_FFFF, "top left clipped away")
        XCTAssertEqual(host.pixel(39, 0), 0xFFFF_FFFF, "top right clipped away")
        XCTAssertEqual(host.pixel(0, 39), 0xFFFF_0000, "bottom corners square")
        XCTAssertEqual(host.pixel(39, 39), 0xFFFF_0000)
        XCTAssertEqual(host.pixel(20, 2), 0xFFFF_0000)
        let edge = host.pixel(4, 4)  // corners 16.97 and 15.56 from the arc's centre (16, 16): cut
        XCTAssertNotEqual(edge, 0xFFFF_FFFF)
        XCTAssertNotEqual(edge, 0xFFFF_0000, "the arc's anti-aliased edge")
    }

    func testGallerySizesItsGridFromTheScreenAndTintsTheTappedThumbnail() {
        let gallery = GalleryViewController()
        let host = host(gallery, width: 900, height: 600)
        XCTAssertEqual(gallery.itemWidth, (900 - 4) / 3, accuracy: 1e-9, "UIScreen.main is the host's 900-point screen")
        XCTAssertEqual(gallery.thumbnails[0].image?.size, CGSize(width: 4, height: 4), "UIImage(named:) found Assets/swatch.png")
        XCTAssertEqual(gallery.scrollView.contentSize.height, 10 * (gallery.itemWidth + 2) - 2, accuracy: 1e-9)
        let w = gallery.itemWidth
        host.tap(CGPoint(x: w + 2 + w / 2, y: w + 2 + w / 2))
        host.advance(by: 0.1)
        XCTAssertEqual(gallery.selectedIndex, 4)
        XCTAssertEqual(gallery.thumbnails[4].backgroundColor, .systemPink, "the inherited tint")
        gallery.scrollView.setContentOffset(CGPoint(x: 0, y: 3 * (w + 2)), animated: false)
        host.tap(CGPoint(x: w / 2, y: w / 2))
        host.advance(by: 0.1)
        XCTAssertEqual(gallery.selectedIndex, 9, "row 3 after scrolling three rows")
        XCTAssertNil(gallery.thumbnails[4].backgroundColor)
    }

    func testSettingsSliderSnapsTheButtonAppliesAndTheTintIsInherited() {
        let settings = PhotoSettingsViewController()
        let host = host(settings)
        settings.sizeSlider.value = 733
        settings.sizeSlider.sendActions(for: .valueChanged)
        XCTAssertEqual(settings.sizeSlider.value, 750)
        XCTAssertEqual(settings.sizeLabel.text, "750 px")
        XCTAssertEqual(settings.applyButton.tintColor, .systemGreen)
        host.tap(CGPoint(x: 70, y: 162))
        XCTAssertEqual(settings.appliedSize, 750)
        XCTAssertEqual(settings.progressView.progress, 0.5)
    }

    func testHeaderLabelMeasuresItsRunsKernAndLineSpacing() {
        let label = TitleLabels.headerLabel(title: "Photos", subtitle: "All albums")
        XCTAssertEqual(label.text, "PHOTOS\nAll albums")
        let bold = UIFont.boldSystemFont(ofSize: 22), regular = UIFont.systemFont(ofSize: 14)
        let height = bold.lineHeight + 4 + regular.lineHeight
        XCTAssertEqual(label.frame.height, height.rounded(.up), "sizeToFit: both lines and the spacing, whole points")
        let plainTitle = UILabel()
        plainTitle.font = bold
        plainTitle.text = "PHOTOS"
        let kerned = label.frame.width
        XCTAssertEqual(kerned, (plainTitle.intrinsicContentSize.width + 10).rounded(.up), accuracy: 1,
                       "five gaps of 2 points of kerning")
    }
}

/// The info card's stack views: rows in the margins, equal buttons, a caption folding away.
final class StackSnippetTests: XCTestCase {
    func testTheInfoCardStacksItsRowsAndFoldsTheCaption() throws {
        let card = PhotoInfoCardView(frame: CGRect(x: 0, y: 100, width: 320, height: 0))
        card.frame.size = card.sizeThatFits(CGSize(width: 320, height: 0))
        let host = host(card)
        let t = card.titleLabel.intrinsicContentSize.height, c = card.captionLabel.intrinsicContentSize.height
        let b = card.likeButton.intrinsicContentSize.height
        XCTAssertGreaterThan(t, c, "17-point title over a 13-point caption")
        XCTAssertEqual(card.frame.height, 12 + t + 4 + c + 12 + b + 12)
        XCTAssertEqual(card.titleLabel.frame, CGRect(x: 16, y: 12, width: 288, height: t))
        XCTAssertEqual(card.captionLabel.frame.minY, 12 + t + 4)
        let buttons = try XCTUnwrap(card.stackView.arrangedSubviews.last)
        XCTAssertEqual(buttons.frame, CGRect(x: 16, y: 12 + t + 4 + c + 12, width: 288, height: b))
        XCTAssertEqual(card.likeButton.frame, CGRect(x: 0, y: 0, width: 140, height: b))
        XCTAssertEqual(card.lessButton.frame, CGRect(x: 148, y: 0, width: 140, height: b))

        // "Less", in the window: the caption folds away and the card closes up.
        host.tap(CGPoint(x: 16 + 148 + 70, y: 100 + buttons.frame.midY))
        host.advance(by: 0.3)
        host.step()
        XCTAssertTrue(card.captionLabel.isHidden)
        XCTAssertEqual(card.lessButton.title(for: .normal), "More")
        XCTAssertEqual(buttons.frame.minY, 12 + t + 4, "the buttons moved up under the title")
        XCTAssertEqual(card.frame.height, 12 + t + 4 + b + 12)
    }
}
