import UIKit
import ViewerKit

/// The screen a command line asks for: a `PagerController` over generated pages or PNG
/// files, or the `TutorialController`; with its quit hook.
enum PagerScreen {
    /// The root view controller for `options` (files already resolved to `files`), in a
    /// window of `windowSize` points (its aspect guesses the page curl's first spine when no
    /// `--spine` is given; the first layout asks again for the size shown), loading images
    /// as `loading` says; `onQuit` is called for `q` and Escape.
    static func make(_ options: PagerOptions, files: [FileSystemPath], windowSize: CGSize, loading: ImageLoading,
                     onQuit: @escaping () -> Void) -> UIViewController {
        if options.isTutorial {
            let tutorial = TutorialController(pageCount: options.pageCount, vertical: options.isVertical,
                                              spacing: options.spacing)
            tutorial.onQuit = onQuit
            return tutorial
        }
        let content: PagerBook.Content = files.isEmpty ? .generated(count: options.pageCount)
            : .images(files, loading: loading)
        let pager = PagerController(book: PagerBook(content, vertical: options.isVertical), spacing: options.spacing,
                                    style: options.style, spine: options.spine, doubleSided: options.isDoubleSided,
                                    orientation: UIInterfaceOrientation(size: windowSize))
        pager.onQuit = onQuit
        if options.usesSavedState { pager.stateStore = StateRestorationStore(program: PagerProgram.name) }
        return pager
    }
}
