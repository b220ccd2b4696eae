import Foundation

/// A symbol of the simplex tableau: a user's variable (`external`), a slack of an
/// inequality, an error of a non-required constraint, or the marker of a required equality
/// (`dummy`, held at zero).
struct LayoutSymbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    /// Restricted symbols are non-negative; a row of one may not go below zero.
    var isRestricted: Bool { kind != .external }
    /// Slacks and errors may enter the basis; dummies never change from zero.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.id < b.id }
}

/// `constant + Σ coefficient × symbol`, sparse, its cells sorted by symbol so that every
/// walk over it (and so every tie the solver breaks) is the same from run to run.
struct LayoutRow {
    struct Cell {
        var symbol: LayoutSymbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) { self.constant = constant }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    private func position(of symbol: LayoutSymbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, low < cells.count && cells[low].symbol.id == symbol.id)
    }

    func coefficient(for symbol: LayoutSymbol) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: LayoutSymbol, _ coefficient: Double = 1) {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if LayoutRow.isNearZero(sum) { cells.remove(at: p.index) } else { cells[p.index].coefficient = sum }
        } else if !LayoutRow.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
        }
    }

    /// Adds `factor × row`, a merge of the two sorted cell lists.
    mutating func insert(_ row: LayoutRow, _ factor: Double = 1) {
        constant += row.constant * factor
        if row.cells.count == 1 { insert(row.cells[0].symbol, row.cells[0].coefficient * factor); return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < row.cells.count {
            if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
                merged.append(cells[i]); i += 1
            } else if i == cells.count || row.cells[j].symbol.id < cells[i].symbol.id {
                merged.append(Cell(symbol: row.cells[j].symbol, coefficient: row.cells[j].coefficient * factor)); j += 1
            } else {
                let sum = cells[i].coefficient + row.cells[j].coefficient * factor
                if !LayoutRow.isNearZero(sum) { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: LayoutSymbol) {
        let p = position(of: symbol)
        if p.found { cells.remove(at: p.index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = this row` as `symbol = …`, the row then holding the right side.
    mutating func solve(for symbol: LayoutSymbol) {
        let factor = -1 / coefficient(for: symbol)
        remove(symbol)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = this row` as `rhs = …`.
    mutating func solve(for lhs: LayoutSymbol, enteringAs rhs: LayoutSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side `row` of its definition; true when it appeared.
    @discardableResult
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) -> Bool {
        let p = position(of: symbol)
        guard p.found else { return false }
        let factor = cells[p.index].coefficient
        cells.remove(at: p.index)
        insert(row, factor)
        return true
    }
}
