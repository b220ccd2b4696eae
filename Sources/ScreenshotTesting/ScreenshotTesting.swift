// ScreenshotTesting: `assertSnapshot(of:)` for XCTest users: render a view headless through
// the real renderer and compare it with a reference PNG stored beside the test.
import Raster
import UIKit
