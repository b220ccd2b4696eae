import Foundation

/// Values a control keeps per state (a button's titles, its title colours), with UIKit's
/// lookup: the value set for exactly that state, else the one set for `.normal`.
///
/// UIKit does not fall back through partial states: a selected button that is highlighted
/// (`[.selected, .highlighted]`) shows the `.normal` value, not the `.selected` one, unless
/// a value was set for that exact combination.
struct ControlStateValues<Value> {
    private var values: [UIControl.State: Value] = [:]

    /// The value set for exactly `state`; setting nil removes it.
    subscript(exactly state: UIControl.State) -> Value? {
        get { values[state] }
        set { values[state] = newValue }
    }

    /// The value shown in `state`: its own, else `.normal`'s, else nil.
    func value(for state: UIControl.State) -> Value? {
        values[state] ?? values[.normal]
    }
}
