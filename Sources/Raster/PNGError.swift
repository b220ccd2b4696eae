/// Why a PNG could not be read or written. Every case names the file (the path as given,
/// or the name given for in-memory data) and its `description` is one line saying what
/// went wrong, fit to show a user.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read; `reason` is the system's text for errno.
    case unreadable(file: String, reason: String)
    /// The data does not begin with the PNG signature; `reason` says how it differs.
    case notPNG(file: String, reason: String)
    /// The data ends, after `bytes` bytes, before the PNG does.
    case truncated(file: String, bytes: Int)
    /// A critical chunk's CRC does not match its contents: the bytes were damaged. (Damage
    /// to compressed image data can show as `corruptImageData` instead, when zlib finds it
    /// before the chunk's end is reached and its CRC checked.)
    case corruptChunk(file: String, chunk: String)
    /// The IHDR chunk is missing or holds values PNG does not allow; `reason` is libpng's.
    case invalidHeader(file: String, reason: String)
    /// The file ends (IEND) without any image data (IDAT).
    case missingImageData(file: String)
    /// The image data cannot be decompressed or unfiltered; `reason` is libpng's or zlib's.
    case corruptImageData(file: String, reason: String)
    /// The header declares `width` x `height` pixels, more than `maxPixels`
    /// (`PNGLimits.maxPixels`).
    case tooLarge(file: String, width: Int, height: Int, maxPixels: Int)
    /// The file has `fileBytes` bytes, fewer than the `minimumBytes` any deflate stream
    /// holding `width` x `height` pixels needs (`PNGLimits.deflateMaxRatio`): it is
    /// truncated, or a decompression bomb.
    case fileTooSmall(file: String, width: Int, height: Int, fileBytes: Int, minimumBytes: Int)
    /// Memory could not be had; `bytes` is the size asked for, when known.
    case outOfMemory(file: String, bytes: Int?)
    /// The progress callback asked to stop.
    case cancelled(file: String)
    /// The bitmap cannot be stored as PNG (e.g. it has no pixels); `reason` says why.
    case unencodable(file: String, reason: String)
    /// The file could not be written; `reason` is the system's text for errno.
    case unwritable(file: String, reason: String)
    /// Any other error libpng reported, with its message.
    case libpng(file: String, message: String)

    /// The file (or in-memory name) the error is about.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .notPNG(let file, _), .truncated(let file, _),
             .corruptChunk(let file, _), .invalidHeader(let file, _), .missingImageData(let file),
             .corruptImageData(let file, _), .tooLarge(let file, _, _, _),
             .fileTooSmall(let file, _, _, _, _), .outOfMemory(let file, _), .cancelled(let file),
             .unencodable(let file, _), .unwritable(let file, _), .libpng(let file, _):
            return file
        }
    }

    /// One line: the file (escaped and cut as `MessageText` does), then what went wrong.
    public var description: String {
        let name = MessageText.escaped(file)
        switch self {
        case .unreadable(_, let reason):
            return "\(name): cannot read: \(reason)"
        case .notPNG(_, let reason):
            return "\(name): not a PNG file (\(reason))"
        case .truncated(_, let bytes):
            return bytes == 0 ? "\(name): truncated: the file is empty"
                : "\(name): truncated: the data ends after \(bytes) bytes, before the PNG does"
        case .corruptChunk(_, let chunk):
            return "\(name): corrupt \(MessageText.escaped(chunk)) chunk (CRC mismatch): the file is damaged"
        case .invalidHeader(_, let reason):
            return "\(name): invalid PNG header: \(reason)"
        case .missingImageData:
            return "\(name): no image data (the file ends without an IDAT chunk)"
        case .corruptImageData(_, let reason):
            return "\(name): corrupt image data: \(reason)"
        case .tooLarge(_, let width, let height, let maxPixels):
            let needed = PNGLimits.memoryText(Double(width) * Double(height) * 16 / 3)
            let limit = PNGLimits.memoryText(Double(maxPixels) * 16 / 3)
            return "\(name): \(width) x \(height) pixels needs \(needed) with its mip levels, "
                + "over the limit of \(maxPixels) pixels (\(limit))"
        case .fileTooSmall(_, let width, let height, let fileBytes, let minimumBytes):
            return "\(name): \(width) x \(height) pixels cannot fit in \(fileBytes) bytes (deflate "
                + "needs at least \(minimumBytes)): truncated, or a decompression bomb"
        case .outOfMemory(_, let bytes):
            return bytes.map { "\(name): out of memory (\($0) bytes)" } ?? "\(name): out of memory"
        case .cancelled:
            return "\(name): cancelled"
        case .unencodable(_, let reason):
            return "\(name): cannot encode as PNG: \(reason)"
        case .unwritable(_, let reason):
            return "\(name): cannot write: \(reason)"
        case .libpng(_, let message):
            return "\(name): \(message)"
        }
    }
}
