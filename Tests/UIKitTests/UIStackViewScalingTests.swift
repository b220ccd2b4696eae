import XCTest
@testable import UIKit

/// A stack of hundreds of views lays out in work that grows with the square of the views
/// (each link of the chain holds the lengths before it), not the cube: a view's own length
/// used to be added after the chain and rewrite every row after it, so 400 rows took
/// seconds. Measured by the solver's cell counter, the same on every machine.
final class UIStackViewScalingTests: XCTestCase {
    private struct Layout {
        var cells: Int
        var lastMaxY: CGFloat
    }

    /// A vertical stack of `n` labels ("Row i") in a scroll view, its edges on the content
    /// guide and its width the frame guide's, laid out.
    private func scrollingStack(of n: Int, spacing: CGFloat = 0) -> (HeadlessHost, UIScrollView, UIStackView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let scroll = UIScrollView(frame: host.window.bounds)
        host.window.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        for i in 0..<n {
            let label = UILabel()
            label.text = "Row \(i)"
            stack.addArrangedSubview(label)
        }
        host.window.layoutIfNeeded()
        return (host, scroll, stack)
    }

    private func labelsInAScrollView(_ n: Int) -> Layout {
        let (host, scroll, stack) = scrollingStack(of: n, spacing: 4)
        XCTAssertEqual(scroll.contentSize.height, stack.arrangedSubviews.last!.frame.maxY)
        return Layout(cells: host.window.layoutEngine.solver.statistics.cellsMerged,
                      lastMaxY: stack.arrangedSubviews.last!.frame.maxY)
    }

    private func framedStack(_ n: Int, distribution: UIStackView.Distribution, height: CGFloat?) -> Layout {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(n) * 11))
        stack.axis = .vertical
        stack.distribution = distribution
        host.window.addSubview(stack)
        for _ in 0..<n {
            let view = UIView()
            if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
            stack.addArrangedSubview(view)
        }
        host.window.layoutIfNeeded()
        return Layout(cells: host.window.layoutEngine.solver.statistics.cellsMerged,
                      lastMaxY: stack.arrangedSubviews.last!.frame.maxY)
    }

    /// Doubling the views at most about quadruples the work (it was 7 to 8 times).
    private func assertQuadratic(_ small: Layout, _ large: Layout, file: StaticString = #filePath, line: UInt = #line) {
        let growth = Double(large.cells) / Double(small.cells)
        XCTAssertLessThan(growth, 4.5, "cells merged \(small.cells) then \(large.cells)", file: file, line: line)
    }

    func testLabelsInAScrollViewLayOutInQuadraticWork() {
        let small = labelsInAScrollView(100), large = labelsInAScrollView(200)
        assertQuadratic(small, large)
        XCTAssertLessThan(large.cells, 1_000_000, "it was 9 million")
        let sample = UILabel()
        sample.text = "Row 1"
        let rowHeight = sample.intrinsicContentSize.height
        XCTAssertGreaterThan(rowHeight, 10)
        XCTAssertEqual(large.lastMaxY, 200 * rowHeight + 199 * 4, accuracy: 0.01)
    }

    /// Scrolling moves the frame layout guide's left and top only: its width, which every
    /// view of the stack takes (alignment fill), stays in the tableau (it was replaced with
    /// them, rewriting a row per view each scroll: 166 thousand cells a frame at 1000 labels).
    func testScrollingOverAStackTiedToTheFrameGuideRewritesNoRows() {
        let (host, scroll, stack) = scrollingStack(of: 300)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            // Pinned to the visible frame: it moves with each scroll.
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.window.layoutIfNeeded()
        let before = host.window.layoutEngine.solver.statistics.cellsMerged
        for step in 1...10 {
            scroll.contentOffset.y = CGFloat(step) * 50
            host.window.layoutIfNeeded()
        }
        let merged = host.window.layoutEngine.solver.statistics.cellsMerged - before
        XCTAssertLessThan(merged, 1_000, "ten scrolls merged \(merged) cells")
        XCTAssertEqual(badge.frame, CGRect(x: 292, y: 508, width: 20, height: 20), "the badge follows the visible frame")
        XCTAssertEqual(stack.arrangedSubviews[0].frame.width, 320)
    }

    func testViewsOfFixedHeightLayOutInQuadraticWork() {
        let small = framedStack(100, distribution: .fill, height: 11), large = framedStack(200, distribution: .fill, height: 11)
        assertQuadratic(small, large)
        XCTAssertLessThan(large.cells, 300_000, "it was 7.5 million")
        XCTAssertEqual(large.lastMaxY, 2200)
    }

    func testFillingEquallyLaysOutInQuadraticWork() {
        let small = framedStack(100, distribution: .fillEqually, height: nil)
        let large = framedStack(200, distribution: .fillEqually, height: nil)
        assertQuadratic(small, large)
        XCTAssertLessThan(large.cells, 500_000, "it was 57 million (30 s in a debug build)")
        XCTAssertEqual(large.lastMaxY, 2200)
    }
}
