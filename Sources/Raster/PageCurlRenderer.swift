import CRasterSIMD
import Foundation

/// The per-pixel pass of a page curl (`Canvas.drawPageCurl`): for every device pixel, the
/// inverse of `PageCurlGeometry.project` decides what it sees.
///
/// Along a device row the signed distance `t` from the axis is linear in x, so a row cuts
/// into runs, found once per row with the same expression each pixel would use:
///
/// - `t < 0` inside the leaf: the flat leaf, a row copy;
/// - `t < 0` where the turned-over part lands (`s = π r - t`, the leaf point
///   `q + (π r - 2 t) n`, a reflection): its back, one bilinear sample per pixel stepping
///   in 32.32 fixed point, shaded by one constant tone; only the pixels its outline crosses
///   are composited one by one, with coverage from their distance to the outline;
/// - `0 <= t < r + 0.5`, the roll: per pixel, `θ = asin(t / r)` gives the front
///   (`s = r θ`) and the back (`s = r (π - θ)`) points, the roll squeezes the page by
///   `cos θ` across the axis, so both are read from mip level `log2(1 / cos θ)` (two
///   levels blended); the back lies on top; the silhouette is anti-aliased over half a pixel;
/// - `t >= r + 0.5` inside the leaf: the page beneath, a row copy, darkened by the shadow
///   next to the roll.
///
/// A straight turn of a left or right spine (the normal has no y part) gives every leaf row
/// the same distances, so with fast paths on its roll and shadow are worked out once a frame
/// by column (`straight`) and each row only gathers; the pixels are those of the per-pixel runs.
///
/// Sampling is the image kernels' arithmetic (`AffineImageRenderer.bilinear`: Q15 weights,
/// Q7 lanes); tones and coverage are Q15 factors. Rows are cut into bands across threads,
/// each row computed the same way in any band.
struct PageCurlRenderer {
    typealias Level = AffineImageRenderer.Level

    let target: Bitmap
    /// The device pixels worked on.
    let bounds: PixelRect
    /// The leaf's top-left device pixel and size in pixels.
    let ox: Int, oy: Int, width: Int, height: Int
    /// The geometry, in leaf pixels.
    let ax: Double, ay: Double, nx: Double, ny: Double, r: Double
    let shadowWidth: Double
    /// The front's mip levels, and the levels the back is read from (the front's for paper).
    let front: UnsafePointer<Level>, frontCount: Int
    let back: UnsafePointer<Level>, backCount: Int
    /// Whether the back image is mirrored across the leaf (double-sided pages only).
    let mirrorsX: Bool, mirrorsY: Bool
    /// `PageCurlShading.paperFade` for paper, 0 for a back image.
    let fade: Double
    /// The page beneath's pixels, when not the target's.
    let beneath: Level?
    /// True when the back's pixels are all opaque, so the turned-over part can be stored.
    let backIsOpaque: Bool
    /// The levels as the C runs read them, and the roll's tables (`raster_curl_roll`).
    let frontRuns: UnsafePointer<raster_curl_level>, backRuns: UnsafePointer<raster_curl_level>
    let roll: raster_curl_roll
    /// False when `RasterOptions.usesFastPaths` is off: the runs skip their whole-texel loop.
    let fast: Bool
    /// `RasterOptions.runsWideVectors`: the runs take their AVX2 loop.
    let wide: Bool
    /// A straight turn's roll and shadow worked out once a frame by column, when fast paths
    /// are on and the normal has no y part (then every row of the leaf is the same run of
    /// distances from the axis).
    var straight: StraightColumns?

    /// The columns of a straight turn's roll and shadow inside the leaf, and the distance
    /// function they were worked out for (a row uses them when its own is the same).
    struct StraightColumns {
        let distance: Linear
        let roll: Range<Int>, rollColumns: UnsafePointer<raster_curl_roll_column>, rollLevels: Int32
        let shadow: Range<Int>, shadowFactors: UnsafePointer<SIMD4<UInt16>>
    }

