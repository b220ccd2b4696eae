import Raster

/// How many pixels differ between two bitmaps of the same size.
func differingPixelCount(_ a: Bitmap, _ b: Bitmap) -> Int {
    precondition(a.width == b.width && a.height == b.height, "differingPixelCount: bitmaps of two sizes")
    var count = 0
    for y in 0..<a.height {
        for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
    }
    return count
}
