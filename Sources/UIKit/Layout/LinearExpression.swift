import Foundation

/// One unknown of a `LayoutSolver` system (for views, a position or length in points),
/// named by its index in the solver that made it.
struct LayoutVariable: Hashable {
    let index: Int
}

/// `Σ coefficient × variable + constant`, the left side of a `LayoutSolver` constraint
/// (the right side is zero).
struct LinearExpression {
    struct Term {
        var variable: LayoutVariable
        var coefficient: Double
    }

    var terms: [Term]
    var constant: Double

    init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ variable: LayoutVariable, times coefficient: Double = 1) {
        self.init([Term(variable: variable, coefficient: coefficient)])
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }

    static func + (a: LinearExpression, b: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + b)
    }

    static func - (a: LinearExpression, b: Double) -> LinearExpression { a + -b }

    static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * k) },
                         constant: a.constant * k)
    }
}

/// How a `LayoutSolver` constraint's expression relates to zero.
enum LayoutRelation {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
