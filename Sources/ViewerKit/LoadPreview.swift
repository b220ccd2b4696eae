import UIKit

/// The picture of a file still decoding, filling in top to bottom: the rows of one coarse
/// mip level (about one texel per device pixel at the opening zoom) as the decode's mip
/// builder finishes them, drawn by a view of its own over the image view until the whole
/// image arrives. Only rows the decode has published are read, and they never change
/// again, so nothing here races the decoding threads; rows not yet decoded are not drawn,
/// so the background shows through them.
///
/// A plain file's picture is the level itself, not a copy (issue 18: for an 8000 x 8000
/// file in a 1024 x 768 window, a copy was 3.9 MB more peak memory): at each update a crop
/// of the level's first `completedRows(ofLevel:)` rows, the rows below it being written
/// on the builder's thread, so neither the renderer nor anything asking the image about
/// its pixels (its opacity, a mip chain) ever sees them.
///
/// An Adam7 file's levels only fill in during its last pass; before that the picture is
/// built from the pixels of the passes done (pass 1 has every 8th pixel of every 8th row,
/// pass 6 every pixel of every other row), each texel the average of those inside it,
/// refined as each pass completes: pixels of a finished pass, or of rows the pass under
/// way has gone through, are never written again. Those texels are no rows of a level, so
/// an Adam7 picture keeps a bitmap of its own, the level's rows copied over it in the last
/// pass.
struct LoadPreview {
    /// The file decoding.
    let path: FileSystemPath
    /// The decode whose rows are shown.
    let decode: PNGImageDecode
    /// How the file asked to be turned when the picture opened (an eXIf before the image
    /// data): the decode's header learns of one after the data only at the end.
    let fileOrientation: ImageOrientation
    /// The mip level shown: texel `i` covers image pixels `i * 2^level ..< (i + 1) * 2^level`.
    let level: Int
    /// The picture's size in points (image pixels): the level's texels at `2^level` points
    /// each, so it covers the image (rounded up to whole texels). The image view keeps this
    /// size, and the content and zoom theirs, while rows arrive.
    let size: CGSize
    /// The view drawing the picture, as large as `size` (the viewer puts it over the image
    /// view, which shows no image meanwhile).
    let view: LoadPreviewView
    /// The pixels shown. A plain file's: the level's rows `0..<rowsShown`, a crop sharing
    /// `decode.level(level)`'s storage (0 x 0 before the first rows). An Adam7 file's: a
    /// bitmap of its own as large as the level, its rows not yet sampled transparent.
    private(set) var bitmap: Bitmap
    /// Whether the file is interlaced (Adam7), so `bitmap` is its own.
    let isInterlaced: Bool
    /// Rows of the level shown.
    private(set) var rowsShown = 0
    /// Before an Adam7 file's last pass: the pixel grid sampled from, and its rows done.
    private var sampledGrid = (x: 0, y: 0), sampledRows = 0
    /// The Adam7 passes the picture was last sampled from (0 while the first is under way;
    /// the pass count once it shows the levels' rows).
    private(set) var sampledPasses = 0

    /// A preview of `decode` (which has started: its levels exist) at the coarsest level
    /// still sharper than `devicePixelsPerImagePixel`; nil when its levels are not there.
    init?(path: FileSystemPath, decode: PNGImageDecode, fileOrientation: ImageOrientation,
          devicePixelsPerImagePixel scale: CGFloat) {
        let count = decode.levelCount
        guard count > 0 else { return nil }
        let coarsest = scale > 0 ? Int((log2(1 / Double(scale))).rounded(.down)) : 0
        let level = min(max(0, coarsest), count - 1)
        guard let source = decode.level(level) else { return nil }
        // The pass count is known once the levels exist (both come with the first rows).
        isInterlaced = decode.passesCompleted.passCount > 1
        if isInterlaced {
            // Texels averaged from the passes done are no prefix of a level: they need a
            // bitmap of their own (the one copy left, for Adam7 files only).
            guard let own = Bitmap(width: source.width, height: source.height, zeroed: true) else { return nil }
            bitmap = own
        } else {
            bitmap = source.cropped(to: PixelRect(x: 0, y: 0, width: source.width, height: 0))
        }
        self.path = path
        self.decode = decode
        self.fileOrientation = fileOrientation
        self.level = level
        let texel = CGFloat(1 << level)
        size = CGSize(width: CGFloat(source.width) * texel, height: CGFloat(source.height) * texel)
        view = LoadPreviewView(frame: CGRect(origin: .zero, size: size))
        if isInterlaced { view.image = UIImage(bitmap: bitmap, scale: 1 / texel) }
    }

    /// The image the view draws: `bitmap` at `2^-level` pixels per point; nil before the
    /// first rows of a plain file.
    var image: UIImage? { view.image }

    /// Shows the rows finished since the last call; returns the part of the image they
    /// cover, in points (image pixels), widened by a texel each way for the interpolation
    /// across their edges, or nil when nothing new arrived.
    mutating func showNewRows() -> CGRect? {
        let progress = decode.passesCompleted
        if progress.passCount > 1 && progress.passes < progress.passCount - 1 {
            return sampleFinishedPasses(progress.passes, rowsOfCurrentPass: progress.rowsOfCurrentPass)
        }
        sampledPasses = progress.passCount
        let ready = decode.completedRows(ofLevel: level)
        guard ready > rowsShown, let source = decode.level(level) else { return nil }
        if isInterlaced {
            for y in rowsShown..<ready {
                bitmap.row(y).update(from: source.row(y), count: bitmap.width)
            }
        } else {
            // A taller crop of the same rows: what showed before is unchanged but for the
            // interpolation across its bottom edge, inside the rect returned. The opacity
            // comes from the header, so drawing it scans no pixel.
            bitmap = source.cropped(to: PixelRect(x: 0, y: 0, width: source.width, height: ready))
            let image = RasterImage(bitmap: bitmap, isOpaque: decode.mayHaveTransparency == false)
            view.image = UIImage(rasterImage: image, scale: 1 / CGFloat(1 << level))
        }
        defer { rowsShown = ready }
        return rect(rows: rowsShown..<ready)
    }

    /// The image rows `rows` of the level cover, widened by a texel each way.
    private func rect(rows: Range<Int>) -> CGRect {
        let texel = CGFloat(1 << level)
        return CGRect(x: 0, y: CGFloat(rows.lowerBound - 1) * texel, width: size.width,
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

/// The view drawing a `LoadPreview`'s picture: its image at its own size (in points) from
/// the top-left corner, so a crop of a level's first rows lands where those rows lie in
/// the whole picture, and nothing below it is drawn.
///
/// Setting `image` redraws nothing by itself: the preview replaces it by a taller crop of
/// the same rows, which draws as the one before did but near its old bottom edge, and asks
/// for only that and the new rows to be redrawn (`setNeedsDisplay(_:)`).
final class LoadPreviewView: UIView {
    /// The picture drawn; nil draws nothing.
    var image: UIImage?
    /// How the picture is sampled: `.bilinear` (never from a mip level, which would keep
    /// the rows it was built from), or `.nearest` with smoothing off.
    var sampling: Sampling = .bilinear {
        didSet { if sampling != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        guard let image, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(image, in: CGRect(origin: .zero, size: image.size), sampling: sampling)
    }
}
