import Foundation

/// A font at a size, as UIKit's `UIFont`: a `FontFace` (the font file) and a point size,
/// with its metrics in points.
///
/// The system fonts are DejaVu Sans and DejaVu Sans Bold (see `UIFont+System.swift`). When
/// a font file is missing, the font still exists (UIKit's factory methods cannot fail):
/// `face` is nil, `loadError` says why, every metric is 0, and text set in it measures
/// zero and draws nothing.
public final class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The font file's face; nil when it could not be loaded (see `loadError`).
    public let face: FontFace?
    /// Why the font file could not be loaded; nil when it was.
    public let loadError: FontError?
    /// The size, in points (an em is this many points).
    public let pointSize: CGFloat

    /// A font drawing `face` at `size` points (negative and non-finite sizes become 0).
    public init(face: FontFace, size: CGFloat) {
        self.face = face
        self.loadError = nil
        self.pointSize = UIFont.sanitized(size)
    }

    /// A font whose file failed to load: metrics 0, draws nothing.
    init(missing error: FontError, size: CGFloat) {
        self.face = nil
        self.loadError = error
        self.pointSize = UIFont.sanitized(size)
    }

    private static func sanitized(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 0 }

    /// The same face at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        if let face { return UIFont(face: face, size: fontSize) }
        return UIFont(missing: loadError!, size: fontSize)
    }

    /// Points per font unit: font units times this are points.
    public var pointsPerFontUnit: CGFloat {
        guard let face, face.metrics.unitsPerEm > 0 else { return 0 }
        return pointSize / CGFloat(face.metrics.unitsPerEm)
    }

    private func points(_ units: Int) -> CGFloat { CGFloat(units) * pointsPerFontUnit }

    /// The PostScript name ("DejaVuSans-Bold"); the missing file's name when not loaded.
    public var fontName: String {
        face?.postScriptName
            ?? URL(fileURLWithPath: loadError?.path ?? "").deletingPathExtension().lastPathComponent
    }
    /// The family name ("DejaVu Sans"); empty when not loaded.
    public var familyName: String { face?.familyName ?? "" }
    /// Top of the line box above the baseline, in points (positive).
    public var ascender: CGFloat { points(face?.metrics.ascender ?? 0) }
    /// Bottom of the line box relative to the baseline, in points (negative, as UIKit's).
    public var descender: CGFloat { points(face?.metrics.descender ?? 0) }
    /// Extra space between lines the font asks for, in points.
    public var leading: CGFloat { points(face?.metrics.lineGap ?? 0) }
    /// Height of capitals above the baseline, in points.
    public var capHeight: CGFloat { points(face?.metrics.capHeight ?? 0) }
    /// Height of lowercase "x" above the baseline, in points.
    public var xHeight: CGFloat { points(face?.metrics.xHeight ?? 0) }
    /// Baseline-to-baseline distance of consecutive lines, in points:
    /// `ascender - descender + leading`, as UIKit's.
    public var lineHeight: CGFloat { ascender - descender + leading }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.face === b.face && a.pointSize == b.pointSize && a.loadError == b.loadError
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(face.map(ObjectIdentifier.init))
        hasher.combine(pointSize)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

extension UIFont {
    /// A font's stroke weight, as UIKit's `UIFont.Weight`: Apple's values, from -1 (thinnest)
    /// to 1 (heaviest), 0 regular.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        /// A weight from its value in -1...1.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value in -1...1.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// -0.8.
        public static let ultraLight = Weight(-0.8)
        /// -0.6.
        public static let thin = Weight(-0.6)
        /// -0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)
    }
}