    static func draw(_ pages: PageCurlPages, geometry: PageCurlGeometry, origin: (x: Int, y: Int),
                     into target: Bitmap, clip: PixelRect, options: RasterOptions) {
        let width = pages.front.width, height = pages.front.height
        let n = geometry.normal, a = geometry.axisPoint, r = geometry.radius
        let leaf = PixelRect(x: origin.x, y: origin.y, width: width, height: height)
        // The turned-over part is the leaf reflected across the line π r / 2 beyond the
        // axis; the roll lies between the two. Their box, with the roll's reach, bounds the work.
        var minX = Double(leaf.x), maxX = Double(leaf.maxX), minY = Double(leaf.y), maxY = Double(leaf.maxY)
        for (cx, cy) in [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))] {
            let s = (cx - a.x) * n.x + (cy - a.y) * n.y
            let shift = s > 0 ? Double.pi * r - 2 * s : 0
            minX = min(minX, Double(origin.x) + cx + shift * n.x); maxX = max(maxX, Double(origin.x) + cx + shift * n.x)
            minY = min(minY, Double(origin.y) + cy + shift * n.y); maxY = max(maxY, Double(origin.y) + cy + shift * n.y)
        }
        let reach = Double.pi * r + 2
        let bounds = PixelRect(covering: CGRect(x: minX - reach, y: minY - reach, width: maxX - minX + 2 * reach,
                                                height: maxY - minY + 2 * reach)).intersection(clip)
        guard !bounds.isEmpty else { return }

        ImageScratch.with { scratch in
            // Every level, so the tightest part of the roll reads the coarsest it needs. Levels
            // hold pixels by pointer; `pages` keeps the images alive for the draw.
            func levels(of image: RasterImage, into slot: ImageScratch.Slot) -> (UnsafeMutablePointer<Level>, Int) {
                let count = image.mipChain.drawLevel(image.mipLevelCount - 1, options: options).index + 1
                let buffer = scratch.buffer(slot, count: count, of: Level.self)
                for i in 0..<count {
                    let bitmap = image.mipChain.level(i)!
                    buffer[i] = Level(bitmap: bitmap, loX: 0, hiX: bitmap.width - 1, loY: 0, hiY: bitmap.height - 1,
                                      scale: 1 / Double(1 << i))
                }
                return (buffer, count)
            }
            let (frontLevels, frontCount) = levels(of: pages.front, into: .curlFrontLevels)
            var backLevels = frontLevels, backCount = frontCount
            var fade = PageCurlShading.paperFade, backIsOpaque = pages.front.isOpaque
            if case let .image(image) = pages.back {
                (backLevels, backCount) = levels(of: image, into: .curlBackLevels)
                fade = 0
                backIsOpaque = image.isOpaque
            }
            let horizontal = geometry.spine.isHorizontal
            let isImage: Bool
            if case .image = pages.back { isImage = true } else { isImage = false }
            func runLevels(_ levels: UnsafeMutablePointer<Level>, _ count: Int,
                           into slot: ImageScratch.Slot) -> UnsafeMutablePointer<raster_curl_level> {
                let buffer = scratch.buffer(slot, count: count, of: raster_curl_level.self)
                for i in 0..<count {
                    let l = levels[i]
                    buffer[i] = raster_curl_level(pixels: UnsafePointer(l.pixels), stride: l.rowStride,
                                                  hiX: Int32(l.hiX), hiY: Int32(l.hiY), scale: l.scale)
                }
                return buffer
            }
            let frontRuns = runLevels(frontLevels, frontCount, into: .curlFrontRuns)
            let backRuns = isImage ? runLevels(backLevels, backCount, into: .curlBackRuns) : frontRuns
            let shadowWidth = PageCurlShading.shadowWidth(radius: r, length: geometry.length)
            let roll = rollTables(radius: r, fade: fade, lastLevel: min(frontCount, backCount) - 1, scratch: scratch)
            let rollRuns = raster_curl_roll(
                byU: roll.byU, byC: roll.byC, countU: Int32(rollTableCountU), countC: Int32(rollTableCountC),
                uLimit: rollTableULimit, cLimit: rollTableCLimit,
                uScale: Double(rollTableCountU - 1) / rollTableULimit, cScale: Double(rollTableCountC - 1) / rollTableCLimit,
                front: frontRuns, back: backRuns,
                levelCount: Int32(min(frontCount, backCount)), width: Double(width), height: Double(height),
                nx: n.x, ny: n.y, radius: r, inverseRadius: r > 0 ? 1 / r : 0, mirrorsX: isImage && horizontal ? 1 : 0,
                mirrorsY: isImage && !horizontal ? 1 : 0, backIsOpaque: backIsOpaque ? 1 : 0,
                shadow: q15(PageCurlShading.shadow(-1, width: shadowWidth)))
            var renderer = PageCurlRenderer(
                target: target, bounds: bounds, ox: origin.x, oy: origin.y, width: width, height: height,
                ax: a.x, ay: a.y, nx: n.x, ny: n.y, r: r,
                shadowWidth: shadowWidth,
                front: frontLevels, frontCount: frontCount, back: backLevels, backCount: backCount,
                mirrorsX: isImage && horizontal, mirrorsY: isImage && !horizontal, fade: fade,
                beneath: pages.beneath.map { Level(bitmap: $0.bitmap, loX: 0, hiX: width - 1, loY: 0, hiY: height - 1,
                                                   scale: 1) },
                backIsOpaque: backIsOpaque, frontRuns: frontRuns, backRuns: backRuns, roll: rollRuns,
                fast: options.usesFastPaths, wide: options.runsWideVectors)
            if options.usesFastPaths && n.y == 0 && height > 0 {
                renderer.straight = renderer.straightColumns(rollRuns, scratch: scratch)
            }
            let bands = RasterConcurrency.bandCount(rows: bounds.height, pixels: bounds.area, options: options)
            RasterConcurrency.forEachBand(bands) { band in
                renderer.render(rows: RasterConcurrency.bandRows(band, of: bands, first: bounds.y, rows: bounds.height))
            }
        }
    }

    // MARK: The roll's tables

    /// Entries of the roll's table by `u = t / r`, evenly over 0...`rollTableULimit`.
    static let rollTableCountU = 257
    /// Entries of the table by `c = cos θ`, evenly over 0...`rollTableCLimit`.
    static let rollTableCountC = 1025
    /// Where the table by u hands over to the one by c: the angle is smooth in u up to
    /// here, and `c` (whose `log2` is the level of detail) smooth beyond.
    static let rollTableULimit = 0.75
    static let rollTableCLimit = (1 - rollTableULimit * rollTableULimit).squareRoot()

    /// The level of detail where the roll squeezes the page by `1 / c`: `log2(1 / c)` from a
    /// squeeze of 2 on, ramping from 0 at a squeeze of √2 (`2 log2(1 / c) - 1`) and 0 below
    /// it, so most of the roll is one level-0 sample (a squeeze under √2 does not alias)
    /// and the tight part blends levels as before; 64 for `c` = 0.
    static func levelOfDetail(cos c: Double) -> Double {
        guard c > 0 else { return 64 }
        let lod = -Foundation.log2(c)
        return lod >= 1 ? lod : max(0, 2 * lod - 1)
    }

    /// The roll at `c = cos θ`, `u = sin θ` (`raster_curl_roll_entry`); the level of detail
    /// stops at the last level, so entries near the silhouette interpolate between levels
    /// that exist.
    static func rollEntry(u: Double, c: Double, radius r: Double, fade: Double, lastLevel: Int) -> raster_curl_roll_entry {
        let theta = atan2(u, c)
        let front = toneWeights((PageCurlShading.frontShade(c), 0))
        let back = toneWeights(PageCurlShading.backTone(c, fade: fade))
        return raster_curl_roll_entry(arc: r * theta, lod: min(Double(lastLevel), levelOfDetail(cos: c)),
                                      frontMultiply: front.multiply, backMultiply: back.multiply, backAdd: back.add)
    }

    /// The roll's two tables for a radius, in `scratch`.
    static func rollTables(radius r: Double, fade: Double, lastLevel: Int, scratch: ImageScratch)
        -> (byU: UnsafePointer<raster_curl_roll_entry>, byC: UnsafePointer<raster_curl_roll_entry>) {
        let byU = scratch.buffer(.curlRollByU, count: rollTableCountU, of: raster_curl_roll_entry.self)
        for i in 0..<rollTableCountU {
            let u = rollTableULimit * Double(i) / Double(rollTableCountU - 1)
            byU[i] = rollEntry(u: u, c: (1 - u * u).squareRoot(), radius: r, fade: fade, lastLevel: lastLevel)
        }
        let byC = scratch.buffer(.curlRollByC, count: rollTableCountC, of: raster_curl_roll_entry.self)
        for i in 0..<rollTableCountC {
            let c = rollTableCLimit * Double(i) / Double(rollTableCountC - 1)
            byC[i] = rollEntry(u: (1 - c * c).squareRoot(), c: c, radius: r, fade: fade, lastLevel: lastLevel)
        }
        return (UnsafePointer(byU), UnsafePointer(byC))
    }

    /// `t(x)`, the signed distance from the axis of device column x's centre on device row `y`.
    @inline(__always)
    func distance(row y: Int) -> Linear {
        Linear(a: nx * (0.5 - Double(ox) - ax) + ny * (Double(y - oy) + 0.5 - ay), b: nx)
    }

    /// A straight turn's roll and shadow by column (`straight`), in `scratch`.
    func straightColumns(_ tables: raster_curl_roll, scratch: ImageScratch) -> StraightColumns {
        let t = distance(row: oy)
        let columns = bounds.x..<bounds.maxX
        let cut = runs(t, px: turnedOverX(t), columns: columns, leafColumns: (ox..<(ox + width)).clamped(to: columns))
        let roll = cut.rollInLeaf, shadow = cut.shaded
        let rollColumns = scratch.buffer(.curlRollColumns, count: roll.count, of: raster_curl_roll_column.self)
        let rollLevels = withUnsafePointer(to: tables) { tables in
            raster_curl_roll_columns(rollColumns, roll.count, Double(roll.lowerBound - ox) + 0.5, t.value(roll.lowerBound),
                                     t.b, tables)
        }
        let shadowFactors = scratch.buffer(.curlShadowFactors, count: shadow.count, of: SIMD4<UInt16>.self)
        raster_curl_shadow_factors(shadowFactors, shadow.count, t.value(shadow.lowerBound) - r, t.b, shadowWidth,
                                   PageCurlShading.shadowStrength)
        return StraightColumns(distance: t, roll: roll, rollColumns: UnsafePointer(rollColumns), rollLevels: rollLevels,
                               shadow: shadow, shadowFactors: UnsafePointer(shadowFactors))
    }

    /// The leaf x of the turned-over point over each device column of a row with distances `t`.
    @inline(__always)
    func turnedOverX(_ t: Linear) -> Linear {
        Linear(a: 0.5 - Double(ox) + (Double.pi * r - 2 * t.a) * nx, b: 1 - 2 * nx * nx)
    }

    /// How a row with distances `t` cuts into runs (device columns), apart from the
    /// turned-over part's top and bottom edges, which depend on the row itself.
    struct RowRuns {
        let flat: Range<Int>, roll: Range<Int>, inner: Range<Int>, beyond: Range<Int>
        /// The columns where the turned-over point lies within half a pixel of the leaf's
        /// left and right edges, and at least half a pixel inside them.
        let flapOuter: Range<Int>, flapInner: Range<Int>
        /// The roll inside the silhouette's radius and the shadow, in the leaf's columns.
        let rollInLeaf: Range<Int>, shaded: Range<Int>
    }

    /// The runs of a row with distances `t` and turned-over x `px` over device `columns`, of
    /// which `leafColumns` lie in the leaf.
    func runs(_ t: Linear, px: Linear, columns: Range<Int>, leafColumns: Range<Int>) -> RowRuns {
        let w = Double(width)
        let roll = t.span(columns, lo: 0, hi: r + 0.5)
        let beyond = t.span(columns, lo: r + 0.5, hi: .infinity)
        let inner = t.span(roll, lo: 0, hi: r)
        let uncovered = beyond.clamped(to: leafColumns)
        return RowRuns(flat: t.span(columns, lo: -.infinity, hi: 0), roll: roll, inner: inner, beyond: beyond,
                       flapOuter: px.span(columns, lo: -0.5, hi: w + 0.5), flapInner: px.span(columns, lo: 0.5, hi: w - 0.5),
                       rollInLeaf: inner.clamped(to: leafColumns),
                       shaded: t.span(uncovered, lo: -.infinity, hi: r + shadowWidth))
    }

    /// Renders device rows `rows`.
    func render(rows: Range<Int>) {
        let columns = bounds.x..<bounds.maxX
        let pir = Double.pi * r
        let h = Double(height)
        let flapTone = PageCurlRenderer.toneWeights(PageCurlShading.backTone(1, fade: fade))
        // Rows with the same distances (all of a straight turn's) cut the same way.
        var last: (t: Linear, leafColumns: Range<Int>, runs: RowRuns)?
        for y in rows {
            let out = target.row(y)
            let qy = Double(y - oy) + 0.5
            let leafRow = y - oy
            let leafColumns = leafRow >= 0 && leafRow < height
                ? (ox..<(ox + width)).clamped(to: columns) : columns.lowerBound..<columns.lowerBound
            // t(x) for device column x; the turned-over point p(x) = q(x) + (π r - 2 t(x)) n.
            let t = distance(row: y)
            let px = turnedOverX(t)
            let py = Linear(a: qy + (pir - 2 * t.a) * ny, b: -2 * nx * ny)
            let runs: RowRuns
            if let last, last.t == t, last.leafColumns == leafColumns {
                runs = last.runs
            } else {
                runs = self.runs(t, px: px, columns: columns, leafColumns: leafColumns)
                last = (t, leafColumns, runs)
            }
            // A row of the leaf whose distances are the straight turn's reads its columns.
            let byColumn = leafRow >= 0 && leafRow < height ? straight.flatMap { $0.distance == t ? $0 : nil } : nil
            let flat = runs.flat, roll = runs.roll, inner = runs.inner

            // The turned-over part: the pixels its outline crosses one by one, the rest as a run.
            let touched = flat.clamped(to: runs.flapOuter).clamped(to: py.span(columns, lo: -0.5, hi: h + 0.5))
            let inside = touched.clamped(to: runs.flapInner).clamped(to: py.span(columns, lo: 0.5, hi: h - 0.5))

            // The flat leaf, but for what an opaque turned-over part will cover.
            let front0 = front[0]
            let flatLeaf = flat.clamped(to: leafColumns)
            func copyFront(_ part: Range<Int>) {
                guard !part.isEmpty else { return }
                raster_curl_copy(out + part.lowerBound, front0.row(leafRow) + (part.lowerBound - ox), part.count)
            }
            let hidden = inside.clamped(to: flatLeaf)
            if backIsOpaque && !hidden.isEmpty {
                copyFront(flatLeaf.lowerBound..<hidden.lowerBound)
                copyFront(hidden.upperBound..<flatLeaf.upperBound)
            } else {
                copyFront(flatLeaf)
            }

            // The page beneath and its shadow.
            let uncovered = runs.beyond.clamped(to: leafColumns)
            if !uncovered.isEmpty {
                // The shadow's pixels darkened on their way from the page beneath, the rest copied.
                let shaded = shadowWidth > 0 ? runs.shaded : uncovered.lowerBound..<uncovered.lowerBound
                let below = beneath.map { UnsafePointer($0.row(leafRow) - ox) }
                if let below {
                    raster_curl_copy(out + uncovered.lowerBound, below + uncovered.lowerBound,
                                     shaded.lowerBound - uncovered.lowerBound)
                    raster_curl_copy(out + shaded.upperBound, below + shaded.upperBound,
                                     uncovered.upperBound - shaded.upperBound)
                }
                let from = below.map { $0 + shaded.lowerBound } ?? UnsafePointer(out + shaded.lowerBound)
                if let byColumn, byColumn.shadow == shaded, !shaded.isEmpty {
                    raster_curl_shadow_columns(out + shaded.lowerBound, from, shaded.count, byColumn.shadowFactors)
                } else if !shaded.isEmpty {
                    raster_curl_shadow_run(out + shaded.lowerBound, from, shaded.count, t.value(shaded.lowerBound) - r,
                                           t.b, shadowWidth, PageCurlShading.shadowStrength, wide ? 1 : 0)
                }
            }

            // The roll: inside the silhouette's radius by the tables, in runs inside and
            // outside the leaf; the half pixel beyond it one by one.
            if !inner.isEmpty {
                let inLeaf = runs.rollInLeaf
                let before = inLeaf.isEmpty ? inner : inner.lowerBound..<inLeaf.lowerBound
                let after = inLeaf.isEmpty ? inner.upperBound..<inner.upperBound : inLeaf.upperBound..<inner.upperBound
                withUnsafePointer(to: self.roll) { tables in
                    func rollRun(_ part: Range<Int>, isLeaf: Bool) {
                        guard !part.isEmpty else { return }
                        let below = isLeaf ? beneath.map { UnsafePointer($0.row(leafRow) + (part.lowerBound - ox)) } : nil
                        if isLeaf, let byColumn, byColumn.roll == part {
                            raster_curl_roll_row(out + part.lowerBound, part.count, below, qy, byColumn.rollColumns,
                                                 byColumn.rollLevels, tables)
                            return
                        }
                        raster_curl_roll_run(out + part.lowerBound, part.count, below, isLeaf ? 1 : 0,
                                             Double(part.lowerBound - ox) + 0.5, qy, t.value(part.lowerBound), t.b,
                                             tables, wide ? 1 : 0)
                    }
                    rollRun(before, isLeaf: false)
                    rollRun(inLeaf, isLeaf: true)
                    rollRun(after, isLeaf: false)
                }
            }
            for x in roll where !inner.contains(x) {
                rollPixel(x: x, y: y, t: t.value(x), qy: qy, inLeaf: leafColumns.contains(x), out: out)
            }

            guard !touched.isEmpty else { continue }
            let innerStart = inside.isEmpty ? touched.upperBound : inside.lowerBound
            let innerEnd = inside.isEmpty ? touched.upperBound : inside.upperBound
            for x in touched.lowerBound..<innerStart {
                flapEdgePixel(x: x, px: px.value(x), py: py.value(x), tone: flapTone, out: out)
            }
            if !inside.isEmpty { flapRun(inside, px: px, py: py, tone: flapTone, out: out) }
            for x in innerEnd..<touched.upperBound {
                flapEdgePixel(x: x, px: px.value(x), py: py.value(x), tone: flapTone, out: out)
            }
        }
    }

    // MARK: Pixels

    /// One pixel of the roll: the page beneath (or what the target holds outside the
    /// leaf) in the shadow, the front of the roll over it, the back on top.
    @inline(__always)
    private func rollPixel(x: Int, y: Int, t: Double, qy: Double, inLeaf: Bool, out: UnsafeMutablePointer<UInt32>) {
        let u = r > 0 ? min(1, t / r) : 1
        let theta = PageCurlRenderer.asin(u)
        let c = (1 - u * u).squareRoot()
        let silhouette = min(1, r + 0.5 - t)
        let qx = Double(x - ox) + 0.5
        let backShift = r * (Double.pi - theta) - t, frontShift = r * theta - t
        let p2x = qx + backShift * nx, p2y = qy + backShift * ny
        let backCoverage = coverage(p2x, p2y) * silhouette
        let p1x = qx + frontShift * nx, p1y = qy + frontShift * ny
        let frontCoverage = backCoverage >= 1 ? 0 : coverage(p1x, p1y) * silhouette
        guard inLeaf || frontCoverage > 0 || backCoverage > 0 else { return }
        var d: SIMD8<UInt8>
        if inLeaf {
            let below = beneath?.row(y - oy)[x - ox] ?? out[x]
            d = PageCurlRenderer.darkened(ImageKernels.combine(below, 0),
                                          PageCurlShading.shadow(t - r, width: shadowWidth))
        } else {
            d = ImageKernels.loadSingle(out + x)
        }
        let lod = PageCurlRenderer.levelOfDetail(cos: c)
        if frontCoverage > 0 {
            let s = PageCurlRenderer.sample(front, frontCount, p1x, p1y, lod: lod)
            let shade = PageCurlShading.frontShade(c)
            d = PageCurlRenderer.over(PageCurlRenderer.tone(s, PageCurlRenderer.toneWeights((shade, 0))),
                                      coverage: frontCoverage, d)
        }
        if backCoverage > 0 {
            let s = PageCurlRenderer.sample(back, backCount, mirrorsX ? Double(width) - p2x : p2x,
                                            mirrorsY ? Double(height) - p2y : p2y, lod: lod)
            let tone = PageCurlRenderer.toneWeights(PageCurlShading.backTone(c, fade: fade))
            d = PageCurlRenderer.over(PageCurlRenderer.tone(s, tone), coverage: backCoverage, d)
        }
        ImageKernels.storeSingle(d, out + x)
    }

    /// A pixel the turned-over part's outline crosses.
    @inline(__always)
    private func flapEdgePixel(x: Int, px: Double, py: Double, tone: ToneWeights, out: UnsafeMutablePointer<UInt32>) {
        let k = coverage(px, py)
        guard k > 0 else { return }
        let s = PageCurlRenderer.bilinear(back[0], mirrorsX ? Double(width) - px : px,
                                          mirrorsY ? Double(height) - py : py)
        ImageKernels.storeSingle(PageCurlRenderer.over(PageCurlRenderer.tone(s, tone), coverage: k,
                                                       ImageKernels.loadSingle(out + x)), out + x)
    }

    /// The turned-over part's wholly covered pixels `run`: samples stepping in fixed point.
    @inline(__always)
    private func flapRun(_ run: Range<Int>, px: Linear, py: Linear, tone: ToneWeights,
                         out: UnsafeMutablePointer<UInt32>) {
        let x0 = run.lowerBound
        let sx = mirrorsX ? -1.0 : 1.0, sy = mirrorsY ? -1.0 : 1.0
        let u0 = (mirrorsX ? Double(width) - px.value(x0) : px.value(x0)) - 0.5
        let v0 = (mirrorsY ? Double(height) - py.value(x0) : py.value(x0)) - 0.5
        raster_curl_affine_run(out + x0, run.count, backRuns, Int64(PageCurlRenderer.fixed(u0)), Int64(PageCurlRenderer.fixed(v0)),
                               Int64(PageCurlRenderer.fixed(sx * px.b)), Int64(PageCurlRenderer.fixed(sy * py.b)), tone.multiply,
                               tone.add, backIsOpaque ? 1 : 0, fast ? 1 : 0, wide ? 1 : 0)
    }

    /// How much of a pixel whose sample point maps to leaf point (`px`, `py`) the leaf
    /// covers: its distance inside the outline plus half a pixel, 0...1.
    @inline(__always)
    func coverage(_ px: Double, _ py: Double) -> Double {
        let inside = min(min(px, Double(width) - px), min(py, Double(height) - py))
        return min(1, max(0, inside + 0.5))
    }

    // MARK: Arithmetic

    /// A tone as Q15 lane weights: colour lanes times `multiply`, plus alpha times `add`;
    /// alpha kept.
    struct ToneWeights {
        let multiply: SIMD8<UInt16>, add: SIMD8<UInt16>
    }

    @inline(__always)
    static func toneWeights(_ tone: (multiply: Double, add: Double)) -> ToneWeights {
        let add = q15(tone.add)
        let multiply = min(32768 - add, q15(tone.multiply))
        return ToneWeights(multiply: raster_colour_alpha_u16x8(multiply, ImageKernels.unit),
                           add: raster_colour_alpha_u16x8(add, 0))
    }

    /// Q7 pixels toned: `s * multiply + alpha(s) * add` on the colour lanes, alpha as it was.
    @inline(__always)
    static func tone(_ s: SIMD8<UInt16>, _ weights: ToneWeights) -> SIMD8<UInt16> {
        ImageKernels.mulhi(s &<< 1, weights.multiply) &+ ImageKernels.mulhi(ImageKernels.alphaLanes(s) &<< 1, weights.add)
    }

    @inline(__always)
    static func tone(_ s: SIMD4<UInt16>, _ weights: ToneWeights) -> SIMD8<UInt16> {
        tone(ImageKernels.concat(s, .zero), weights)
    }

    /// `s` (Q7, low pixel) scaled by `coverage` over the pixel `d`, rounded to bytes.
    @inline(__always)
    static func over(_ s: SIMD8<UInt16>, coverage: Double, _ d: SIMD8<UInt8>) -> SIMD8<UInt8> {
        let k = q15(coverage)
        return ImageKernels.roundedBytes(OverComposite.blend(ImageKernels.mulhi(s &<< 1, ImageKernels.splat(k)), d))
    }

    /// The pixel `d` (low half) with its colour multiplied by `factor` (0...1), alpha kept.
    @inline(__always)
    static func darkened(_ d: SIMD8<UInt8>, _ factor: Double) -> SIMD8<UInt8> {
        let k = q15(factor)
        return ImageKernels.roundedBytes(ImageKernels.mulhi(ImageKernels.widenedHigh(d),
                                                            raster_colour_alpha_u16x8(k, ImageKernels.unit)))
    }

    /// `v` (0...1) as a Q15 factor, rounded (half up). Adding a half and truncating keeps
    /// the conversion inline: `rounded()` is a library call on the baseline x86-64 target.
    @inline(__always)
    static func q15(_ v: Double) -> UInt16 {
        UInt16(min(32768, max(0, v * 32768 + 0.5)))
    }

    /// `v` in 32.32 fixed point (truncated: 2^-32 of a texel is far below what a weight
    /// resolves), clamped far outside any image.
    @inline(__always)
    static func fixed(_ v: Double) -> Int {
        Int(min(max(v, -1e9), 1e9) * Double(AffineImageRenderer.fixedOne))
    }

    /// Bilinear sample of `level` at leaf point (`px`, `py`) (level-0 pixels), Q7.
    @inline(__always)
    static func bilinear(_ level: Level, _ px: Double, _ py: Double) -> SIMD4<UInt16> {
        AffineImageRenderer.bilinear(level, fixed(px * level.scale - 0.5), fixed(py * level.scale - 0.5))
    }

    /// Sample at level of detail `lod` (>= 0): bilinear samples of the two levels around
    /// it blended, or the coarsest level past the last.
    @inline(__always)
    static func sample(_ levels: UnsafePointer<Level>, _ count: Int, _ px: Double, _ py: Double,
                       lod: Double) -> SIMD4<UInt16> {
        let last = count - 1
        // lod >= 0, so truncation is the floor.
        let index = min(last, Int(min(lod, 64)))
        let base = Double(index)
        let weight = index < last ? q15(lod - base) : 0
        let fine = bilinear(levels[index], px, py)
        guard weight > 0 else { return fine }
        let coarse = bilinear(levels[index + 1], px, py)
        return ImageKernels.foldHalves(ImageKernels.mulhi(ImageKernels.concat(fine, coarse) &<< 1,
                                                          ImageKernels.pairWeights(ImageKernels.unit - weight, weight)))
    }

    /// `asin(u)` for `u` in 0...1 within 2e-8 radians (Abramowitz and Stegun 4.4.46): the
    /// roll's angle without a library call per pixel.
    @inline(__always)
    static func asin(_ u: Double) -> Double {
        let p = 1.5707963050 + u * (-0.2145988016 + u * (0.0889789874 + u * (-0.0501743046
            + u * (0.0308918810 + u * (-0.0170881256 + u * (0.0066700901 + u * -0.0012624911))))))
        return Double.pi / 2 - (1 - u).squareRoot() * p
    }
}

