import Foundation

/// An image ready to draw: a premultiplied bitmap plus what drawing it fast needs, worked
/// out once and kept: whether every pixel is opaque, and the mip chain used to minify it.
///
/// The image shares `bitmap`'s pixels and assumes they no longer change: `isOpaque` and
/// the mip levels describe the pixels as they were when first computed.
///
/// Thread-safe: any number of threads may draw the same image at once while another builds
/// its mip chain (`prepareMipmaps(options:progress:)`).
public final class RasterImage: @unchecked Sendable {
    /// The full-size pixels, premultiplied BGRA8.
    public let bitmap: Bitmap
    /// The minified copies, built on demand.
    let mipChain: MipChain

    private let opacityLock = NSLock()
    private var cachedIsOpaque: Bool?

    /// An image over `bitmap`'s pixels as they are (premultiplied), without copying them.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
        self.mipChain = MipChain(base: bitmap)
    }

    /// An image whose opacity and mip levels were found while it decoded: `levels[0]` is
    /// the image, the rest its halvings as `MipChain` builds them.
    init(levels: [Bitmap], isOpaque: Bool) {
        self.bitmap = levels[0]
        self.mipChain = MipChain(builtLevels: levels)
        self.cachedIsOpaque = isOpaque
    }

    /// An image over `bitmap` whose opacity is already known (the decoder found it, or the
    /// caller knows it without a scan), so `isOpaque` reads no pixel. True for pixels that
    /// are not all opaque draws them wrongly (stored, not blended).
    public init(bitmap: Bitmap, isOpaque: Bool) {
        self.bitmap = bitmap
        self.mipChain = MipChain(base: bitmap)
        self.cachedIsOpaque = isOpaque
    }

    /// Width, in pixels.
    public var width: Int { bitmap.width }
    /// Height, in pixels.
    public var height: Int { bitmap.height }

    /// True when every pixel has alpha 255, so drawing it at full opacity can store pixels
    /// instead of blending them. Computed on first use (one pass over the pixels) and kept.
    /// An empty image counts as opaque.
    public var isOpaque: Bool {
        opacityLock.lock()
        defer { opacityLock.unlock() }
        if let cachedIsOpaque { return cachedIsOpaque }
        let result = RasterImage.allOpaque(bitmap)
        cachedIsOpaque = result
        return result
    }

    static func allOpaque(_ bitmap: Bitmap) -> Bool {
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            // An AND over the whole row vectorizes; one test per row keeps the early exit cheap.
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<bitmap.width { all &= row[x] }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// How many levels the full mip chain has, the image itself included: level `n` is
    /// `ceil(width / 2^n)` x `ceil(height / 2^n)` pixels, down to 1 x 1.
    public var mipLevelCount: Int { mipChain.sizes.count }

    /// How many mip levels exist now, the image itself included (at least 1).
    public var preparedMipLevelCount: Int { mipChain.builtCount }

    /// The size of mip level `index`, in pixels.
    public func mipLevelSize(_ index: Int) -> (width: Int, height: Int) {
        precondition(index >= 0 && index < mipLevelCount, "RasterImage: no mip level \(index)")
        return mipChain.sizes[index]
    }

    /// Builds the whole mip chain now, so no later draw has to. Meant for a background
    /// thread: a 20000 x 20000 image takes a fraction of a second per core and about a
    /// third more memory than the image.
    ///
    /// - Parameters:
    ///   - options: how many threads each level is spread over (`maximumThreads`).
    ///   - progress: called on the calling thread with the share done so far, 0...1,
    ///     rising, ending with 1; levels another thread builds meanwhile count when they land.
    /// - Throws: `MipChainError.cannotAllocate` when a level's memory cannot be had; the
    ///   levels built so far stay usable.
    public func prepareMipmaps(options: RasterOptions = RasterOptions(), progress: ((Double) -> Void)? = nil) throws {
        try mipChain.build(through: mipLevelCount - 1, options: options, progress: progress)
    }

    /// Mip level `index` (0 is `bitmap`), building it and the levels above it first if
    /// needed, on as many threads as `options` allow.
    /// - Throws: `MipChainError.cannotAllocate` when the memory cannot be had.
    public func mipLevel(_ index: Int, options: RasterOptions = RasterOptions()) throws -> Bitmap {
        precondition(index >= 0 && index < mipLevelCount, "RasterImage: no mip level \(index)")
        try mipChain.build(through: index, options: options, progress: nil)
        return mipChain.level(index)!
    }
}
