// scrollkit-bench: composites 1920 x 1080 frames the way the viewer does and times them
// against pixman and SDL2 doing the same jobs in the same run. Prints milliseconds per
// frame (median of timed runs after warm-up), ratios, a minification-quality figure (zone
// plate PSNR), and PASS/MISS per target. Targets inform; nothing here fails a build.
//
// Usage: scrollkit-bench [--mip20k] [--zooms] [--zoom Z] [--curl] [--paths] [--layers] [--cpu-time]
//                        [--load [--rounds N] [--load-dir DIR]]
//   --mip20k  also times a 20000 x 20000 mip chain (~2 GB)
//   --zooms   only the zoom sweep, its quality figures and the large-image frames
//   --zoom Z  sweep zoom Z only (with --zooms: a quick look at one zoom)
//   --curl    only the page-curl section
//   --paths   only the path fills and strokes (against pixman's trapezoids)
//   --layers  only the layer effects (rounded cards with and without shadows, the blur)
//   --load    only loading large PNGs against libpng's own decode (LoadBenchmarks.swift)
//   --cpu-time  time by this thread's CPU time (one-thread figures only; for a busy machine)
import CPixman
import Foundation
import Raster

setvbuf(stdout, nil, _IOLBF, 0)
if CommandLine.arguments.contains("--load-child") { LoadBenchmarks.runChild(arguments: CommandLine.arguments) }
let cores = ProcessInfo.processInfo.activeProcessorCount
print("scrollkit-bench: \(frameWidth)x\(frameHeight) frames, release build")
print("machine: \(cores) cores (nproc), \(BenchReport.cpuModel)")
print("peers: pixman \(pixmanVersion), SDL \(sdlVersion)")
let load = MachineLoad()
let zoomsOnly = CommandLine.arguments.contains("--zooms")
if CommandLine.arguments.contains("--load") {
    LoadBenchmarks.run(arguments: CommandLine.arguments)
    exit(0)
}
if CommandLine.arguments.contains("--paths") {
    PathBenchmarks.run()
    exit(0)
}
if CommandLine.arguments.contains("--layers") {
    LayerBenchmarks.run()
    exit(0)
}

let frame = Bitmap(width: frameWidth, height: frameHeight)
let framePixman = PixmanImage(frame)
let frameSDL = SDLSurface(frame)
/// Raster on one thread, and on every core.
let oneThread = RasterOptions(maximumThreads: 1), allCores = RasterOptions(maximumThreads: cores)
let canvas1 = Canvas(target: frame, options: oneThread)
let canvas = Canvas(target: frame, options: allCores)
func resetFrame() { frame.clear(to: 0xFF20_2020) }

if CommandLine.arguments.contains("--curl") {
    print("")
    CurlBenchmarks.run(oneThread: oneThread, allCores: allCores)
    exit(0)
}

struct Row {
    var name: String
    var ours1: Double?, ours2: Double?
    var pixman: Double?, pixmanOpaque: Double?, sdl: Double?, plain: Double?
    /// The resting frame (`.areaAverage`) on one thread, where it differs from the moving one.
    var rest1: Double?
    var note = ""
}
var rows: [Row] = []

var fillTimes: [Double] = []
if !zoomsOnly {
    // MARK: Solid fill

    let fillPixel: UInt32 = 0xFF33_6699
    let fillColor = Color(premultiplied: fillPixel)
    let frameRect = CGRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
    fillTimes = interleavedMedians([
        { for y in 0..<frameHeight { frame.row(y).update(repeating: fillPixel, count: frameWidth) } },
        { pixmanFill(frame, with: fillPixel) },
        { canvas1.fill(frameRect, with: fillColor) },
        { canvas.fill(frameRect, with: fillColor) },
    ])
    rows.append(Row(name: "solid fill, opaque", ours1: fillTimes[2], ours2: fillTimes[3], pixman: fillTimes[1],
                    plain: fillTimes[0], note: "peer for the target: the plain memory fill"))

    // MARK: Unscaled source-over

    for (name, bitmap) in [("unscaled over, translucent 1080p", makeTranslucentBitmap(width: frameWidth, height: frameHeight)),
                           ("unscaled over, opaque 1080p", makePhotoLikeBitmap(width: frameWidth, height: frameHeight))] {
        let image = RasterImage(bitmap: bitmap)
        _ = image.isOpaque
        let rect = CGRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
        let source = PixmanImage(bitmap)
        let sdlSource = SDLSurface(bitmap)
        let t = interleavedMedians(prepare: resetFrame, [
            { canvas1.draw(image, in: rect) },
            { canvas.draw(image, in: rect) },
            { source.composite(over: framePixman, in: frame.bounds) },
            { sdlSource.blend(onto: frameSDL, x: 0, y: 0) },
        ])
        let (ours1, ours2, pix, sdl) = (t[0], t[1], t[2], t[3])
        rows.append(Row(name: name, ours1: ours1, ours2: ours2, pixman: pix, sdl: sdl,
                        note: image.isOpaque ? "opaque: ours stores rows" : "SDL blends straight alpha"))
    }
}

