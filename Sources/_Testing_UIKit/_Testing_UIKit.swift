// _Testing_UIKit: Swift Testing's cross-import overlay for our UIKit.
//
// The toolchain's Testing module declares an overlay for any module named UIKit
// (`lib/swift/linux/Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`),
// so a file that imports both `Testing` and `UIKit` makes the compiler load a module of
// that name, and fails with "no such module '_Testing_UIKit'" when none is found. Apple
// ships it on Darwin; on Linux ScrollKit provides it, in the `ScreenshotTesting` product
// that test targets depend on. What it holds is what the overlay is for: `UIImage` and
// `UIView` as Swift Testing attachments (PNG files).
//
// Swift Testing's own image attachments (`AttachableAsImage`) are unavailable on Linux, so
// the conformances here are to `Attachable` directly.
@_exported import Testing
@_exported import UIKit
