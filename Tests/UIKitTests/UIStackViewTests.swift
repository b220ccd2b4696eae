import XCTest
@testable import UIKit

/// UIStackView as iOS code uses it: arranged views laid out in its bounds by its
/// constraints, hidden ones closing up, a frame no wish but a constraint one, nesting.
final class UIStackViewTests: XCTestCase {
    /// A view whose intrinsic size is set.
    final class Sized: UIView {
        var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: CGSize { size }
    }

    func testAHorizontalStackLaysOutItsViewsInOrderWithSpacing() {
        let a = Sized(40, 20), b = Sized(60, 30), c = Sized(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        stack.spacing = 10
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.subviews.count, 3)
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 120, height: 50), "the one hugging least takes the rest")
        XCTAssertEqual(c.frame, CGRect(x: 180, y: 0, width: 20, height: 50))
    }

    func testAVerticalCentredStackAndItsFittingSize() {
        let a = Sized(40, 20), b = Sized(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.setCustomSpacing(12, after: a)
        XCTAssertEqual(stack.customSpacing(after: a), 12)
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault, "none set: UIKit's marker")
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric),
                       "as UIKit's: its size comes out of its constraints")
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 60, height: 62))
        stack.sizeToFit()
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.bounds.size, CGSize(width: 60, height: 62))
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 40, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 32, width: 60, height: 30))
    }

    func testAHiddenViewTakesNoSpaceAndComesBack() {
        let a = Sized(40, 20), b = Sized(40, 20), c = Sized(40, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        stack.distribution = .fillEqually
        stack.spacing = 6
        stack.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 102)
        b.isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 147)
        XCTAssertEqual(c.frame, CGRect(x: 153, y: 0, width: 147, height: 20), "the others close up")
        b.isHidden = false
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame, CGRect(x: 204, y: 0, width: 96, height: 20))
    }

    func testAFrameIsNoWishButAConstraintIs() {
        // As UIKit's: an arranged view no longer translates its autoresizing mask, so the
        // frame the app gave it is not kept; a view without an intrinsic size takes the room.
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let label = Sized(50, 20)
        let stack = UIStackView(arrangedSubviews: [fixed, label])
        XCTAssertFalse(fixed.translatesAutoresizingMaskIntoConstraints)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        stack.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, CGRect(x: 0, y: 0, width: 250, height: 44))
        XCTAssertEqual(label.frame, CGRect(x: 250, y: 0, width: 50, height: 44))
        stack.frame.size.width = 150
        stack.layoutIfNeeded()
        XCTAssertEqual(fixed.frame.width, 100, "the label keeps its size before the free view does")
        fixed.bounds.size.width = 120
        stack.frame.size.width = 400
        stack.layoutIfNeeded()
        XCTAssertEqual(fixed.frame.width, 350, "a size set on the frame is overwritten")
        // A width constraint is kept: the label, hugging less, takes the rest.
        fixed.widthAnchor.constraint(equalToConstant: 120).isActive = true
        label.setContentHuggingPriority(.defaultLow - 10, for: .horizontal)
        stack.layoutIfNeeded()
        XCTAssertEqual(fixed.frame.width, 120)
        XCTAssertEqual(label.frame, CGRect(x: 120, y: 0, width: 280, height: 44))
    }

    func testTiesGoByIndexTheFirstStretchesTheLastShrinks() {
        let a = Sized(100, 10), b = Sized(100, 10), c = Sized(100, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 360, height: 10)
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [160, 100, 100], "the first of equal huggers stretches")
        stack.frame.size.width = 250
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [100, 100, 50], "the last of equal resisters shrinks")
        stack.frame.size.width = 150
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [100, 50, 0], "then the one before it")
    }

    func testMarginsRelativeArrangementAndRemoval() {
        let a = Sized(40, 20), b = Sized(40, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 70, width: 120, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 140, y: 70, width: 40, height: 20))
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 120, height: 40),
                       "the views and the margins")
        stack.removeArrangedSubview(a)
        XCTAssertTrue(a.superview === stack, "still a subview, as on iOS")
        stack.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 20)
        b.removeFromSuperview()
        XCTAssertTrue(stack.arrangedSubviews.isEmpty, "removed from the superview, no longer arranged")
    }

    func testMarginsWiderThanTheStackLeaveNothingInfinite() {
        let a = Sized(40, 20)
        let stack = UIStackView(arrangedSubviews: [a])
        stack.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 16, y: 12, width: 0, height: 0))
    }

    func testAnArrangedViewsAnchorPointIsKept() {
        let a = Sized(40, 20), b = Sized(40, 20)
        a.layer.anchorPoint = .zero
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(a.center, .zero, "the anchor (its corner) at the slot's corner")
        XCTAssertEqual(b.frame, CGRect(x: 40, y: 0, width: 40, height: 20))
    }

    func testAnEquallyFilledStackFitsItsLongestViewTimesTheCount() {
        let a = Sized(10, 20), b = Sized(30, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.sizeToFit()
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.bounds.width, 60)
        XCTAssertEqual(b.frame, CGRect(x: 30, y: 0, width: 30, height: 20), "nobody squeezed below its size")
    }

    func testNestedStacksFollowTheirContentsSize() {
        let a = Sized(40, 20), b = Sized(30, 20)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 5
        let title = Sized(100, 30)
        let column = UIStackView(arrangedSubviews: [title, row])
        column.axis = .vertical
        column.alignment = .leading
        column.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        column.layoutIfNeeded()
        XCTAssertEqual(title.frame, CGRect(x: 0, y: 0, width: 100, height: 180), "the first of equal huggers stretches")
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 180, width: 75, height: 20), "the inner stack at its fitting size")
        column.distribution = .equalSpacing
        a.size.width = 140
        column.layoutIfNeeded()
        XCTAssertEqual(row.frame.size, CGSize(width: 175, height: 20), "the inner stack's wanted size grew")
        XCTAssertEqual(row.frame.minY, 180)
        XCTAssertEqual(b.frame.minX, 145)
    }
}
