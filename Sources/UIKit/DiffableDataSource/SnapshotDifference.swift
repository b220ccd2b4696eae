import Foundation

/// What changed from one snapshot to another, as one batch update a collection or table
/// view checks and applies (`CollectionViewUpdate`), plus the items to configure again on
/// the cells already showing them. A value, tested with numbers alone.
///
/// Sections and items are matched by identifier. Those only in the old snapshot are
/// deleted, those only in the new one inserted. Among the survivors, the longest run that
/// keeps its relative order (a longest increasing subsequence of their new indices, taken
/// in old order) stays put and every other one is moved, so the number of moves is the
/// least any batch could use; an item that changes section is always a move. Items of
/// sections that are inserted, deleted or reloaded go with their section. A reloaded item
/// or section that also moves is deleted and inserted instead (UIKit does not let one
/// index path be both moved and reloaded), which gets it a new cell all the same.
///
/// - Complexity: O(n log n) in the sections and items of the two snapshots.
struct SnapshotDifference: Equatable {
    /// The batch: deletes and reloads at old index paths, inserts at new ones, moves from
    /// old to new.
    var update = CollectionViewUpdate()
    /// The new index paths of items to configure again on their cells (reconfigured in the
    /// new snapshot, and neither reloaded nor new).
    var reconfigures: [IndexPath] = []

    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                        to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        // Sections: which stay (and where they go), which are made anew.
        var surviving: [(old: Int, new: Int)] = []
        for (index, section) in old.sectionIdentifiers.enumerated() {
            if let newIndex = new.indexOfSection(section) {
                surviving.append((index, newIndex))
            } else {
                update.deletedSections.insert(index)
            }
        }
        for (index, section) in new.sectionIdentifiers.enumerated() where old.indexOfSection(section) == nil {
            update.insertedSections.insert(index)
        }
        let staying = longestIncreasingSubsequence(surviving.map(\.new))
        /// The new index of each old section whose items are followed one by one.
        var followed: [Int: Int] = [:]
        for (position, pair) in surviving.enumerated() {
            let reloaded = new.isReloaded(section: new.sectionIdentifiers[pair.new])
            if staying.contains(position) {
                if reloaded { update.reloadedSections.insert(pair.old) } else { followed[pair.old] = pair.new }
            } else if reloaded {
                update.deletedSections.insert(pair.old)
                update.insertedSections.insert(pair.new)
            } else {
                update.sectionMoves[pair.old] = pair.new
                followed[pair.old] = pair.new
            }
        }
        let followedNew = Set(followed.values)

        // Items of the followed sections: deleted, or staying in their section (some
        // moved), or moved to another followed section.
        var moves: [(from: IndexPath, to: IndexPath, item: Item)] = []
        var kept: [(path: IndexPath, item: Item)] = []
        for (oldSection, newSection) in followed {
            var stayingItems: [(oldIndex: Int, newIndex: Int, item: Item)] = []
            for (index, item) in old.items(inSectionAt: oldSection).enumerated() {
                let from = IndexPath(item: index, section: oldSection)
                guard let to = new.indexPath(ofItem: item), followedNew.contains(to.section) else {
                    update.deletes.insert(from)
                    continue
                }
                if to.section == newSection {
                    stayingItems.append((index, to.item, item))
                } else {
                    moves.append((from, to, item))
                }
            }
            let inOrder = longestIncreasingSubsequence(stayingItems.map(\.newIndex))
            for (position, entry) in stayingItems.enumerated() {
                let from = IndexPath(item: entry.oldIndex, section: oldSection)
                let to = IndexPath(item: entry.newIndex, section: newSection)
                if inOrder.contains(position) { kept.append((from, entry.item)) } else { moves.append((from, to, entry.item)) }
            }
        }
        // Items arriving in followed sections from elsewhere (new ones, or from sections
        // that are deleted, reloaded or made anew) are inserts.
        for newSection in followedNew {
            for (index, item) in new.items(inSectionAt: newSection).enumerated() {
                if let from = old.indexPath(ofItem: item), followed[from.section] != nil { continue }
                update.inserts.insert(IndexPath(item: index, section: newSection))
            }
        }

        for (path, item) in kept {
            if new.isReloaded(item) {
                update.reloads.insert(path)
            } else if new.isReconfigured(item), let to = new.indexPath(ofItem: item) {
                reconfigures.append(to)
            }
        }
        for (from, to, item) in moves {
            if new.isReloaded(item) {
                update.deletes.insert(from)
                update.inserts.insert(to)
            } else {
                update.moves[from] = to
                if new.isReconfigured(item) { reconfigures.append(to) }
            }
        }
        reconfigures.sort()
    }
}

/// The positions in `values` of one of its longest strictly increasing subsequences
/// (patience sorting with back links).
/// - Complexity: O(n log n).
func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
    // tails[k]: the position of the smallest value ending an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
        result.insert(position)
        position = previous[position]
    }
    return result
}
