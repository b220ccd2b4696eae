import UIKit

// An avatar with its top corners rounded, drawn by clipping to a UIBezierPath, as chat
// apps draw message bubbles and avatars without layers.
public class AvatarView: UIView {
    public var image: UIImage? {
        didSet { setNeedsDisplay() }
    }
    public var cornerRadius: CGFloat = 16

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
        path.addClip()
        if let image = image {
            image.draw(in: bounds)
        } else {
            UIColor.systemGray.setFill()
            UIRectFill(bounds)
        }
        context.restoreGState()
    }
}
