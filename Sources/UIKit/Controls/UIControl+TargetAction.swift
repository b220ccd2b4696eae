import Foundation

// Target-action without the Objective-C runtime, as for gesture recognizers: UIKit's
//     button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
// is written with an unapplied method reference:
//     button.addTarget(self, action: ViewController.tapped, for: .touchUpInside)
// where `tapped` takes nothing, the sender, or the sender and the event (UIKit's three
// selector shapes). Targets are held weakly; closures go through `addAction(_:for:)`.

/// One registered target-action or `UIAction`.
struct ControlAction {
    weak var target: AnyObject?
    /// The `UIAction`, for closure actions.
    let action: UIAction?
    let events: UIControl.Event
    let invoke: (UIControl, UIEvent?) -> Void
}

/// Target-action registration typed by the control's own class (an action receives a
/// `UIButton`, not a `UIControl`). `UIControl` adopts it.
public protocol UIControlTargetActions: AnyObject {}

extension UIControlTargetActions where Self: UIControl {
    /// Calls `action` (`Type.method()`) on `target`, held weakly, for `controlEvents`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void,
                                             for controlEvents: UIControl.Event) {
        controlActions.append(ControlAction(target: target, action: nil, events: controlEvents) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Calls `action` (`Type.method(_ sender:)`) on `target`, held weakly, for
    /// `controlEvents`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void,
                                             for controlEvents: UIControl.Event) {
        controlActions.append(ControlAction(target: target, action: nil, events: controlEvents) { [weak target] sender, _ in
            guard let target, let sender = sender as? Self else { return }
            action(target)(sender)
        })
    }

    /// Calls `action` (`Type.method(_ sender:, event:)`) on `target`, held weakly, for
    /// `controlEvents`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self, UIEvent?) -> Void,
                                             for controlEvents: UIControl.Event) {
        controlActions.append(ControlAction(target: target, action: nil, events: controlEvents) { [weak target] sender, event in
            guard let target, let sender = sender as? Self else { return }
            action(target)(sender, event)
        })
    }
}

extension UIControl {
    /// Runs `action`'s handler for `controlEvents` (the control keeps the action). Adding
    /// an action with the identifier of one already added replaces it.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        controlActions.removeAll { $0.action?.identifier == action.identifier && $0.events == controlEvents }
        controlActions.append(ControlAction(target: nil, action: action, events: controlEvents) { sender, _ in
            action.perform(sender: sender)
        })
    }

    /// Removes `action` from `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action named `identifier` from `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        removeEntries(for: controlEvents) { $0.action?.identifier == identifier }
    }

    /// Removes `target`'s actions (every target-action when nil) from `controlEvents`.
    public func removeTarget(_ target: AnyObject?, for controlEvents: UIControl.Event) {
        removeEntries(for: controlEvents) { $0.action == nil && (target == nil || $0.target === target || $0.target == nil) }
    }

    /// The events that have at least one action.
    public var allControlEvents: UIControl.Event {
        controlActions.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Calls the actions registered for any of `controlEvents`, in the order added.
    public func sendActions(for controlEvents: UIControl.Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Runs `action`'s handler with this control as sender.
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        for entry in controlActions where !entry.events.isDisjoint(with: controlEvents) {
            entry.invoke(self, event)
        }
    }

    /// Takes `controlEvents` off the matching entries, dropping entries left with none.
    private func removeEntries(for controlEvents: UIControl.Event, where matches: (ControlAction) -> Bool) {
        controlActions = controlActions.compactMap { entry in
            guard matches(entry) else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            if remaining.isEmpty { return nil }
            return ControlAction(target: entry.target, action: entry.action, events: remaining, invoke: entry.invoke)
        }
    }
}
