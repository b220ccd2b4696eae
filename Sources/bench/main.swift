// scrollkit-bench: composites 1920 x 1080 frames the way the viewer does and times them
// against pixman and SDL2 doing the same jobs in the same run. Prints milliseconds per
// frame (median of timed runs after warm-up), ratios, a minification-quality figure (zone
// plate PSNR), and PASS/MISS per target. Targets inform; nothing here fails a build.
//
// Usage: scrollkit-bench [--mip20k]   (--mip20k also times a 20000 x 20000 mip chain, ~2 GB)
import CPixman
import Foundation
import Raster

setvbuf(stdout, nil, _IOLBF, 0)
let cores = ProcessInfo.processInfo.activeProcessorCount
let defaultThreads = RasterConcurrency.maximumThreads
print("scrollkit-bench: \(frameWidth)x\(frameHeight) frames, release build")
print("machine: \(cores) cores (nproc), \(BenchReport.cpuModel)")
print("peers: pixman \(pixmanVersion), SDL \(sdlVersion)")

/// Runs `body` with Raster limited to `threads` threads.
func withThreads<R>(_ threads: Int, _ body: () throws -> R) rethrows -> R {
    RasterConcurrency.maximumThreads = threads
    defer { RasterConcurrency.maximumThreads = defaultThreads }
    return try body()
}

let frame = Bitmap(width: frameWidth, height: frameHeight)
let framePixman = PixmanImage(frame)
let frameSDL = SDLSurface(frame)
let canvas = Canvas(target: frame)
func resetFrame() { frame.clear(to: 0xFF20_2020) }

struct Row {
    var name: String
    var ours1: Double?, ours2: Double?
    var pixman: Double?, pixmanOpaque: Double?, sdl: Double?, plain: Double?
    var note = ""
}
var rows: [Row] = []

// MARK: Solid fill

let fillPixel: UInt32 = 0xFF33_6699
let memoryFill = medianMilliseconds {
    for y in 0..<frameHeight { frame.row(y).update(repeating: fillPixel, count: frameWidth) }
}
let pixmanFillTime = medianMilliseconds { pixmanFill(frame, with: fillPixel) }
rows.append(Row(name: "solid fill, opaque", pixman: pixmanFillTime, plain: memoryFill,
                note: "ours: Canvas.fill lands with branch `fill`; wire after merge"))

// MARK: Unscaled source-over

for (name, bitmap) in [("unscaled over, translucent 1080p", makeTranslucentBitmap(width: frameWidth, height: frameHeight)),
                       ("unscaled over, opaque 1080p", makePhotoLikeBitmap(width: frameWidth, height: frameHeight))] {
    let image = RasterImage(bitmap: bitmap)
    _ = image.isOpaque
    let rect = CGRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
    let ours1 = withThreads(1) { medianMilliseconds(prepare: resetFrame) { canvas.draw(image, in: rect) } }
    let ours2 = withThreads(cores) { medianMilliseconds(prepare: resetFrame) { canvas.draw(image, in: rect) } }
    let source = PixmanImage(bitmap)
    let pix = medianMilliseconds(prepare: resetFrame) { source.composite(over: framePixman, in: frame.bounds) }
    let sdlSource = SDLSurface(bitmap)
    let sdl = medianMilliseconds(prepare: resetFrame) { sdlSource.blend(onto: frameSDL, x: 0, y: 0) }
    rows.append(Row(name: name, ours1: ours1, ours2: ours2, pixman: pix, sdl: sdl,
                    note: image.isOpaque ? "opaque: ours stores rows" : "SDL blends straight alpha"))
}

// MARK: Zoomed views of a large image

let side = 8192
let bigBitmap = makePhotoLikeBitmap(width: side, height: side)
let big = RasterImage(bitmap: bigBitmap)
_ = big.isOpaque
let mipSingle = try withThreads(1) { try secondsOnce { try RasterImage(bitmap: bigBitmap).prepareMipmaps() } }
let mipMulti = try withThreads(cores) { try secondsOnce { try big.prepareMipmaps() } }
print(String(format: "mip chain of %dx%d: %.0f ms on 1 thread, %.0f ms on %d", side, side, mipSingle * 1000,
             mipMulti * 1000, cores))
if CommandLine.arguments.contains("--mip20k") {
    let huge = RasterImage(bitmap: makePhotoLikeBitmap(width: 20000, height: 20000))
    let t = try withThreads(cores) { try secondsOnce { try huge.prepareMipmaps() } }
    print(String(format: "mip chain of 20000x20000: %.0f ms on %d threads", t * 1000, cores))
}

