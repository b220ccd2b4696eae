import Foundation

/// A running `animationImages` animation: which frame shows, from when, on which link.
struct ImageViewAnimation {
    /// The frame loop's time the animation started at, seconds; nil until the view is in a
    /// window (started outside one, it starts when it first shows).
    var start: TimeInterval?
    /// The index in `animationImages` shown.
    var frame = 0
    /// The link stepping it (nil while the view is in no window).
    var link: CADisplayLink?

    /// The frame to show `elapsed` seconds in, for `count` images cycling in `duration`
    /// seconds `repeats` times (0: for ever); nil once the cycles are done.
    static func frame(at elapsed: TimeInterval, count: Int, duration: TimeInterval, repeats: Int) -> Int? {
        guard count > 0, duration > 0 else { return nil }
        let cycles = max(0, elapsed) / duration
        if repeats > 0, cycles >= Double(repeats) { return nil }
        let index = Int((cycles - cycles.rounded(.down)) * Double(count))
        return min(count - 1, max(0, index))
    }
}

extension UIImageView {
    /// True from `startAnimating()` until `stopAnimating()` or the last repeat.
    public var isAnimating: Bool { animation != nil }

    /// The duration of a cycle in use: `animationDuration`, or a 30th of a second a frame.
    var effectiveAnimationDuration: TimeInterval {
        animationDuration > 0 ? animationDuration : Double(animationImages?.count ?? 0) / 30
    }

    /// Shows `animationImages` in turn, from the first, on the view's frame loop (nothing
    /// without images). `image` shows again once it stops.
    public func startAnimating() {
        guard !isAnimating, let images = animationImages, !images.isEmpty else { return }
        animation = ImageViewAnimation(start: frameLoop?.now)
        attachAnimationLink()
        shownImageDidChange()
    }

    /// Stops the animation and shows `image`.
    public func stopAnimating() {
        guard let running = animation else { return }
        running.link?.invalidate()
        invalidateRendering()
        animation = nil
        shownImageDidChange()
    }

    /// New images while animating: an empty list stops it; others go on from where it is.
    func animationDidChange() {
        guard isAnimating else { return }
        if animationImages?.isEmpty ?? true { stopAnimating() } else { shownImageDidChange() }
    }

    /// A link runs on its window's frame loop: it moves with the view (none outside one).
    func animationWindowDidChange() {
        animation?.link?.invalidate()
        animation?.link = nil
        attachAnimationLink()
    }

    private func attachAnimationLink() {
        guard var running = animation, running.link == nil, let loop = frameLoop else { return }
        if running.start == nil { running.start = loop.now }
        let link = CADisplayLink { [weak self] link in self?.stepAnimation(at: link.targetTimestamp) }
        link.add(to: loop.scheduler)
        running.link = link
        animation = running
    }

    /// Shows the frame for `time` (the frame being made, seconds), or stops after the last
    /// repeat.
    private func stepAnimation(at time: TimeInterval) {
        guard var running = animation, let start = running.start else { return }
        guard let frame = ImageViewAnimation.frame(at: time - start, count: animationImages?.count ?? 0,
                                                   duration: effectiveAnimationDuration, repeats: animationRepeatCount)
        else { return stopAnimating() }
        guard frame != running.frame else { return }
        invalidateRendering()
        running.frame = frame
        animation = running
        shownImageDidChange()
    }
}
