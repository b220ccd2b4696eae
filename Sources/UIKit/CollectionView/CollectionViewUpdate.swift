import Foundation

/// One batch of changes to a collection view, as UIKit reads them: deleted and reloaded
/// sections and index paths name them before the update, inserted ones after it. A value:
/// it checks the data source's new counts against the old ones and maps each old item to
/// its new index path, tested with numbers alone.
struct CollectionViewUpdate: Equatable {
    /// Items removed (old index paths).
    var deletes: Set<IndexPath> = []
    /// Items added (new index paths).
    var inserts: Set<IndexPath> = []
    /// Items whose cells are asked for again (old index paths).
    var reloads: Set<IndexPath> = []
    /// Items moved: old index path to new index path.
    var moves: [IndexPath: IndexPath] = [:]
    /// Sections removed (old indices), added (new indices), and asked for again whole
    /// (old indices).
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    /// Sections moved, with their items: old index to new index. The others shift as if
    /// each were deleted from its old place and inserted at its new one.
    var sectionMoves: [Int: Int] = [:]

    /// True when sections change (their headers and footers are asked for again).
    var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !sectionMoves.isEmpty
    }

    /// What a message calls the elements and their container.
    struct Vocabulary {
        var element: String
        var container: String
        /// A collection view's items.
        static let items = Vocabulary(element: "item", container: "collection view")
        /// A table view's rows.
        static let rows = Vocabulary(element: "row", container: "table view")
    }

    /// Why the update cannot go from `old` counts (one per section) to `new` ones, in
    /// UIKit's words (`words` naming the elements); nil when it can.
    func problem(from old: [Int], to new: [Int], words: Vocabulary = .items) -> String? {
        let element = words.element, container = words.container
        for section in deletedSections.union(reloadedSections).sorted() where !old.indices.contains(section) {
            let verb = deletedSections.contains(section) ? "delete" : "reload"
            return "Invalid update: attempt to \(verb) section \(section), but there are only \(old.count) sections "
                + "before the update"
        }
        if let both = deletedSections.intersection(reloadedSections).min() {
            return "Invalid update: attempt to delete and reload the same section (\(both))"
        }
        let expectedSections = old.count + insertedSections.count - deletedSections.count
        if new.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) "
                + "after the update (\(new.count)) must be equal to the number of sections contained in the \(container) "
                + "before the update (\(old.count)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)"
        }
        for section in insertedSections.sorted() where !new.indices.contains(section) {
            return "Invalid update: attempt to insert section \(section), but there are only \(new.count) sections after "
                + "the update"
        }
        var sectionTargets = Set<Int>()
        for (from, to) in sectionMoves.sorted(by: { $0.key < $1.key }) {
            guard old.indices.contains(from), new.indices.contains(to) else {
                return "Invalid update: attempt to move section \(from) to section \(to), which do not both exist (the "
                    + "first before the update, the second after it)"
            }
            if deletedSections.contains(from) || reloadedSections.contains(from) {
                return "Invalid update: attempt to move section \(from), which is also deleted or reloaded"
            }
            if insertedSections.contains(to) || !sectionTargets.insert(to).inserted {
                return "Invalid update: attempt to move section \(from) to section \(to), where another section is "
                    + "also inserted or moved"
            }
        }
        for path in deletes.union(reloads).sorted() {
            guard path.count == 2, old.indices.contains(path.section), (0..<old[path.section]).contains(path.item) else {
                let verb = deletes.contains(path) ? "delete" : "reload"
                let items = path.count == 2 && old.indices.contains(path.section) ? "\(old[path.section])" : "no"
                return "Invalid update: attempt to \(verb) \(element) \(path.count == 2 ? path.item : -1) from section "
                    + "\(path.count == 2 ? path.section : -1), which only contains \(items) \(element)s before the update"
            }
        }
        if let both = deletes.intersection(reloads).min() {
            return "Invalid update: attempt to delete and reload the same index path (\(both))"
        }
        for (from, to) in moves.sorted(by: { $0.key < $1.key }) {
            guard from.count == 2, old.indices.contains(from.section), (0..<old[from.section]).contains(from.item),
                  to.count == 2, new.indices.contains(to.section), (0..<new[to.section]).contains(to.item) else {
                return "Invalid update: attempt to move index path \(from) to index path \(to), which do not both exist "
                    + "(the first before the update, the second after it)"
            }
            if deletes.contains(from) || reloads.contains(from) {
                return "Invalid update: attempt to move index path \(from), which is also deleted or reloaded"
            }
        }
        for path in inserts.sorted() {
            guard path.count == 2, new.indices.contains(path.section), (0..<new[path.section]).contains(path.item) else {
                let items = path.count == 2 && new.indices.contains(path.section) ? "\(new[path.section])" : "no"
                return "Invalid update: attempt to insert \(element) \(path.count == 2 ? path.item : -1) into section "
                    + "\(path.count == 2 ? path.section : -1), but there are only \(items) \(element)s in that section after the update"
            }
        }
        for section in old.indices where !reloadedSections.contains(section) {
            guard let after = newSection(for: section) else { continue }
            let inserted = inserts.filter { $0.section == after }.count
            let deleted = deletes.filter { $0.section == section }.count
            let movedIn = moves.filter { $0.value.section == after && $0.key.section != section }.count
            let movedOut = moves.filter { $0.key.section == section && $0.value.section != after }.count
            if new[after] != old[section] + inserted - deleted + movedIn - movedOut {
                return "Invalid update: invalid number of \(element)s in section \(after). The number of \(element)s contained in "
                    + "an existing section after the update (\(new[after])) must be equal to the number of \(element)s "
                    + "contained in that section before the update (\(old[section])), plus or minus the number of \(element)s "
                    + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                    + "minus the number of \(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)"
            }
        }
        return nil
    }

    /// The shown views keyed by their new index paths, those whose elements stay (moved or
    /// not); each other view (its element deleted or reloaded) goes to `dropping`, in
    /// index path order, with its old index path.
    func carry<View>(_ shown: [IndexPath: View], dropping: (IndexPath, View) -> Void) -> [IndexPath: View] {
        var carried: [IndexPath: View] = [:]
        for (path, view) in shown.sorted(by: { $0.key < $1.key }) {
            if !reloads.contains(path), let newPath = newIndexPath(for: path) {
                carried[newPath] = view
            } else {
                dropping(path, view)
            }
        }
        return carried
    }

    /// The new index of the old `section`; nil when it was deleted. A moved section goes
    /// where it was moved; for the others deletes (and moves' sources) go first, then
    /// inserts (and moves' targets) in ascending order, as for items.
    func newSection(for section: Int) -> Int? {
        if let to = sectionMoves[section] { return to }
        guard !sectionMoves.isEmpty else { return Self.shifted(section, deleting: deletedSections, inserting: insertedSections) }
        return Self.shifted(section, deleting: deletedSections.union(sectionMoves.keys),
                            inserting: insertedSections.union(sectionMoves.values))
    }

    /// The new index path of the old item at `path`; nil when it, or its section, was
    /// deleted or its section reloaded (a reloaded item keeps its place: see `reloads`).
    /// A moved item goes where it was moved; the others shift as if it were deleted from
    /// its old place and inserted at its new one.
    func newIndexPath(for path: IndexPath) -> IndexPath? {
        if let to = moves[path] { return to }
        guard !reloadedSections.contains(path.section), let section = newSection(for: path.section) else { return nil }
        let deleted = Set(deletes.filter { $0.section == path.section }.map(\.item)
            + moves.keys.filter { $0.section == path.section }.map(\.item))
        let inserted = Set(inserts.filter { $0.section == section }.map(\.item)
            + moves.values.filter { $0.section == section }.map(\.item))
        guard let item = Self.shifted(path.item, deleting: deleted, inserting: inserted) else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// Where `index` goes when `deleting` (old indices) go and then `inserting` (new ones)
    /// come: up past each deleted one before it, then down past each inserted at or
    /// before its place; nil when it is deleted.
    static func shifted(_ index: Int, deleting: Set<Int>, inserting: Set<Int>) -> Int? {
        guard !deleting.contains(index) else { return nil }
        var result = index - deleting.filter { $0 < index }.count
        for inserted in inserting.sorted() where inserted <= result { result += 1 }
        return result
    }
}
