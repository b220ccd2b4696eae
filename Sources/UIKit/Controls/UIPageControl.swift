import Foundation

/// A row of dots, one a page, the current one highlighted, as UIKit's `UIPageControl`
/// (the classic control: 7 pt dots 16 pt apart, 37 pt high). A tap left of the current
/// dot goes one page back, right of it one page on; either sends `.valueChanged`. When
/// the dots do not fit the width they shrink, then scroll (`PageIndicatorLayout`). Its
/// `direction` (iOS 16's) lays them out down (or up) a column instead, for pages that turn
/// up and down.
open class UIPageControl: UIControl {
    /// The way the dots run, page 0 first, as UIKit's `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        /// Left to right (the layout direction here is always left to right).
        case natural
        /// Page 0 at the left.
        case leftToRight
        /// Page 0 at the right.
        case rightToLeft
        /// Page 0 at the top: a column of dots.
        case topToBottom
        /// Page 0 at the bottom: a column of dots.
        case bottomToTop

        /// True for a column of dots.
        public var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
        /// True when page 0 is at the right or the bottom.
        var isReversed: Bool { self == .rightToLeft || self == .bottomToTop }
    }

    /// The way the dots run (default `.natural`, a row left to right); a vertical direction
    /// makes the control a column, 37 points wide.
    open var direction = Direction.natural {
        didSet {
            guard direction != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

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
    /// wide, 37 points high (the other way round for a vertical `direction`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = PageIndicatorLayout.width(forNumberOfPages: pageCount)
        return direction.isVertical ? CGSize(width: PageIndicatorLayout.controlHeight, height: length)
            : CGSize(width: length, height: PageIndicatorLayout.controlHeight)
    }

    /// The size for `numberOfPages`, no longer along the dots than `size` allows.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = self.size(forNumberOfPages: numberOfPages)
        return direction.isVertical ? CGSize(width: natural.width, height: min(natural.height, max(0, size.height)))
            : CGSize(width: min(natural.width, max(0, size.width)), height: natural.height)
    }

    /// The unshrunk size for `numberOfPages`.
    override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots as drawn in the current bounds, along its width (its height for a vertical
    /// `direction`) from the edge page 0 is at (`dotCenter(_:)` places them).
    public var indicatorLayout: PageIndicatorLayout {
        PageIndicatorLayout(numberOfPages: numberOfPages, currentPage: currentPage,
                            width: direction.isVertical ? bounds.height : bounds.width)
    }

    /// Where `dot` of `indicatorLayout` is drawn, in the control's points.
    public func dotCenter(_ dot: PageIndicatorLayout.Dot) -> CGPoint {
        let length = direction.isVertical ? bounds.height : bounds.width
        let along = direction.isReversed ? length - dot.centerX : dot.centerX
        return direction.isVertical ? CGPoint(x: bounds.midX, y: along) : CGPoint(x: along, y: bounds.midY)
    }

    override open func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = indicatorLayout
        let other = pageIndicatorTintColor ?? Self.defaultPageIndicatorTintColor
        let current = currentPageIndicatorTintColor ?? Self.defaultCurrentPageIndicatorTintColor
        for dot in layout.dots {
            let centre = dotCenter(dot)
            context.setFillColor((dot.page == currentPage ? current : other).cgColor)
            context.fillEllipse(in: CGRect(x: centre.x - dot.diameter / 2, y: centre.y - dot.diameter / 2,
                                           width: dot.diameter, height: dot.diameter))
        }
    }

    /// A tap on page 0's side of the current dot (left of it, or above it for
    /// `.topToBottom`) goes back a page, on the other side on a page, as UIKit's.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, numberOfPages > 1, bounds.contains(touch.location(in: self)) else { return }
        let point = touch.location(in: self)
        let centre = indicatorLayout.dots.first { $0.page == currentPage }.map(dotCenter)
            ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let (tap, dot) = direction.isVertical ? (point.y, centre.y) : (point.x, centre.x)
        let page = (tap < dot) != direction.isReversed ? currentPage - 1 : currentPage + 1
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
