import FuzzDriver
import Raster

// libFuzzer over the PNG reader: the CPNG shim (libpng calls, the memory source, the
// header pre-checks) and the Swift decoder above it. Whatever the bytes, reading them
// either gives a bitmap that re-encodes to the same pixels or one error of one line.

/// Images up to this many pixels are also re-encoded and compared (bigger ones cost the
/// fuzzer too much time per input).
let roundTripPixels = 1 << 20

func check(_ error: PNGError) {
    let line = error.description
    precondition(!line.unicodeScalars.contains { $0.properties.generalCategory == .control },
                 "a message with raw control characters: \(line.debugDescription)")
}

func fuzz(_ bytes: UnsafeRawBufferPointer) {
    do {
        _ = try PNGDecoder.readHeader(from: bytes)
    } catch {
        check(error)
    }
    let bitmap: Bitmap
    do {
        bitmap = try PNGDecoder.decode(bytes)
    } catch {
        check(error)
        return
    }
    guard bitmap.width * bitmap.height <= roundTripPixels else { return }
    do {
        let again = try PNGDecoder.decode(try PNGEncoder.encode(bitmap))
        precondition(again.hasSamePixels(as: bitmap), "re-encoding changed the pixels")
    } catch {
        preconditionFailure("a decoded bitmap did not re-encode: \(error)")
    }
}

runFuzzer(fuzz)
