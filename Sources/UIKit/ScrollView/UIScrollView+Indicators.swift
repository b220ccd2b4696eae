import Foundation

/// When the indicators show: fully while the content moves, then until `visibleUntil`,
/// then fading out over `ScrollIndicatorMetrics.fadeDuration`.
struct IndicatorState {
    var visibleUntil = -TimeInterval.infinity
    var link: CADisplayLink?
    /// The opacity the last damage was recorded for: frames redraw the indicators only
    /// when it changes.
    var damagedAlpha: CGFloat = 0
}

extension UIScrollView {
    /// Colours of the indicator styles (ours, matched by eye to iOS): the default is dark
    /// with a light rim so it shows on any background.
    enum IndicatorColors {
        static let defaultRim = Color(red: 255, green: 255, blue: 255, alpha: 140)
        static let defaultFill = Color(red: 0, green: 0, blue: 0, alpha: 115)
        static let black = Color(red: 0, green: 0, blue: 0, alpha: 89)
        static let white = Color(red: 255, green: 255, blue: 255, alpha: 128)
        /// The light rim's width in the default style, in points.
        static let rimWidth: CGFloat = 0.5
    }

    /// Shows the indicators for `ScrollIndicatorMetrics.flashDuration` (0.75 s), then fades
    /// them, as UIKit's `flashScrollIndicators()`.
    public func flashScrollIndicators() {
        extendIndicatorVisibility(until: motionLoop.now + ScrollIndicatorMetrics.flashDuration)
    }

    /// The content moved under user or animated control: indicators show now and until
    /// the fade-out delay after the motion ends.
    func showIndicatorsForActivity() {
        extendIndicatorVisibility(until: motionLoop.now + ScrollIndicatorMetrics.fadeOutDelay)
    }

    private func extendIndicatorVisibility(until time: TimeInterval) {
        indicators.visibleUntil = max(indicators.visibleUntil, time)
        if indicators.link == nil {
            indicators.link = CADisplayLink { [weak self] _ in self?.stepIndicatorFade() }
        }
        indicators.link?.add(to: motionLoop.scheduler, forMode: .common)
        indicators.link?.isPaused = false
        updateIndicatorDamage()
    }

    private func stepIndicatorFade() {
        updateIndicatorDamage()
        if !isIndicatorActivityOngoing && indicators.damagedAlpha == 0 {
            indicators.link?.isPaused = true
        }
    }

    /// Records the indicators' rectangles as needing a redraw when their opacity changed
    /// since the last time; while they hold steady nothing is redrawn.
    private func updateIndicatorDamage() {
        let alpha = indicatorAlpha(at: motionLoop.now)
        guard alpha != indicators.damagedAlpha else { return }
        indicators.damagedAlpha = alpha
        for rect in [verticalIndicatorRect, horizontalIndicatorRect].compactMap({ $0 }) {
            setNeedsDisplay(rect.insetBy(dx: -1, dy: -1))
        }
    }

    private var isIndicatorActivityOngoing: Bool { isDragging || isDecelerating || motion.isMoving }

    /// The indicators' opacity at `time` (seconds), 0...1.
    func indicatorAlpha(at time: TimeInterval) -> CGFloat {
        if isIndicatorActivityOngoing { return 1 }
        let fading = time - indicators.visibleUntil
        if fading <= 0 { return 1 }
        return CGFloat(max(0, 1 - fading / ScrollIndicatorMetrics.fadeDuration))
    }

    /// The vertical indicator's rectangle in the scroll view's coordinates (points), or nil
    /// when it does not show (turned off, or nothing to scroll vertically).
    var verticalIndicatorRect: CGRect? { indicatorRect(vertical: true) }

    /// The horizontal indicator's rectangle in the scroll view's coordinates, or nil.
    var horizontalIndicatorRect: CGRect? { indicatorRect(vertical: false) }

    /// One indicator, worked out along its own axis ("along") and across it: a track
    /// inside the bounds less its insets and edge gaps (and less the corner the other
    /// indicator takes), placed at the trailing edge across.
    private func indicatorRect(vertical: Bool) -> CGRect? {
        guard indicatorShows(vertical: vertical) else { return nil }
        let m = ScrollIndicatorMetrics.self
        let b = bounds, adjusted = adjustedContentInset
        let insets = (vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets)
            + (automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero)
        let (lo, hi) = vertical ? (minimumContentOffset.y, maximumContentOffset.y)
            : (minimumContentOffset.x, maximumContentOffset.x)
        let (boundsStart, boundsLength) = vertical ? (b.minY, b.height) : (b.minX, b.width)
        let (insetStart, insetEnd) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        let cornerRoom = indicatorShows(vertical: !vertical) ? m.thickness + m.edgeInset : 0
        let content = vertical ? contentSize.height + adjusted.vertical : contentSize.width + adjusted.horizontal
        let span = ScrollIndicatorGeometry.span(
            trackStart: boundsStart + insetStart + m.edgeInset,
            trackLength: boundsLength - insetStart - insetEnd - 2 * m.edgeInset - cornerRoom,
            visible: boundsLength, content: content, offset: vertical ? contentOffset.y : contentOffset.x,
            minimum: lo, maximum: hi)
        let across = vertical ? b.maxX - insets.right - m.edgeInset - m.thickness
            : b.maxY - insets.bottom - m.edgeInset - m.thickness
        return vertical ? CGRect(x: across, y: span.start, width: m.thickness, height: span.length)
            : CGRect(x: span.start, y: across, width: span.length, height: m.thickness)
    }

    /// Whether the indicator shows: turned on, and the content scrolls (or is pulled past
    /// an edge) along its axis.
    private func indicatorShows(vertical: Bool) -> Bool {
        let offset = vertical ? contentOffset.y : contentOffset.x
        let lo = vertical ? minimumContentOffset.y : minimumContentOffset.x
        let hi = vertical ? maximumContentOffset.y : maximumContentOffset.x
        let overscrolled = offset < lo || offset > hi
        return vertical
            ? showsVerticalScrollIndicator && (contentExceedsHeight || overscrolled && scrollsVertically)
            : showsHorizontalScrollIndicator && (contentExceedsWidth || overscrolled && scrollsHorizontally)
    }

    /// Draws the indicators above the content, in the scroll view's coordinates.
    func drawScrollIndicators(in context: CGContext) {
        let alpha = indicatorAlpha(at: motionLoop.now)
        guard alpha > 0 else { return }
        var canvas = context.canvas
        canvas.alpha *= Double(alpha)
        for rect in [verticalIndicatorRect, horizontalIndicatorRect].compactMap({ $0 }) where !rect.isEmpty {
            let radius = min(rect.width, rect.height) / 2
            switch indicatorStyle {
            case .default:
                canvas.fillRoundedRect(rect, cornerRadius: radius, with: IndicatorColors.defaultRim)
                let inner = rect.insetBy(dx: IndicatorColors.rimWidth, dy: IndicatorColors.rimWidth)
                canvas.fillRoundedRect(inner, cornerRadius: max(0, radius - IndicatorColors.rimWidth),
                                       with: IndicatorColors.defaultFill)
            case .black:
                canvas.fillRoundedRect(rect, cornerRadius: radius, with: IndicatorColors.black)
            case .white:
                canvas.fillRoundedRect(rect, cornerRadius: radius, with: IndicatorColors.white)
            }
        }
    }
}
