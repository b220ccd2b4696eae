import Foundation
import Raster
import UIKit
import ViewerKit

// random-input: random user input against scroll views, checked after every event (see
// RandomInputRun). `make test` runs a million events built with optimization (a debug
// build takes about 100 µs an event, too slow for that many); `make fuzz` can run more.
//
//   random-input [--events N] [--seed S]
//
// Exit status 0 when every check held, 1 with the seed and a minimal event script on
// stderr when one broke, 2 for a bad command line.

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("random-input: \(message)\nusage: random-input [--events N] [--seed S]\n".utf8))
    exit(2)
}

var events = 1_000_000
var seed: UInt64 = 14
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let value = arguments.popFirst() else { usage("\(option) needs a value") }
    switch option {
    case "--events":
        guard let n = Int(value), n > 0 else { usage("--events wants a positive whole number, got '\(value)'") }
        events = n
    case "--seed":
        guard let s = UInt64(value) else { usage("--seed wants a whole number, got '\(value)'") }
        seed = s
    default:
        usage("unknown option '\(option)'")
    }
}

/// The viewer's controller showing a 1200 x 800 image in a 400 x 300 window.
func viewerScene() -> RandomInputRun.Scene {
    let host = HeadlessHost(size: CGSize(width: 400, height: 300))
    let controller = ViewerController()
    host.window.rootViewController = controller
    host.window.layoutIfNeeded()
    controller.show(UIImage(bitmap: Bitmap(width: 1200, height: 800)), path: "random.png")
    host.window.layoutIfNeeded()
    let audit = ScrollViewAudit(controller.scrollView, name: "viewer")
    return RandomInputRun.Scene(host: host, audits: [audit], owners: [controller])
}

let scenes: [(name: String, make: () -> RandomInputRun.Scene)] = [
    ("zoomable", { RandomInputScenes.zoomable() }),
    ("paging", { RandomInputScenes.zoomable(paging: true) }),
    ("no bounces", { RandomInputScenes.zoomable(bounces: false) }),
    ("nested", { RandomInputScenes.nested() }),
    ("viewer", viewerScene),
    ("programmatic", { RandomInputScenes.programmatic() }),
    ("programmatic paging", { RandomInputScenes.programmatic(paging: true) }),
    ("scroll pages", { RandomInputScenes.pages(style: .scroll, spacing: 10) }),
    ("vertical scroll pages", { RandomInputScenes.pages(style: .scroll, vertical: true) }),
    ("curl", { RandomInputScenes.pages(style: .pageCurl) }),
    ("vertical curl", { RandomInputScenes.pages(style: .pageCurl, vertical: true, doubleSided: true) }),
    ("curl mid", { RandomInputScenes.pages(style: .pageCurl, spine: .mid, followsOrientation: true,
                                          size: CGSize(width: 600, height: 400)) }),
]

let start = Date()
for (index, scene) in scenes.enumerated() {
    let share = events / scenes.count + (index < events % scenes.count ? 1 : 0)
    if let failure = RandomInputRun(seed: seed &+ UInt64(index), makeScene: scene.make).run(events: share) {
        FileHandle.standardError.write(Data("random-input: \(scene.name): \(failure)".utf8))
        exit(1)
    }
}
print("random-input: \(events) events from seed \(seed) over \(scenes.count) scenes, every check held "
      + "(\(String(format: "%.1f", Date().timeIntervalSince(start))) s)")
