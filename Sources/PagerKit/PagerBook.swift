import UIKit
import ViewerKit

/// The pager's pages, by index: generated ones, or one a PNG file. The page view
/// controller's data source: each page is made when a turn asks for it and let go when it
/// is no longer a neighbour, so a book of a billion pages costs three. Image pages of one
/// index alive together share one decode, and in a window the pages next to those shown
/// decode ahead (`prefetch(around:step:)`).
public final class PagerBook: UIPageViewControllerDataSource {
    /// What the pages are.
    public enum Content {
        /// `count` generated pages.
        case generated(count: Int)
        /// One page a PNG file, loaded as `loading` says.
        case images([FileSystemPath], loading: ImageLoading)
    }

    /// The pages' kind and number.
    public let content: Content
    /// Whether pages turn up and down (image pages yield drags along that axis at their edges).
    public let isVertical: Bool
    /// The decodes of image pages alive, by page index: a page made while another of its
    /// index lives shares that one's decode.
    private var liveImages: [Int: WeakImageLoad] = [:]
    /// How many times each image page's file (by page index) began to decode: once for all
    /// the pages of an index alive together, again only for a page made after they were all
    /// let go.
    public private(set) var decodesStarted: [Int: Int] = [:]
    /// What the decodes of the pages shown and prefetched may take together, in bytes (4 a
    /// pixel and a third more for the mip chain), as the viewer's prefetch budget.
    public var prefetchBudget = ViewerController.defaultPrefetchBudget
    /// The decodes started ahead for the pages a turn from those shown needs, by index.
    private var prefetched: [Int: PageImageLoad] = [:]
    /// The pages shown and the turn's step of the last `prefetch`, made again when a decode
    /// ends (one shown may have held it back).
    private var prefetchRequest: (shown: ClosedRange<Int>, step: Int)?

    /// Called with the index of an image page the reader zooms or pans
    /// (`ImagePageController.onUse`).
    var onPageUse: ((Int) -> Void)?

    /// A book of `content`.
    public init(_ content: Content, vertical: Bool) {
        self.content = content
        isVertical = vertical
    }

    /// The number of pages.
    public var count: Int {
        switch content {
        case let .generated(count): return count
        case let .images(paths, _): return paths.count
        }
    }

    /// A new page for `index` (0 ..< count).
    public func page(at index: Int) -> UIViewController & PagerPage {
        switch content {
        case let .generated(count):
            return GeneratedPageController(index: index, count: count)
        case let .images(paths, loading):
            let page = ImagePageController(index: index, image: imageLoad(at: index, path: paths[index], loading: loading),
                                           vertical: isVertical)
            page.onUse = { [weak self] index in self?.onPageUse?(index) }
            return page
        }
    }

    /// Decodes ahead, in a window's background loading, the pages a turn from `shown` needs:
    /// the `step` pages after and before (two for double-sided leaves and spreads), nearest
    /// first, within `prefetchBudget` with the pages shown counted in; decodes no longer
    /// needed are let go (cancelled if no page holds them). A turn found its page made as it
    /// began and "Loading" on it for as long as the decode took, where the viewer has its
    /// next image decoded ahead. The pages shown decode first: started beside them, a decode
    /// ahead would take the cores from the page the reader waits for. Headless
    /// (synchronous) runs decode only what shows.
    func prefetch(around shown: ClosedRange<Int>, step: Int) {
        guard case let .images(paths, loading) = content, case .background = loading else { return }
        prefetchRequest = (shown, step)
        if shown.contains(where: { liveImages[$0]?.load?.isPending == true }) { return }
        func cost(_ index: Int) -> Int? {
            guard let header = try? PNGDecoder.readHeader(contentsOf: paths[index]) else { return nil }
            let (bytes, overflow) = header.pixelCount.multipliedReportingOverflow(by: 16)
            return overflow ? nil : bytes / 3
        }
        var used = 0
        for index in shown where index >= 0 && index < count { used += cost(index) ?? 0 }
        var wanted: [Int: PageImageLoad] = [:]
        for distance in 1...max(1, step) {
            for index in [shown.upperBound + distance, shown.lowerBound - distance] where index >= 0 && index < count {
                // A file whose header fails is left for its page to explain.
                guard let bytes = cost(index), bytes <= prefetchBudget - used else { continue }
                used += bytes
                wanted[index] = prefetched[index] ?? imageLoad(at: index, path: paths[index], loading: loading)
            }
        }
        prefetched = wanted
        for load in wanted.values { load.prefetch() }
    }

    /// The decode started ahead for page `index`, if any (for tests).
    func prefetchedLoad(at index: Int) -> PageImageLoad? { prefetched[index] }

    /// The decode of page `index`'s file: the one alive, or a new one.
    private func imageLoad(at index: Int, path: FileSystemPath, loading: ImageLoading) -> PageImageLoad {
        if let live = liveImages[index]?.load { return live }
        liveImages = liveImages.filter { $0.value.load != nil }
        let load = PageImageLoad(path: path, loading: loading, decodeStarted: { [weak self] in
            self?.decodesStarted[index, default: 0] += 1
        }, decodeFinished: { [weak self] in
            guard let self, let request = prefetchRequest else { return }
            prefetch(around: request.shown, step: request.step)
        })
        liveImages[index] = WeakImageLoad(load: load)
        return load
    }

    /// The page index `viewController` shows, if it is one of this book's.
    public func index(of viewController: UIViewController?) -> Int? {
        (viewController as? PagerPage)?.pageIndex
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerBefore viewController: UIViewController) -> UIViewController? {
        // The front after the last leaf: back to that leaf, whose back is the last page.
        if let end = viewController as? EndPage { return page(at: end.lastIndex) }
        guard let index = index(of: viewController), index > 0 else { return nil }
        return page(at: index - 1)
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = index(of: viewController) else { return nil }
        if index + 1 < count { return page(at: index + 1) }
        // Two pages side by side: a last page on the left (an odd count) has a blank page
        // on its right, as the keys show it (`PagerController.shownPages`); without it a
        // drag could never turn to the last page.
        if pageViewController.spineLocation == .mid, index % 2 == 0 { return BlankPage() }
        // Double-sided with the spine at an edge, an even count's last page is the back of
        // the last leaf: a front after it lets that leaf turn, so the last page shows on it
        // (as in UIKit, no leaf turns without a page after its back), and then lies flat.
        if pageViewController.isDoubleSided, pageViewController.spineLocation != .mid, index % 2 == 1 {
            return endPage()
        }
        return nil
    }

    /// The front after the last leaf of an even count, double-sided with the spine at an
    /// edge: the last page, shown flat (`EndPage`).
    func endPage() -> EndPage {
        EndPage(showing: page(at: count - 1), lastIndex: count - 1)
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int { count }

    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        index(of: pageViewController.viewControllers?.first) ?? 0
    }
}

/// A page decode the book hands out while pages hold it.
private struct WeakImageLoad {
    weak var load: PageImageLoad?
}
