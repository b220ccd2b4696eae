import UIKit

// A bottom sheet built by hand, as in Apple's "Advanced Animations with UIKit": the top
// corners rounded with maskedCorners, a pan that scrubs a property animator, and a release
// that hands the rest to a spring carrying the finger's speed, the corners squaring off as
// the sheet opens. A release short of half way (and not flung) takes it back.
public class BottomSheetViewController: UIViewController {
    public enum State {
        case collapsed, expanded
    }

    public private(set) var state: State = .collapsed
    public let sheet = UIView()
    public let collapsedHeight: CGFloat = 120
    public let cornerRadius: CGFloat = 16
    private var animator: UIViewPropertyAnimator?
    private var fractionAtTouch: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        sheet.backgroundColor = .systemBlue
        sheet.layer.cornerRadius = cornerRadius
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.clipsToBounds = true
        view.addSubview(sheet)
        sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: BottomSheetViewController.handlePan))
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if animator == nil { sheet.frame = frame(for: state) }
    }

    public func frame(for state: State) -> CGRect {
        let expandedTop = view.bounds.height * 0.2
        let top = state == .expanded ? expandedTop : view.bounds.height - collapsedHeight
        return CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - expandedTop)
    }

    private func makeAnimator(to target: State) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
            self.sheet.frame = self.frame(for: target)
            self.sheet.layer.cornerRadius = target == .expanded ? 0 : self.cornerRadius
        }
        animator.addCompletion { position in
            if position == .end { self.state = target }
            self.animator = nil
        }
        return animator
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let target: State = state == .collapsed ? .expanded : .collapsed
        let distance = frame(for: .collapsed).minY - frame(for: .expanded).minY
        switch pan.state {
        case .began:
            if animator == nil { animator = makeAnimator(to: target) }
            animator?.pauseAnimation()
            fractionAtTouch = animator?.fractionComplete ?? 0
        case .changed:
            let moved = pan.translation(in: view).y
            animator?.fractionComplete = fractionAtTouch + (target == .expanded ? -moved : moved) / distance
        case .ended, .cancelled:
            guard let animator = animator else { return }
            let speed = pan.velocity(in: view).y
            let towards = target == .expanded ? -speed : speed
            let completes = towards > 300 || (towards > -300 && animator.fractionComplete > 0.5)
            animator.isReversed = !completes
            let left = distance * (completes ? 1 - animator.fractionComplete : animator.fractionComplete)
            let relative = left > 1 ? abs(speed) / left : 0
            let spring = UISpringTimingParameters(dampingRatio: 0.85, initialVelocity: CGVector(dx: relative, dy: relative))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        default:
            break
        }
    }
}