let bigPixman = PixmanImage(bigBitmap)
let bigPixmanOpaque = PixmanImage(bigBitmap, opaque: true)
let bigSDL = SDLSurface(bigBitmap)
var zoomRows: [(ZoomView, Row)] = []
for view in zoomViews {
    let rect = view.deviceRect(imageSide: side)
    let ours1 = withThreads(1) { medianMilliseconds(prepare: resetFrame) { canvas.draw(big, transform: view.transform) } }
    let ours2 = withThreads(cores) { medianMilliseconds(prepare: resetFrame) { canvas.draw(big, transform: view.transform) } }
    let ourFrame = frame.copy()
    bigPixman.setBilinear(zoom: view.zoom, offsetX: view.originX, offsetY: view.originY)
    let pix = medianMilliseconds(prepare: resetFrame) { bigPixman.composite(over: framePixman, in: rect) }
    // Agreement with pixman where both are plain bilinear (magnification), away from the edges.
    var agreement = ""
    if view.zoom >= 1 {
        var worst = 0
        for y in 1..<(frameHeight - 1) {
            let a = ourFrame.row(y), b = frame.row(y)
            for x in 1..<(frameWidth - 1) {
                for shift: UInt32 in [0, 8, 16] { worst = max(worst, abs(Int(a[x] >> shift & 0xFF) - Int(b[x] >> shift & 0xFF))) }
            }
        }
        agreement = "max |ours - pixman| = \(worst)"
    }
    bigPixmanOpaque.setBilinear(zoom: view.zoom, offsetX: view.originX, offsetY: view.originY)
    let pixOpaque = medianMilliseconds(prepare: resetFrame) { bigPixmanOpaque.composite(over: framePixman, in: rect) }
    let source = view.sourceRect(for: rect, imageSide: side)
    let sdl = medianMilliseconds(prepare: resetFrame) { _ = bigSDL.stretchLinear(source, onto: frameSDL, at: rect) }
    let row = Row(name: String(format: "8192² image at zoom %g", view.zoom), ours1: ours1, ours2: ours2, pixman: pix,
                  pixmanOpaque: pixOpaque, sdl: sdl, note: agreement)
    rows.append(row)
    zoomRows.append((view, row))
}

// MARK: Table

print("")
print("times in ms per 1920x1080 frame (median); ratios are ours / pixman (a8r8g8b8 OVER, bilinear)")
let header = ["case", "ours 1T", "ours \(cores)T", "pixman", "1T/pix", "\(cores)T/pix", "pix x888", "SDL", "memfill"]
let widths = [36, 8, 8, 8, 7, 7, 9, 8, 8]
print(zip(header, widths).enumerated().map { $0 == 0 ? $1.0.padding(toLength: $1.1, withPad: " ", startingAt: 0) : BenchReport.field($1.0, $1.1) }.joined(separator: " "))
for r in rows {
    let cells = [r.name.padding(toLength: widths[0], withPad: " ", startingAt: 0),
                 BenchReport.field(BenchReport.ms(r.ours1), widths[1]), BenchReport.field(BenchReport.ms(r.ours2), widths[2]),
                 BenchReport.field(BenchReport.ms(r.pixman), widths[3]),
                 BenchReport.field(BenchReport.ratio(r.ours1, r.pixman), widths[4]),
                 BenchReport.field(BenchReport.ratio(r.ours2, r.pixman), widths[5]),
                 BenchReport.field(BenchReport.ms(r.pixmanOpaque), widths[6]), BenchReport.field(BenchReport.ms(r.sdl), widths[7]),
                 BenchReport.field(BenchReport.ms(r.plain), widths[8])]
    print(cells.joined(separator: " ") + (r.note.isEmpty ? "" : "  " + r.note))
}

// MARK: Quality

print("")
let plateSide = 2000
let plate = ZonePlate.make(side: plateSide)
let plateImage = RasterImage(bitmap: plate)
try plateImage.prepareMipmaps()
let platePixman = PixmanImage(plate)
let plateSDL = SDLSurface(plate)
print("minification quality: zone plate \(plateSide)x\(plateSide), PSNR (dB) against the exact area average")
print(["zoom", "ours mip", "ours bilin", "pixman", "SDL linear"].map { BenchReport.field($0, 11) }.joined())
var qualityVerdicts: [(Double, Double, Double)] = []
for zoom in [0.25, 0.3, 0.5] {
    let out = Int((Double(plateSide) * zoom).rounded())
    let reference = ZonePlate.areaAverage(plate, zoom: zoom, outSide: out)
    let target = Bitmap(width: out, height: out)
    let c = Canvas(target: target)
    c.draw(plateImage, in: CGRect(x: 0, y: 0, width: out, height: out))
    let ours = ZonePlate.psnr(target, reference: reference, side: out)
    target.clear()
    c.draw(plateImage, in: CGRect(x: 0, y: 0, width: out, height: out), sampling: .bilinear)
    let oursBilinear = ZonePlate.psnr(target, reference: reference, side: out)
    target.clear()
    platePixman.setBilinear(zoom: zoom, offsetX: 0, offsetY: 0)
    platePixman.composite(over: PixmanImage(target), in: target.bounds)
    let pix = ZonePlate.psnr(target, reference: reference, side: out)
    target.clear()
    _ = plateSDL.stretchLinear(plate.bounds, onto: SDLSurface(target), at: target.bounds)
    let sdl = ZonePlate.psnr(target, reference: reference, side: out)
    print([String(format: "%g", zoom), String(format: "%.1f", ours), String(format: "%.1f", oursBilinear),
           String(format: "%.1f", pix), String(format: "%.1f", sdl)].map { BenchReport.field($0, 11) }.joined())
    qualityVerdicts.append((zoom, ours, pix))
}

// MARK: Targets

print("")
print("targets")
for (view, r) in zoomRows where view.isTarget {
    if let o1 = r.ours1, let o2 = r.ours2, let p = r.pixman {
        print(String(format: "  zoom %-4g 1 thread  <= 0.8x pixman: %.2fx  %@", view.zoom, o1 / p, BenchReport.verdict(o1 <= 0.8 * p)))
        print(String(format: "  zoom %-4g %d threads <= 0.5x pixman: %.2fx  %@", view.zoom, cores, o2 / p, BenchReport.verdict(o2 <= 0.5 * p)))
    }
}
print("  solid fill <= 1.2x memory fill: n/a on this branch (Canvas.fill lands with branch `fill`)")
for (zoom, ours, pix) in qualityVerdicts {
    print(String(format: "  quality at zoom %-4g >= pixman + 6 dB: %+.1f dB  %@", zoom, ours - pix, BenchReport.verdict(ours >= pix + 6)))
}
