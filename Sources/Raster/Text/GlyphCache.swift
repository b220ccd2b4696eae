import Foundation

/// Rendered glyph masks, reused across draws: drawing text that was drawn before costs a
/// dictionary lookup and a blit per glyph, not a FreeType rasterization.
///
/// Masks are keyed by face, pixel size (26.6 fixed point), glyph and horizontal subpixel
/// phase (quarter pixels). Memory is bounded by `byteBudget` with two generations: new
/// masks go into the young generation; when it holds half the budget it becomes the old
/// one and the previous old one is dropped; a mask found in the old generation moves back
/// to the young one. Glyphs in use therefore stay, and at most `byteBudget` bytes are held.
/// Thread-safe.
public final class GlyphCache: @unchecked Sendable {
    /// The cache `Canvas.drawGlyphs` uses unless given another.
    public static let shared = GlyphCache(byteBudget: defaultByteBudget)

    /// 8 MiB: a 17 px glyph's mask is about 200 bytes plus bookkeeping, so this holds tens
    /// of thousands of glyphs, several screens of text in several sizes.
    public static let defaultByteBudget = 8 << 20

    /// The most memory the cache holds, in bytes (coverage plus per-mask bookkeeping). Zero
    /// makes a cache that keeps nothing: every draw rasterizes every glyph again.
    public let byteBudget: Int

    /// Face, pixel size, glyph and phase packed in one word: hashing it is one combine.
    struct Key: Hashable {
        let bits: UInt64

        /// `face` keeps 24 bits (faces ever opened in a process), the 26.6 pixel size 22
        /// (up to 65,535 px; the cache holds at most 256 px), the glyph 16, the phase 2.
        init(face: UInt32, pixelSize26_6: Int, glyph: CGGlyph, phase: Int) {
            bits = UInt64(face & 0xFF_FFFF) << 40 | UInt64(UInt32(clamping: pixelSize26_6) & 0x3F_FFFF) << 18
                | UInt64(glyph) << 2 | UInt64(phase & 3)
        }
    }

    private let lock = NSLock()
    private var young: [Key: GlyphMask] = [:]
    private var old: [Key: GlyphMask] = [:]
    private var youngBytes = 0
    private var oldBytes = 0
    private var missCount = 0

    /// How many glyphs were rasterized because they were not in the cache.
    public var misses: Int {
        lock.lock()
        defer { lock.unlock() }
        return missCount
    }

    /// A cache holding at most `byteBudget` bytes (clamped to zero or more).
    public init(byteBudget: Int) {
        self.byteBudget = max(0, byteBudget)
    }

    /// The number of masks held.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return young.count + old.count
    }

    /// The memory held, in bytes, counted as `byteBudget` counts it.
    public var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return youngBytes + oldBytes
    }

    /// Drops every mask.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        young.removeAll()
        old.removeAll()
        youngBytes = 0
        oldBytes = 0
    }

    /// The mask of `glyph` of `face` at `pixelSize26_6` (pixels per em, 26.6 fixed point)
    /// shifted right by `phase` quarter pixels, rasterized on a miss.
    func mask(face: FontFace, glyph: CGGlyph, pixelSize26_6: Int, phase: Int) -> GlyphMask {
        let key = Key(face: face.id, pixelSize26_6: pixelSize26_6, glyph: glyph, phase: phase)
        lock.lock()
        if let mask = young[key] {
            lock.unlock()
            return mask
        }
        if let mask = old.removeValue(forKey: key) {
            oldBytes -= mask.byteCount
            insert(mask, for: key)
            lock.unlock()
            return mask
        }
        missCount += 1
        lock.unlock()
        // Rasterize outside the cache's lock: other threads keep hitting the cache meanwhile.
        // Two threads missing the same glyph both render it; the second insert replaces the
        // first with identical pixels.
        let mask = face.renderMask(glyph, pixelSize26_6: pixelSize26_6, phase: phase)
        lock.lock()
        if young[key] == nil { insert(mask, for: key) }
        lock.unlock()
        return mask
    }

    /// Call with `lock` held.
    private func insert(_ mask: GlyphMask, for key: Key) {
        let generationBudget = byteBudget / 2
        guard mask.byteCount <= generationBudget else { return }
        if youngBytes + mask.byteCount > generationBudget {
            old = young
            oldBytes = youngBytes
            young = [:]
            youngBytes = 0
        }
        young[key] = mask
        youngBytes += mask.byteCount
    }
}
