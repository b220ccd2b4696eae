/// How a PNG stores its samples (the IHDR colour type).
public enum PNGColorType: Int, Sendable, CaseIterable {
    /// One gray sample per pixel (1, 2, 4, 8 or 16 bits).
    case grayscale = 0
    /// Red, green, blue (8 or 16 bits each).
    case rgb = 2
    /// An index into a palette of up to 256 colours (1, 2, 4 or 8 bits).
    case indexed = 3
    /// Gray and alpha (8 or 16 bits each).
    case grayscaleAlpha = 4
    /// Red, green, blue and alpha (8 or 16 bits each).
    case rgba = 6
}

/// What a PNG's header says about its image, read without decoding pixels.
public struct PNGHeader: Sendable, Equatable {
    /// Width, in pixels.
    public var width: Int
    /// Height, in pixels.
    public var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// How samples are stored.
    public var colorType: PNGColorType
    /// True for Adam7 interlacing (7 passes).
    public var isInterlaced: Bool
    /// True when a tRNS chunk makes a colour or palette entries transparent.
    public var hasTransparency: Bool
    /// The file's encoding gamma from gAMA (e.g. 0.45455), or sRGB's when an sRGB chunk is
    /// present; nil when the file states none.
    public var gamma: Double?
    /// True when an sRGB chunk is present.
    public var isSRGB: Bool
    /// How the pixels are to be turned and mirrored for display: the Orientation, 1...8, of
    /// the eXIf chunk (`EXIFOrientation`); nil when there is none or it cannot be read. A
    /// header read alone knows only an eXIf before the image data; a decode's header
    /// (`PNGImageDecode.header` after `run`) also one after it, which the PNG extensions
    /// allow and some writers make. The pixels decode as stored whatever it says: applying it is the
    /// viewer's (a view transform costs no copy of the image).
    public var exifOrientation: Int?

    /// A header with the given fields.
    public init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType,
                isInterlaced: Bool, hasTransparency: Bool = false, gamma: Double? = nil,
                isSRGB: Bool = false, exifOrientation: Int? = nil) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = isInterlaced
        self.hasTransparency = hasTransparency
        self.gamma = gamma
        self.isSRGB = isSRGB
        self.exifOrientation = exifOrientation
    }

    /// width x height, in pixels.
    public var pixelCount: Int { width * height }

    /// True when the format lets pixels be transparent: an alpha channel or a tRNS chunk.
    /// False means every decoded pixel is opaque, known before any is decoded.
    public var mayHaveTransparency: Bool {
        colorType == .rgba || colorType == .grayscaleAlpha || hasTransparency
    }
}
