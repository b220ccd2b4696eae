import Foundation
import Raster

/// A small PNG writer for tests, independent of libpng: its own CRC-32, Adler-32, stored
/// (uncompressed) deflate blocks, sample packing, the five scanline filters and Adam7. The
/// pixels a decoder should produce are worked out here too, from the samples, so a decode
/// that agrees with them was checked against something other than libpng.
struct TestPNG {
    /// Width and height, in pixels.
    var width: Int
    var height: Int
    /// PNG colour type: 0, 2, 3, 4 or 6.
    var colorType: UInt8
    /// Bits per sample.
    var bitDepth: Int
    /// Adam7 when true.
    var interlaced = false
    /// Samples, row-major, `channels` per pixel, each below `1 << bitDepth`; palette
    /// indices for colour type 3.
    var samples: [UInt16]
    /// PLTE entries (colour type 3).
    var palette: [(r: UInt8, g: UInt8, b: UInt8)] = []
    /// tRNS for colour type 3: alpha of the first entries (the rest are opaque).
    var paletteAlpha: [UInt8] = []
    /// tRNS for colour types 0 and 2: the transparent gray or RGB samples.
    var transparentKey: [UInt16]? = nil
    /// gAMA value (gamma x 100000) when set.
    var gamma: UInt32? = nil
    /// Further chunks, written in this order after gAMA and before PLTE.
    var ancillaryChunks: [(type: String, data: [UInt8])] = []
    /// Bytes of each IDAT chunk the zlib stream is split into.
    var idatChunkBytes = 4096

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    /// A test image filled with deterministic pseudo-random samples (every 5th pixel set to
    /// `transparentKey` when there is one, so the key is sure to occur).
    init(width: Int, height: Int, colorType: UInt8, bitDepth: Int, interlaced: Bool = false,
         seed: UInt64 = 1) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
        samples = []
        var random = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        let count = width * height * [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let limit = UInt64(1) << UInt64(bitDepth)
        samples.reserveCapacity(count)
        for _ in 0..<count {
            random ^= random << 13
            random ^= random >> 7
            random ^= random << 17
            samples.append(UInt16(random % limit))
        }
    }

    // MARK: Expected pixels

    /// A sample scaled to 8 bits as the PNG spec's "ideal" conversion: exact for low bit
    /// depths (v * 255 / (2^d - 1) is whole), rounded for 16 bits (no ties occur).
    static func eightBit(_ value: UInt16, depth: Int) -> UInt8 {
        let maximum = (1 << depth) - 1
        return UInt8((Int(value) * 255 * 2 + maximum) / (2 * maximum))
    }

    /// The premultiplied pixels a decoder should give, row-major.
    func expectedPixels() -> [UInt32] {
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for i in 0..<(width * height) {
            let s = Array(samples[(i * channels)..<((i + 1) * channels)])
            let e = { (v: UInt16) in TestPNG.eightBit(v, depth: bitDepth) }
            let color: Color
            switch colorType {
            case 0:
                let transparent = transparentKey.map { $0[0] == s[0] } ?? false
                color = Color(red: e(s[0]), green: e(s[0]), blue: e(s[0]), alpha: transparent ? 0 : 255)
            case 2:
                let transparent = transparentKey.map { $0 == s } ?? false
                color = Color(red: e(s[0]), green: e(s[1]), blue: e(s[2]), alpha: transparent ? 0 : 255)
            case 3:
                let index = Int(s[0])
                let entry = palette[index]
                let alpha = index < paletteAlpha.count ? paletteAlpha[index] : 255
                color = Color(red: entry.r, green: entry.g, blue: entry.b, alpha: alpha)
            case 4:
                color = Color(red: e(s[0]), green: e(s[0]), blue: e(s[0]), alpha: e(s[1]))
            default:
                color = Color(red: e(s[0]), green: e(s[1]), blue: e(s[2]), alpha: e(s[3]))
            }
            pixels.append(color.premultiplied)
        }
        return pixels
    }

    // MARK: Encoding

