import CPNG

/// One encode through the shim: owns a `cpng_encoder` and turns its statuses into
/// `PNGError`s.
final class PNGEncodeSession {
    /// What the shim's write functions take.
    struct Job {
        var pixels: UnsafeMutablePointer<UInt32>
        var rowStride: Int
        var width: UInt32
        var height: UInt32
        var options: cpng_write_options
    }

    let encoder: OpaquePointer
    let name: String

    init(name: String) throws(PNGError) {
        guard let encoder = cpng_encoder_create() else { throw .outOfMemory(file: name, bytes: nil) }
        self.encoder = encoder
        self.name = name
    }

    deinit { cpng_encoder_destroy(encoder) }

    /// Checks `bitmap`, chooses RGB or RGBA, runs `write` and returns what it wrote to memory
    /// (empty when it wrote to a file descriptor).
    func encode(_ bitmap: Bitmap, options: PNGEncoder.Options,
                write: (OpaquePointer, inout Job) -> cpng_status) throws(PNGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw .unencodable(file: name,
                               reason: "the bitmap has no pixels (\(bitmap.width) x \(bitmap.height))")
        }
        guard bitmap.width <= Int(Int32.max), bitmap.height <= Int(Int32.max) else {
            throw .unencodable(file: name, reason: "PNG allows at most 2^31 - 1 pixels each way")
        }
        let level = (0...9).contains(options.compressionLevel) ? options.compressionLevel : 6
        var job = Job(pixels: bitmap.row(0), rowStride: bitmap.rowStride,
                      width: UInt32(bitmap.width), height: UInt32(bitmap.height),
                      options: cpng_write_options(compression_level: Int32(level),
                                                  write_alpha: PNGEncoder.isOpaque(bitmap) ? 0 : 1))
        let status = write(encoder, &job)
        guard status == CPNG_OK else { throw error(for: status, bitmap: bitmap) }
        guard let bytes = cpng_encoder_bytes(encoder) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: cpng_encoder_byte_count(encoder)))
    }

    private func error(for status: cpng_status, bitmap: Bitmap) -> PNGError {
        let message = String(cString: cpng_encoder_message(encoder))
        switch status {
        case CPNG_IO_ERROR:
            return .unwritable(file: name, reason: PNGError.systemReason(cpng_encoder_errno(encoder)))
        case CPNG_OUT_OF_MEMORY:
            return .outOfMemory(file: name, bytes: nil)
        case CPNG_MISUSE:
            return .unencodable(file: name, reason: message)
        default:
            return .libpng(file: name, message: message)
        }
    }
}
