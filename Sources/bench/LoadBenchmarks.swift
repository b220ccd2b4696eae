import CLibpngPeer
import Foundation
import Raster
import UIKit
import ViewerKit

/// Loading a large PNG (issue 18, section 1), against libpng's own decode of the same file
/// in the same run. Each load runs in a child process of its own (`--load-child`), so its
/// peak RSS (VmHWM) is its own; contenders alternate in interleaved rounds.
///
/// - libpng: `libpng_peer_decode`, plain libpng into 8-bit BGRA rows.
/// - decode: `PNGImageDecode.run`, headless: RGBA, opacity and every mip level ready.
/// - viewer: a `ViewerController` loading in the background in a 1024 x 768 headless host
///   composited at 60 frames a second: the time to the first frame holding decoded rows and
///   to the image with every mip level, and what the frames redrew meanwhile.
/// - window: the `viewer` program launched in an SDL window (`WindowLoad`), when there is
///   a display: launch to the first rows on screen and to the whole image.
enum LoadBenchmarks {
    /// The images: side, and the name of the file generated for it.
    static let images: [(width: Int, height: Int, name: String)] = [
        (8000, 8000, "load-8000.png"), (20000, 20000, "load-20000.png"), (16384, 16384, "load-16384.png"),
    ]
    static let contenders = ["libpng", "decode", "viewer"]

