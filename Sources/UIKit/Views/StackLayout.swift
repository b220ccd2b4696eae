import Foundation

/// Where a stack view puts its arranged views along its axis and across it: a pure value,
/// computed from the views' wanted sizes and priorities, tested with numbers alone.
/// Lengths are in points; "along" is the stack's axis, "across" the other one.
struct StackLayout {
    /// One arranged view, as the layout sees it.
    struct Item: Equatable {
        /// The length it wants along the axis (its intrinsic size, or its frame's).
        var length: CGFloat
        /// The length it wants across the axis.
        var crossLength: CGFloat
        /// Its content hugging priority along the axis: the lowest stretches first.
        var hugging: Float = UILayoutPriority.defaultLow.rawValue
        /// Its compression resistance along the axis: the lowest shrinks first.
        var compressionResistance: Float = UILayoutPriority.defaultHigh.rawValue
        /// The space after it, to the next item.
        var spacingAfter: CGFloat = 0
    }

    /// Where one item goes: its start and length along the axis, and across it.
    struct Slot: Equatable {
        var start: CGFloat
        var length: CGFloat
        var crossStart: CGFloat
        var crossLength: CGFloat
    }

    var distribution: UIStackView.Distribution
    var alignment: UIStackView.Alignment

    /// The slots of `items` in a space `length` long along the axis and `crossLength`
    /// across it, starting at 0 both ways.
    func slots(for items: [Item], length: CGFloat, crossLength: CGFloat) -> [Slot] {
        guard !items.isEmpty else { return [] }
        // Negative spacings overlap neighbours, as UIKit's.
        let gaps = items.dropLast().map(\.spacingAfter)
        let lengths: [CGFloat], spacings: [CGFloat]
        switch distribution {
        case .fill:
            lengths = Self.filled(items, into: length - gaps.reduce(0, +))
            spacings = gaps
        case .fillEqually:
            let each = max(0, (length - gaps.reduce(0, +)) / CGFloat(items.count))
            lengths = items.map { _ in each }
            spacings = gaps
        case .fillProportionally:
            let room = max(0, length - gaps.reduce(0, +))
            let total = items.reduce(0) { $0 + max(0, $1.length) }
            lengths = items.map { total > 0 ? room * max(0, $0.length) / total : room / CGFloat(items.count) }
            spacings = gaps
        case .equalSpacing:
            (lengths, spacings) = Self.equallySpaced(items, gaps: gaps, length: length)
        case .equalCentering:
            (lengths, spacings) = Self.equallyCentred(items, gaps: gaps, length: length)
        }
        var slots: [Slot] = []
        var position: CGFloat = 0
        for (i, item) in items.enumerated() {
            // Never wider than the stack across it: its edges bind as required constraints.
            let across = alignment == .fill ? crossLength : min(max(0, item.crossLength), max(0, crossLength))
            let crossStart: CGFloat
            switch alignment {
            case .fill, .leading: crossStart = 0
            case .center: crossStart = (crossLength - across) / 2
            case .trailing: crossStart = crossLength - across
            }
            slots.append(Slot(start: position, length: lengths[i], crossStart: crossStart, crossLength: across))
            position += lengths[i] + (i < spacings.count ? spacings[i] : 0)
        }
        return slots
    }

    /// `.fill`: the wanted lengths, the room left over given to the item that hugs least
    /// (the first of several that tie), or the room missing taken from those that resist
    /// compression least, each down to nothing before the next gives way (of several that
    /// tie, the last first). UIKit leaves such ties to the arranged views' order too.
    static func filled(_ items: [Item], into room: CGFloat) -> [CGFloat] {
        var lengths = items.map { max(0, $0.length) }
        var excess = room - lengths.reduce(0, +)
        if excess > 0 {
            let weakest = items.map(\.hugging).min()!
            let stretched = items.firstIndex { $0.hugging == weakest }!
            lengths[stretched] += excess
            return lengths
        }
        let order = items.indices.sorted {
            (items[$0].compressionResistance, $1) < (items[$1].compressionResistance, $0)
        }
        for i in order where excess < 0 {
            let give = min(lengths[i], -excess)
            lengths[i] -= give
            excess += give
        }
        return lengths
    }

    /// `.equalSpacing`: the wanted lengths with the room left over shared equally between
    /// neighbours, no gap below its spacing (a gap whose spacing is more than the even
    /// share keeps its spacing, the others share the rest); when the items and spacings do
    /// not fit, `.fill`'s shrinking with every gap at its spacing.
    static func equallySpaced(_ items: [Item], gaps: [CGFloat], length: CGFloat) -> ([CGFloat], [CGFloat]) {
        let wanted = items.map { max(0, $0.length) }
        let free = length - wanted.reduce(0, +)
        guard !gaps.isEmpty, free >= gaps.reduce(0, +) else {
            return (filled(items, into: length - gaps.reduce(0, +)), gaps)
        }
        var kept = Set<Int>()
        while kept.count < gaps.count {
            let share = (free - kept.reduce(0) { $0 + gaps[$1] }) / CGFloat(gaps.count - kept.count)
            let below = gaps.indices.filter { !kept.contains($0) && gaps[$0] > share }
            if below.isEmpty { return (wanted, gaps.indices.map { kept.contains($0) ? gaps[$0] : share }) }
            kept.formUnion(below)
        }
        return (wanted, gaps)
    }

    /// `.equalCentering`: the centres equally far apart, the first item at the start and
    /// the last at the end; when a gap would fall below its spacing, `.equalSpacing`.
    static func equallyCentred(_ items: [Item], gaps: [CGFloat], length: CGFloat) -> ([CGFloat], [CGFloat]) {
        let wanted = items.map { max(0, $0.length) }
        guard items.count > 1 else { return (filled(items, into: length), []) }
        let step = (length - wanted[0] / 2 - wanted[wanted.count - 1] / 2) / CGFloat(items.count - 1)
        let spacings = gaps.indices.map { step - wanted[$0] / 2 - wanted[$0 + 1] / 2 }
        if zip(spacings, gaps).allSatisfy({ $0 >= $1 }) { return (wanted, spacings) }
        return equallySpaced(items, gaps: gaps, length: length)
    }

    /// The size that holds `items` with their wanted lengths and spacings as `distribution`
    /// lays them out: along the axis (equal lengths hold the longest; equal centring the
    /// closest centres keeping every gap at its spacing) and across it (the widest item).
    static func fittingLengths(of items: [Item], distribution: UIStackView.Distribution) -> (along: CGFloat, across: CGFloat) {
        let across = items.map { max(0, $0.crossLength) }.max() ?? 0
        guard let first = items.first, let last = items.last else { return (0, across) }
        let wanted = items.map { max(0, $0.length) }
        let gaps = items.dropLast().map(\.spacingAfter)
        let along: CGFloat
        switch distribution {
        case .fill, .fillProportionally, .equalSpacing:
            along = wanted.reduce(0, +) + gaps.reduce(0, +)
        case .fillEqually:
            along = CGFloat(items.count) * wanted.max()! + gaps.reduce(0, +)
        case .equalCentering:
            guard items.count > 1 else { along = wanted[0]; break }
            let step = gaps.indices.map { gaps[$0] + wanted[$0] / 2 + wanted[$0 + 1] / 2 }.max()!
            along = max(0, first.length) / 2 + max(0, last.length) / 2 + CGFloat(items.count - 1) * step
        }
        return (max(0, along), across)
    }
}
