import Foundation

/// Where on a rectangle's edge something is anchored: a compositional layout's boundary
/// supplementary items sit at one of these places of their section.
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular: the section's top leading corner, inside it.
    case none
    /// Along the top edge, centred across it.
    case top
    /// The top leading corner.
    case topLeading
    /// Along the leading edge, centred down it.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// Along the bottom edge, centred across it.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// Along the trailing edge, centred down it.
    case trailing
    /// The top trailing corner.
    case topTrailing

    /// The top edge's alignments (`top`, `topLeading`, `topTrailing`).
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// The bottom edge's alignments.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// The leading side's alignments (with `none`, which starts there too).
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading || self == .none }
    /// The trailing side's alignments.
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}
