import XCTest
import UIKit

/// A headless window showing `controller`, laid out.
func host(_ controller: UIViewController, width: CGFloat = 320, height: CGFloat = 480, scale: CGFloat = 1) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: width, height: height), scale: scale)
    host.window.rootViewController = controller
    host.step()
    return host
}

/// A headless window showing `view` at its frame, laid out.
func host(_ view: UIView, width: CGFloat = 320, height: CGFloat = 480) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: width, height: height))
    host.window.addSubview(view)
    host.step()
    return host
}

/// A solid image of `size` points at scale 1.
func solidImage(_ size: CGSize, _ color: UIColor = .gray) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

extension HeadlessHost {
    /// One finger from `start` to `end` in `steps` moves a frame apart, then lifted.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, id: Int = 1) {
        send(.touchDown(id: id, location: start))
        for i in 1...steps {
            step()
            let t = CGFloat(i) / CGFloat(steps)
            send(.touchMove(id: id, location: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
        }
        step()
        send(.touchUp(id: id, location: end))
    }

    /// A tap at `point`: down, a frame, up.
    func tap(_ point: CGPoint) {
        send(.touchDown(id: 1, location: point))
        step()
        send(.touchUp(id: 1, location: point))
    }

    /// A wheel notch turned `notches` times (negative: away from the user) with `modifiers`.
    func wheel(at point: CGPoint, notches: Int, modifiers: UIKeyModifierFlags) {
        for _ in 0..<abs(notches) {
            send(.wheel(location: point, delta: CGPoint(x: 0, y: notches > 0 ? 1 : -1), isPrecise: false, modifiers: modifiers))
            step()
        }
    }

    /// The pixel at (x, y) of a freshly rendered frame, as 0xAARRGGBB.
    func pixel(_ x: Int, _ y: Int) -> UInt32 { renderFrame()[x, y] }
}
