import UIKit

// An auto-scrolling marquee banner driven by CADisplayLink, as news tickers are written:
// each frame moves the content by speed × elapsed time and wraps around at the end.
public class AutoScrollingBannerView: UIScrollView {
    public var pointsPerSecond: CGFloat = 60
    public let tickerLabel = UILabel()
    private var displayLink: CADisplayLink?
    private var lastTimestamp: CFTimeInterval = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isScrollEnabled = false
        tickerLabel.text = "Breaking: ScrollKit ports iOS scroll code unchanged"
        tickerLabel.sizeToFit()
        tickerLabel.frame.origin = CGPoint(x: frame.width, y: 0)
        addSubview(tickerLabel)
        contentSize = CGSize(width: frame.width * 2 + tickerLabel.frame.width, height: frame.height)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func startScrolling() {
        displayLink?.invalidate()
        lastTimestamp = 0
        let link = CADisplayLink(target: self, selector: AutoScrollingBannerView.step)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    public func stopScrolling() {
        displayLink?.invalidate()
        displayLink = nil
    }

    func step(_ link: CADisplayLink) {
        defer { lastTimestamp = link.timestamp }
        guard lastTimestamp > 0 else { return }
        let elapsed = CGFloat(link.timestamp - lastTimestamp)
        var x = contentOffset.x + pointsPerSecond * elapsed
        let end = contentSize.width - bounds.width
        if x >= end { x -= end }
        contentOffset = CGPoint(x: x, y: 0)
    }
}