    /// The PNG file.
    func pngBytes() -> [UInt8] {
        var png = PNGTestGenerator.signature
        png += PNGTestGenerator.chunk("IHDR", PNGTestGenerator.ihdr(
            width: UInt32(width), height: UInt32(height), bitDepth: UInt8(bitDepth),
            colorType: colorType, interlaced: interlaced))
        if let gamma { png += PNGTestGenerator.chunk("gAMA", PNGTestGenerator.bigEndian(gamma)) }
        for extra in ancillaryChunks { png += PNGTestGenerator.chunk(extra.type, extra.data) }
        if colorType == 3 {
            png += PNGTestGenerator.chunk("PLTE", palette.flatMap { [$0.r, $0.g, $0.b] })
            if !paletteAlpha.isEmpty { png += PNGTestGenerator.chunk("tRNS", paletteAlpha) }
        }
        if let key = transparentKey {
            png += PNGTestGenerator.chunk("tRNS", key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }
        let stream = PNGTestGenerator.zlibStored(scanlines())
        var start = 0
        repeat {
            let end = min(stream.count, start + idatChunkBytes)
            png += PNGTestGenerator.chunk("IDAT", Array(stream[start..<end]))
            start = end
        } while start < stream.count
        png += PNGTestGenerator.chunk("IEND", [])
        return png
    }

    /// The filtered scanlines of the image, pass by pass for Adam7. Rows cycle through the
    /// five filter types so every unfilter path is used.
    func scanlines() -> [UInt8] {
        let passes = interlaced ? PNGTestGenerator.adam7 : [(x: 0, y: 0, dx: 1, dy: 1)]
        let bitsPerPixel = bitDepth * channels
        let filterBytes = max(1, bitsPerPixel / 8)
        var out: [UInt8] = []
        var filterType: UInt8 = 0
        for pass in passes {
            let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
            let rows = Array(stride(from: pass.y, to: height, by: pass.dy))
            if columns.isEmpty || rows.isEmpty { continue }
            var previous = [UInt8](repeating: 0, count: (columns.count * bitsPerPixel + 7) / 8)
            for y in rows {
                var rowSamples: [UInt16] = []
                if pass.dx == 1 {
                    rowSamples = Array(samples[(y * width * channels)..<((y + 1) * width * channels)])
                } else {
                    for x in columns {
                        let first = (y * width + x) * channels
                        rowSamples += samples[first..<(first + channels)]
                    }
                }
                let raw = PNGTestGenerator.pack(rowSamples, depth: bitDepth)
                out.append(filterType)
                out += PNGTestGenerator.filter(raw, previous: previous, type: filterType,
                                               bytesPerPixel: filterBytes)
                previous = raw
                filterType = (filterType + 1) % 5
            }
        }
        return out
    }
}

/// PNG's building blocks, written from the specification.
enum PNGTestGenerator {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Adam7's passes: first column and row, column and row steps.
    static let adam7 = [(x: 0, y: 0, dx: 8, dy: 8), (x: 4, y: 0, dx: 8, dy: 8),
                        (x: 0, y: 4, dx: 4, dy: 8), (x: 2, y: 0, dx: 4, dy: 4),
                        (x: 0, y: 2, dx: 2, dy: 4), (x: 1, y: 0, dx: 2, dy: 2),
                        (x: 0, y: 1, dx: 1, dy: 2)]

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// CRC-32 as PNG computes it (ISO 3309, reflected, initial and final XOR 0xFFFFFFFF).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// A chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8,
                     interlaced: Bool) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
    }

    /// A zlib stream of stored deflate blocks (at most 65535 bytes each) and its Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(data.count, start + 65535)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0) // BFINAL, BTYPE 00
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + bigEndian(adler32(data))
    }

    /// Samples packed most significant bits first (big-endian for 16 bits), padded to a byte.
    static func pack(_ samples: [UInt16], depth: Int) -> [UInt8] {
        switch depth {
        case 16: return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return samples.map { UInt8($0) }
        default:
            var out = [UInt8](repeating: 0, count: (samples.count * depth + 7) / 8)
            for (i, s) in samples.enumerated() {
                let bit = i * depth
                out[bit / 8] |= UInt8(s) << UInt8(8 - depth - bit % 8)
            }
            return out
        }
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// One row filtered with `type` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth).
    static func filter(_ raw: [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: raw.count)
        for i in 0..<raw.count {
            let x = Int(raw[i])
            let a = i >= bytesPerPixel ? Int(raw[i - bytesPerPixel]) : 0
            let b = Int(previous[i])
            let c = i >= bytesPerPixel ? Int(previous[i - bytesPerPixel]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4: predictor = paeth(a, b, c)
            default: predictor = 0
            }
            out[i] = UInt8((x - predictor) & 0xFF)
        }
        return out
    }

    /// A PNG of signature, IHDR, one IDAT holding an empty zlib stream, and IEND: a header
    /// that declares any size in about 70 bytes, with every CRC valid.
    static func headerOnly(width: UInt32, height: UInt32, bitDepth: UInt8 = 8,
                           colorType: UInt8 = 6) -> [UInt8] {
        signature
            + chunk("IHDR", ihdr(width: width, height: height, bitDepth: bitDepth,
                                 colorType: colorType, interlaced: false))
            + chunk("IDAT", zlibStored([]))
            + chunk("IEND", [])
    }
}
