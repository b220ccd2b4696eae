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
