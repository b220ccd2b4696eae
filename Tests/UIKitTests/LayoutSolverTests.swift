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

    func testAThousandChainedVariablesTakeLinearPivots() throws {
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
        // Each new row takes in its predecessor's, dummies of the whole chain before it
        // included: cells merged grow with the square (about 10,000 and 1,000,000), no worse.
        XCTAssertLessThanOrEqual(large.cellsMerged, small.cellsMerged * 110)
    }

    func testEditingAConstantShiftsTheRowsHoldingItsMarkerAndNoMore() throws {
        let solver = LayoutSolver()
        var previous = solver.makeVariable()
        let first = previous
        let anchor = try solver.add(expr((previous, 1)), .equal)                        // first = 0
        for _ in 1..<1_000 {
            let next = solver.makeVariable()
            try solver.add(expr((next, 1), (previous, -1), constant: -10), .equal)          // next = prev + 10
            previous = next
        }
        let before = solver.statistics
        XCTAssertTrue(solver.setConstant(-7, of: anchor))                                // first = 7
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: first), 7, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: previous), 9_997, accuracy: 1e-6)
        XCTAssertEqual(solver.statistics.cellsMerged, before.cellsMerged, "no row rewritten")
        XCTAssertEqual(solver.statistics.pivots, before.pivots)
        XCTAssertLessThanOrEqual(solver.statistics.constantsShifted - before.constantsShifted, 1_000)
    }

    func testEditingAnInequalityConstantReoptimisesWithTheDualSimplex() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let floor = try solver.add(expr((x, 1), constant: -10), .greaterThanOrEqual)    // x >= 10
        try solver.add(expr((x, 1), constant: -50), .equal, strength: 100)             // x == 50, strong
        let ceiling = try solver.add(expr((y, 1), (x, -1)), .lessThanOrEqual)          // y <= x
        try solver.add(expr((y, 1), constant: -1_000), .equal, strength: 1)            // y == 1000, weak
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 50, accuracy: 1e-9)
        XCTAssertTrue(solver.setConstant(-100, of: floor))                               // x >= 100
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 100, accuracy: 1e-9)
        XCTAssertTrue(solver.setConstant(20, of: ceiling))                               // y <= x - 20
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: y), 80, accuracy: 1e-9)
        XCTAssertTrue(solver.setConstant(-10, of: floor))                                // back to x >= 10
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-9)
    }

    func testARequiredEditThatCannotHoldIsRefusedAndTheSystemKept() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(expr((x, 1), constant: -10), .lessThanOrEqual)                  // x <= 10
        let floor = try solver.add(expr((x, 1), constant: -5), .greaterThanOrEqual)    // x >= 5
        try solver.add(expr((x, 1)), .equal, strength: 1)                              // x == 0, weak
        XCTAssertFalse(solver.setConstant(-20, of: floor), "x >= 20 with x <= 10")
        XCTAssertEqual(solver.constant(of: floor), -5)
        XCTAssertTrue(solver.setConstant(-8, of: floor))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 8, accuracy: 1e-9)
    }

    func testRemovingOneRequiredEqualityVisitsOnlyTheRowsHoldingItsMarker() throws {
        let solver = LayoutSolver()
        var pins: [LayoutSolver.Constraint] = []
        for i in 0..<1_000 {
            pins.append(try solver.add(expr((solver.makeVariable(), 1), constant: -Double(i)), .equal))
        }
        let before = solver.statistics
        solver.remove(pins[500])
        XCTAssertLessThanOrEqual(solver.statistics.rowsVisited - before.rowsVisited, 2, "not the other 999 rows")
        solver.remove(Array(pins[0..<400]))
        XCTAssertEqual(solver.statistics.rebuilds, 1, "four hundred of 999 at once: rebuilt")
        XCTAssertEqual(solver.constraintCount, 599)
        solver.remove(Array(pins[400..<410]))
        XCTAssertEqual(solver.statistics.rebuilds, 1, "ten: removed one by one")
        XCTAssertEqual(solver.constraintCount, 589)
    }
}
