// UIKit: UIKit's scrolling system for Linux.
//
// A retained `UIView` tree with UIKit's names and semantics: views scroll by moving their
// `bounds.origin`, `UIScrollView` zooms by transforming the view its delegate returns from
// `viewForZooming(in:)`, and the tree is composited by `Raster` into a bitmap. Nothing here
// knows about SDL: a host speaks `HostInput` to its window, owns a `FrameLoop` (its clock,
// display links and the one frame sequence) and reads frames from a `FrameCompositor`, so
// the toolkit runs headless in tests and scripts with a manual clock. See docs/design.md.
//
// As UIKit re-exports Foundation and CoreGraphics, this module re-exports Foundation and
// Raster (which holds `CGAffineTransform`).
@_exported import Foundation
@_exported import Raster
