import Foundation

/// How lines sit between the left and right edges of their text container, as UIKit's
/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Flush left, and lines that end by wrapping stretched to both edges by widening the
    /// spaces between words; a paragraph's last line stays flush left.
    case justified = 3
    /// The script's own direction: flush left, since ScrollKit lays out left-to-right text
    /// only.
    case natural = 4
}

extension NSTextAlignment {
    /// How far right a line of `lineWidth` points starts in `containerWidth` points.
    func lineOffset(lineWidth: CGFloat, containerWidth: CGFloat) -> CGFloat {
        switch self {
        case .left, .natural, .justified: 0
        case .center: (containerWidth - lineWidth) / 2
        case .right: containerWidth - lineWidth
        }
    }
}
