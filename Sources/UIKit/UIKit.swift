// UIKit: UIKit's scrolling system for Linux.
//
// A retained `UIView` tree with UIKit's names and semantics: views scroll by moving their
// `bounds.origin`, `UIScrollView` zooms by transforming the view its delegate returns from
// `viewForZooming(in:)`, and the tree is composited by `Raster` into a bitmap. Nothing here
// knows about SDL: a host protocol carries frames out and events in, so the toolkit runs
// headless in tests and scripts with a manual clock.
//
// As UIKit re-exports Foundation and CoreGraphics, this module re-exports Foundation and
// Raster (which holds `CGAffineTransform`).
@_exported import Foundation
@_exported import Raster
