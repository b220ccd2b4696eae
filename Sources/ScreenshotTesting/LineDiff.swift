/// A line-by-line difference between two texts, as the longest common subsequence of their
/// lines leaves it: lines only in the reference with `-`, only in the actual text with `+`,
/// each with its line number, and one line of context around each change.
enum LineDiff {
    /// The largest product of line counts diffed by the LCS table (16 M cells, 16 MiB of
    /// counts); larger texts are reported by their first differing line only.
    static let maximumCells = 16 << 20

    /// The diff's lines (empty when the texts are equal).
    static func lines(reference: String, actual: String) -> [String] {
        let old = lines(of: reference), new = lines(of: actual)
        if old == new {
            return reference == actual ? [] : ["  the texts differ only in their final newline"]
        }
        guard old.count * new.count <= maximumCells else {
            let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
            return ["  first difference at line \(first + 1) (texts too long to diff: \(old.count) and \(new.count) lines)"]
        }
        return render(edits(old, new), old: old, new: new)
    }

    /// The lines of `text`, a final newline ending the last line rather than starting one.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.count > 1 && lines.last == "" { lines.removeLast() }
        return lines
    }

    private enum Edit { case same(Int, Int), removed(Int), added(Int) }

    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        // lengths[i * (m + 1) + j]: LCS length of old[i...] and new[j...].
        var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * (m + 1) + j] = old[i] == new[j] ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
            }
        }
        var result: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && old[i] == new[j] {
                result.append(.same(i, j)); i += 1; j += 1
            } else if i < n && (j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1]) {
                result.append(.removed(i)); i += 1
            } else {
                result.append(.added(j)); j += 1
            }
        }
        return result
    }

    private static func render(_ edits: [Edit], old: [String], new: [String]) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        let shown = Set(changed.flatMap { [$0 - 1, $0, $0 + 1] })
        var out: [String] = []
        var previous = -2
        for index in edits.indices where shown.contains(index) {
            if index != previous + 1 && !out.isEmpty { out.append("  ...") }
            previous = index
            switch edits[index] {
            case let .same(i, _): out.append("   \(i + 1): \(old[i])")
            case let .removed(i): out.append("  -\(i + 1): \(old[i])")
            case let .added(j): out.append("  +\(j + 1): \(new[j])")
            }
        }
        return out
    }
}
