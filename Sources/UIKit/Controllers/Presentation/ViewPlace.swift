import Foundation

/// Where a view sits in the tree: its superview and its index among the superview's
/// subviews, to put it back after a transition moved it.
struct ViewPlace {
    let view: UIView
    let superview: UIView
    let index: Int

    /// The place `view` is in now; nil when it has no superview.
    init?(of view: UIView) {
        guard let superview = view.superview else { return nil }
        self.view = view
        self.superview = superview
        index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
    }

    /// Puts the view back in its superview, at its index, if something moved it elsewhere
    /// (or out of the tree); leaves it be where it still is.
    func restore() {
        guard view.superview !== superview else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
}
