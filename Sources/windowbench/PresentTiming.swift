import CSDL2
import Foundation
import UIKit

/// Milliseconds of wall time and of CPU: this process's (all threads, so llvmpipe's too)
/// plus the X server's, which does the copying for the window surface.
struct PresentCost {
    var wall: Double, cpu: Double
}

/// The X server's `/proc/<pid>/schedstat`, found by the display it serves (`DISPLAY`,
/// ":99" under xvfb-run) on its command line; nil when there is none (Wayland) or it is
/// not readable.
let xServerSchedstat: String? = {
    guard let display = ProcessInfo.processInfo.environment["DISPLAY"], display.hasPrefix(":"),
          let pids = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
    for pid in pids where pid.allSatisfy(\.isNumber) {
        guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { continue }
        let args = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard let name = args.first?.split(separator: "/").last, name == "Xvfb" || name == "Xorg" || name == "X",
              args.contains(display) else { continue }
        return "/proc/\(pid)/schedstat"
    }
    return nil
}()

/// Now on the wall clock and on the CPU clocks (this process and the X server), in
/// milliseconds.
func clocks() -> (wall: Double, cpu: Double) {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    var cpu = Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    // schedstat's first field: nanoseconds the process has run on a CPU.
    if let xServerSchedstat, let text = try? String(contentsOfFile: xServerSchedstat, encoding: .utf8),
       let ns = text.split(separator: " ").first.flatMap({ Double($0) }) {
        cpu += ns / 1e6
    }
    return (Double(DispatchTime.now().uptimeNanoseconds) / 1e6, cpu)
}

/// What reading `clocks()` twice costs (the X server's schedstat is a file read), median
/// of back-to-back pairs: taken off every sample, so a present of a few microseconds is
/// not mostly the clock.
let clockOverhead: PresentCost = {
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<200 {
        let a = clocks(), b = clocks()
        wall.append(b.wall - a.wall)
        cpu.append(b.cpu - a.cpu)
    }
    return PresentCost(wall: median(wall), cpu: median(cpu))
}()

/// The cost between two `clocks()` readings, less the clocks' own.
func cost(from start: (wall: Double, cpu: Double), to end: (wall: Double, cpu: Double)) -> PresentCost {
    PresentCost(wall: max(0, end.wall - start.wall - clockOverhead.wall), cpu: max(0, end.cpu - start.cpu - clockOverhead.cpu))
}

/// The median cost of each presenter's present of each rect. Each presenter gets a window
/// of its own and only one window exists at a time, so no window hides part of another
/// (the window system would then skip those pixels); the presenters take turns in
/// `blocks` blocks, in a rotating order, so load from elsewhere on a shared machine falls
/// on all of them alike. Within a block the rects alternate, `perBlock` presents each,
/// after warm-up presents of the whole frame.
func medianPresentCosts(of makers: [() throws -> FramePresenter], rects: [PixelRect], blocks: Int = 6,
                        perBlock: Int = 30) throws -> [[PresentCost]] {
    var wall = [[[Double]]](repeating: [[Double]](repeating: [], count: rects.count), count: makers.count)
    var cpu = wall
    for block in 0..<blocks {
        for turn in 0..<makers.count {
            let m = (turn + block) % makers.count
            let presenter = try makers[m]()
            defer { presenter.close() }
            let whole = rects.reduce(PixelRect.zero) { $0.union($1) }
            for _ in 0..<5 {
                SDL_PumpEvents()
                try presenter.present(whole)
            }
            for _ in 0..<perBlock {
                for (r, rect) in rects.enumerated() {
                    // Events (expose, focus) are the window system's, not the present's.
                    SDL_PumpEvents()
                    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
                    let start = clocks()
                    try presenter.present(rect)
                    let c = cost(from: start, to: clocks())
                    wall[m][r].append(c.wall)
                    cpu[m][r].append(c.cpu)
                }
            }
        }
    }
    return (0..<makers.count).map { m in
        (0..<rects.count).map { r in PresentCost(wall: median(wall[m][r]), cpu: median(cpu[m][r])) }
    }
}

/// The middle value of `samples` (the upper one of an even count).
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
