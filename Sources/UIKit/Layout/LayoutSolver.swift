import Foundation

/// An incremental Cassowary solver (Badros, Borning and Stuckey 2001): linear equalities
/// and inequalities over `LayoutVariable`s, each required or weighted by a strength, kept
/// in a simplex tableau that an added or removed constraint changes by a few pivots rather
/// than a fresh solve. Knows nothing of views: the Auto Layout engine builds on it.
final class LayoutSolver {
    /// A constraint that was added, to remove it later.
    struct Constraint: Hashable {
        let id: Int
    }

    /// A required constraint that could not hold together with the required ones already
    /// added; it was left out and the others still hold.
    struct Unsatisfiable: Error {
        /// The constraint that was left out.
        let constraint: Constraint
        /// The added required constraints that share a variable with it.
        let conflicting: [Constraint]
    }

    /// Work counters, to test that changes stay incremental.
    struct Statistics {
        /// Simplex pivots (one row traded for another in the basis).
        var pivots = 0
        /// Rows looked at to replace a symbol that entered the basis.
        var rowsVisited = 0
        /// Calls of `updateVariables()`.
        var updates = 0
    }

    /// The strength of a required constraint; any finite strength is a weight, its error
    /// weighed against the others'.
    static let required = Double.infinity

    private struct Definition {
        var expression: LinearExpression
        var relation: LayoutRelation
        var strength: Double
        var marker: LayoutSymbol
        var other: LayoutSymbol?
    }

    private var definitions: [Constraint: Definition] = [:]
    private var rows: [LayoutSymbol: LayoutRow] = [:]
    /// Per parametric symbol, the basic symbols whose rows hold it: a pivot rewrites and
    /// searches only those rows, not the whole tableau. Dummies are left out: they never
    /// enter the basis, and the rows of a chain of equalities hold every dummy before them,
    /// so indexing them would cost the square of the chain; removing a required equality
    /// looks through all the rows instead.
    private var columns: [LayoutSymbol: Set<LayoutSymbol>] = [:]
    private var variableSymbols: [LayoutSymbol] = []
    private var values: [Double] = []
    /// Per variable: its symbol is in the tableau (in some row or heading one).
    private var isInTableau: [Bool] = []
    private var objective = LayoutRow()
    private var artificial: LayoutRow?
    private var nextSymbolID = 0
    private var nextConstraintID = 0
    private(set) var statistics = Statistics()

    /// The number of constraints added and not removed.
    var constraintCount: Int { definitions.count }

    /// A new unknown, zero until a solve says otherwise.
    func makeVariable() -> LayoutVariable {
        variableSymbols.append(makeSymbol(.external))
        values.append(0)
        isInTableau.append(false)
        return LayoutVariable(index: values.count - 1)
    }

    /// The value `updateVariables()` last found for `variable`.
    func value(of variable: LayoutVariable) -> Double { values[variable.index] }

    /// Copies the tableau's solution into the variables' values.
    func updateVariables() {
        statistics.updates += 1
        for (i, symbol) in variableSymbols.enumerated() { values[i] = rows[symbol]?.constant ?? 0 }
    }

    /// Adds `expression relation 0` with `strength` (at least `required`: it must hold;
    /// below: its error, times the weight, is minimised with the others').
    @discardableResult
    func add(_ expression: LinearExpression, _ relation: LayoutRelation,
             strength: Double = LayoutSolver.required) throws -> Constraint {
        let constraint = Constraint(id: nextConstraintID)
        nextConstraintID += 1
        try insert(constraint, expression, relation, strength: strength)
        return constraint
    }

    /// Removes a constraint added earlier (nothing when it is not in the system).
    func remove(_ constraint: Constraint) {
        guard let definition = definitions.removeValue(forKey: constraint) else { return }
        removeErrorEffects(definition.marker, definition.strength)
        if let other = definition.other { removeErrorEffects(other, definition.strength) }
        if takeRow(definition.marker) == nil, let leaving = markerLeavingRow(definition.marker) {
            var row = takeRow(leaving)!
            row.solve(for: leaving, enteringAs: definition.marker)
            substitute(definition.marker, with: row)
        }
        optimize(objectiveOf: .main)
    }

