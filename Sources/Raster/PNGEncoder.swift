import CPNG
import Foundation

/// Encodes premultiplied `Bitmap`s as PNG, through the `CPNG` libpng shim.
///
/// Pixels are un-premultiplied with rounding, `round(c * 255 / a)`, and written as 8-bit
/// RGBA, or as 8-bit RGB when every pixel is opaque. Decoding the result gives back the
/// same pixels for every valid premultiplied pixel (each colour channel at most alpha, all
/// zero at alpha 0): for such a pixel `c * 255 / a` rounds to a straight value whose
/// premultiplication is `c` again, since the rounding error shrinks by `a / 255 <= 1`. A
/// colour channel above alpha saturates to 255, and colour at alpha 0 becomes transparent
/// black. The output has no gAMA chunk, so decoders take it as sRGB, as stored.
public enum PNGEncoder {
    /// How to encode.
    public struct Options: Sendable, Equatable {
        /// zlib compression level, 0 (fastest, stored) to 9 (smallest); 6 is zlib's default.
        /// Values outside 0...9 count as 6. Measured on a noisy 4096 x 4096 image: level 1
        /// encodes about 5 times faster than 6 for a file about 16% larger.
        public var compressionLevel: Int

        /// Options with the given compression level.
        public init(compressionLevel: Int = 6) {
            self.compressionLevel = compressionLevel
        }
    }

    /// The name errors use for in-memory output.
    public static let memoryName = "<memory>"

    /// The PNG encoding of `bitmap`, in memory.
    /// - Complexity: O(width x height); memory is the output plus one row.
    public static func encode(_ bitmap: Bitmap,
                              options: Options = Options()) throws(PNGError) -> [UInt8] {
        try PNGEncodeSession(name: memoryName).encode(bitmap, options: options) { encoder, job in
            cpng_encoder_write_memory(encoder, job.pixels, job.rowStride, job.width, job.height,
                                      &job.options)
        }
    }

    /// True when every pixel of `bitmap` has alpha 255, so RGB keeps all of it.
    static func isOpaque(_ bitmap: Bitmap) -> Bool {
        for y in 0..<bitmap.height {
            let row = bitmap.row(y)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<bitmap.width { all &= row[x] }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }
}
