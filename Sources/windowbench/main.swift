// windowbench: what showing a window frame costs. Times, in one run, a bare present of
// each path SDL offers (its OpenGL renderer, its software renderer, the window surface:
// SDL calls only, nothing of ours: the floor) for a full 1024 x 768 frame and a small
// changed rect, then our window's present of the same on the path it chose at start-up
// (and on each path), and a frame during a drag, in a window and headless. Prints
// milliseconds (medians) and PASS/MISS per target. Needs a display: `make bench` runs it
// under xvfb-run when DISPLAY is unset. Targets inform; nothing here fails a build.
import CSDL2
import Foundation
import SDLHost
import UIKit

setvbuf(stdout, nil, _IOLBF, 0)
let width = 1024, height = 768
let frame = Bitmap(width: width, height: height)
for y in 0..<height {
    let row = frame.row(y)
    for x in 0..<width { row[x] = 0xFF00_0000 | UInt32(x & 0xFF) << 16 | UInt32(y & 0xFF) << 8 | UInt32((x ^ y) & 0xFF) }
}
let rects = [frame.bounds, PixelRect(x: 16, y: height - 24, width: 320, height: 24)]
let rectNames = ["full 1024x768", "320x24 rect"]

let chosen: OurPresenter
do {
    chosen = try OurPresenter(frame: frame, path: nil)
} catch {
    print("windowbench: no window (\(error)); run under `xvfb-run -a -s \"-screen 0 1280x1024x24\"`")
    exit(69)
}
chosen.close()
var version = SDL_version()
SDL_GetVersion(&version)
let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
print("windowbench: \(width)x\(height) window frames, release build, SDL \(version.major).\(version.minor).\(version.patch), video driver \(driver)")
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc); load average " +
      ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"))
print("X server: " + (xServerSchedstat.map { "its CPU counts (\($0))" } ?? "not found; CPU is this process's only")
      + String(format: "; reading the clocks costs %.3f ms CPU, taken off each sample", clockOverhead.cpu))
print("our window's present path: \(chosen.path.rawValue) (\(chosen.reason))")

/// The bare paths SDL offers here, by name; a path SDL refuses is left out.
var bare: [(name: String, make: () throws -> FramePresenter)] = []
if let gl = try? BareRendererPresenter(frame: frame, flags: SDL_RENDERER_ACCELERATED.rawValue) {
    let name = gl.name
    gl.close()
    if name != "software" { bare.append(("SDL \(name) renderer", { try BareRendererPresenter(frame: frame, flags: SDL_RENDERER_ACCELERATED.rawValue) })) }
}
bare.append(("SDL software renderer", { try BareRendererPresenter(frame: frame, flags: SDL_RENDERER_SOFTWARE.rawValue) }))
bare.append(("window surface", { try BareSurfacePresenter(frame: frame) }))
let ours: [(name: String, make: () throws -> FramePresenter)] = [("ours, auto (\(chosen.path.rawValue))", { try OurPresenter(frame: frame, path: nil) })]
    + SDLPresentPath.allCases.map { path in ("ours, \(path.rawValue)", { try OurPresenter(frame: frame, path: path) }) }
let all = bare + ours
let costs = try medianPresentCosts(of: all.map(\.make), rects: rects)

print("")
print("present of a frame in memory, median ms of CPU (this process and the X server), wall time in brackets")
print("path".padding(toLength: 32, withPad: " ", startingAt: 0) + rectNames.map { $0.padding(toLength: 22, withPad: " ", startingAt: 0) }.joined())
for (i, contender) in all.enumerated() {
    let cells = costs[i].map { String(format: "%6.2f (%5.2f wall)", $0.cpu, $0.wall).padding(toLength: 22, withPad: " ", startingAt: 0) }
    print(contender.name.padding(toLength: 32, withPad: " ", startingAt: 0) + cells.joined())
}

print("")
print("window frame during a drag (8000x8000 image at zoom 1, scroll view 1024x744 moving 3 pt a frame)")
let image = try DragBenchmark.makeImage()
let (drag, dragPath) = try DragBenchmark.run(image: image, size: CGSize(width: width, height: height))
for (name, cost) in [("headless frame", drag.headless),
                     ("headless frame painting what opaque views hide (culling off)", drag.headlessUnculled),
                     ("window frame (\(dragPath.rawValue))", drag.window),
                     ("bare present of the whole frame on that window", drag.floor)] {
    print(String(format: "  %@ %.2f ms CPU (%.2f wall)", name, cost.cpu, cost.wall))
}

print("")
print("targets (CPU: ours and the X server's, ratios of times measured in this run; wall time on a shared")
print("machine mostly measures how soon the scheduler runs the X server)")
for (r, name) in rectNames.enumerated() {
    let cheapest = (0..<bare.count).min { costs[$0][r].cpu < costs[$1][r].cpu }!
    let floor = costs[cheapest][r].cpu, mine = costs[bare.count][r].cpu
    print(String(format: "  %@: ours <= 1.1x the cheapest bare path (%@): %.2fx  %@", name, bare[cheapest].name,
                 mine / floor, mine <= 1.1 * floor ? "PASS" : "MISS"))
}
let dragLimit = drag.headless.cpu + 1.1 * drag.floor.cpu
print(String(format: "  drag frame in a window <= headless frame + 1.1x the floor: %.2f <= %.2f + 1.1 x %.2f = %.2f ms  %@",
             drag.window.cpu, drag.headless.cpu, drag.floor.cpu, dragLimit, drag.window.cpu <= dragLimit ? "PASS" : "MISS"))
