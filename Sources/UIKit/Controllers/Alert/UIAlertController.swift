import Foundation

/// An alert or an action sheet, as UIKit's: a title, a message and buttons
/// (`UIAlertAction`s) over the dimmed content, presented with `present(_:animated:)`.
/// A tap on a button dismisses the alert, then runs the action's handler. Return chooses
/// the preferred action (or the one default action), Escape the cancel action; a tap on
/// the dimmed content outside an action sheet cancels it too.
///
/// An alert is a 270-point box in the middle of the window: two actions sit side by side
/// (cancel on the left) when their titles fit, more stack (cancel last). An action sheet
/// rises from the bottom edge: its actions in one group, cancel in a group of its own below.
/// When the buttons do not fit the window, they scroll.
open class UIAlertController: UIViewController {
    /// The two kinds of alert.
    public enum Style: Int, Sendable {
        /// Rises from the bottom edge, for a choice about what the user just did.
        case actionSheet = 0
        /// A box in the middle, for something the user must read and answer.
        case alert = 1
    }

    /// How the alert shows: as `init(title:message:preferredStyle:)` said.
    public let preferredStyle: Style
    /// The buttons, in the order added (cancel is placed by its style, not its order).
    public private(set) var actions: [UIAlertAction] = []

    /// The text under the title.
    open var message: String? {
        didSet { alertView?.update() }
    }

    /// The action Return chooses, drawn in bold; must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(actions.contains { $0 === preferredAction },
                             "UIAlertController: the preferred action must be one of the alert's actions")
            }
            alertView?.update()
        }
    }

    /// The title, bold above the message.
    override open var title: String? {
        didSet { alertView?.update() }
    }

    /// The action chosen, once its dismissal began (no second choice is taken).
    private(set) var chosenAction: UIAlertAction?
    /// Whether an action chosen while the alert was still coming in waits for the
    /// presentation to end.
    private var hasPendingChoice = false
    /// Runs the presentation and dismissal animations.
    private let transitions = AlertTransitions()
    /// The responder that had the keys before the alert, given them back after.
    private weak var previousFirstResponder: UIResponder?

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// An alert showing `title` and `message` as `preferredStyle` says; add its actions
    /// with `addAction(_:)` before presenting it.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        self.message = message
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// Not available: an alert is made in code.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// Adds a button for `action`. An alert takes one `.cancel` action, as UIKit's.
    open func addAction(_ action: UIAlertAction) {
        precondition(action.style != .cancel || !actions.contains { $0.style == .cancel },
                     "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        alertView?.update()
    }

    override open func loadView() {
        view = AlertView(controller: self)
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // An alert kept and presented again is answered again.
        chosenAction = nil
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The keys come to the alert while it shows, as a presented alert takes them on iOS.
        guard let window = view.window else { return }
        if let current = window.firstResponder, current !== view { previousFirstResponder = current }
        view.becomeFirstResponder()
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if view.isFirstResponder { view.resignFirstResponder() }
        if let previous = previousFirstResponder as? UIView, previous.window != nil { previous.becomeFirstResponder() }
        previousFirstResponder = nil
    }

    /// Return and Enter choose the preferred action, Escape the cancel action.
    override open var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", handler: { [weak self] _ in self?.chooseDefault() }),
         UIKeyCommand(input: UIKeyCommand.inputEscape, handler: { [weak self] _ in self?.chooseCancel() })]
    }

    /// The action Return chooses: the preferred one, else the only action that is not cancel.
    var defaultAction: UIAlertAction? {
        if let preferredAction { return preferredAction }
        let others = actions.filter { $0.style != .cancel }
        return others.count == 1 ? others[0] : nil
    }

    /// The action drawn in bold: the preferred one, else cancel.
    var emphasizedAction: UIAlertAction? { preferredAction ?? actions.first { $0.style == .cancel } }

    func chooseDefault() {
        if let action = defaultAction { choose(action) }
    }

    func chooseCancel() {
        if let action = actions.first(where: { $0.style == .cancel }) { choose(action) }
    }

    /// Dismisses the alert, then runs `action`'s handler, as UIKit's; disabled actions and
    /// any choice after the first are ignored.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, presentingViewController != nil else { return }
        // A dismissal cannot start while the presentation runs: the first choice waits for its end.
        if isBeingPresented {
            guard !hasPendingChoice, let coordinator = transitionCoordinator else { return }
            hasPendingChoice = true
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                self?.hasPendingChoice = false
                self?.choose(action)
            }
            return
        }
        chosenAction = action
        dismiss(animated: true) { action.handler?(action) }
    }
}
