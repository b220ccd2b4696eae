import Foundation

/// An incremental Cassowary solver (Badros, Borning and Stuckey 2001): linear equalities
/// and inequalities over `LayoutVariable`s, each required or weighted by a strength, kept
/// in a simplex tableau that an added or removed constraint changes by a few pivots rather
/// than a fresh solve. Knows nothing of views: the Auto Layout engine builds on it.
///
/// A constraint's constant changes in place (`setConstant(_:of:)`): its marker symbol
/// shifts, which moves the constants of the rows holding it and nothing else, and the dual
/// simplex mends the rows that went negative. A large share of constraints removed at once
/// (`remove(_:)` of a batch) rebuilds the tableau from what stays.
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
        /// Rows looked at to replace a symbol that entered the basis or to find the row a
        /// removed constraint's marker leaves by.
        var rowsVisited = 0
        /// Cells written by merging one row into another (a substitution, a new row
        /// taking in the definitions of its basic variables): the work of rewriting.
        var cellsMerged = 0
        /// Row constants shifted by in-place constant edits.
        var constantsShifted = 0
        /// Tableaus rebuilt from their constraints.
        var rebuilds = 0
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
        /// The marker's coefficient in the constraint's row as made (before any sign
        /// reversal): a change δ of the constant is the marker shifted by δ over it.
        var markerCoefficient: Double
    }

    /// A batch removal of at least this many constraints, and at least a quarter of
    /// those in the system, rebuilds the tableau rather than pivoting each out: tearing a
    /// chain down one by one rewrites rows as long as the chain for every constraint.
    static let rebuildBatchMinimum = 16

    private var definitions: [Constraint: Definition] = [:]
    private var rows: [LayoutSymbol: LayoutRow] = [:]
    /// Per parametric symbol, the basic symbols whose rows hold it: a pivot, a removal or
    /// a constant edit rewrites and searches only those rows, not the whole tableau.
    /// Dummies are indexed too (a chain's rows hold every dummy before them, so the index
    /// is as large as those rows' cells, no larger).
    private var columns: [LayoutSymbol: Set<LayoutSymbol>] = [:]
    /// Restricted rows an in-place edit or a dual pivot left negative.
    private var infeasible: Set<LayoutSymbol> = []
    private var collectsInfeasible = false
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

    /// Removes constraints added earlier: one by one, or, when they are many and a large
    /// share of the system, by rebuilding the tableau from the constraints that stay.
    func remove(_ batch: [Constraint]) {
        let present = batch.filter { definitions[$0] != nil }
        guard present.count >= LayoutSolver.rebuildBatchMinimum, present.count * 4 >= definitions.count else {
            for constraint in present { remove(constraint) }
            return
        }
        for constraint in present { definitions[constraint] = nil }
        rebuild()
    }

    /// Changes `constraint`'s expression constant to `constant` without removing it: the
    /// rows holding its marker shift by coefficient × δ (the marker stands for the old
    /// constant's slack), and the dual simplex restores feasibility while the objective
    /// stays optimal. False (and the constraint unchanged) when the edit would make a
    /// required constraint unsatisfiable; the caller removes and adds it to report that.
    @discardableResult
    func setConstant(_ constant: Double, of constraint: Constraint) -> Bool {
        guard let definition = definitions[constraint] else { return false }
        let old = definition.expression.constant
        guard constant != old else { return true }
        if definition.marker.kind == .dummy, rows[definition.marker] != nil { return false }
        shift(definition, by: constant - old)
        definitions[constraint]!.expression.constant = constant
        if dualOptimize() { return true }
        definitions[constraint]!.expression.constant = old
        rebuild()
        return false
    }

    /// The tableau with `definition`'s marker m replaced by m′ + δ / μ (μ its coefficient
    /// in the row as made), which is the same system with the constant moved by δ.
    private func shift(_ definition: Definition, by delta: Double) {
        let marker = definition.marker
        let shift = delta / definition.markerCoefficient
        collectsInfeasible = true
        if rows[marker] != nil {
            rows[marker]!.constant -= shift
            statistics.constantsShifted += 1
            if rows[marker]!.constant < 0 { infeasible.insert(marker) }
        } else {
            for basic in columns[marker] ?? [] {
                let c = rows[basic]!.coefficient(for: marker)
                rows[basic]!.constant += c * shift
                statistics.constantsShifted += 1
                if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.insert(basic) }
            }
            objective.constant += objective.coefficient(for: marker) * shift
        }
    }

    /// The dual simplex: while a restricted row is negative, pivot it out for the
    /// parametric symbol that keeps the objective optimal (lowest ratio of objective to
    /// row coefficient, ties to the lowest symbol). False when a row cannot be mended.
    private func dualOptimize() -> Bool {
        defer { collectsInfeasible = false; infeasible.removeAll() }
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < 0, !LayoutRow.isNearZero(row.constant) else { continue }
            var best: (ratio: Double, symbol: LayoutSymbol)?
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && cell.symbol < best!.symbol) {
                    best = (ratio, cell.symbol)
                }
            }
            guard let entering = best?.symbol else { return false }
            var pivot = takeRow(leaving)!
            pivot.solve(for: leaving, enteringAs: entering)
            substitute(entering, with: pivot)
            setRow(entering, pivot)
            statistics.pivots += 1
        }
        return true
    }

    /// The constant of `constraint`'s expression (0 when it is not in the system).
    func constant(of constraint: Constraint) -> Double { definitions[constraint]?.expression.constant ?? 0 }

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
        let (row, marker, other, markerCoefficient) = makeRow(expression, relation, strength: strength)
        var subject = chooseSubject(row, marker: marker, other: other, fresh: freshVariables)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard LayoutRow.isNearZero(row.constant) else { throw unsatisfiable(constraint, expression) }
            subject = marker
        }
        definitions[constraint] = Definition(expression: expression, relation: relation, strength: strength,
                                             marker: marker, other: other, markerCoefficient: markerCoefficient)
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
        statistics.rebuilds += 1
        let kept = definitions.sorted { $0.key.id < $1.key.id }
        definitions = [:]
        rows = [:]
        columns = [:]
        isInTableau = isInTableau.map { _ in false }
        objective = LayoutRow()
        artificial = nil
        for (constraint, d) in kept { try? insert(constraint, d.expression, d.relation, strength: d.strength) }
    }

    private func makeRow(_ expression: LinearExpression, _ relation: LayoutRelation,
                         strength: Double) -> (LayoutRow, LayoutSymbol, LayoutSymbol?, Double) {
        var row = LayoutRow(constant: expression.constant)
        for term in expression.terms where !LayoutRow.isNearZero(term.coefficient) {
            isInTableau[term.variable.index] = true
            let symbol = variableSymbols[term.variable.index]
            if let basic = rows[symbol] {
                statistics.cellsMerged += row.cells.count + basic.cells.count
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let isRequired = strength >= LayoutSolver.required
        let marker: LayoutSymbol
        var other: LayoutSymbol?
        var markerCoefficient = 1.0
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            markerCoefficient = sign
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
                markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other, markerCoefficient)
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

    /// The basic symbols whose rows hold `symbol` (in no set order: callers break ties by symbol).
    private func holders(of symbol: LayoutSymbol) -> [LayoutSymbol] {
        Array(columns[symbol] ?? [])
    }

    /// Makes `basic` basic with `row` as its definition.
    private func setRow(_ basic: LayoutSymbol, _ row: LayoutRow) {
        rows[basic] = row
        for cell in row.cells { columns[cell.symbol, default: []].insert(basic) }
    }

    /// Takes `basic`'s row out of the tableau.
    private func takeRow(_ basic: LayoutSymbol) -> LayoutRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for cell in row.cells { columns[cell.symbol]?.remove(basic) }
        return row
    }

    /// Replaces `symbol` (entering the basis with definition `row`) in the rows that hold
    /// it and in the objectives.
    private func substitute(_ symbol: LayoutSymbol, with row: LayoutRow, inRows: Bool = true) {
        if inRows {
            for basic in holders(of: symbol) {
                statistics.rowsVisited += 1
                statistics.cellsMerged += rows[basic]!.cells.count + row.cells.count
                guard rows[basic]!.substitute(symbol, with: row) else { continue }
                let updated = rows[basic]!
                if collectsInfeasible, basic.isRestricted, updated.constant < 0 { infeasible.insert(basic) }
                for cell in row.cells {
                    if updated.coefficient(for: cell.symbol) != 0 {
                        columns[cell.symbol, default: []].insert(basic)
                    } else {
                        columns[cell.symbol]?.remove(basic)
                    }
                }
            }
        }
        columns[symbol] = nil
        if objective.coefficient(for: symbol) != 0 { statistics.cellsMerged += objective.cells.count + row.cells.count }
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
            statistics.rowsVisited += 1
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
