// _Testing_UIKit: the module Swift Testing's cross-import overlay for UIKit is looked up by.
//
// The toolchain's Testing module declares an overlay for any module named UIKit
// (`lib/swift/linux/Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`),
// so a file that imports both `Testing` and `UIKit` makes the compiler load a module of
// that name, and fails with "no such module '_Testing_UIKit'" when none is found. Apple
// ships one on Darwin; on Linux ScrollKit provides it, in the `UIKit` and
// `ScreenshotTesting` products, so any target that can import our UIKit can import Testing
// beside it, with no compiler flag.
//
// It holds nothing but the re-export an overlay makes of its module, and does not import
// Testing itself: an app depending on the `UIKit` product links this module too, and must
// not need Swift Testing's library to run (there is no static one for
// `--static-swift-stdlib`). Swift Testing's attachments of `UIImage` and `UIView` live in
// ScreenshotTesting (`Attachment+UIView.swift`).
@_exported import UIKit
