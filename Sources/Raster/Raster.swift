// Raster: ScrollKit's CPU rasterizer, its CoreGraphics.
//
// Every pixel ScrollKit shows is composited here. Pixels are premultiplied BGRA8: one
// `UInt32` per pixel, `A << 24 | R << 16 | G << 8 | B`, which on little-endian machines
// is the byte order B, G, R, A (`SDL_PIXELFORMAT_ARGB8888`), so a frame goes to SDL
// unconverted.
//
// Layers, bottom up:
// - `PixelStorage` owns memory; `Bitmap` is a (sub-)rectangle of it, sharing pixels.
// - `Color` (straight) and `PremultipliedPixel` convert with correct rounding.
// - Kernels are free functions over raw rows, chosen once per draw, each named for what it
//   does and checked in tests against a float reference.
// - `Canvas` is what callers use: a target bitmap, a transform from user space (points) to
//   device pixels, a clip rectangle in device pixels, and a global alpha.
// - `RasterImage` is a bitmap with a lazily built mip chain for minification.
// - PNG decode and encode go through the `CPNG` shim, which owns every `setjmp`.
//
// `CGAffineTransform` lives here, as it lives in CoreGraphics on Apple's platforms; the
// `UIKit` module re-exports this module.
