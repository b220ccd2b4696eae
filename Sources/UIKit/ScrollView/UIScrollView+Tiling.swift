import Foundation

extension UIScrollView {
    /// How many times one layout of a tiling scroll view (a table or collection view)
    /// tiles again when its data source keeps reloading or scrolling from inside the calls
    /// that make its cells; past it, the next frame's layout goes on.
    static let maximumTilingPasses = 4
}
