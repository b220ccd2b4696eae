import Foundation

// Target-action without the Objective-C runtime. UIKit's
//     pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
//     @objc func handlePan(_ g: UIPanGestureRecognizer) { … }
// is written here with an unapplied method reference, typed by the recognizer's class:
//     pan = UIPanGestureRecognizer(target: self, action: ViewController.handlePan)
//     func handlePan(_ g: UIPanGestureRecognizer) { … }
// (`#selector(handleTap)` without an argument maps to `action: ViewController.handleTap`
// with `func handleTap()`), or with a closure: `pan.addTarget { pan in … }`. As in UIKit,
// targets are not retained: an action whose target is gone is skipped.

/// One registered action.
struct GestureAction {
    /// The target, held weakly as UIKit does; nil for closures.
    weak var target: AnyObject?
    /// False for closures, which have no target to lose.
    let hasTarget: Bool
    let invoke: (UIGestureRecognizer) -> Void
}

/// Target-action registration typed by the recognizer's own class, so an action receives
/// a `UIPanGestureRecognizer` rather than its base class. `UIGestureRecognizer` adopts it;
/// subclasses inherit it (a subclass with designated initializers of its own must also
/// implement `required init()`).
public protocol UIGestureRecognizerTargetActions: AnyObject {
    /// A recognizer with no targets.
    init()
}

extension UIGestureRecognizerTargetActions where Self: UIGestureRecognizer {
    /// A recognizer calling `action` on `target` (`Type.method`, the `#selector` of UIKit)
    /// at each state change.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling the argument-less `action` on `target` at each state change.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds `action` (`Type.method` taking the recognizer) on `target`, held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        actions.append(GestureAction(target: target, hasTarget: true) { [weak target] recognizer in
            // `recognizer` is this recognizer, whose class is `Self`.
            guard let target, let typed = recognizer as? Self else { return }
            action(target)(typed)
        })
    }

    /// Adds the argument-less `action` (`Type.method`) on `target`, held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(GestureAction(target: target, hasTarget: true) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Adds a closure called with the recognizer at each state change. It is kept until
    /// `removeTarget(nil)`; capture `self` weakly in it to avoid a cycle.
    public func addTarget(_ handler: @escaping (Self) -> Void) {
        actions.append(GestureAction(target: nil, hasTarget: false) { recognizer in
            guard let typed = recognizer as? Self else { return }
            handler(typed)
        })
    }
}

extension UIGestureRecognizer {
    /// Removes every action of `target`; nil removes all actions, closures included
    /// (UIKit's `removeTarget(_:action:)` with a nil action).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.hasTarget && ($0.target == nil || $0.target === target) }
    }

    /// Calls every action, in the order added, with the recognizer.
    func sendActions() {
        for action in actions where !action.hasTarget || action.target != nil {
            action.invoke(self)
        }
    }
}
