import CPixman
import Dispatch
import Foundation
import Raster

/// Solid fills and rounded rectangles on a 1920 x 1080 frame, each beside a peer measured in
/// the same run: a plain memory fill (`update(repeating:)`) for opaque fills, pixman for the
/// rest. Figures are the median of many runs, in milliseconds.
enum FillBenchmarks {
    static let width = 1920, height = 1080

    static func run() {
        let bitmap = Bitmap(width: width, height: height)
        let canvas = Canvas(target: bitmap)
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        let opaque = Color(red: 30, green: 60, blue: 90)
        let translucent = Color(red: 200, green: 30, blue: 60, alpha: 100)
        print("fills, 1920 x 1080, median ms (\(ProcessInfo.processInfo.activeProcessorCount) cores):")

        let pixels = width * height
        report("opaque fill", measure { canvas.fill(frame, with: opaque) },
               peer: "update(repeating:)", measure { bitmap.storage.base.update(repeating: 0xFF1E_3C5A, count: pixels) })
        // Strips of 1920 x 135 stay under the banding threshold: the one-core figure.
        report("opaque fill, one core (8 strips)", measure {
            for i in 0..<8 { canvas.fill(CGRect(x: 0, y: i * 135, width: width, height: 135), with: opaque) }
        }, peer: "update(repeating:)", measure { bitmap.storage.base.update(repeating: 0xFF1E_3C5A, count: pixels) })
        report("opaque fill, fractional edges", measure {
            canvas.fill(frame.insetBy(dx: 0.5, dy: 0.5), with: opaque)
        }, peer: "update(repeating:)", measure { bitmap.storage.base.update(repeating: 0xFF1E_3C5A, count: pixels) })

        do {
            let destination = PixmanImage(bitmap)
            defer { withExtendedLifetime(destination) {} }
            let dest = destination.image
            var fill = pixman_color_t(red: 0x1E1E, green: 0x3C3C, blue: 0x5A5A, alpha: 0xFFFF)
            let opaqueImage = pixman_image_create_solid_fill(&fill)
            defer { pixman_image_unref(opaqueImage) }
            report("copy fill", measure { canvas.fill(frame, with: opaque, blendMode: .copy) },
                   peer: "pixman SRC", measure {
                       pixman_image_composite32(PIXMAN_OP_SRC, opaqueImage, nil, dest, 0, 0, 0, 0, 0, 0,
                                                Int32(width), Int32(height))
                   })
            // pixman takes premultiplied 16-bit colours.
            var over = pixman_color_t(red: 0x4E4E, green: 0x0B0B, blue: 0x1717, alpha: 0x6464)
            let overImage = pixman_image_create_solid_fill(&over)
            defer { pixman_image_unref(overImage) }
            let pixmanOver = measure {
                pixman_image_composite32(PIXMAN_OP_OVER, overImage, nil, dest, 0, 0, 0, 0, 0, 0,
                                         Int32(width), Int32(height))
            }
            report("translucent fill (over)", measure { canvas.fill(frame, with: translucent) },
                   peer: "pixman OVER", pixmanOver)
            report("translucent fill, one core (8 strips)", measure {
                for i in 0..<8 {
                    canvas.fill(CGRect(x: 0, y: i * 135, width: width, height: 135), with: translucent)
                }
            }, peer: "pixman OVER", pixmanOver)
        }

        report("300 page dots (r 7 px)", measure {
            for i in 0..<300 {
                canvas.fillRoundedRect(CGRect(x: 20 + (i % 30) * 60, y: 40 + (i / 30) * 100, width: 14, height: 14),
                                       cornerRadius: 7, with: translucent)
            }
        })
        report("scroll indicator 6 x 400 px", measure {
            canvas.fillRoundedRect(CGRect(x: 1900, y: 300, width: 6, height: 400), cornerRadius: 3, with: translucent)
        })
        report("button 300 x 88 px, r 20, filled + 2 px stroke", measure {
            canvas.fillRoundedRect(CGRect(x: 800.5, y: 500.25, width: 300, height: 88), cornerRadius: 20, with: opaque)
            canvas.strokeRoundedRect(CGRect(x: 800.5, y: 500.25, width: 300, height: 88), cornerRadius: 20,
                                     lineWidth: 2, with: translucent)
        })
        var rotated = canvas
        rotated.translateBy(x: 960, y: 540)
        rotated.concatenate(CGAffineTransform(rotationAngle: 0.3))
        report("rotated 800 x 600 rect", measure {
            rotated.fill(CGRect(x: -400, y: -300, width: 800, height: 600), with: translucent)
        })
        report("rotated rounded rect 300 x 88, r 20", measure {
            rotated.fillRoundedRect(CGRect(x: -150, y: -44, width: 300, height: 88), cornerRadius: 20, with: translucent)
        })
        runComparisons()
    }

    /// Comparing two 2048 x 2048 images: identical, a few pixels apart, every pixel apart.
    static func runComparisons() {
        let size = 2048
        let expected = Bitmap(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size { expected[x, y] = 0xFF00_0000 | UInt32(truncatingIfNeeded: x &* 2654435761 ^ y) & 0xFF_FFFF }
        }
        let same = expected.copy(), few = expected.copy(), all = expected.copy()
        for i in 0..<100 { few[(i * 37) % size, (i * 101) % size] ^= 0x10 }
        for y in 0..<size { for x in 0..<size { all[x, y] ^= 0x0101_01 } }
        print("image comparison, 2048 x 2048, median ms:")
        report("identical", measure { _ = ImageComparison.compare(expected: expected, actual: same) })
        report("100 pixels differ, with diff image", measure { _ = ImageComparison.compare(expected: expected, actual: few) })
        report("every pixel differs, with diff image", measure { _ = ImageComparison.compare(expected: expected, actual: all) })
        report("every pixel differs, no diff image", measure {
            _ = ImageComparison.compare(expected: expected, actual: all, makesDiffImage: false)
        })
    }

    /// Median wall time of `body`, in milliseconds, over enough runs to take about 0.3 s.
    static func measure(_ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        let budget = DispatchTime.now().uptimeNanoseconds + 300_000_000
        while times.count < 7 || (DispatchTime.now().uptimeNanoseconds < budget && times.count < 1000) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }

    static func report(_ name: String, _ ms: Double, peer: String? = nil, _ peerMs: Double? = nil) {
        var line = "  " + name.padding(toLength: 48, withPad: " ", startingAt: 0) + String(format: "%8.3f ms", ms)
        if let peer, let peerMs {
            line += String(format: "   %@ %.3f ms (x%.2f)", peer, peerMs, ms / peerMs)
        }
        print(line)
    }
}
