import Foundation

/// The two-index conveniences UIKit adds to `IndexPath` on iOS (Foundation on Linux has
/// none): an item (or row) within a section, as collection views address their elements.
extension IndexPath {
    /// The path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The path of `row` in `section`, as table views name it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index. A path without exactly two indices traps, as UIKit's.
    public var section: Int {
        get { checkedPair(); return self[0] }
        set { checkedPair(); self[0] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { checkedPair(); return self[1] }
        set { checkedPair(); self[1] = newValue }
    }

    /// The row within the section: the second index, as `item`.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    private func checkedPair() {
        precondition(count == 2, "Invalid index path for use with UICollectionView or UITableView: \(self) "
            + "(index paths for them must contain exactly two indices)")
    }
}