    /// True when `constraint` is in the system.
    func contains(_ constraint: Constraint) -> Bool { definitions[constraint] != nil }

    private func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        nextSymbolID += 1
        return LayoutSymbol(id: nextSymbolID, kind: kind)
    }

    private func insert(_ constraint: Constraint, _ expression: LinearExpression, _ relation: LayoutRelation,
                        strength: Double) throws {
        let firstNewSymbol = nextSymbolID + 1
        let freshVariables = expression.terms.filter { !isInTableau[$0.variable.index] }.map { variableSymbols[$0.variable.index] }
        let (row, marker, other) = makeRow(expression, relation, strength: strength)
        var subject = chooseSubject(row, marker: marker, other: other, fresh: freshVariables)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard LayoutRow.isNearZero(row.constant) else { throw unsatisfiable(constraint, expression) }
            subject = marker
        }
        definitions[constraint] = Definition(expression: expression, relation: relation, strength: strength,
                                             marker: marker, other: other)
        if let subject {
            var solved = row
            solved.solve(for: subject)
            // A symbol made for this row appears in no other row, so only the objective
            // (which holds new errors) needs rewriting.
            let isFresh = subject.id >= firstNewSymbol || freshVariables.contains(subject)
            substitute(subject, with: solved, inRows: !isFresh)
            setRow(subject, solved)
        } else if !addWithArtificialVariable(row) {
            definitions[constraint] = nil
            rebuild()
            throw unsatisfiable(constraint, expression)
        }
        optimize(objectiveOf: .main)
    }

    private func unsatisfiable(_ constraint: Constraint, _ expression: LinearExpression) -> Unsatisfiable {
        let mine = Set(expression.terms.map(\.variable))
        let conflicting = definitions.filter { _, d in
            d.strength >= LayoutSolver.required && d.expression.terms.contains { mine.contains($0.variable) }
        }.keys.sorted { $0.id < $1.id }
        return Unsatisfiable(constraint: constraint, conflicting: Array(conflicting))
    }

    /// The tableau again from the definitions alone, after a failed artificial-variable
    /// add left it part-way through pivots.
    private func rebuild() {
        let kept = definitions.sorted { $0.key.id < $1.key.id }
        definitions = [:]
        rows = [:]
        columns = [:]
        isInTableau = isInTableau.map { _ in false }
        objective = LayoutRow()
        for (constraint, d) in kept { try? insert(constraint, d.expression, d.relation, strength: d.strength) }
    }

    private func makeRow(_ expression: LinearExpression, _ relation: LayoutRelation,
                         strength: Double) -> (LayoutRow, LayoutSymbol, LayoutSymbol?) {
        var row = LayoutRow(constant: expression.constant)
        for term in expression.terms where !LayoutRow.isNearZero(term.coefficient) {
            isInTableau[term.variable.index] = true
            let symbol = variableSymbols[term.variable.index]
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let isRequired = strength >= LayoutSolver.required
        let marker: LayoutSymbol
        var other: LayoutSymbol?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, sign)
            if !isRequired {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective.insert(error, strength)
            }
        case .equal:
            if isRequired {
                marker = makeSymbol(.dummy)
                row.insert(marker)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// The symbol to solve a new row for: a variable new to the tableau when there is one
    /// (no other row holds it, so nothing needs rewriting), else any variable, else a
    /// slack or error that can stand for the row.
    private func chooseSubject(_ row: LayoutRow, marker: LayoutSymbol, other: LayoutSymbol?,
                               fresh: [LayoutSymbol]) -> LayoutSymbol? {
        if let new = row.cells.first(where: { $0.symbol.kind == .external && fresh.contains($0.symbol) }) {
            return new.symbol
        }
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [marker, other].compactMap({ $0 }) where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return nil
    }

    private func addWithArtificialVariable(_ row: LayoutRow) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(objectiveOf: .artificial)
        let success = LayoutRow.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var artRow = takeRow(art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, enteringAs: entering)
            substitute(entering, with: artRow)
            setRow(entering, artRow)
        }
        for basic in columns.removeValue(forKey: art) ?? [] { rows[basic]?.remove(art) }
        objective.remove(art)
        return success
    }

    /// The basic symbols whose rows may hold `symbol`: its column, or every row for a dummy.
    private func holders(of symbol: LayoutSymbol) -> [LayoutSymbol] {
        symbol.kind == .dummy ? Array(rows.keys) : Array(columns[symbol] ?? [])
    }

    /// Makes `basic` basic with `row` as its definition.
    private func setRow(_ basic: LayoutSymbol, _ row: LayoutRow) {
        rows[basic] = row
        for cell in row.cells where cell.symbol.kind != .dummy { columns[cell.symbol, default: []].insert(basic) }
    }

    /// Takes `basic`'s row out of the tableau.
    private func takeRow(_ basic: LayoutSymbol) -> LayoutRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for cell in row.cells where cell.symbol.kind != .dummy { columns[cell.symbol]?.remove(basic) }
        return row
    }

    /// Replaces `symbol` (entering the basis with definition `row`) in the rows that hold
    /// it and in the objectives.
    private func substitute(_ symbol: LayoutSymbol, with row: LayoutRow, inRows: Bool = true) {
        if inRows {
            for basic in holders(of: symbol) {
                statistics.rowsVisited += 1
                guard rows[basic]!.substitute(symbol, with: row) else { continue }
                let updated = rows[basic]!
                for cell in row.cells where cell.symbol.kind != .dummy {
                    if updated.coefficient(for: cell.symbol) != 0 {
                        columns[cell.symbol, default: []].insert(basic)
                    } else {
                        columns[cell.symbol]?.remove(basic)
                    }
                }
            }
        }
        columns[symbol] = nil
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private enum Objective { case main, artificial }

    private func optimize(objectiveOf which: Objective) {
        while true {
            let target = which == .main ? objective : artificial!
            guard let entering = target.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol,
                  let leaving = leavingRow(for: entering) else { return }
            var row = takeRow(leaving)!
            row.solve(for: leaving, enteringAs: entering)
            substitute(entering, with: row)
            setRow(entering, row)
            statistics.pivots += 1
        }
    }

    /// The restricted row that limits `entering` soonest (ties to the lowest symbol, so
    /// the pivots are the same each run).
    private func leavingRow(for entering: LayoutSymbol) -> LayoutSymbol? {
        var best: (ratio: Double, symbol: LayoutSymbol)?
        for symbol in columns[entering] ?? [] where symbol.kind != .external {
            let row = rows[symbol]!
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    /// The row to pivot `marker` into so that its constraint can be dropped with the row.
    private func markerLeavingRow(_ marker: LayoutSymbol) -> LayoutSymbol? {
        var first: (ratio: Double, symbol: LayoutSymbol)?, second: (ratio: Double, symbol: LayoutSymbol)?
        var third: LayoutSymbol?
        func better(_ candidate: (ratio: Double, symbol: LayoutSymbol), _ best: (ratio: Double, symbol: LayoutSymbol)?) -> Bool {
            guard let best else { return true }
            return candidate.ratio < best.ratio || (candidate.ratio == best.ratio && candidate.symbol < best.symbol)
        }
        for symbol in holders(of: marker) {
            let row = rows[symbol]!
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            if symbol.kind == .external {
                if third == nil || symbol < third! { third = symbol }
            } else if c < 0 {
                let candidate = (ratio: -row.constant / c, symbol: symbol)
                if better(candidate, first) { first = candidate }
            } else {
                let candidate = (ratio: row.constant / c, symbol: symbol)
                if better(candidate, second) { second = candidate }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    private func removeErrorEffects(_ marker: LayoutSymbol, _ strength: Double) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] { objective.insert(row, -strength) } else { objective.insert(marker, -strength) }
    }
}
