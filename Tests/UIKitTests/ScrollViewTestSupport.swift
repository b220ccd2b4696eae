import XCTest
@testable import UIKit

/// Records delegate calls with the scroll view's flags at each call: the way iOS's
/// documented order and flag values are asserted.
final class ScrollRecorder: UIScrollViewDelegate {
    struct Entry: Equatable, CustomStringConvertible {
        var name: String
        var tracking: Bool
        var dragging: Bool
        var decelerating: Bool
        var zooming = false
        var zoomBouncing = false
        var description: String {
            "\(name)(\(tracking ? "T" : "-")\(dragging ? "Dr" : "--")\(decelerating ? "Dec" : "---")"
                + "\(zooming ? "Z" : "-")\(zoomBouncing ? "B" : "-"))"
        }
    }

    var entries: [Entry] = []
    var offsets: [CGPoint] = []
    var changeTarget: ((CGPoint, CGPoint) -> CGPoint)?
    var lastVelocity: CGPoint?
    var lastTarget: CGPoint?
    var zoomView: UIView?

    private func log(_ name: String, _ s: UIScrollView) {
        entries.append(Entry(name: name, tracking: s.isTracking, dragging: s.isDragging, decelerating: s.isDecelerating,
                             zooming: s.isZooming, zoomBouncing: s.isZoomBouncing))
    }

    /// Each `willBegin…` has its end: decelerating and zooming come in pairs, and every
    /// drag ends (a touch that catches moving content ends a drag it never began, as iOS).
    var isBalanced: Bool {
        func count(_ prefix: String) -> Int { entries.filter { $0.name.hasPrefix(prefix) }.count }
        return count("willBeginDragging") <= count("didEndDragging")
            && count("willBeginDecelerating") == count("didEndDecelerating")
            && count("willBeginZooming") == count("didEndZooming")
    }

    /// Names in order, with consecutive `didScroll`s folded into one.
    var names: [String] {
        var result: [String] = []
        for e in entries where !(e.name == "didScroll" && result.last == "didScroll") { result.append(e.name) }
        return result
    }

    func scrollViewDidScroll(_ s: UIScrollView) { log("didScroll", s); offsets.append(s.contentOffset) }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { log("willBeginDragging", s) }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log("willEndDragging", s)
        lastVelocity = velocity
        if let changeTarget { targetContentOffset.pointee = changeTarget(velocity, targetContentOffset.pointee) }
        lastTarget = targetContentOffset.pointee
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) { log("didEndDragging(\(decelerate))", s) }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { log("willBeginDecelerating", s) }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { log("didEndDecelerating", s) }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { log("didEndScrollingAnimation", s) }
    func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { log("willBeginZooming", s) }
    func scrollViewDidZoom(_ s: UIScrollView) { log("didZoom", s) }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) { log("didEndZooming(\((scale * 1e6).rounded() / 1e6))", s) }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { log("shouldScrollToTop", s); return true }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { log("didScrollToTop", s) }
    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) { log("didChangeAdjustedContentInset", s) }
}

/// A headless window with one full-size scroll view and a delegate recorder, driven
/// through the real input path.
final class ScrollScene {
    let host: HeadlessHost
    let scroll: UIScrollView
    let recorder = ScrollRecorder()

    init(size: CGSize = CGSize(width: 320, height: 480), contentSize: CGSize = CGSize(width: 320, height: 5000)) {
        host = HeadlessHost(size: size)
        scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = contentSize
        scroll.delegate = recorder
        host.window.addSubview(scroll)
    }

    /// Drags finger 1 from `from` by `by` in `steps` moves 1/60 s apart, holds still for
    /// `hold` seconds (0: lifts at speed), then lifts unless `lift` is false.
    func drag(from: CGPoint, by: CGPoint, steps: Int = 10, hold: TimeInterval = 0, lift: Bool = true) {
        host.send(.touchDown(id: 1, location: from))
        for i in 1...steps {
            host.step()
            let f = CGFloat(i) / CGFloat(steps)
            host.send(.touchMove(id: 1, location: CGPoint(x: from.x + by.x * f, y: from.y + by.y * f)))
        }
        if hold > 0 { host.advance(by: hold) }
        if lift { host.send(.touchUp(id: 1, location: CGPoint(x: from.x + by.x, y: from.y + by.y))) }
    }
}

/// A 400 x 400 headless window with a zooming scroll view over a 1000 x 1000 content view
/// (zoom 0.4 to 4), and a delegate recorder.
final class ZoomScene {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let scroll: UIScrollView
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let recorder = ScrollRecorder()

    init() {
        scroll = UIScrollView(frame: host.window.bounds)
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        recorder.zoomView = content
        scroll.delegate = recorder
        scroll.minimumZoomScale = 0.4
        scroll.maximumZoomScale = 4
        host.window.addSubview(scroll)
    }
}
