import XCTest
@testable import UIKit

final class CGAffineTransformTests: XCTestCase {
    func testConcatenationAppliesLeftFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 23))
        let u = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(u), CGPoint(x: 12, y: 23))
    }

    func testInverseUndoesTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let p = CGPoint(x: 13.5, y: -2.25)
        let q = p.applying(t).applying(t.inverted())
        XCTAssertEqual(q.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(q.y, p.y, accuracy: 1e-12)
        XCTAssertEqual(CGAffineTransform(scaleX: 0, y: 1).inverted(), CGAffineTransform(scaleX: 0, y: 1))
    }

    func testRotationIsClockwiseOnYDownScreen() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-15)
        XCTAssertEqual(p.y, 1, accuracy: 1e-15)
    }

    func testRectApplyingGivesBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(r.applying(CGAffineTransform(scaleX: -1, y: 2)), CGRect(x: -10, y: 0, width: 10, height: 40))
        let rotated = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rotated.minX, -20, accuracy: 1e-12)
        XCTAssertEqual(rotated.width, 20, accuracy: 1e-12)
        XCTAssertEqual(rotated.height, 10, accuracy: 1e-12)
    }
}
