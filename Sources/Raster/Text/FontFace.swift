import CFreeType
import Foundation

/// A glyph's number in a font (CoreGraphics's `CGGlyph`); 0 is `.notdef`, the glyph a font
/// draws for characters it lacks (a box, in DejaVu).
public typealias CGGlyph = UInt16

/// Vertical metrics of a font in font units (`unitsPerEm` to the em); y grows upwards from
/// the baseline, as in the font file.
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em: a glyph drawn at size `s` scales by `s / unitsPerEm`.
    public var unitsPerEm: Int
    /// Top of the line box above the baseline (hhea ascender, as CoreText uses), font units.
    public var ascender: Int
    /// Bottom of the line box, below the baseline so negative (hhea descender), font units.
    public var descender: Int
    /// Extra space between lines (hhea line gap), font units.
    public var lineGap: Int
    /// Height of flat capitals above the baseline, font units: the OS/2 table's value, else
    /// the top of "H", else the ascender.
    public var capHeight: Int
    /// Height of flat lowercase letters above the baseline, font units: the OS/2 table's
    /// value, else the top of "x", else the cap height.
    public var xHeight: Int
}

/// A scalable font file opened with FreeType: its glyphs, advances, kerning and metrics in
/// font units, and (in `FontFace+Rasterizing.swift`) its glyphs as coverage masks.
///
/// A face is safe to share between threads: the tables layout reads are immutable and
/// loaded up front, and every FreeType call on the face is serialised by its lock.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The file the face was opened from.
    public let path: String
    /// The family name ("DejaVu Sans").
    public let familyName: String
    /// The style name ("Book", "Bold").
    public let styleName: String
    /// The PostScript name ("DejaVuSans-Bold"), UIKit's `fontName`.
    public let postScriptName: String
    /// Vertical metrics, font units.
    public let metrics: FontMetrics
    /// The number of glyphs in the face.
    public let glyphCount: Int
    /// True when the face has a kerning table (`kerning(between:and:)` can be non-zero).
    public let hasKerning: Bool

    /// Unique in this process; glyph caches key on it.
    let id: UInt32
    let face: FT_Face
    /// Serialises every FreeType call on `face` (FreeType faces are not thread-safe).
    let lock = NSLock()
    /// Sizes made with `FT_New_Size`, by pixel size in 26.6 fixed point; used under `lock`.
    var sizes: [Int: FT_Size] = [:]
    /// Reusable coverage memory for glyphs rendered straight into the target; under `lock`.
    /// Made once the initializer can no longer throw: a failed init runs no `deinit` to free it.
    var scratch: GlyphScratch

    /// Advance width of every glyph, font units, by glyph index: layout reads it without
    /// locking or calling FreeType.
    private let advances: [Int32]
    /// Glyph of every scalar below `directLookupLimit` (0 where the font lacks it).
    private let directGlyphs: [CGGlyph]
    /// Scalars below this are looked up in `directGlyphs`: Latin, Greek, Cyrillic,
    /// Armenian, Hebrew and Arabic, the text this toolkit mostly meets.
    private static let directLookupLimit: UInt32 = 0x800

    /// Opens the font file at `path` (TrueType, OpenType or any other format FreeType reads;
    /// face 0 of a collection).
    /// - Throws: `FontError` naming the path and reason (missing, unreadable, not a font,
    ///   no outlines, no Unicode character map).
    public init(contentsOf path: String) throws(FontError) {
        let file = FileSystemPath(path)
        guard let info = file.status() else { throw FontError(path: path, reason: .fileNotFound) }
        guard info.st_mode & S_IFMT != S_IFDIR, file.withCString({ access($0, R_OK) }) == 0 else {
            throw FontError(path: path, reason: .unreadable)
        }
        let library: FreeTypeLibrary
        switch FreeTypeLibrary.shared {
        case .success(let l): library = l
        case .failure(let e): throw FontError(path: path, reason: .freeTypeUnavailable(freeTypeError: e.code))
        }
        var opened: FT_Face?
        library.lock.lock()
        let error = FT_New_Face(library.handle, path, 0, &opened)
        library.lock.unlock()
        guard error == 0, let face = opened else {
            throw FontError(path: path, reason: .notAFont(freeTypeError: error))
        }
        func fail(_ reason: FontError.Reason) -> FontError {
            FontFace.close(face)
            return FontError(path: path, reason: reason)
        }
        guard CFreeType_isScalable(face) != 0 else { throw fail(.notScalable) }
        guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else { throw fail(.noUnicodeCharacterMap) }

        self.path = path
        self.face = face
        self.id = library.makeFaceID()
        scratch = GlyphScratch()
        let rec = face.pointee
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        styleName = rec.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
            ?? (familyName + "-" + styleName).replacingOccurrences(of: " ", with: "")
        glyphCount = Int(rec.num_glyphs)
        hasKerning = CFreeType_hasKerning(face) != 0
        advances = FontFace.loadAdvances(face, count: Int(rec.num_glyphs))
        directGlyphs = (0..<FontFace.directLookupLimit).map { CGGlyph(truncatingIfNeeded: FT_Get_Char_Index(face, FT_ULong($0))) }
        metrics = FontFace.loadMetrics(face)
    }

    deinit {
        for size in sizes.values { FT_Done_Size(size) }
        scratch.free()
        FontFace.close(face)
    }

    private static func close(_ face: FT_Face) {
        guard case .success(let library) = FreeTypeLibrary.shared else { return }
        library.lock.lock()
        FT_Done_Face(face)
        library.lock.unlock()
    }

    /// The glyph that draws `scalar`, or nil when the font lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> CGGlyph? {
        let g: CGGlyph
        if scalar.value < FontFace.directLookupLimit {
            g = directGlyphs[Int(scalar.value)]
        } else {
            lock.lock()
            g = CGGlyph(truncatingIfNeeded: FT_Get_Char_Index(face, FT_ULong(scalar.value)))
            lock.unlock()
        }
        return g == 0 ? nil : g
    }

    /// How far the pen moves after `glyph`, font units; 0 for a glyph the font lacks.
    @inline(__always)
    public func advance(of glyph: CGGlyph) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    /// The kerning adjustment between `left` and the `right` glyph that follows it, font
    /// units (negative brings them closer), from the font's `kern` table. Kerning in GPOS
    /// tables is not read.
    public func kerning(between left: CGGlyph, and right: CGGlyph) -> Int {
        guard hasKerning else { return 0 }
        var k = FT_Vector()
        lock.lock()
        let error = FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &k)
        lock.unlock()
        return error == 0 ? Int(k.x) : 0
    }

    public var description: String { "FontFace(\(postScriptName), \(path))" }

    private static func loadAdvances(_ face: FT_Face, count: Int) -> [Int32] {
        var fixed = [FT_Fixed](repeating: 0, count: count)
        let error = fixed.withUnsafeMutableBufferPointer {
            FT_Get_Advances(face, 0, FT_UInt($0.count), CFreeType_loadFlagsUnscaled(), $0.baseAddress)
        }
        // Unscaled advances come back in font units; a failure leaves zeros, as for a
        // glyph the font lacks.
        return error == 0 ? fixed.map { Int32(clamping: $0) } : [Int32](repeating: 0, count: count)
    }

    private static func loadMetrics(_ face: FT_Face) -> FontMetrics {
        let rec = face.pointee
        let ascender = Int(rec.ascender), descender = Int(rec.descender)
        // FreeType's `height` is ascender - descender + the hhea line gap.
        let lineGap = max(0, Int(rec.height) - (ascender - descender))
        var capHeight = 0, xHeight = 0
        if let os2 = CFreeType_os2Table(face), os2.pointee.version >= 2 {
            capHeight = Int(os2.pointee.sCapHeight)
            xHeight = Int(os2.pointee.sxHeight)
        }
        // OS/2 tables before version 2 (DejaVu's) carry neither; measure the glyphs whose
        // tops define them, as the OpenType specification describes the fields. A font
        // without those glyphs reports the next taller line it has.
        if capHeight <= 0 { capHeight = top(of: "H", in: face) ?? ascender }
        if xHeight <= 0 { xHeight = top(of: "x", in: face) ?? capHeight }
        return FontMetrics(unitsPerEm: Int(rec.units_per_EM), ascender: ascender, descender: descender,
                           lineGap: lineGap, capHeight: capHeight, xHeight: xHeight)
    }

    /// The top of `character`'s outline above the baseline, font units.
    private static func top(of character: Unicode.Scalar, in face: FT_Face) -> Int? {
        let index = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard index != 0, FT_Load_Glyph(face, index, CFreeType_loadFlagsUnscaled()) == 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return box.yMax > 0 ? Int(box.yMax) : nil
    }
}