    /// `--load [--rounds N] [--load-dir DIR]`: prints the table and the targets.
    static func run(arguments: [String]) {
        let rounds = value(after: "--rounds", in: arguments).flatMap(Int.init) ?? 3
        let directory = value(after: "--load-dir", in: arguments)
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollkit-load-bench")
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        print("loading large PNGs (issue 18): each load in its own process, \(rounds) interleaved rounds, medians")
        print("files in \(directory) (photo-like, opaque RGB, zlib level 6; made once if absent)")
        let window = WindowLoad.unavailableReason
        print("window: " + (window.map { "left out: \($0)" } ?? "the viewer program in an SDL window, \(WindowLoad.viewerPath)"))
        let program = HeadlessProgramLoad.unavailableReason
        print("program: " + (program.map { "left out: \($0)" } ?? "the viewer program headless, \(WindowLoad.viewerPath) --headless"))
        let contenders = Self.contenders + (program == nil ? ["program"] : []) + (window == nil ? ["window"] : [])
        let load = MachineLoad()
        var verdicts: [String] = []
        print(["image", "libpng", "decode", "ratio", "lib user", "dec user", "ratio", "dec all", "1st rows",
               "viewer 1st", "viewer all", "ratio", "frames", "RSS/RGBA", "prog all", "prog RSS", "win 1st", "win all", "ratio",
               "win RSS"].enumerated()
            .map { BenchReport.field($1, $0 == 0 ? 8 : 9) }.joined())
        for image in images {
            let path = (directory as NSString).appendingPathComponent(image.name)
            guard ensureFile(path, width: image.width, height: image.height) else { continue }
            var samples: [String: [[String: Double]]] = [:]
            for _ in 0..<rounds {
                for contender in contenders {
                    let result: [String: Double]?
                    switch contender {
                    case "window": result = WindowLoad.run(path: path)
                    case "program": result = HeadlessProgramLoad.run(path: path)
                    default: result = child(contender, path: path)
                    }
                    guard let result else { continue }
                    samples[contender, default: []].append(result)
                }
            }
            func median(_ contender: String, _ key: String) -> Double? {
                let values = (samples[contender] ?? []).compactMap { $0[key] }.sorted()
                return values.isEmpty ? nil : values[values.count / 2]
            }
            let rgba = Double(image.width * image.height * 4) / 1024
            let libWall = median("libpng", "wall"), libCPU = median("libpng", "user")
            let decWall = median("decode", "wall"), decCPU = median("decode", "user")
            let viewFirst = median("viewer", "first"), viewAll = median("viewer", "wall")
            let rss = [median("decode", "hwm"), median("viewer", "hwm")].compactMap { $0 }.max().map { $0 / rgba }
            let programRSS = median("program", "hwm").map { $0 / rgba }
            let windowFirst = median("window", "first"), windowAll = median("window", "wall")
            let windowRSS = median("window", "hwm").map { $0 / rgba }
            let cells: [String] = [
                "\(image.width / 1000)k²", BenchReport.ms(libWall), BenchReport.ms(decWall), BenchReport.ratio(decWall, libWall),
                BenchReport.ms(libCPU), BenchReport.ms(decCPU), BenchReport.ratio(decCPU, libCPU),
                BenchReport.ms(median("decode", "cpuAll")), BenchReport.ms(median("decode", "first")),
                BenchReport.ms(viewFirst), BenchReport.ms(viewAll), BenchReport.ratio(viewAll, libWall),
                median("viewer", "frames").map { String(Int($0)) } ?? "-", rss.map { String(format: "%.2fx", $0) } ?? "-",
                BenchReport.ms(median("program", "wall")), programRSS.map { String(format: "%.3fx", $0) } ?? "-",
                BenchReport.ms(windowFirst), BenchReport.ms(windowAll), BenchReport.ratio(windowAll, libWall),
                windowRSS.map { String(format: "%.2fx", $0) } ?? "-",
            ]
            print(cells.enumerated().map { BenchReport.field($1, $0 == 0 ? 8 : 9) }.joined())
            let name = "\(image.width)²"
            if let decCPU, let libCPU {
                verdicts.append(String(format: "  %@ fully loaded headless <= 1.10x libpng (user CPU time of the decoding thread): %.2fx  %@",
                                       name, decCPU / libCPU, BenchReport.verdict(decCPU <= 1.1 * libCPU)))
            }
            if let decWall, let libWall {
                verdicts.append(String(format: "  %@ fully loaded headless <= 1.10x libpng (wall): %.2fx  %@", name,
                                       decWall / libWall, BenchReport.verdict(decWall <= 1.1 * libWall)))
            }
            if let viewAll, let libWall {
                verdicts.append(String(format: "  %@ fully loaded in the viewer <= 1.10x libpng (wall): %.2fx  %@", name,
                                       viewAll / libWall, BenchReport.verdict(viewAll <= 1.1 * libWall)))
            }
            if let viewFirst {
                verdicts.append(String(format: "  %@ first decoded rows on screen <= 0.3 s: %.3f s  %@", name, viewFirst / 1000,
                                       BenchReport.verdict(viewFirst <= 300)))
            }
            if let programRSS {
                verdicts.append(String(format: "  %@ peak RSS of viewer --headless <= 1.4x the RGBA size: %.3fx  %@", name, programRSS,
                                       BenchReport.verdict(programRSS <= 1.4)))
            }
            if let windowFirst {
                verdicts.append(String(format: "  %@ in a window, launch to first decoded rows on screen <= 0.3 s: %.3f s  %@", name,
                                       windowFirst / 1000, BenchReport.verdict(windowFirst <= 300)))
            }
            if let windowAll, let libWall {
                verdicts.append(String(format: "  %@ in a window, launch to fully loaded on screen <= 1.10x libpng (wall): %.2fx  %@",
                                       name, windowAll / libWall, BenchReport.verdict(windowAll <= 1.1 * libWall)))
            }
            if let windowRSS {
                verdicts.append(String(format: "  %@ in a window, peak RSS <= 1.4x the RGBA size: %.2fx  %@", name, windowRSS,
                                       BenchReport.verdict(windowRSS <= 1.4)))
            }
        }
        let others = load.othersShare()
        print("ms; user: the decoding thread's user-mode CPU time (libpng: its one thread; the kernel's page faults,")
        print("which swing with other processes' memory use, left out), 'dec all': the whole process's CPU time;")
        print("1st rows: the first rows decoded (headless); viewer 1st: the first composited frame holding decoded")
        print("rows; viewer all: the image with every mip level, in the viewer; frames: frames that redrew anything;")
        print("RSS/RGBA: the peak RSS of those in-process loads (this benchmark's own code and peers included)")
        print("prog all / prog RSS: the viewer program headless (--screenshot), launch to exit, and its peak RSS")
        print("win 1st / win all: the viewer program in an SDL window, from launch to the first rows on screen and")
        print("to the whole image on screen; win RSS: its peak RSS")
        print(String(format: "other processes kept %.0f%% of the cores busy: wall times are inflated, CPU times are not", others * 100))
        print("targets")
        verdicts.forEach { print($0) }
    }

