import Foundation

/// The updates a table or collection view collects between the outermost
/// `performBatchUpdates` (or `beginUpdates()`) and its end, with the completions of every
/// batch inside it, run with the outermost one's outcome once it is applied. A plain value
/// both views keep.
struct UpdateBatch {
    /// The changes collected so far, while a batch is open.
    private var pending: CollectionViewUpdate?
    /// How many batches are open inside one another.
    private var depth = 0
    private var completions: [(Bool) -> Void] = []

    /// Opens a batch (inside any already open).
    mutating func begin() {
        depth += 1
        if pending == nil { pending = CollectionViewUpdate() }
    }

    /// Keeps `completion` for when the outermost batch is applied.
    mutating func whenApplied(_ completion: ((Bool) -> Void)?) {
        if let completion { completions.append(completion) }
    }

    /// Adds `change` to the open batch and returns nil; with none open, returns the
    /// update of `change` alone, to apply at once.
    mutating func collect(_ change: (inout CollectionViewUpdate) -> Void) -> CollectionViewUpdate? {
        var update = (depth > 0 ? pending : nil) ?? CollectionViewUpdate()
        change(&update)
        guard depth > 0 else { return update }
        pending = update
        return nil
    }

    /// Closes one batch; closing the outermost returns its update and the completions to
    /// run with its outcome (nil while others stay open, or when none was).
    mutating func end() -> (update: CollectionViewUpdate, completions: [(Bool) -> Void])? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        defer {
            pending = nil
            completions = []
        }
        return (pending ?? CollectionViewUpdate(), completions)
    }

    /// Drops the changes collected (a reload asks for everything anew); open batches stay open.
    mutating func discardChanges() {
        if depth > 0 { pending = CollectionViewUpdate() }
    }
}
