import UIKit

/// The view hierarchy as text, one view a line, indented two spaces a level:
///
///     UIScrollView frame=(0, 0, 320, 480) bounds=(0, 120, 320, 480) alpha=1 hidden=false
///       transform=identity contentSize=(320, 2000) zoomScale=1
///
/// (on one line), then its subviews in drawing order. Frames and bounds are `(x, y, width,
/// height)` in points, so a scroll view's offset shows as its bounds' origin; numbers have
/// at most three decimals. A label adds its text.
enum ViewTreeDescription {
    /// The lines describing `view` and everything under it, ending with a newline.
    static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        var parts = [String(describing: type(of: view)), "frame=\(rect(view.frame))", "bounds=\(rect(view.bounds))",
                     "alpha=\(number(view.alpha))", "hidden=\(view.isHidden)", "transform=\(transform(view.transform))"]
        if let scrollView = view as? UIScrollView {
            parts.append("contentSize=(\(number(scrollView.contentSize.width)), \(number(scrollView.contentSize.height)))")
            parts.append("zoomScale=\(number(scrollView.zoomScale))")
        }
        if let label = view as? UILabel, let text = label.text {
            parts.append("text=\(text.debugDescription)")
        }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }

    private static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height)))"
    }

    private static func transform(_ t: CGAffineTransform) -> String {
        guard !t.isIdentity else { return "identity" }
        return "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]"
    }

    /// At most three decimals, trailing zeros dropped, never "-0".
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
