import Foundation

/// Where a page control's dots go: their pitch, size and which pages show, for a number
/// of pages in a given width. Pure geometry, tested by numbers.
///
/// The classic control (iOS 6 to 13) draws 7 pt dots 16 pt apart, centre to centre. When
/// the dots do not fit the width they first shrink, down to `minimumScale` of that; when
/// even those do not fit, a window of dots around the current page shows and the dots at
/// a window edge with pages beyond it are drawn smaller (the last at half size, the one
/// before at three quarters), as iOS 14's control scrolls its dots. Nothing ever draws
/// outside the width.
public struct PageIndicatorLayout: Equatable, Sendable {
    /// The classic control's dot diameter, in points (UIPageControl, iOS 6 to 13).
    public static let dotDiameter: CGFloat = 7
    /// The classic control's distance between dot centres, in points.
    public static let dotPitch: CGFloat = 16
    /// The classic control's height, in points (`sizeThatFits` on iOS 6 to 13).
    public static let controlHeight: CGFloat = 37
    /// How far dots shrink before they scroll instead (4.2 pt dots, 9.6 pt apart).
    public static let minimumScale: CGFloat = 0.6
    /// Sizes of the dots at a scrolled window's edge, outermost first, as a share of a dot.
    public static let edgeScales: [CGFloat] = [0.5, 0.75]

    /// One dot to draw.
    public struct Dot: Equatable, Sendable {
        /// The page it stands for.
        public var page: Int
        /// Its centre's x, in points from the left of the layout's width.
        public var centerX: CGFloat
        /// Its diameter, in points.
        public var diameter: CGFloat
    }

    /// The dots, left to right.
    public let dots: [Dot]
    /// The scale the dots (and their pitch) are drawn at: 1, or less when shrunk.
    public let scale: CGFloat

    /// The width, in points, `count` classic dots take: `(count - 1) · 16 + 7`; zero for
    /// none.
    public static func width(forNumberOfPages count: Int) -> CGFloat {
        count <= 0 ? 0 : CGFloat(count - 1) * dotPitch + dotDiameter
    }

    /// The dots of `numberOfPages` pages with `currentPage` current, centred in `width`
    /// points.
    public init(numberOfPages: Int, currentPage: Int, width: CGFloat) {
        let count = max(0, numberOfPages)
        let current = min(max(0, currentPage), max(0, count - 1))
        guard count > 0, width.isFinite, width > 0 else {
            dots = []
            scale = 1
            return
        }
        let natural = Self.width(forNumberOfPages: count)
        let scale = min(1, max(Self.minimumScale, width / natural))
        let pitch = Self.dotPitch * scale, diameter = Self.dotDiameter * scale
        // How many dots of this scale fit (at least one, shrunk further if even one is wider).
        let fitting = max(1, Int(((width - diameter) / pitch).rounded(.down)) + 1)
        let shown = min(count, fitting)
        var first = 0
        if shown < count {
            first = min(max(0, current - shown / 2), count - shown)
        }
        let span = CGFloat(shown - 1) * pitch
        let left = (width - span) / 2
        var dots: [Dot] = []
        dots.reserveCapacity(shown)
        for i in 0..<shown {
            let page = first + i
            var d = min(diameter, width)
            // Dots at a window edge with hidden pages beyond them get smaller.
            let fromStart = i, fromEnd = shown - 1 - i
            if first > 0, fromStart < Self.edgeScales.count, page != current {
                d *= Self.edgeScales[fromStart]
            } else if first + shown < count, fromEnd < Self.edgeScales.count, page != current {
                d *= Self.edgeScales[fromEnd]
            }
            dots.append(Dot(page: page, centerX: left + CGFloat(i) * pitch, diameter: d))
        }
        self.dots = dots
        self.scale = scale
    }
}
