import XCTest
@testable import UIKit

final class LayoutSolverTests: XCTestCase {
    private func expr(_ terms: (LayoutVariable, Double)..., constant: Double = 0) -> LinearExpression {
        LinearExpression(terms.map { LinearExpression.Term(variable: $0.0, coefficient: $0.1) }, constant: constant)
    }

    func testRequiredEqualitiesSolveASimpleSystem() throws {
        let solver = LayoutSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(expr((left, 1), constant: -20), .equal)                       // left = 20
        try solver.add(expr((right, 1), (left, -1), (width, -1)), .equal)            // right = left + width
        try solver.add(expr((right, 1), constant: -300), .equal)                     // right = 300
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: left), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: width), 280, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 300, accuracy: 1e-9)
    }

    func testStrongerPreferenceWinsAndWeakerStillHoldsWhereItCan() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(expr((x, 1), constant: -100), .equal, strength: 10)           // x = 100, weak
        try solver.add(expr((x, 1), constant: -40), .equal, strength: 1_000)         // x = 40, strong
        try solver.add(expr((y, 1), (x, -1), constant: -5), .equal, strength: 1)     // y = x + 5, weakest
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 45, accuracy: 1e-9)
    }

    func testInequalitiesBoundAPreference() throws {
        let solver = LayoutSolver()
        let w = solver.makeVariable()
        try solver.add(expr((w, 1), constant: -500), .equal, strength: 1)             // wants 500
        let cap = try solver.add(expr((w, 1), constant: -120), .lessThanOrEqual)      // w <= 120
        try solver.add(expr((w, 1), constant: -60), .greaterThanOrEqual)              // w >= 60
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: w), 120, accuracy: 1e-9)
        solver.remove(cap)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: w), 500, accuracy: 1e-9, "the cap gone, the preference holds")
        try solver.add(expr((w, 1), constant: -30), .lessThanOrEqual, strength: 100)  // prefers w <= 30
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: w), 60, accuracy: 1e-9, "a required minimum beats a preferred maximum")
    }

    func testRemovalRestoresTheEarlierSolution() throws {
        let solver = LayoutSolver()
        let a = solver.makeVariable(), b = solver.makeVariable()
        try solver.add(expr((a, 1), constant: -10), .equal)
        try solver.add(expr((b, 1), (a, -1), constant: -15), .equal, strength: 5)     // b = a + 15, preferred
        let pin = try solver.add(expr((b, 1), constant: -100), .equal)                // b = 100, required
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: b), 100, accuracy: 1e-9)
        solver.remove(pin)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: b), 25, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(pin))
        XCTAssertEqual(solver.constraintCount, 2)
    }

    func testAnUnsatisfiableRequiredConstraintIsReportedAndLeftOut() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let first = try solver.add(expr((x, 1), constant: -10), .equal)
        let sum = try solver.add(expr((y, 1), (x, -1), constant: -5), .equal)          // y = x + 5
        XCTAssertThrowsError(try solver.add(expr((y, 1), constant: -50), .equal)) { error in
            let report = error as? LayoutSolver.Unsatisfiable
            XCTAssertNotNil(report)
            XCTAssertEqual(report?.conflicting, [sum], "the required constraints on y")
        }
        // An inequality whose failure needs the artificial-variable phase.
        XCTAssertThrowsError(try solver.add(expr((x, 1), (y, 1), constant: -100), .greaterThanOrEqual)) { error in
            XCTAssertEqual((error as? LayoutSolver.Unsatisfiable)?.conflicting, [first, sum])
        }
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 2)
        try solver.add(expr((y, 1), constant: -20), .lessThanOrEqual)                 // still usable
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
    }

    func testAThousandChainedVariablesTakeLinearWork() throws {
        func work(_ n: Int) throws -> (LayoutSolver.Statistics, Double) {
            let solver = LayoutSolver()
            var previous = solver.makeVariable()
            let first = previous
            try solver.add(expr((previous, 1)), .equal)
            for _ in 1..<n {
                let next = solver.makeVariable()
                try solver.add(expr((next, 1), (previous, -1), constant: -10), .equal)          // next = prev + 10
                try solver.add(expr((next, 1), constant: -1), .greaterThanOrEqual, strength: 2) // a weak floor
                previous = next
            }
            try solver.add(expr((first, 1), constant: -3), .equal, strength: 1)
            solver.updateVariables()
            return (solver.statistics, solver.value(of: previous))
        }
        let (small, smallLast) = try work(100)
        let (large, largeLast) = try work(1_000)
        XCTAssertEqual(smallLast, 990, accuracy: 1e-6)
        XCTAssertEqual(largeLast, 9_990, accuracy: 1e-6)
        // Ten times the chain: about ten times the pivots and row rewrites, not a hundred.
        XCTAssertLessThanOrEqual(large.pivots, small.pivots * 12 + 12)
        XCTAssertLessThanOrEqual(large.rowsVisited, small.rowsVisited * 12 + 12)
        XCTAssertLessThan(large.rowsVisited, 20_000, "a full walk of the rows per add would be about 2,000,000")
    }
}
