// ScreenshotTesting: `assertSnapshot(of:)` for XCTest users: render a view headless through
// the real renderer and compare it with a reference PNG stored beside the test, in
// `__Snapshots__/<TestFile>/<test>.<name>.png`.
//
// The design follows swift-snapshot-testing's small open strategy types: a `Snapshotting`
// is a struct holding how to render a value, and `pullback` adapts one strategy to another
// input type. `verifySnapshot` returns a failure message; `assertSnapshot` is a thin XCTest
// wrapper. Rendering is deterministic, so the default tolerance is an exact match, and a
// tolerance says exactly what it counts: pixels whose worst channel differs by more than a
// threshold.
import Raster
import UIKit
