import Foundation
import Raster

/// The page curl's frame cost: a 1920 x 1080 leaf (photo-like pixels, a second page
/// beneath) curled at half way, straight and at an angle, against the same frame with the
/// page flat, drawn as the compositor draws an opaque page (`Canvas.draw` at 1:1). The
/// pages' mip chains are built first, untimed, as a turn does once when it begins.
enum CurlBenchmarks {
    static func run(oneThread: RasterOptions, allCores: RasterOptions) {
        let cores = allCores.maximumThreads
        let width = 1920, height = 1080
        let frame = Bitmap(width: width, height: height)
        let front = RasterImage(bitmap: makePhotoLikeBitmap(width: width, height: height))
        let beneathBitmap = makePhotoLikeBitmap(width: width, height: height)
        // A different page beneath: the photo mirrored.
        let mirrored = Bitmap(width: width, height: height)
        for y in 0..<height {
            let from = beneathBitmap.row(y), to = mirrored.row(height - 1 - y)
            for x in 0..<width { to[x] = from[width - 1 - x] }
        }
        let beneath = RasterImage(bitmap: mirrored)
        try? front.prepareMipmaps(options: allCores)
        _ = front.isOpaque
        _ = beneath.isOpaque
        let pages = PageCurlPages(front: front, back: .paper, beneath: beneath)
        let size = CGSize(width: width, height: height)
        let straight = PageCurlGeometry(leafSize: size, spine: .left, progress: 0.5, angle: 0)
        let angled = PageCurlGeometry(leafSize: size, spine: .left, progress: 0.5, angle: 0.3)
        let one = Canvas(target: frame, options: oneThread), all = Canvas(target: frame, options: allCores)
        let rect = CGRect(x: 0, y: 0, width: width, height: height)

        let t = interleavedMedians(prepare: { frame.clear(to: 0xFF20_2020) }, [
            { one.draw(front, in: rect) },
            { all.draw(front, in: rect) },
            { one.drawPageCurl(pages, geometry: straight, atDeviceX: 0, y: 0) },
            { all.drawPageCurl(pages, geometry: straight, atDeviceX: 0, y: 0) },
            { one.drawPageCurl(pages, geometry: angled, atDeviceX: 0, y: 0) },
            { all.drawPageCurl(pages, geometry: angled, atDeviceX: 0, y: 0) },
        ])
        let cpu = threadCPUMedians(prepare: { frame.clear(to: 0xFF20_2020) }, [
            { one.draw(front, in: rect) },
            { one.drawPageCurl(pages, geometry: straight, atDeviceX: 0, y: 0) },
            { one.drawPageCurl(pages, geometry: angled, atDeviceX: 0, y: 0) },
        ])
        print("page curl, 1920 x 1080 leaf at progress 0.5 (radius \(Int(straight.radius)) px), median ms")
        print("(wall time on 1 and \(cores) threads; CPU time of the 1-thread run, which the target compares):")
        print(String(format: "  page flat (opaque image at 1:1)   1T %6.2f   %dT %6.2f   1T CPU %6.2f", t[0], cores, t[1],
                     cpu[0]))
        print(String(format: "  curl, straight                    1T %6.2f   %dT %6.2f   1T CPU %6.2f   CPU/flat %.2fx",
                     t[2], cores, t[3], cpu[1], cpu[1] / cpu[0]))
        print(String(format: "  curl, angled 0.3 rad              1T %6.2f   %dT %6.2f   1T CPU %6.2f   CPU/flat %.2fx",
                     t[4], cores, t[5], cpu[2], cpu[2] / cpu[0]))
        let worst = max(cpu[1], cpu[2])
        print(String(format: "  curl 1 thread <= 2x flat (CPU time): %.2fx  %@", worst / cpu[0],
                     BenchReport.verdict(worst <= 2 * cpu[0])))
        print(String(format: "  curl %d threads / 1 thread (wall): straight %.2fx, angled %.2fx", cores, t[3] / t[2],
                     t[5] / t[4]))
    }
}