// MARK: Zoomed views of a large image

let side = 8192
let bigBitmap = makePhotoLikeBitmap(width: side, height: side)
let big = RasterImage(bitmap: bigBitmap)
_ = big.isOpaque
let mipSingle = try secondsOnce { try RasterImage(bitmap: bigBitmap).prepareMipmaps(options: oneThread) }
let mipMulti = try secondsOnce { try big.prepareMipmaps(options: allCores) }
print(String(format: "mip chain of %dx%d: %.0f ms on 1 thread, %.0f ms on %d", side, side, mipSingle * 1000,
             mipMulti * 1000, cores))
if CommandLine.arguments.contains("--mip20k") {
    let huge = RasterImage(bitmap: makePhotoLikeBitmap(width: 20000, height: 20000))
    let t = try secondsOnce { try huge.prepareMipmaps(options: allCores) }
    print(String(format: "mip chain of 20000x20000: %.0f ms on %d threads", t * 1000, cores))
}

let bigSDL = SDLSurface(bigBitmap)
var zoomRows: [(ZoomView, Row)] = []
for zoom in sweepZooms {
    let view = ZoomView(zoom: zoom, imageSide: side)
    let rect = view.deviceRect(imageSide: side)
    let source = view.sourceRect(for: rect, imageSide: side)
    let pixmanTransformed = PixmanImage(bigBitmap), pixmanOpaque = PixmanImage(bigBitmap, opaque: true)
    pixmanTransformed.setBilinear(zoom: view.zoom, offsetX: view.originX, offsetY: view.originY)
    pixmanOpaque.setBilinear(zoom: view.zoom, offsetX: view.originX, offsetY: view.originY)
    // Zooming out, the resting frame (`.areaAverage`) is timed too; zooming in it is the same draw.
    var contenders = [
        { canvas1.draw(big, transform: view.transform) },
        { canvas.draw(big, transform: view.transform) },
        { pixmanTransformed.composite(over: framePixman, in: rect) },
        { pixmanOpaque.composite(over: framePixman, in: rect) },
        { _ = bigSDL.stretchLinear(source, onto: frameSDL, at: rect) },
    ]
    if view.zoom < 1 { contenders.append { canvas1.draw(big, transform: view.transform, sampling: .areaAverage) } }
    let t = interleavedMedians(prepare: resetFrame, contenders)
    let (ours1, ours2, pix, pixOpaque, sdl) = (t[0], t[1], t[2], t[3], t[4])
    // Agreement with pixman where both are plain bilinear (magnification), away from edges.
    var agreement = ""
    if view.zoom >= 1 {
        resetFrame()
        canvas.draw(big, transform: view.transform)
        let ours = frame.copy()
        resetFrame()
        pixmanTransformed.composite(over: framePixman, in: rect)
        var worst = 0
        for y in 1..<(frameHeight - 1) {
            let a = ours.row(y), b = frame.row(y)
            for x in 1..<(frameWidth - 1) {
                worst = max(worst, Int(ImageComparison.channelDelta(a[x], b[x])))
            }
        }
        agreement = "max |ours - pixman| = \(worst)"
    }
    let row = Row(name: String(format: "8192² image at zoom %g", view.zoom), ours1: ours1, ours2: ours2, pixman: pix,
                  pixmanOpaque: pixOpaque, sdl: sdl, rest1: t.count > 5 ? t[5] : nil, note: agreement)
    rows.append(row)
    zoomRows.append((view, row))
}

// Rotation: the per-pixel path. pixman has no anti-aliased outline (PAD fills the bounding
// box), so it is given the quad's bounding box; we draw the quad only.
do {
    let t = CGAffineTransform(rotationAngle: 15 * Double.pi / 180).scaledBy(x: 1.5, y: 1.5)
        .concatenating(CGAffineTransform(translationX: -3000.37, y: -4000.61))
    let rect = PixelRect(covering: CGRect(x: 0, y: 0, width: side, height: side).applying(t))
        .intersection(frame.bounds)
    let rotated = PixmanImage(bigBitmap)
    rotated.setBilinear(imageToDevice: t)
    let times = interleavedMedians(prepare: resetFrame, [
        { canvas1.draw(big, transform: t) },
        { canvas.draw(big, transform: t) },
        { rotated.composite(over: framePixman, in: rect) },
    ])
    rows.append(Row(name: "8192² image rotated 15° at zoom 1.5", ours1: times[0], ours2: times[1], pixman: times[2],
                    note: "per-pixel path (rotation)"))
}

