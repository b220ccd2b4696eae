import Foundation

/// The animations started by one `UIView.animate` call: its completion runs once, after the
/// last of them ends, with `finished` false if any was interrupted.
final class ViewAnimationGroup {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?
    let options: UIView.AnimationOptions

    init(options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.options = options
        self.completion = completion
    }

    func begin() { pending += 1 }

    func end(finished: Bool) {
        allFinished = allFinished && finished
        pending -= 1
        if pending == 0, let completion {
            self.completion = nil
            completion(allFinished)
        }
    }
}

/// Records the property changes made inside an animations block, so they can be animated
/// from their old values after the block returns.
final class ViewAnimationTransaction {
    struct Change {
        let view: UIView
        /// The model value before the block changed it.
        let from: AnimatedValue
        var property: AnimatedProperty { from.property }
    }

    nonisolated(unsafe) static var current: ViewAnimationTransaction?
    private(set) var changes: [Change] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatedProperty
    }

    /// Notes that `property` of `view` changed from `from`; only the first change of a
    /// property in a block counts (its value before the block).
    func record(_ view: UIView, from: AnimatedValue) {
        if seen.insert(Key(view: ObjectIdentifier(view), property: from.property)).inserted {
            changes.append(Change(view: view, from: from))
        }
    }
}
