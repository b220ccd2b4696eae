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

    func toggleHelp() { helpView.isHidden.toggle() }
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
