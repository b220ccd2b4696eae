import Raster
@testable import UIKit

/// `root` rendered at `scale` into a transparent bitmap through a render cache of its own,
/// with occlusion culling on or off: the equivalence tests compare the two.
func renderTree(_ root: UIView, scale: CGFloat, culling: Bool) -> Bitmap {
    let cache = RenderCache()
    cache.cullsOccludedViews = culling
    let bitmap = Bitmap(width: Int((root.bounds.width * scale).rounded(.up)),
                        height: Int((root.bounds.height * scale).rounded(.up)), zeroed: true)!
    ViewRenderer.render(root, into: bitmap, scale: scale, clip: nil, background: nil, cache: cache)
    return bitmap
}
