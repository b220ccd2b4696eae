import Foundation

extension UIScrollView {
    /// The content area, for Auto Layout, as UIKit's: its top left is the content's origin
    /// and the size its constraints give it becomes `contentSize` (points) after each
    /// layout pass. Pinning a content view's four edges to it (and its width to
    /// `frameLayoutGuide`'s) makes the content as tall as the content view.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = autoLayout?.scrollContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owningView: self)
        autoLayoutState.scrollContentGuide = guide
        return guide
    }

    /// The scroll view's visible frame, for Auto Layout, as UIKit's: it does not scroll, so
    /// views pinned to it stay put while the content moves, and its width and height are the
    /// scroll view's.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = autoLayout?.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owningView: self)
        autoLayoutState.scrollFrameGuide = guide
        return guide
    }
}
