import CRasterSIMD
import XCTest
@testable import Raster

/// The page-curl kernel against its float reference, across spines, progress, angles,
/// backs and beneath pages; thread counts give the same pixels; the tight roll does not alias.
final class PageCurlRendererTests: XCTestCase {
    struct Case {
        var spine: PageCurlGeometry.Spine
        var progress: Double
        var angle: Double
        var doubleSided: Bool
        var withBeneath: Bool
        var opaque = true
    }

    /// Leaf 96 x 72 at (40, 12) in a 180 x 100 target: the turned-over part of a left spine
    /// lands left of the leaf, over what the target holds.
    static let leaf = (x: 40, y: 12, width: 96, height: 72)

    func render(_ c: Case, threads: Int = 1, seed: UInt64 = 7, fastPaths: Bool = true)
        -> (before: Bitmap, after: Bitmap, reference: PageCurlReference) {
        var g = SplitMix64(seed: seed)
        let l = Self.leaf
        let front = RasterImage(bitmap: TestPixels.random(width: l.width, height: l.height, opaque: c.opaque, &g))
        let backImage = RasterImage(bitmap: TestPixels.random(width: l.width, height: l.height, opaque: true, &g))
        let beneath = RasterImage(bitmap: TestPixels.random(width: l.width, height: l.height, opaque: true, &g))
        let before = TestPixels.random(width: 180, height: 100, opaque: true, &g)
        let pages = PageCurlPages(front: front, back: c.doubleSided ? .image(backImage) : .paper,
                                  beneath: c.withBeneath ? beneath : nil)
        let geometry = PageCurlGeometry(leafSize: CGSize(width: l.width, height: l.height), spine: c.spine,
                                        progress: c.progress, angle: c.angle)
        let after = before.copy()
        let canvas = Canvas(target: after, options: RasterOptions(maximumThreads: threads, minimumPixelsForThreads: 1,
                                                                  usesFastPaths: fastPaths, usesWideVectors: fastPaths))
        canvas.drawPageCurl(pages, geometry: geometry, atDeviceX: l.x, y: l.y)
        return (before, after, PageCurlReference(pages: pages, geometry: geometry, origin: (l.x, l.y)))
    }

    func testKernelMatchesTheFloatReference() {
        var cases: [Case] = []
        for spine in [PageCurlGeometry.Spine.left, .right, .top, .bottom] {
            for (progress, angle) in [(0.25, 0.0), (0.5, 0.3), (0.75, -0.2), (0.1, 0.5)] {
                for doubleSided in [false, true] {
                    cases.append(Case(spine: spine, progress: progress, angle: angle, doubleSided: doubleSided,
                                      withBeneath: !doubleSided))
                }
            }
        }
        cases.append(Case(spine: .left, progress: 0.4, angle: 0.2, doubleSided: false, withBeneath: true, opaque: false))
        cases.append(Case(spine: .top, progress: 0.6, angle: -0.4, doubleSided: true, withBeneath: false, opaque: false))
        var seen: [PageCurlReference.Region: Int] = [:]
        for c in cases {
            let (before, after, reference) = render(c)
            var worst = (difference: 0.0, x: 0, y: 0)
            for y in 0..<after.height {
                for x in 0..<after.width {
                    let e = reference.expected(x: x, y: y, before: before[x, y])
                    let delta = e - channels(after[x, y])
                    let diff = max(max(abs(delta[0]), abs(delta[1])), max(abs(delta[2]), abs(delta[3])))
                    if diff > worst.difference { worst = (diff, x, y) }
                    seen[reference.region(x: x, y: y), default: 0] += 1
                }
            }
            // Rounding: the beneath pixel after its shadow, then each layer composited, each
            // to the nearest level; the tone and coverage factors are Q15.
            XCTAssertLessThanOrEqual(worst.difference, 2.0, "\(c): worst at (\(worst.x), \(worst.y))")
        }
        // Every region was exercised, the roll and the turned-over part widely.
        XCTAssertGreaterThan(seen[.roll] ?? 0, 20_000)
        XCTAssertGreaterThan(seen[.flap] ?? 0, 50_000)
        XCTAssertGreaterThan(seen[.flat] ?? 0, 50_000)
        XCTAssertGreaterThan(seen[.beyond] ?? 0, 50_000)
    }

    func testFlatLeafIsCopiedExactlyAndTheRestUntouched() {
        let (before, after, _) = render(Case(spine: .left, progress: 0, angle: 0, doubleSided: false, withBeneath: true))
        var g = SplitMix64(seed: 7)
        let front = TestPixels.random(width: Self.leaf.width, height: Self.leaf.height, opaque: true, &g)
        for y in 0..<after.height {
            for x in 0..<after.width {
                let lx = x - Self.leaf.x, ly = y - Self.leaf.y
                let inLeaf = lx >= 0 && lx < Self.leaf.width && ly >= 0 && ly < Self.leaf.height
                XCTAssertEqual(after[x, y], inLeaf ? front[lx, ly] : before[x, y], "(\(x), \(y))")
            }
        }
    }

    func testThreadCountsGiveTheSamePixels() {
        // The third is a straight turn: its columns are worked out once and read by every band.
        for c in [Case(spine: .left, progress: 0.5, angle: 0.3, doubleSided: false, withBeneath: true),
                  Case(spine: .bottom, progress: 0.3, angle: -0.2, doubleSided: true, withBeneath: false),
                  Case(spine: .right, progress: 0.4, angle: 0, doubleSided: false, withBeneath: true)] {
            let (before, one, _) = render(c, threads: 1)
            XCTAssertFalse(one.hasSamePixels(as: before), "\(c): the curl drew")
            XCTAssertTrue(render(c, threads: 2).after.hasSamePixels(as: one), "\(c)")
            XCTAssertTrue(render(c, threads: 3).after.hasSamePixels(as: one), "\(c)")
        }
    }

