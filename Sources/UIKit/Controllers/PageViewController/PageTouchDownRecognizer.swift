import Foundation

/// Tells the scroll-style transition that a finger went down on the pages, before the
/// scroll view catches the moving content; it never recognizes, so it takes nothing from
/// the scroll view or the pages. A finger that catches a turn more than half done lands
/// that turn first, so flicks in quick succession each turn a page (the three-page
/// scroll view has room for one turn at a time).
///
/// The curl style uses it too: a finger landing on the page catches an animated curl
/// (`onTouchDown`), and one lifting without a drag releases it (`onTouchUp`).
final class PageTouchDownRecognizer: UIGestureRecognizer {
    var onTouchDown: (() -> Void)?
    var onTouchUp: (() -> Void)?

    required init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        onTouchDown?()
    }

    /// No other recognizer's recognizing makes it fail: it must see the touch end. A zoomed
    /// image page's scroll view, caught scrolling under the finger that caught a curl,
    /// recognizes at once (to keep that touch from the image), and the curl, never told
    /// the finger lifted, stayed caught half turned for good.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // It fails only when the touches end: failing at touch-down kept a page's double tap
    // (an image page's zoom) from being recognized.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
        onTouchUp?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
        onTouchUp?()
    }
}
