import CFreeType
import Foundation

// Glyphs become coverage masks here, two ways:
// - On the pixel grid (`renderMask`): outlines at the device pixel size with light,
//   vertical-only hinting, shifted right by a quarter-pixel phase before FreeType renders
//   them (FT_RENDER_MODE_LIGHT, 8-bit anti-aliased). These masks are what `GlyphCache` keeps.
// - Through any transform (`rasterizeClipped`): outlines transformed by FreeType
//   (`FT_Set_Transform`), unhinted, positioned exactly, and rendered only where they meet
//   the clip, straight into reusable scratch memory. Nothing is cached: this serves rotated,
//   sheared, mirrored or non-uniformly scaled text and glyphs too large to keep.
extension FontFace {
    /// The largest pixel size FreeType is asked for, in pixels; larger transforms put the
    /// rest of their scale in the outline transform.
    static let maximumRequestPixelSize = 4096
    /// Sizes kept as FreeType `FT_Size` objects before all are dropped and remade; a few
    /// sizes are typical (one per font size per screen scale).
    static let maximumRetainedSizes = 16

    /// `glyph` rendered at `pixelSize26_6` (pixels per em, 26.6 fixed point: 64 = 1 px),
    /// its outline shifted right by `phase` quarter pixels (0...3). An empty mask when the
    /// glyph draws nothing or cannot be loaded.
    func renderMask(_ glyph: CGGlyph, pixelSize26_6: Int, phase: Int) -> GlyphMask {
        lock.lock()
        defer { lock.unlock() }
        guard activateSize(pixelSize26_6),
              FT_Load_Glyph(face, FT_UInt(glyph), CFreeType_loadFlagsGridFitted()) == 0 else {
            return GlyphMask(width: 0, height: 0, left: 0, top: 0, copying: nil, pitch: 0)
        }
        let slot = face.pointee.glyph!
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, phase != 0 {
            // A quarter pixel is 16 in 26.6 units.
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 16), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_LIGHT) == 0,
              slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
            return GlyphMask(width: 0, height: 0, left: 0, top: 0, copying: nil, pitch: 0)
        }
        let bitmap = slot.pointee.bitmap
        let pitch = Int(bitmap.pitch), rows = Int(bitmap.rows)
        // A negative pitch stores rows bottom-up: the top row is the last in memory.
        let firstRow = bitmap.buffer.map { pitch >= 0 ? UnsafePointer($0) : UnsafePointer($0 - (rows - 1) * pitch) }
        return GlyphMask(width: Int(bitmap.width), height: rows, left: Int(slot.pointee.bitmap_left),
                         top: Int(slot.pointee.bitmap_top), copying: firstRow, pitch: pitch)
    }

    /// Rasterizes `glyph` at `size` (user-space units per em) through the linear part of
    /// `transform`, its origin at `origin` (device pixels, fractional), and calls `body` with
    /// the coverage of the part inside `clip` (device pixels) and that part's rectangle;
    /// `body` is not called when nothing is visible. Unhinted, uncached.
    func rasterizeClipped(_ glyph: CGGlyph, size: CGFloat, transform t: CGAffineTransform, origin: CGPoint,
                          clip: PixelRect, _ body: (UnsafePointer<UInt8>, PixelRect) -> Void) {
        // Ask FreeType for the size the glyph has on screen (the transform's mean scale),
        // so hinting-free outlines keep full precision; the matrix carries the rest.
        let scale = (abs(t.determinant)).squareRoot()
        guard scale > 0, scale.isFinite, size > 0 else { return }
        let pixelSize = min(size * scale, CGFloat(FontFace.maximumRequestPixelSize))
        let requestScale = pixelSize / size
        // FreeType's outlines are y-up and ours y-down: conjugate the linear part by a flip.
        func fixed(_ v: CGFloat) -> FT_Fixed { FT_Fixed((v / requestScale * 65536).rounded()) }
        var matrix = FT_Matrix(xx: fixed(t.a), xy: fixed(-t.c), yx: fixed(-t.b), yy: fixed(t.d))

        lock.lock()
        defer { lock.unlock() }
        guard activateSize(Int((pixelSize * 64).rounded())) else { return }
        FT_Set_Transform(face, &matrix, nil)
        let loaded = FT_Load_Glyph(face, FT_UInt(glyph), CFreeType_loadFlagsTransformed())
        FT_Set_Transform(face, nil, nil)
        let slot = face.pointee.glyph!
        guard loaded == 0, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return }

        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        let device = CGRect(x: origin.x + CGFloat(box.xMin) / 64, y: origin.y - CGFloat(box.yMax) / 64,
                            width: CGFloat(box.xMax - box.xMin) / 64, height: CGFloat(box.yMax - box.yMin) / 64)
        let visible = PixelRect(covering: device).intersection(clip)
        guard !visible.isEmpty else { return }

        // Move the outline so the visible rectangle's bottom-left corner is FreeType's
        // origin: x' = x + origin.x - left, y' (up) = y + bottom - origin.y.
        let dx = ((origin.x - CGFloat(visible.x)) * 64).rounded()
        let dy = ((CGFloat(visible.maxY) - origin.y) * 64).rounded()
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(dx), FT_Pos(dy))
        let coverage = scratch.zeroed(count: visible.area)
        var target = FT_Bitmap()
        target.rows = UInt32(visible.height)
        target.width = UInt32(visible.width)
        target.pitch = Int32(visible.width)
        target.buffer = coverage
        target.num_grays = 256
        target.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        var params = FT_Raster_Params()
        params.flags = Int32(FT_RASTER_FLAG_AA)
        guard case .success(let library) = FreeTypeLibrary.shared else { return }
        let rendered = withUnsafePointer(to: &target) { targetPointer in
            params.target = targetPointer
            return FT_Outline_Render(library.handle, &slot.pointee.outline, &params)
        }
        guard rendered == 0 else { return }
        body(UnsafePointer(coverage), visible)
    }

    /// Makes the FreeType size for `pixelSize26_6` current, creating it on first use.
    /// Call with `lock` held.
    private func activateSize(_ pixelSize26_6: Int) -> Bool {
        let key = min(max(64, pixelSize26_6), FontFace.maximumRequestPixelSize * 64)
        if let size = sizes[key] { return FT_Activate_Size(size) == 0 }
        if sizes.count >= FontFace.maximumRetainedSizes {
            for size in sizes.values { FT_Done_Size(size) }
            sizes.removeAll()
        }
        var made: FT_Size?
        guard FT_New_Size(face, &made) == 0, let size = made else { return false }
        guard FT_Activate_Size(size) == 0, FT_Set_Char_Size(face, 0, FT_F26Dot6(key), 72, 72) == 0 else {
            FT_Done_Size(size)
            return false
        }
        sizes[key] = size
        return true
    }
}