    func testFastLoopsGiveTheBaselinePixels() throws {
        // The AVX2 walk and the leaning roll's AVX2 geometry (where the CPU has it), the
        // whole-texel rows of a straight turn and a horizontal straight turn's roll and shadow
        // by column against the SSE2 loop and the per-pixel runs, bit for bit; opaque backs
        // are stored, translucent blended.
        for c in [Case(spine: .left, progress: 0.5, angle: 0, doubleSided: false, withBeneath: true),
                  Case(spine: .right, progress: 0.3, angle: 0, doubleSided: true, withBeneath: true),
                  Case(spine: .left, progress: 0.35, angle: 0, doubleSided: false, withBeneath: false, opaque: false),
                  Case(spine: .right, progress: 0.8, angle: 0, doubleSided: true, withBeneath: false, opaque: false),
                  Case(spine: .left, progress: 0.1, angle: 0, doubleSided: true, withBeneath: true),
                  Case(spine: .top, progress: 0.6, angle: 0, doubleSided: true, withBeneath: false),
                  Case(spine: .left, progress: 0.5, angle: 0.3, doubleSided: false, withBeneath: true),
                  Case(spine: .bottom, progress: 0.4, angle: -0.25, doubleSided: true, withBeneath: false),
                  Case(spine: .left, progress: 0.45, angle: 0.2, doubleSided: false, withBeneath: true, opaque: false),
                  Case(spine: .top, progress: 0.5, angle: 0, doubleSided: false, withBeneath: true, opaque: false)] {
            let fast = render(c, fastPaths: true).after, baseline = render(c, fastPaths: false).after
            XCTAssertTrue(fast.hasSamePixels(as: baseline), "\(c)")
        }
        if raster_curl_has_avx2() == 0 { print("PageCurlRendererTests: no AVX2 here; only the whole-texel rows compared") }
    }

    func testShadowRunsDarkenByPageCurlShading() {
        // The shadow's vector loops (four pixels at a time, factors in double lanes: two at
        // a time in SSE2, four in AVX2 where the CPU has it) and their scalar tail against the
        // rule, pixel by pixel; colour darkened, alpha kept.
        var g = SplitMix64(seed: 11)
        let row = TestPixels.random(width: 203, height: 1, opaque: false, &g)
        for (d, dd) in [(-3.25, 0.75), (10.5, 1.0), (40.0, -0.6), (0.0, 0.001)] {
            let width = 57.5, strength = PageCurlShading.shadowStrength
            // In place, and from another row into a cleared one; SSE2 and AVX2.
            let out = row.copy(), other = Bitmap(width: row.width, height: 1), narrow = row.copy()
            raster_curl_shadow_run(out.row(0), out.row(0), out.width, d, dd, width, strength, 1)
            raster_curl_shadow_run(other.row(0), row.row(0), row.width, d, dd, width, strength, 1)
            raster_curl_shadow_run(narrow.row(0), narrow.row(0), row.width, d, dd, width, strength, 0)
            XCTAssertTrue(other.hasSamePixels(as: out), "d \(d)")
            XCTAssertTrue(narrow.hasSamePixels(as: out), "d \(d)")
            for k in 0..<row.width {
                let factor = PageCurlShading.shadow(d + Double(k) * dd, width: width)
                var expected: UInt32 = 0
                ImageKernels.storeSingle(PageCurlRenderer.darkened(ImageKernels.combine(row[k, 0], 0), factor), &expected)
                XCTAssertEqual(out[k, 0], expected, "d \(d), pixel \(k)")
            }
        }
    }

    func testTightRollReadsACoarseLevelInsteadOfAliasing() {
        // One-pixel black and white columns: level 0 read where the roll squeezes the page
        // would give black or white under the tone; the level the squeeze asks for (level 1
        // and coarser from a squeeze of 2) gives the tone of grey 128.
        let side = 512
        let stripes = Bitmap(width: side, height: side)
        for y in 0..<side { for x in 0..<side { stripes[x, y] = x & 1 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF } }
        let front = RasterImage(bitmap: stripes)
        let geometry = PageCurlGeometry(leafSize: CGSize(width: side, height: side), spine: .left,
                                        progress: 0.1, angle: 0)
        let target = Bitmap(width: side, height: side)
        Canvas(target: target).drawPageCurl(PageCurlPages(front: front, back: .image(front)), geometry: geometry,
                                            atDeviceX: 0, y: 0)
        var checked = 0
        for x in 0..<side {
            let t = geometry.signedDistance(CGPoint(x: Double(x) + 0.5, y: 0))
            let u = t / geometry.radius
            let c = (1 - u * u).squareRoot()
            guard u > 0, u < 1, c <= 0.5, t < geometry.radius - 0.5 else { continue }
            // The back of the roll lies on top here.
            let tone = PageCurlShading.backTone(c, fade: 0)
            let grey = 128 * tone.multiply + 255 * tone.add
            let green = Double(target[x, side / 2] >> 8 & 0xFF)
            XCTAssertEqual(green, grey, accuracy: 8, "column \(x)")
            // Black or white columns would be this far off.
            XCTAssertGreaterThan(127 * tone.multiply, 50)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 4)
    }
}
