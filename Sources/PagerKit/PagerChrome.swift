import SDLHost
import UIKit

/// What the pager's screens share: the help overlay over everything and the "3 / 12"
/// ("3–4 / 12" for two pages side by side) position label at the top.
final class PagerChrome {
    /// The label's height and the space around it, in points.
    static let labelHeight: CGFloat = 28
    static let labelMargin: CGFloat = 12
    static let labelPadding: CGFloat = 14

    let helpView: KeyCommandHelpView
    let positionLabel = UILabel()

    init(entries: [KeyCommandHelpView.Entry]) {
        helpView = KeyCommandHelpView(heading: "Keys", entries: entries)
        helpView.isHidden = true
        // Modal, so a drag or a tap meant for the help turns no page under it.
        helpView.isModal = true
        let tapBeside = UITapGestureRecognizer()
        tapBeside.addTarget(self, action: PagerChrome.helpTapped)
        helpView.addGestureRecognizer(tapBeside)
        positionLabel.font = .monospacedDigitSystemFont(ofSize: 14, weight: .semibold)
        positionLabel.textColor = .white
        positionLabel.backgroundColor = UIColor(white: 0, alpha: 0.45)
        positionLabel.textAlignment = .center
        positionLabel.isUserInteractionEnabled = false
    }

    /// Adds the label and the overlay on top of `view`.
    func install(in view: UIView) {
        view.addSubview(positionLabel)
        view.addSubview(helpView)
    }

    /// Lays out over `bounds`, keeping both in front.
    func layout(in view: UIView) {
        let bounds = view.bounds
        let text = positionLabel.sizeThatFits(CGSize(width: bounds.width, height: Self.labelHeight))
        let width = min(bounds.width, (text.width + 2 * Self.labelPadding).rounded(.up))
        positionLabel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: Self.labelMargin,
                                     width: width, height: Self.labelHeight)
        helpView.frame = bounds
        view.bringSubviewToFront(positionLabel)
        view.bringSubviewToFront(helpView)
    }

    /// Shows "3 / 12" for page `index` (from 0) of `count`.
    func showPosition(_ index: Int, of count: Int) {
        showPosition(index...index, of: count)
    }

    /// Shows the pages `pages` (from 0) of `count`: "3 / 12" for one page, "3–4 / 12" (an
    /// en dash, as a range of pages is written) for two side by side.
    func showPosition(_ pages: ClosedRange<Int>, of count: Int) {
        let shown = pages.count == 1 ? "\(pages.lowerBound + 1)" : "\(pages.lowerBound + 1)\u{2013}\(pages.upperBound + 1)"
        positionLabel.text = "\(shown) / \(count)"
        positionLabel.superview?.setNeedsLayout()
    }

    /// Shows `text` (a screenshot's outcome) in the position label until the next page
    /// shows its position.
    func showNotice(_ text: String) {
        positionLabel.text = text
        positionLabel.superview?.setNeedsLayout()
    }

    var isHelpShown: Bool { !helpView.isHidden }

    /// Shows the help, or hides it. Shown, it is modal: it takes the touches over it, and
    /// its panel has the keyboard (the arrows, Page Up and Down, Space, Home and End scroll
    /// rows that do not fit, as the viewer's help's do; `PagerKeyCommands.validate` keeps
    /// the page keys from the pages), which goes back to the pages when it hides.
    func toggleHelp() {
        if isHelpShown { hideHelp() } else { showHelp() }
    }

    private func showHelp() {
        helpView.isHidden = false
        guard helpView.scrollView.becomeFirstResponder() else { return }
        if helpView.isScrollable { helpView.scrollView.flashScrollIndicators() }
    }

    private func hideHelp() {
        helpView.isHidden = true
        _ = helpView.scrollView.resignFirstResponder()
    }

    /// A tap beside the panel closes the help, as a tap outside a popover does; on the panel
    /// it does nothing.
    private func helpTapped(_ tap: UITapGestureRecognizer) {
        guard !helpView.scrollView.frame.contains(tap.location(in: helpView)) else { return }
        hideHelp()
    }
}

/// A pager screen with the shared chrome (`PagerController`, `TutorialController`).
protocol PagerChromeOwner: AnyObject {
    var chrome: PagerChrome { get }
}

extension PagerChromeOwner {
    /// Reports a screenshot's outcome (F12) on standard error and in the page label, so a
    /// failed one does not pass unseen in the window.
    func screenshotTaken(_ result: Result<String, Error>) {
        SDLApplication.reportScreenshot(result)
        chrome.showNotice(SDLApplication.screenshotMessage(result))
    }
}

extension PagerController: PagerChromeOwner {}
extension TutorialController: PagerChromeOwner {}