// A quarter turn (a photo stored on its side, or turned with `r`) at the zoom 0.3 row's zoom
// and origin: the separable path, in a turned copy of the area drawn.
do {
    let zoom = 0.3
    let t = CGAffineTransform(a: 0, b: zoom, c: -zoom, d: 0, tx: zoom * Double(side) - 300.37, ty: -700.61)
    let rect = PixelRect(covering: CGRect(x: 0, y: 0, width: side, height: side).applying(t)).intersection(frame.bounds)
    let turned = PixmanImage(bigBitmap)
    turned.setBilinear(imageToDevice: t)
    let times = interleavedMedians(prepare: resetFrame, [
        { canvas1.draw(big, transform: t) },
        { canvas.draw(big, transform: t) },
        { turned.composite(over: framePixman, in: rect) },
        { canvas1.draw(big, transform: t, sampling: .areaAverage) },
    ])
    rows.append(Row(name: "8192² image turned 90° at zoom 0.3", ours1: times[0], ours2: times[1], pixman: times[2],
                    rest1: times[3], note: "quarter turn (separable, turned frame)"))
}

// MARK: Table

print("")
print("times in ms per 1920x1080 frame (median); ratios are ours / pixman (a8r8g8b8 OVER, bilinear);")
print("ours: .mipmapped (the moving frame); rest 1T: .areaAverage on one thread (the resting frame, zooming out)")
let header = ["case", "ours 1T", "ours \(cores)T", "pixman", "1T/pix", "\(cores)T/pix", "pix x888", "SDL", "memfill",
              "rest 1T", "rest/pix"]
