import CPNG
import Foundation

extension PNGError {
    /// The error for a message libpng raised, by what libpng 1.6 actually says:
    /// - `"<chunk>: CRC error"` for a critical chunk whose CRC does not match;
    /// - `"Invalid IHDR data"`, after warnings such as `"Invalid bit depth in IHDR"` that
    ///   say why (passed in `warnings`), and other errors while reading IHDR;
    /// - `"IEND: out of place"` when IEND comes before any IDAT;
    /// - `"IDAT: <zlib message>"`, `"Not enough image data"`, `"bad adaptive filter value"`
    ///   for image data that cannot be decoded (not `"IDAT: Missing PLTE before IDAT"`).
    /// Anything else keeps libpng's message. Truncation and I/O errors are not recognised
    /// here: the shim knows them from its own read callback, whatever libpng's text.
    static func fromLibpng(file: String, message: String, warnings: String, chunk: String) -> PNGError {
        if message.hasSuffix("CRC error") {
            let named = message.split(separator: ":").first.map(String.init) ?? chunk
            return .corruptChunk(file: file, chunk: chunk.isEmpty ? named : chunk)
        }
        if chunk == "IHDR" || message.contains("IHDR") {
            return .invalidHeader(file: file, reason: warnings.isEmpty ? message : warnings)
        }
        if chunk == "IEND" && message.hasSuffix("out of place") {
            return .missingImageData(file: file)
        }
        let lowercased = message.lowercased()
        if lowercased.contains("out of memory") || lowercased.contains("insufficient memory") {
            return .outOfMemory(file: file, bytes: nil)
        }
        // "IDAT: Missing PLTE before IDAT" is raised at IDAT too, but the data is not at fault.
        if (chunk == "IDAT" && !message.contains("Missing")) || lowercased.contains("image data")
            || lowercased.contains("filter") {
            return .corruptImageData(file: file, reason: message)
        }
        return .libpng(file: file, message: message)
    }

    /// A chunk type as its four ASCII letters ("IDAT"); "" for 0.
    static func chunkName(_ type: UInt32) -> String {
        guard type != 0 else { return "" }
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The system's text for `errno` (e.g. "No such file or directory").
    static func systemReason(_ errorNumber: Int32) -> String {
        if errorNumber == CPNG_ERRNO_NOT_A_FILE { return "not a regular file (a pipe or socket)" }
        if errorNumber == CPNG_ERRNO_CHARACTER_DEVICE { return "not a regular file (\(FileType.characterDevice.name))" }
        if errorNumber == CPNG_ERRNO_BLOCK_DEVICE { return "not a regular file (\(FileType.blockDevice.name))" }
        return String(cString: strerror(errorNumber))
    }
}
