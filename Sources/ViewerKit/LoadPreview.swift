import UIKit

/// The picture of a file still decoding, filling in top to bottom: the rows of one coarse
/// mip level (about one texel per device pixel at the opening zoom) copied, as the decode's
/// mip builder finishes them, into a bitmap the main thread owns, shown in the image view
/// until the whole image arrives. Only rows the decode has published are read, and they
/// never change again, so nothing here races the decoding threads; rows not yet decoded
/// stay transparent, so the background shows through them.
///
/// An Adam7 file's levels only fill in during its last pass; before that the picture is
/// built from the pixels of the passes done (pass 1 has every 8th pixel of every 8th row,
/// pass 6 every pixel of every other row), each texel the average of those inside it,
/// refined as each pass completes: pixels of a finished pass, or of rows the pass under
/// way has gone through, are never written again.
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
    /// Decoded pixels one update may read, so a frame while loading stays short (a few
    /// milliseconds); rows left over are refined by the next updates.
    static let samplesPerUpdate = 1 << 21

    /// Fills the picture from the pixels of `passes` finished Adam7 passes (and, during the
    /// first, of the rows it has gone through): each texel is the average of the decoded
    /// pixels inside it (a box filter, as the levels' own), or, where the pass's pixels lie
    /// further apart than the texels, the decoded pixel at or before its top-left corner.
    /// A finer grid refines the picture from the top again.
    private mutating func sampleFinishedPasses(_ passes: Int, rowsOfCurrentPass: Int) -> CGRect? {
        guard let source = decode.level(0) else { return nil }
        let step = 1 << level
        let grid = passes == 0 ? Self.adam7Grids[0] : Self.adam7Grids[passes - 1]
        let decodedRows = passes == 0 ? rowsOfCurrentPass : source.height
        sampledPasses = passes
        var first = sampledRows
        if grid != sampledGrid {
            sampledGrid = grid
            first = 0
        }
        let columnsPerTexel = grid.x >= step ? 1 : step / grid.x
        var y = first, samples = 0
        while y < bitmap.height, samples < Self.samplesPerUpdate {
            let rows = Self.samples(ofTexel: y, step: step, spacing: grid.y, count: source.height)
            guard rows.last < decodedRows else { break }
            averageRow(y, rows: rows, rowSpacing: grid.y, columnSpacing: grid.x, of: source)
            samples += rows.count * columnsPerTexel * bitmap.width
            y += 1
        }
        sampledRows = y
        return y > first ? rect(rows: first..<y) : nil
    }

    /// The decoded positions (along one axis) inside texel `texel` of `step` pixels, when
    /// decoded pixels lie `spacing` apart in an image of `count`: every one inside, or when
    /// none is, the one at or before the texel's start.
    private static func samples(ofTexel texel: Int, step: Int, spacing: Int, count: Int) -> (first: Int, last: Int, count: Int) {
        let start = texel * step
        guard spacing < step else {
            let position = start / spacing * spacing
            return (position, position, 1)
        }
        let last = (min(start + step, count) - 1) / spacing * spacing
        return (start, last, (last - start) / spacing + 1)
    }

    /// Texel row `y` of `bitmap`: each texel the rounded average of the premultiplied
    /// pixels of `source` at `rows` (`rowSpacing` apart) and at the decoded columns
    /// (`columnSpacing` apart) inside it.
    private func averageRow(_ y: Int, rows: (first: Int, last: Int, count: Int), rowSpacing: Int, columnSpacing: Int,
                            of source: Bitmap) {
        let step = 1 << level, to = bitmap.row(y)
        for x in 0..<bitmap.width {
            let columns = Self.samples(ofTexel: x, step: step, spacing: columnSpacing, count: source.width)
            if rows.count == 1 && columns.count == 1 {
                to[x] = source.row(rows.first)[columns.first]
                continue
            }
            var b: UInt32 = 0, g: UInt32 = 0, r: UInt32 = 0, a: UInt32 = 0
            for sy in stride(from: rows.first, through: rows.last, by: rowSpacing) {
                let from = source.row(sy)
                for sx in stride(from: columns.first, through: columns.last, by: columnSpacing) {
                    let pixel = from[sx]
                    b &+= pixel & 0xFF
                    g &+= (pixel >> 8) & 0xFF
                    r &+= (pixel >> 16) & 0xFF
                    a &+= pixel >> 24
                }
            }
            let n = UInt32(rows.count * columns.count), half = n / 2
            to[x] = ((a &+ half) / n) << 24 | ((r &+ half) / n) << 16 | ((g &+ half) / n) << 8 | (b &+ half) / n
        }
    }
}
