import UIKit

/// The front after the last leaf of a double-sided book with the spine at an edge and an
/// even count, whose last page is that leaf's back: it shows the last page flat, so the
/// book ends on its last page, by a turn (a drag, →) and by End alike, as Home shows the
/// first. A blank front there had left the reader on a white page labelled "12 / 12",
/// the last page seen only while the leaf turned over it. The page is the app's to choose
/// (UIKit turns no leaf without a page after its back; `PagerBook` gives this one). Its page
/// and the last leaf's back are two view controllers of one index, sharing one decode of an
/// image page's file (`PageImageLoad`).
final class EndPage: UIViewController {
    /// The index of the last page, which this page shows.
    let lastIndex: Int
    /// The last page's own controller, a child filling this one.
    let page: UIViewController

    /// The front after the last leaf, showing `page`, the book's last (index `lastIndex`).
    init(showing page: UIViewController, lastIndex: Int) {
        self.page = page
        self.lastIndex = lastIndex
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        addChild(page)
        page.view.frame = view.bounds
        page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(page.view)
        page.didMove(toParent: self)
    }
}
