import Foundation

/// One button of a `UIAlertController`: its title, its look, and the block a tap runs
/// once the alert has gone away.
open class UIAlertAction {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain choice, in the tint colour.
        case `default` = 0
        /// The choice that changes nothing: one per alert, last (or leftmost beside one
        /// other), in bold when no other action is preferred; Escape chooses it.
        case cancel = 1
        /// A choice that destroys data, in red.
        case destructive = 2
    }

    /// The button's text.
    public let title: String?
    /// The button's look and place.
    public let style: Style
    /// False shows the button dimmed, and neither a tap nor a key chooses it.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?() } }
    }

    /// What a tap runs, after the alert's dismissal.
    let handler: ((UIAlertAction) -> Void)?
    /// The alert's view redraws the button.
    var onEnabledChange: (() -> Void)?

    /// An action titled `title`, looking as `style` says, running `handler` (if any) once
    /// chosen and the alert dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
