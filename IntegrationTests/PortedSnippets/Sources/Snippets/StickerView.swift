import UIKit

// A sticker you can drag, pinch and rotate at once, as in photo-editing tutorials: each
// recognizer applies its change to the view and resets it, and the delegate lets them run
// together.
public class StickerView: UIView, UIGestureRecognizerDelegate {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        isUserInteractionEnabled = true

        let pan = UIPanGestureRecognizer(target: self, action: StickerView.handlePan)
        let pinch = UIPinchGestureRecognizer(target: self, action: StickerView.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: StickerView.handleRotation)
        for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: superview)
        center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
        gesture.setTranslation(.zero, in: superview)
    }

    func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        transform = transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
    }

    func handleRotation(_ gesture: UIRotationGestureRecognizer) {
        transform = transform.rotated(by: gesture.rotation)
        gesture.rotation = 0
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}
