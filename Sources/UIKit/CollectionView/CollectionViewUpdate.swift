import Foundation

/// One batch of item changes to a collection view, as UIKit reads them: deleted and
/// reloaded index paths name items before the update, inserted ones items after it. A
/// value: it checks the data source's new counts against the old ones and maps each old
/// item to its new index path, tested with numbers alone.
struct CollectionViewUpdate: Equatable {
    /// Items removed (old index paths).
    var deletes: Set<IndexPath> = []
    /// Items added (new index paths).
    var inserts: Set<IndexPath> = []
    /// Items whose cells are asked for again (old index paths).
    var reloads: Set<IndexPath> = []

    /// Why the update cannot go from `old` counts (one per section) to `new` ones, in
    /// UIKit's words; nil when it can.
    func problem(from old: [Int], to new: [Int]) -> String? {
        if old.count != new.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (\(new.count)) must be equal to the number of sections contained in the collection "
                + "view before the update (\(old.count)) (inserting and deleting sections is not supported)"
        }
        for path in (deletes.union(reloads)).sorted() {
            guard path.count == 2, old.indices.contains(path.section), (0..<old[path.section]).contains(path.item) else {
                let verb = deletes.contains(path) ? "delete" : "reload"
                let items = path.count == 2 && old.indices.contains(path.section) ? "\(old[path.section])" : "no"
                return "Invalid update: attempt to \(verb) item \(path.count == 2 ? path.item : -1) from section "
                    + "\(path.count == 2 ? path.section : -1), which only contains \(items) items before the update"
            }
        }
        if let both = deletes.intersection(reloads).min() {
            return "Invalid update: attempt to delete and reload the same index path (\(both))"
        }
        for path in inserts.sorted() {
            guard path.count == 2, new.indices.contains(path.section), (0..<new[path.section]).contains(path.item) else {
                let items = path.count == 2 && new.indices.contains(path.section) ? "\(new[path.section])" : "no"
                return "Invalid update: attempt to insert item \(path.count == 2 ? path.item : -1) into section "
                    + "\(path.count == 2 ? path.section : -1), but there are only \(items) items in that section after the update"
            }
        }
        for section in old.indices {
            let inserted = inserts.filter { $0.section == section }.count
            let deleted = deletes.filter { $0.section == section }.count
            if new[section] != old[section] + inserted - deleted {
                return "Invalid update: invalid number of items in section \(section). The number of items contained in "
                    + "an existing section after the update (\(new[section])) must be equal to the number of items "
                    + "contained in that section before the update (\(old[section])), plus or minus the number of items "
                    + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted)"
            }
        }
        return nil
    }

    /// The new index path of the old item at `path`; nil when it was deleted. Deletes go
    /// first (the item moves up past each deleted one before it), then inserts in
    /// ascending order (it moves down past each inserted at or before its place).
    func newIndexPath(for path: IndexPath) -> IndexPath? {
        guard !deletes.contains(path) else { return nil }
        var item = path.item - deletes.filter { $0.section == path.section && $0.item < path.item }.count
        for inserted in inserts.filter({ $0.section == path.section }).map(\.item).sorted() where inserted <= item {
            item += 1
        }
        return IndexPath(item: item, section: path.section)
    }
}
