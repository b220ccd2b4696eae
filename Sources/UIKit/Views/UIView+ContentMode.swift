import Foundation

extension UIView.ContentMode {
    /// Where content of `size` (points) goes inside `bounds` under this mode, in the
    /// bounds' coordinates. Aspect modes keep the ratio; the unscaled modes pin an edge
    /// or corner (or centre) and may overflow the bounds.
    public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let w = size.width, h = size.height
            let left = bounds.minX, right = bounds.maxX - w, midX = bounds.midX - w / 2
            let top = bounds.minY, bottom = bounds.maxY - h, midY = bounds.midY - h / 2
            let (x, y): (CGFloat, CGFloat)
            switch self {
            case .center: (x, y) = (midX, midY)
            case .top: (x, y) = (midX, top)
            case .bottom: (x, y) = (midX, bottom)
            case .left: (x, y) = (left, midY)
            case .right: (x, y) = (right, midY)
            case .topLeft: (x, y) = (left, top)
            case .topRight: (x, y) = (right, top)
            case .bottomLeft: (x, y) = (left, bottom)
            default: (x, y) = (right, bottom)
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