    /// `--load-child MODE PATH`: one load; prints `key=value` pairs on one line.
    static func runChild(arguments: [String]) -> Never {
        guard let index = arguments.firstIndex(of: "--load-child"), index + 2 < arguments.count else { exit(64) }
        let mode = arguments[index + 1], path = arguments[index + 2]
        var result: [String: Double] = [:]
        let start = wallMilliseconds(), startCPU = threadCPUMilliseconds(), startUser = threadUserMilliseconds()
        switch mode {
        case "libpng":
            var width: UInt32 = 0, height: UInt32 = 0
            guard libpng_peer_decode(path, &width, &height) == 0 else { exit(1) }
        case "plain":
            guard (try? PNGDecoder.decode(contentsOf: path, options: PNGDecoder.Options(limits: PNGLimits(maxPixels: .max)))) != nil
            else { exit(1) }
        case "decode":
            let decode = PNGImageDecode(contentsOf: path,
                                        options: PNGDecoder.Options(limits: .fitting(availableBytes: PNGLimits.systemAvailableMemory())))
            var first: Double?
            guard let image = try? decode.run(progress: { _ in
                if first == nil { first = wallMilliseconds() - start }
                return true
            }).image, image.preparedMipLevelCount == image.mipLevelCount else { exit(1) }
            _ = image.isOpaque
            result["first"] = first
        case "viewer":
            guard let measured = viewerLoad(path: path, start: start) else { exit(1) }
            result.merge(measured) { $1 }
        default:
            exit(64)
        }
        result["wall"] = wallMilliseconds() - start
        result["cpu"] = threadCPUMilliseconds() - startCPU
        result["user"] = threadUserMilliseconds() - startUser
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        result["cpuAll"] = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        result["hwm"] = peakResidentKilobytes()
        print(result.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " "))
        exit(0)
    }

    /// The viewer loading `path` in a headless host composited every 1/60 s: when the first
    /// frame with decoded rows was drawn and how many frames redrew anything before the image
    /// was whole; nil when it did not load.
    private static func viewerLoad(path: String, start: Double) -> [String: Double]? {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768))
        let viewer = ViewerController()
        viewer.decodeLimits = .fitting(availableBytes: PNGLimits.systemAvailableMemory())
        host.window.rootViewController = viewer
        host.renderFrame()
        let queue = MainQueue()
        viewer.loading = .background(deliver: { queue.deliver($0) })
        viewer.open(path: path)
        var first: Double?, frames = 0, last = wallMilliseconds()
        while true {
            queue.runPending(waitingUpTo: 1.0 / 60)
            let now = wallMilliseconds()
            host.advance(by: (now - last) / 1000)
            last = now
            let damage = host.frameLoop.whileCurrent { host.compositor.renderFrame() }
            if !damage.isEmpty { frames += 1 }
            if first == nil, (viewer.loadingPictureRows ?? 0) > 0 { first = now - start }
            if let image = viewer.loadedImage?.image.rasterImage {
                guard image.preparedMipLevelCount == image.mipLevelCount else { return nil }
                break
            }
            if viewer.currentFailure != nil { return nil }
        }
        return ["first": first ?? .nan, "frames": Double(frames)]
    }

    /// Work handed to the main thread, run by the measuring loop.
    private final class MainQueue: @unchecked Sendable {
        private let lock = NSLock()
        private let available = DispatchSemaphore(value: 0)
        private var work: [() -> Void] = []

        func deliver(_ item: @escaping () -> Void) {
            lock.lock()
            work.append(item)
            lock.unlock()
            available.signal()
        }

        func runPending(waitingUpTo seconds: Double) {
            guard available.wait(timeout: .now() + seconds) == .success else { return }
            while true {
                lock.lock()
                let items = work
                work = []
                lock.unlock()
                if items.isEmpty { return }
                items.forEach { $0() }
            }
        }
    }

    /// Runs one load in a child process; its numbers, or nil when it failed.
    private static func child(_ mode: String, path: String) -> [String: Double]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--load-child", mode, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let line = String(data: data, encoding: .utf8) else {
            print("  \(mode) \(path): failed (status \(process.terminationStatus))")
            return nil
        }
        var result: [String: Double] = [:]
        for pair in line.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let value = Double(parts[1]) { result[String(parts[0])] = value }
        }
        return result
    }

    /// Makes the test image at `path` unless it is there (written to a temporary name and
    /// renamed by `PNGEncoder.write`).
    private static func ensureFile(_ path: String, width: Int, height: Int) -> Bool {
        if let header = try? PNGDecoder.readHeader(contentsOf: path), header.width == width, header.height == height {
            return true
        }
        print("  making \(path) (\(width) x \(height))...")
        do {
            try PNGEncoder.write(makePhotoLikeBitmap(width: width, height: height), to: path)
            return true
        } catch {
            print("  \(error); skipped")
            return false
        }
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    private static func wallMilliseconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e6
    }

    /// This thread's CPU time in user mode (`RUSAGE_THREAD`): the decoding work itself,
    /// without the kernel's page faults, whose cost swings with other processes' memory use.
    private static func threadUserMilliseconds() -> Double {
        var usage = rusage()
        getrusage(1 /* RUSAGE_THREAD */, &usage)
        return Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
    }

    private static func threadCPUMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }

    /// VmHWM of /proc/`process`/status (`self`, or a process id): the most memory that
    /// process had resident, in KiB.
    static func peakResidentKilobytes(of process: String = "self") -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
        }
        return nil
    }
}
