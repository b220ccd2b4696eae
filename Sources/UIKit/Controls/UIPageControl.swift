import Foundation

/// A row of dots, one a page, the current one highlighted, as UIKit's `UIPageControl`
/// (the classic control: 7 pt dots 16 pt apart, 37 pt high). A tap left of the current
/// dot goes one page back, right of it one page on; either sends `.valueChanged`. When
/// the dots do not fit the width they shrink, then scroll (`PageIndicatorLayout`).
open class UIPageControl: UIControl {
    /// The colour of the dots of other pages by default: white at 30% (the classic
    /// control drew on dark backgrounds).
    public static let defaultPageIndicatorTintColor = UIColor(white: 1, alpha: 0.3)
    /// The colour of the current page's dot by default.
    public static let defaultCurrentPageIndicatorTintColor = UIColor.white

    /// The number of pages (dots); negative counts as none.
    open var numberOfPages: Int = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            updateVisibility()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The page shown as current, clamped to `0...numberOfPages - 1`.
    open var currentPage: Int = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Hides the control when there is only one page.
    open var hidesForSinglePage = false {
        didSet { updateVisibility() }
    }

    /// The colour of the other pages' dots; nil draws `defaultPageIndicatorTintColor`.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the current page's dot; nil draws
    /// `defaultCurrentPageIndicatorTintColor`.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// A page control occupying `frame` (superview points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    /// The size that shows `pageCount` dots unshrunk: `(pageCount - 1) · 16 + 7` points
    /// wide, 37 points high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: PageIndicatorLayout.width(forNumberOfPages: pageCount), height: PageIndicatorLayout.controlHeight)
    }

    /// The size for `numberOfPages`, no wider than `size` allows.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = self.size(forNumberOfPages: numberOfPages)
        return CGSize(width: min(natural.width, max(0, size.width)), height: natural.height)
    }

    /// The unshrunk size for `numberOfPages`.
    override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots as drawn in the current bounds.
    public var indicatorLayout: PageIndicatorLayout {
        PageIndicatorLayout(numberOfPages: numberOfPages, currentPage: currentPage, width: bounds.width)
    }

    override open func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = indicatorLayout
        let other = pageIndicatorTintColor ?? Self.defaultPageIndicatorTintColor
        let current = currentPageIndicatorTintColor ?? Self.defaultCurrentPageIndicatorTintColor
        let midY = bounds.midY
        for dot in layout.dots {
            context.setFillColor((dot.page == currentPage ? current : other).cgColor)
            context.fillEllipse(in: CGRect(x: dot.centerX - dot.diameter / 2, y: midY - dot.diameter / 2,
                                           width: dot.diameter, height: dot.diameter))
        }
    }

    /// A tap left of the current dot goes back a page, right of it on a page, as UIKit's.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, numberOfPages > 1, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x
        let currentX = indicatorLayout.dots.first { $0.page == currentPage }?.centerX ?? bounds.midX
        let page = x < currentX ? currentPage - 1 : currentPage + 1
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }

    /// The control hid itself for a single page (and shows itself again when that ends).
    private var isHiddenForSinglePage = false

    private func updateVisibility() {
        let hide = hidesForSinglePage && numberOfPages <= 1
        if hide, !isHidden {
            isHidden = true
            isHiddenForSinglePage = true
        } else if !hide, isHiddenForSinglePage {
            isHidden = false
            isHiddenForSinglePage = false
        }
    }
}
