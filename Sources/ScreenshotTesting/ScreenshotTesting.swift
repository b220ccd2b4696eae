// ScreenshotTesting: `assertSnapshot(of:)` for XCTest and Swift Testing: render a view
// headless through the real renderer (or describe its tree as text, or film it moving) and
// compare the result with a reference file stored beside the test, in
// `__Snapshots__/<TestFile>/<test>.<name>.<ext>` (with the class or suite in front,
// `<Suite>.<test>.<name>.<ext>`, where two of the file's share the test's name: `SnapshotTest`).
//
// The design follows swift-snapshot-testing's small open strategy types: a
// `Snapshotting<Value, Format>` holds how to make a snapshot of a value and a
// `Diffing<Format>` how to store and compare it, and `pullback` adapts one strategy to
// another input type. `verifySnapshot` returns a failure message; `assertSnapshot` hands it
// to the framework running the test, decided at run time (`TestFailureRecorder`).
// Rendering is deterministic, so the default tolerance is an exact match, and a tolerance
// says exactly what it counts: pixels whose worst channel, or whose CIEDE2000 colour
// difference, exceeds a threshold.
//
// Motion snapshots film a view on the headless manual clock while input plays
// (`MotionRecorder`), as one labelled filmstrip or one image a frame. At the end of the
// process (`SnapshotRun`) the failures go into one HTML report in the artifacts folder, and
// a prune run removes references nothing asked for. Under Swift Testing, views and images
// also attach as PNG files (`Attachment+UIView.swift`); the `_Testing_UIKit` module beside
// this one is what lets a file import Testing and UIKit together at all.