let widths = [36, 8, 8, 8, 7, 7, 9, 8, 8, 8, 8]
print(zip(header, widths).enumerated().map { $0 == 0 ? $1.0.padding(toLength: $1.1, withPad: " ", startingAt: 0) : BenchReport.field($1.0, $1.1) }.joined(separator: " "))
for r in rows {
    let cells = [r.name.padding(toLength: widths[0], withPad: " ", startingAt: 0),
                 BenchReport.field(BenchReport.ms(r.ours1), widths[1]), BenchReport.field(BenchReport.ms(r.ours2), widths[2]),
                 BenchReport.field(BenchReport.ms(r.pixman), widths[3]),
                 BenchReport.field(BenchReport.ratio(r.ours1, r.pixman), widths[4]),
                 BenchReport.field(BenchReport.ratio(r.ours2, r.pixman), widths[5]),
                 BenchReport.field(BenchReport.ms(r.pixmanOpaque), widths[6]), BenchReport.field(BenchReport.ms(r.sdl), widths[7]),
                 BenchReport.field(BenchReport.ms(r.plain), widths[8]), BenchReport.field(BenchReport.ms(r.rest1), widths[9]),
                 BenchReport.field(BenchReport.ratio(r.rest1, r.pixman), widths[10])]
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
print("minification quality: zone plate \(plateSide)x\(plateSide), PSNR (dB) against the exact area average,")
print("at a whole-pixel origin and at a fractional one (0.37, 0.37) as mid-pan; SDL takes whole-pixel rectangles only")
print("(ours mip: .mipmapped, the moving frame; ours area: .areaAverage, the resting frame the target is set on)")
print(["zoom", "origin", "ours mip", "ours area", "ours bilin", "pixman", "SDL linear"].map { BenchReport.field($0, 11) }.joined())
var qualityVerdicts: [(zoom: Double, origin: Double, ours: Double, pixman: Double)] = []
for zoom in sweepZooms where zoom < 1 {
    for offset in [0.0, 0.37, 0.5] {
        let out = Int((Double(plateSide) * zoom).rounded())
        // Score only pixels wholly inside the drawn image: edge pixels mix in the background.
        let inside = (offset > 0 ? 1 : 0)..<(out - (offset > 0 ? 1 : 0))
        let reference = ZonePlate.areaAverage(plate, zoom: zoom, offset: offset, outSide: out)
        let target = Bitmap(width: out, height: out)
        let c = Canvas(target: target)
        let rect = CGRect(x: offset, y: offset, width: Double(plateSide) * zoom, height: Double(plateSide) * zoom)
        c.draw(plateImage, in: rect)
        let ours = ZonePlate.psnr(target, reference: reference, side: out, pixels: inside)
        target.clear()
        c.draw(plateImage, in: rect, sampling: .areaAverage)
        let oursArea = ZonePlate.psnr(target, reference: reference, side: out, pixels: inside)
        target.clear()
        c.draw(plateImage, in: rect, sampling: .bilinear)
        let oursBilinear = ZonePlate.psnr(target, reference: reference, side: out, pixels: inside)
        target.clear()
        platePixman.setBilinear(zoom: zoom, offsetX: offset, offsetY: offset)
        platePixman.composite(over: PixmanImage(target), in: target.bounds)
        let pix = ZonePlate.psnr(target, reference: reference, side: out, pixels: inside)
        var sdl = "-"
        if offset == 0 {
            target.clear()
            _ = plateSDL.stretchLinear(plate.bounds, onto: SDLSurface(target), at: target.bounds)
            sdl = String(format: "%.1f", ZonePlate.psnr(target, reference: reference, side: out, pixels: inside))
        }
        qualityVerdicts.append((zoom, offset, oursArea, pix))
        print([String(format: "%g", zoom), String(format: "%g", offset), String(format: "%.1f", ours),
               String(format: "%.1f", oursArea), String(format: "%.1f", oursBilinear), String(format: "%.1f", pix), sdl].map { BenchReport.field($0, 11) }.joined())
    }
}

// MARK: Large image

print("")
let largeVerdicts = LargeImageBenchmark.run(into: frame, options: oneThread)

// MARK: Targets

print("")
let othersShare = load.othersShare()
print(String(format: "other processes kept %.0f%% of the %d cores busy during this run%@", othersShare * 100, cores,
             othersShare > 0.15 ? ": times are inflated and multi-thread figures understate scaling" : ""))
print("targets")
for (view, r) in zoomRows {
    // The moving frame (`.mipmapped`) carries the speed targets. The resting frame
    // (`.areaAverage`, drawn once when the view stops) carries the quality target; its cost
    // has no target and is reported against pixman.
    if let o1 = r.ours1, let o2 = r.ours2, let p = r.pixman {
        print(String(format: "  zoom %-4g 1 thread  <= 0.7x pixman: %.2fx  %@  (moving)", view.zoom, o1 / p,
                     BenchReport.verdict(o1 <= 0.7 * p)))
        if timesCPU {
            print(String(format: "  zoom %-4g %d threads <= 0.45x pixman: not measured with --cpu-time (moving)", view.zoom, cores))
        } else {
            print(String(format: "  zoom %-4g %d threads <= 0.45x pixman: %.2fx  %@  (moving)", view.zoom, cores, o2 / p,
                         BenchReport.verdict(o2 <= 0.45 * p)))
        }
    }
    if let rest = r.rest1, let p = r.pixman {
        print(String(format: "  zoom %-4g 1 thread  resting frame: %.2fx pixman  (no cost target; quality target below)",
                     view.zoom, rest / p))
    }
}
if fillTimes.count == 4 {
    print(String(format: "  solid fill 1 thread <= 1.2x memory fill: %.2fx  %@", fillTimes[2] / fillTimes[0],
                 BenchReport.verdict(fillTimes[2] <= 1.2 * fillTimes[0])))
}
for v in qualityVerdicts {
    // At the 8-bit rounding floor no method can gain 6 dB: there the floor is the target.
    let needed = min(v.pixman + 6, ZonePlate.roundingFloor)
    print(String(format: "  resting quality at zoom %-4g origin %-4g >= pixman + 6 dB (or the %.0f dB floor): %+.1f dB  %@",
                 v.zoom, v.origin, ZonePlate.roundingFloor, v.ours - v.pixman, BenchReport.verdict(v.ours >= needed)))
}
for v in largeVerdicts {
    print(String(format: "  zoom %-4g 20000² frame <= 1.1x 2000² frame: %.2fx  %@", v.zoom, v.ratio,
                 BenchReport.verdict(v.ratio <= 1.1)))
}

if !zoomsOnly {
    print("")
    FillBenchmarks.run()
    print("")
    CurlBenchmarks.run(oneThread: oneThread, allCores: allCores)
    print("")
    PathBenchmarks.run()
    print("")
    TreeBenchmarks.run()
    print("")
    LayerBenchmarks.run()
    print("")
    PageTurnBenchmarks.run()
}
