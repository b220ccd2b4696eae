import Foundation

/// A view controller whose view is a collection view it is the data source and delegate
/// of, as UIKit's `UICollectionViewController`. Subclasses override the data source and
/// delegate methods (with `override`, as on iOS: the class implements them all, with
/// the protocols' defaults), and register their cells in `viewDidLoad`.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    private let initialLayout: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    /// A controller whose collection view will be laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// As iOS subclasses declare it; there are no archives here, so the layout is a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view); reading it loads the view. Setting
    /// another makes it the view, with this controller as its data source and delegate.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
            view = newValue
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// True (the default) deselects the selected items each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the collection view, the size of the screen, resizing with its superview.
    override open func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        self.collectionView = collectionView
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// 1, as the protocol's default.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items: override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses with items override it; asked for a cell without that, this traps.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("UICollectionViewController: \(type(of: self)) has items but does not override "
            + "collectionView(_:cellForItemAt:)")
    }

    /// Traps unless overridden, as the protocol's default (see there).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("UICollectionViewController: the layout asked for a supplementary view of kind \(kind) at "
            + "\(indexPath), but \(type(of: self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    // MARK: UICollectionViewDelegate (the protocol's defaults, to override)

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate (the protocol's defaults, to override)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
