import UIKit
import ViewerKit

/// One page file's decode, shared by the image pages that show that page at once: the back
/// of the last leaf and the `EndPage` after it, which shows the last page flat; or the page
/// a turn back asks the data source for while the back held for it is still alive. Each page
/// keeps its own zoom; the decoded image is one. Each page had decoded its file itself, so
/// End (double-sided, an even count) decoded the last image twice: twice the decoding
/// thread's time and twice the image's memory, for a large PNG seconds and hundreds of MB.
/// `PagerBook` hands out the load alive for an index; the last page to let it go cancels a
/// decode still running.
final class PageImageLoad {
    /// The file decoded.
    let path: FileSystemPath
    private let loading: ImageLoading
    /// Called as the decode starts, once per load.
    private let decodeStarted: () -> Void
    /// Called once the decode's outcome is known, after the pages waiting for it heard it.
    private let decodeFinished: () -> Void
    private var outcome: Result<UIImage, PNGError>?
    private var task: ImageLoadTask?
    /// True once the background mip chain is built (or never will be): later pages need no
    /// call for it.
    private var mipmapsDone = false
    private var decodedObservers: [(Result<UIImage, PNGError>) -> Void] = []
    private var mipmapObservers: [() -> Void] = []

    /// A load of `path` as `loading` says, not yet started; `decodeStarted` hears when it
    /// starts, `decodeFinished` when its outcome is known.
    init(path: FileSystemPath, loading: ImageLoading, decodeStarted: @escaping () -> Void,
         decodeFinished: @escaping () -> Void = {}) {
        self.path = path
        self.loading = loading
        self.decodeStarted = decodeStarted
        self.decodeFinished = decodeFinished
    }

    deinit { task?.cancel() }

    /// True until the decode's outcome is known (a page then shows "Loading").
    var isPending: Bool { outcome == nil }

    /// Tells `decoded` the decode's outcome (at once when known, synchronously decoding first
    /// if nothing started it yet and `loading` is `.synchronous`), then `mipmapsBuilt` when a
    /// background decode has built the image's mip chain. The first request starts the
    /// decode; later ones share it.
    func request(decoded: @escaping (Result<UIImage, PNGError>) -> Void, mipmapsBuilt: @escaping () -> Void) {
        if let outcome {
            decoded(outcome)
        } else {
            decodedObservers.append(decoded)
        }
        if !mipmapsDone { mipmapObservers.append(mipmapsBuilt) }
        start()
    }

    /// Starts the decode ahead of any page showing it (a neighbour prefetched); a page that
    /// requests it later shares it.
    func prefetch() { start() }

    private func start() {
        guard outcome == nil, task == nil else { return }
        switch loading {
        case .synchronous:
            decodeStarted()
            do {
                let image = try ImageLoader.load(path: path).image
                try? image.rasterImage.prepareMipmaps()
                finish(.success(image))
            } catch {
                finish(.failure(error))
            }
            finishMipmaps()
        case let .background(deliver):
            decodeStarted()
            let task = ImageLoadTask(path: path)
            self.task = task
            ImageLoader.start(task, deliver: deliver, progress: { _, _ in }, decoded: { [weak self] result in
                self?.finish(result.map(\.image))
                if case .failure = result { self?.finishMipmaps() }
            }, mipmapsBuilt: { [weak self] _ in self?.finishMipmaps() })
        }
    }

    private func finish(_ result: Result<UIImage, PNGError>) {
        outcome = result
        let observers = decodedObservers
        decodedObservers = []
        for observer in observers { observer(result) }
        decodeFinished()
    }

    private func finishMipmaps() {
        mipmapsDone = true
        let observers = mipmapObservers
        mipmapObservers = []
        for observer in observers { observer() }
    }
}
