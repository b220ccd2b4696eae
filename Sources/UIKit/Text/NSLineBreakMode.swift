import Foundation

/// What happens to text wider than its container, as UIKit's `NSLineBreakMode`.
///
/// As in UIKit's `UILabel`: with more than one line allowed, the clipping and truncating
/// modes wrap at word boundaries and apply only to the last line shown.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word wider than the line is split between characters);
    /// text past the last line is dropped.
    case byWordWrapping = 0
    /// Wrap between any two characters; text past the last line is dropped.
    case byCharWrapping = 1
    /// The last line runs on past the edge and is clipped there.
    case byClipping = 2
    /// The last line starts with "…" and shows the end of its text.
    case byTruncatingHead = 3
    /// The last line shows the start of its text and ends with "…".
    case byTruncatingTail = 4
    /// The last line shows its start and end with "…" between.
    case byTruncatingMiddle = 5
}