/// `a + b * x` over device columns x, and the columns where it lies in a range.
struct Linear: Equatable {
    let a: Double, b: Double

    @inline(__always)
    func value(_ x: Int) -> Double { a + b * Double(x) }

    /// The columns of `range` with `lo <= value(x) < hi`: one run, as the value is monotone.
    /// Found from the solved crossing and settled by evaluating `value` itself, so a pixel
    /// is in the run exactly when its own value says so.
    func span(_ range: Range<Int>, lo: Double, hi: Double) -> Range<Int> {
        guard !range.isEmpty else { return range }
        if b == 0 {
            let v = value(range.lowerBound)
            return v >= lo && v < hi ? range : range.lowerBound..<range.lowerBound
        }
        let start: Int, end: Int
        if b > 0 {
            start = first(in: range, from: lo) { value($0) >= lo }
            end = first(in: range, from: hi) { value($0) >= hi }
        } else {
            start = first(in: range, from: hi) { value($0) < hi }
            end = first(in: range, from: lo) { value($0) < lo }
        }
        return start < end ? start..<end : start..<start
    }

    /// The first column of `range` where `holds` (false before, true after), or the end,
    /// starting from where the value crosses `level`.
    @inline(__always)
    private func first(in range: Range<Int>, from level: Double, _ holds: (Int) -> Bool) -> Int {
        var x: Int
        let crossing = (level - a) / b
        if crossing.isNaN {
            x = range.lowerBound
        } else {
            // Truncated, not rounded up (a library call on the baseline x86-64 target): the
            // loops below settle the column either way.
            x = Int(min(Double(range.upperBound), max(Double(range.lowerBound), crossing)))
        }
        while x > range.lowerBound && holds(x - 1) { x -= 1 }
        while x < range.upperBound && !holds(x) { x += 1 }
        return x
    }
}
