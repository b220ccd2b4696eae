import UIKit

/// The picture of a file still decoding, filling in top to bottom: the rows of one coarse
/// mip level (about one texel per device pixel at the opening zoom) copied, as the decode's
/// mip builder finishes them, into a bitmap the main thread owns, shown in the image view
/// until the whole image arrives. Only rows the decode has published are read, and they
/// never change again, so nothing here races the decoding threads; rows not yet decoded
/// stay transparent, so the background shows through them.
///
/// An Adam7 file's levels only fill in during its last pass; before that the picture is
/// sampled from the pixels of the passes done (pass 1 has every 8th pixel of every 8th
/// row, pass 6 every pixel of every other row), refined as each pass completes: pixels of
/// a finished pass, or of rows the pass under way has gone through, are never written again.
struct LoadPreview {
    /// The file decoding.
    let path: String
    /// The decode whose rows are shown.
    let decode: PNGImageDecode
    /// The mip level shown: texel `i` covers image pixels `i * 2^level ..< (i + 1) * 2^level`.
    let level: Int
    /// The level's rows copied so far (the rest transparent).
    let bitmap: Bitmap
    /// The image view's image while loading: `bitmap` at `2^-level` pixels per point, so it
    /// covers the image's size (rounded up to whole texels).
    let image: UIImage
    /// Rows of `bitmap` filled in from the level.
    private(set) var rowsShown = 0
    /// Before an Adam7 file's last pass: the pixel grid sampled from, and its rows done.
    private var sampledGrid = (x: 0, y: 0), sampledRows = 0
    /// The Adam7 passes the picture was last sampled from (0 while the first is under way;
    /// the pass count once it shows the levels' rows).
    private(set) var sampledPasses = 0

    /// A preview of `decode` (which has started: its levels exist) at the coarsest level
    /// still sharper than `devicePixelsPerImagePixel`; nil when its levels are not there.
    init?(path: String, decode: PNGImageDecode, devicePixelsPerImagePixel scale: CGFloat) {
        let count = decode.levelCount
        guard count > 0 else { return nil }
        let coarsest = scale > 0 ? Int((log2(1 / Double(scale))).rounded(.down)) : 0
        let level = min(max(0, coarsest), count - 1)
        guard let source = decode.level(level),
              let bitmap = Bitmap(width: source.width, height: source.height, zeroed: true) else { return nil }
        self.path = path
        self.decode = decode
        self.level = level
        self.bitmap = bitmap
        image = UIImage(bitmap: bitmap, scale: 1 / CGFloat(1 << level))
    }

    /// Copies the rows finished since the last call; returns the part of the image they
    /// cover, in points (image pixels), widened by a texel each way for the interpolation
    /// across their edges, or nil when nothing new arrived.
    mutating func copyNewRows() -> CGRect? {
        let progress = decode.passesCompleted
        if progress.passCount > 1 && progress.passes < progress.passCount - 1 {
            return sampleFinishedPasses(progress.passes, rowsOfCurrentPass: progress.rowsOfCurrentPass)
        }
        sampledPasses = progress.passCount
        let ready = decode.completedRows(ofLevel: level)
        guard ready > rowsShown, let source = decode.level(level) else { return nil }
        for y in rowsShown..<ready {
            bitmap.row(y).update(from: source.row(y), count: bitmap.width)
        }
        defer { rowsShown = ready }
        return rect(rows: rowsShown..<ready)
    }

    /// The image rows `rows` of `bitmap` cover, widened by a texel each way.
    private func rect(rows: Range<Int>) -> CGRect {
        let texel = CGFloat(1 << level)
        return CGRect(x: 0, y: CGFloat(rows.lowerBound - 1) * texel, width: CGFloat(bitmap.width) * texel,
                      height: CGFloat(rows.count + 2) * texel)
    }

    /// The spacing of the pixels Adam7 has decoded after each number of passes (1 to 6).
    private static let adam7Grids = [(x: 8, y: 8), (x: 4, y: 8), (x: 4, y: 4), (x: 2, y: 4), (x: 2, y: 2), (x: 1, y: 2)]

    /// Fills the picture from the pixels of `passes` finished Adam7 passes (and, during the
    /// first, of the rows it has gone through): each texel takes the decoded pixel at or
    /// before its top-left corner. A finer grid re-samples the picture where it differs.
    private mutating func sampleFinishedPasses(_ passes: Int, rowsOfCurrentPass: Int) -> CGRect? {
        guard let source = decode.level(0) else { return nil }
        let step = 1 << level
        // A grid at least as fine as the texels samples the same pixels, the texels' corners,
        // so it counts as the texels' spacing.
        func effective(_ grid: (x: Int, y: Int)) -> (x: Int, y: Int) { (max(grid.x, step), max(grid.y, step)) }
        let grid = effective(passes == 0 ? Self.adam7Grids[0] : Self.adam7Grids[passes - 1])
        let decodedRows = passes == 0 ? rowsOfCurrentPass : source.height
        sampledPasses = passes
        var first = sampledRows
        if grid != sampledGrid {
            sampledGrid = grid
            first = 0
        }
        var y = first
        while y < bitmap.height {
            let sourceY = (y * step) / grid.y * grid.y
            guard sourceY < decodedRows else { break }
            let from = source.row(sourceY), to = bitmap.row(y)
            for x in 0..<bitmap.width { to[x] = from[(x * step) / grid.x * grid.x] }
            y += 1
        }
        sampledRows = y
        return y > first ? rect(rows: first..<y) : nil
    }
}
