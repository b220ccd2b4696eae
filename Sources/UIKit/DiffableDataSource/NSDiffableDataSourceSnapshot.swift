import Foundation

/// The sections and items a diffable data source shows, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`: a value you build (or take from the data source with
/// `snapshot()`), change, and hand to `apply(_:animatingDifferences:completion:)`, which
/// works out what changed from the shown one.
///
/// Section identifiers are unique among sections, item identifiers unique across the whole
/// snapshot; adding one already there is a programmer error and traps naming it, as UIKit
/// does. Lookups by identifier go through dictionaries (O(1)); appending is O(1) per
/// item; inserting, deleting or moving in the middle of a section renumbers the rest of
/// that section (O(its items)), as an array insert moves them. Deleting an identifier that
/// is not in the snapshot does nothing (it is already gone); every other operation naming
/// an absent identifier traps.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private typealias Section = SectionIdentifierType
    private typealias Item = ItemIdentifierType

    /// Where an item is: its section and its index in it.
    private struct Location {
        var section: SectionIdentifierType
        var index: Int
    }

    /// The section identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, parallel to `sectionIdentifiers`.
    private var sectionItems: [[ItemIdentifierType]] = []
    /// Each section's index.
    private var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// Each item's section and index in it.
    private var itemLocations: [ItemIdentifierType: Location] = [:]
    /// The index, among all items, of each section's first item.
    private var sectionStarts: [Int] = []

    private var reloadedSections = MarkedIdentifiers<SectionIdentifierType>()
    private var reloadedItems = MarkedIdentifiers<ItemIdentifierType>()
    private var reconfiguredItems = MarkedIdentifiers<ItemIdentifierType>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counts and queries

    /// The number of items in all sections.
    public var numberOfItems: Int { itemLocations.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item identifier, section after section.
    /// - Complexity: O(number of items).
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// The number of items in `identifier`'s section; a section not in the snapshot traps.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[position(of: identifier, for: "numberOfItems(inSection:)")].count
    }

    /// The items of `identifier`'s section, in order; a section not in the snapshot traps.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[position(of: identifier, for: "itemIdentifiers(inSection:)")]
    }

    /// The section holding `identifier`; nil when the item is not in the snapshot. O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier]?.section
    }

    /// The index of `identifier` among all items (section after section); nil when it is
    /// not in the snapshot. O(1).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier], let section = sectionPositions[location.section] else { return nil }
        return sectionStarts[section] + location.index
    }

    /// The index of `identifier` among the sections; nil when it is not in the snapshot. O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The sections marked with `reloadSections(_:)`, in the order they were marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.ordered }
    /// The items marked with `reloadItems(_:)`, in the order they were marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.ordered }
    /// The items marked with `reconfigureItems(_:)`, in the order they were marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.ordered }

    /// The index path of `identifier` (section index, index in it); nil when absent. O(1).
    func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = itemLocations[identifier], let section = sectionPositions[location.section] else { return nil }
        return IndexPath(item: location.index, section: section)
    }

    /// The item at `indexPath`; nil when there is none there. O(1).
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section),
              sectionItems[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The items of the section at `index` (0..<numberOfSections).
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { sectionItems[index] }

    /// Whether the item was marked for a reload or a reconfigure.
    func isReloaded(_ item: ItemIdentifierType) -> Bool { reloadedItems.contains(item) }
    func isReconfigured(_ item: ItemIdentifierType) -> Bool { reconfiguredItems.contains(item) }
    func isReloaded(section: SectionIdentifierType) -> Bool { reloadedSections.contains(section) }

    /// The same sections and items with no reload or reconfigure marks: what a data source
    /// keeps once it applied them.
    var unmarked: Self {
        var copy = self
        copy.reloadedSections = .init()
        copy.reloadedItems = .init()
        copy.reconfiguredItems = .init()
        return copy
    }

    // MARK: Sections

    /// Adds sections at the end, empty.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        placeSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Adds sections, empty, just before `toIdentifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection toIdentifier: SectionIdentifierType) {
        placeSections(identifiers, at: position(of: toIdentifier, for: "insertSections(_:beforeSection:)"))
    }

    /// Adds sections, empty, just after `toIdentifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection toIdentifier: SectionIdentifierType) {
        placeSections(identifiers, at: position(of: toIdentifier, for: "insertSections(_:afterSection:)") + 1)
    }

    /// Removes sections with their items; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionPositions[$0] != nil })
        guard !doomed.isEmpty else { return }
        var keptSections: [Section] = [], keptItems: [[Item]] = []
        for (section, items) in zip(sectionIdentifiers, sectionItems) {
            if doomed.contains(section) {
                for item in items { itemLocations[item] = nil }
                unmark(Set(items))
            } else {
                keptSections.append(section)
                keptItems.append(items)
            }
        }
        for section in doomed { sectionPositions[section] = nil }
        reloadedSections.remove(doomed)
        sectionIdentifiers = keptSections
        sectionItems = keptItems
        renumberSections(from: 0)
    }

    /// Moves `identifier`'s section, with its items, to just before `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false, for: "moveSection(_:beforeSection:)")
    }

    /// Moves `identifier`'s section, with its items, to just after `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true, for: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be made anew when applied: their cells, headers and footers
    /// asked for again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers { _ = position(of: section, for: "reloadSections(_:)") }
        reloadedSections.insert(identifiers)
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section (nil: the last section; a
    /// snapshot without sections traps).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            section = position(of: sectionIdentifier, for: "appendItems(_:toSection:)")
        } else {
            precondition(!sectionIdentifiers.isEmpty, "NSDiffableDataSourceSnapshot: there are no sections to append "
                + "items to: appendSections(_:) first")
            section = sectionIdentifiers.count - 1
        }
        placeItems(identifiers, inSectionAt: section, at: sectionItems[section].count)
    }

    /// Adds items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let location = self.location(of: beforeIdentifier, for: "insertItems(_:beforeItem:)")
        placeItems(identifiers, inSectionAt: sectionPositions[location.section]!, at: location.index)
    }

    /// Adds items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let location = self.location(of: afterIdentifier, for: "insertItems(_:afterItem:)")
        placeItems(identifiers, inSectionAt: sectionPositions[location.section]!, at: location.index + 1)
    }

    /// Removes items; identifiers not in the snapshot are ignored.
    /// - Complexity: O(the items of the sections they were in).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<Item>] = [:]
        for item in identifiers {
            guard let location = itemLocations[item] else { continue }
            doomed[sectionPositions[location.section]!, default: []].insert(item)
        }
        for (section, items) in doomed {
            sectionItems[section].removeAll { items.contains($0) }
            for item in items { itemLocations[item] = nil }
            renumberItems(inSectionAt: section, from: 0)
            unmark(items)
        }
        if let first = doomed.keys.min() { renumberSections(from: first) }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves `identifier` to just before `toIdentifier` (which may be in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, for: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier` (which may be in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, for: "moveItem(_:afterItem:)")
    }

    /// Marks items to get new cells when applied: the cell provider is asked for a cell
    /// dequeued anew (the old cell goes back to its reuse queue).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _ = location(of: item, for: "reloadItems(_:)") }
        reloadedItems.insert(identifiers)
    }

    /// Marks items to be configured again when applied: the cell provider runs on the cell
    /// already showing each (its dequeue hands back that cell, not prepared for reuse),
    /// which is cheaper than a reload.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _ = location(of: item, for: "reconfigureItems(_:)") }
        reconfiguredItems.insert(identifiers)
    }

    // MARK: Bookkeeping

    private func position(of section: Section, for operation: String) -> Int {
        guard let position = sectionPositions[section] else {
            preconditionFailure("NSDiffableDataSourceSnapshot: \(operation): invalid section identifier \(section), "
                + "which is not in the snapshot")
        }
        return position
    }

    private func location(of item: Item, for operation: String) -> Location {
        guard let location = itemLocations[item] else {
            preconditionFailure("NSDiffableDataSourceSnapshot: \(operation): invalid item identifier \(item), "
                + "which is not in the snapshot")
        }
        return location
    }

    private mutating func placeSections(_ identifiers: [Section], at index: Int) {
        var seen = Set<Section>()
        for section in identifiers {
            precondition(sectionPositions[section] == nil && seen.insert(section).inserted,
                         "NSDiffableDataSourceSnapshot: duplicate section identifier \(section): section identifiers "
                         + "must be unique")
        }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        renumberSections(from: index)
    }

    private mutating func placeItems(_ identifiers: [Item], inSectionAt section: Int, at index: Int) {
        let sectionIdentifier = sectionIdentifiers[section]
        for (offset, item) in identifiers.enumerated() {
            if let existing = itemLocations[item] {
                preconditionFailure("NSDiffableDataSourceSnapshot: duplicate item identifier \(item): item identifiers "
                    + "must be unique across the snapshot (it is already in section \(existing.section))")
            }
            itemLocations[item] = Location(section: sectionIdentifier, index: index + offset)
        }
        sectionItems[section].insert(contentsOf: identifiers, at: index)
        renumberItems(inSectionAt: section, from: index + identifiers.count)
        renumberSections(from: section + 1)
    }

    private mutating func moveSection(_ identifier: Section, nextTo target: Section, after: Bool, for operation: String) {
        let from = position(of: identifier, for: operation)
        _ = position(of: target, for: operation)
        precondition(identifier != target, "NSDiffableDataSourceSnapshot: \(operation): cannot move section "
            + "\(identifier) relative to itself")
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let to = sectionIdentifiers.firstIndex(of: target)! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        renumberSections(from: min(from, to))
    }

    private mutating func moveItem(_ identifier: Item, nextTo target: Item, after: Bool, for operation: String) {
        let from = location(of: identifier, for: operation)
        _ = location(of: target, for: operation)
        precondition(identifier != target, "NSDiffableDataSourceSnapshot: \(operation): cannot move item "
            + "\(identifier) relative to itself")
        let fromSection = sectionPositions[from.section]!
        sectionItems[fromSection].remove(at: from.index)
        renumberItems(inSectionAt: fromSection, from: from.index)
        let to = itemLocations[target]!
        let toSection = sectionPositions[to.section]!
        let index = to.index + (after ? 1 : 0)
        sectionItems[toSection].insert(identifier, at: index)
        itemLocations[identifier] = Location(section: to.section, index: index)
        renumberItems(inSectionAt: toSection, from: index + 1)
        renumberSections(from: min(fromSection, toSection) + 1)
    }

    /// Drops the reload and reconfigure marks of items that left.
    private mutating func unmark(_ items: Set<Item>) {
        reloadedItems.remove(items)
        reconfiguredItems.remove(items)
    }

    /// Sets the index of each item of the section at `section` from `index` on.
    private mutating func renumberItems(inSectionAt section: Int, from index: Int) {
        let items = sectionItems[section]
        for i in index..<max(index, items.count) { itemLocations[items[i]]!.index = i }
    }

    /// Sets the positions and starts of the sections from `index` on.
    private mutating func renumberSections(from index: Int) {
        sectionStarts.removeSubrange(min(index, sectionStarts.count)...)
        var start = index == 0 ? 0 : sectionStarts[index - 1] + sectionItems[index - 1].count
        for i in index..<sectionIdentifiers.count {
            sectionPositions[sectionIdentifiers[i]] = i
            sectionStarts.append(start)
            start += sectionItems[i].count
        }
    }
}

/// Identifiers marked for a reload or a reconfigure: a set that remembers the order they
/// were marked in.
private struct MarkedIdentifiers<Identifier: Hashable> {
    private(set) var ordered: [Identifier] = []
    private var members: Set<Identifier> = []

    func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

    mutating func insert(_ identifiers: [Identifier]) {
        for identifier in identifiers where members.insert(identifier).inserted { ordered.append(identifier) }
    }

    mutating func remove(_ identifiers: Set<Identifier>) {
        guard !members.isDisjoint(with: identifiers) else { return }
        members.subtract(identifiers)
        ordered.removeAll { identifiers.contains($0) }
    }
}
