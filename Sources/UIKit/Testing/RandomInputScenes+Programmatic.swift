import Foundation

/// A scene where an app's own calls cut into the user's gestures: keys its controller
/// declares move, zoom and resize a zoomable scroll view through its public API while
/// fingers, wheels and animations are under way, as apps do from buttons, menus and
/// delegate calls.
extension RandomInputScenes {
    /// Declares keys that call the scroll view's API with numbers from its own seeded
    /// generator (the same ones on every replay of the same keys):
    /// - `0`: `setZoomScale` within the limits, animated or not;
    /// - `-`: new content, as a photo browser shows its next picture (zoom scale 1, the
    ///   view's new size, `contentSize`, the limits from the fit, then the fit's scale);
    /// - `=`: `contentInset` on or off;
    /// - Return: `setContentOffset` to a point in range, animated or not; Shift+Return:
    ///   `scrollRectToVisible`;
    /// - Escape: `zoom(to:animated:)` on a rectangle of the content.
    final class ProgrammaticScroller: UIViewController {
        let scrollView = UIScrollView()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        private lazy var zoomDelegate = ZoomingDelegate(content)
        private var bits: UInt64 = 0x5CA1_AB1E
        private static let sizes = [CGSize(width: 1000, height: 1000), CGSize(width: 300, height: 200),
                                    CGSize(width: 1600, height: 900), CGSize(width: 390, height: 2400)]
        private var sizeIndex = 0

        override func loadView() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            scrollView.frame = root.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.addSubview(content)
            scrollView.contentSize = content.frame.size
            scrollView.delegate = zoomDelegate
            scrollView.minimumZoomScale = 0.4
            scrollView.maximumZoomScale = 4
            root.addSubview(scrollView)
            view = root
        }

        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "0", modifierFlags: [], action: ProgrammaticScroller.zoomScale),
             UIKeyCommand(input: "-", modifierFlags: [], action: ProgrammaticScroller.newContent),
             UIKeyCommand(input: "=", modifierFlags: [], action: ProgrammaticScroller.inset),
             UIKeyCommand(input: "\r", modifierFlags: [], action: ProgrammaticScroller.offset),
             UIKeyCommand(input: "\r", modifierFlags: .shift, action: ProgrammaticScroller.rectToVisible),
             UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: ProgrammaticScroller.zoomToRect)]
        }

        /// A number in `range` from the controller's generator.
        private func random(_ range: ClosedRange<CGFloat>) -> CGFloat {
            bits = bits &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(bits >> 11) / CGFloat(1 << 53)
        }

        private var coin: Bool { random(0...1) < 0.5 }

        func zoomScale(_ command: UIKeyCommand) {
            scrollView.setZoomScale(random(scrollView.minimumZoomScale...scrollView.maximumZoomScale), animated: coin)
        }

        func newContent(_ command: UIKeyCommand) {
            sizeIndex = (sizeIndex + 1) % Self.sizes.count
            let size = Self.sizes[sizeIndex]
            scrollView.zoomScale = 1
            content.frame = CGRect(origin: .zero, size: size)
            scrollView.contentSize = size
            let bounds = scrollView.bounds.size
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            scrollView.minimumZoomScale = fit.isFinite && fit > 0 ? min(fit, 1) : 1
            scrollView.maximumZoomScale = 4
            scrollView.zoomScale = scrollView.minimumZoomScale
        }

        func inset(_ command: UIKeyCommand) {
            scrollView.contentInset = scrollView.contentInset == .zero
                ? UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 0) : .zero
            // A new inset leaves the offset where it was, as UIKit's does, and apps move
            // content at rest into the new range themselves; a moving one must get there.
            if !scrollView.isTracking, !scrollView.isDecelerating, !scrollView.isZoomBouncing {
                scrollView.contentOffset = scrollView.clampedContentOffset(scrollView.contentOffset)
            }
        }

        func offset(_ command: UIKeyCommand) {
            let lo = scrollView.minimumContentOffset, hi = scrollView.maximumContentOffset
            let target = CGPoint(x: random(lo.x...max(lo.x, hi.x)), y: random(lo.y...max(lo.y, hi.y)))
            scrollView.setContentOffset(target, animated: coin)
        }

        func rectToVisible(_ command: UIKeyCommand) {
            let size = scrollView.contentSize
            scrollView.scrollRectToVisible(CGRect(x: random(0...max(0, size.width - 50)), y: random(0...max(0, size.height - 50)),
                                                  width: 50, height: 50), animated: coin)
        }

        func zoomToRect(_ command: UIKeyCommand) {
            let size = content.bounds.size
            let width = random(20...max(20, size.width))
            scrollView.zoom(to: CGRect(x: random(0...max(0, size.width - width)), y: random(0...max(0, size.height - width)),
                                       width: width, height: width * random(0.5...1.5)), animated: coin)
        }
    }

    /// A 400 x 400 window whose root controller is a `ProgrammaticScroller`, its scroll
    /// view first responder (its own keys scroll it; the controller's keys call its API).
    public static func programmatic(paging: Bool = false) -> RandomInputRun.Scene {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let controller = ProgrammaticScroller()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        controller.scrollView.isPagingEnabled = paging
        _ = controller.scrollView.becomeFirstResponder()
        let audit = ScrollViewAudit(controller.scrollView, name: paging ? "programmatic paging" : "programmatic")
        return RandomInputRun.Scene(host: host, audits: [audit], owners: [controller])
    }
}
