import Foundation

/// The scenes the random-input test drives (`RandomInputRun`), shared by the test suite
/// and the `random-input` program: zoomable scroll views with and without paging or
/// bounces, and nested ones.
public enum RandomInputScenes {
    /// Returns one view for zooming.
    final class ZoomingDelegate: UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    /// A 400 x 400 window filled by a scroll view (following its size) over 1000 x 1000
    /// content that zooms from 0.4 to 4, first responder so keys reach it; `delegate`, when
    /// given, is its delegate instead of a plain zooming one (it must zoom the first subview).
    public static func zoomable(paging: Bool = false, bounces: Bool = true,
                                delegate: ((UIView) -> UIScrollViewDelegate)? = nil) -> RandomInputRun.Scene {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        scroll.isPagingEnabled = paging
        scroll.bounces = bounces
        scroll.bouncesZoom = bounces
        let zoomDelegate = delegate?(content) ?? ZoomingDelegate(content)
        scroll.delegate = zoomDelegate
        scroll.minimumZoomScale = 0.4
        scroll.maximumZoomScale = 4
        host.window.addSubview(scroll)
        _ = scroll.becomeFirstResponder()
        return RandomInputRun.Scene(host: host, audits: [ScrollViewAudit(scroll, name: "zoomable")], owners: [zoomDelegate])
    }

    /// A 320 x 480 window with an outer horizontal pager of three pages, each an inner
    /// vertical scroll view over 3000 pt (the middle one zooms from 0.5 to 3).
    public static func nested() -> RandomInputRun.Scene {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let outer = UIScrollView(frame: host.window.bounds)
        outer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outer.isPagingEnabled = true
        outer.contentSize = CGSize(width: 960, height: 480)
        var audits = [ScrollViewAudit(outer, name: "outer")]
        var owners: [AnyObject] = []
        for page in 0..<3 {
            let inner = UIScrollView(frame: CGRect(x: CGFloat(page) * 320, y: 0, width: 320, height: 480))
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 3000))
            inner.addSubview(content)
            inner.contentSize = content.frame.size
            if page == 1 {
                let zoomDelegate = ZoomingDelegate(content)
                inner.delegate = zoomDelegate
                inner.minimumZoomScale = 0.5
                inner.maximumZoomScale = 3
                owners.append(zoomDelegate)
            }
            outer.addSubview(inner)
            audits.append(ScrollViewAudit(inner, name: "inner \(page)"))
        }
        host.window.addSubview(outer)
        _ = outer.becomeFirstResponder()
        return RandomInputRun.Scene(host: host, audits: audits, owners: owners)
    }
}
