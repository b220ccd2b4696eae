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
//
// Text lives here too, as glyph rendering lives in CoreGraphics: glyph masks are a
// rasterizer concern, so Raster (not a separate module) imports `CFreeType`. `FontFace`
// opens a font with FreeType and answers glyphs, advances, kerning and metrics in font
// units; `GlyphCache` keeps anti-aliased 8-bit coverage masks keyed by face, pixel size,
// glyph and quarter-pixel x phase; `Canvas.drawGlyphs` composites them in one colour
// through the `SolidMaskKernel`s (pixman's over_n_8_8888). FreeType types never appear in
// Raster's public API. Layout (lines, wrapping, truncation) is UIKit's, over these.
