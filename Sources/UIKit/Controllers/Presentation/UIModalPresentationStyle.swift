import Foundation

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle` (UIKit's raw
/// values). A desktop window has no sheets: the sheet styles present full screen here, the
/// rendering iOS itself uses in a compact size class.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: `.pageSheet` on iOS 13 and later, so full screen here.
    case automatic = -2
    /// No presentation: what a navigation controller's push or pop reports as its
    /// transition context's style (presented with it, a controller shows full screen).
    case none = -1
    /// Covers the window; once the transition ends the presenter's view leaves the window,
    /// and the presenter gets `viewWillDisappear`/`viewDidDisappear` (and the `...Appear`
    /// pair on dismissal).
    case fullScreen = 0
    /// A card over the dimmed presenter on iOS; full screen here (as on an iPhone in
    /// portrait before the card style), with `.fullScreen`'s appearance calls.
    case pageSheet = 1
    /// A centred form on an iPad; full screen here, with `.fullScreen`'s appearance calls.
    case formSheet = 2
    /// Shown by the presented controller's `transitioningDelegate`'s animator, which puts
    /// its view where it likes; the presenter's view stays in the window and the presenter
    /// gets no appearance calls (UIKit's default presentation controller for `.custom`).
    case custom = 4
    /// Covers the window but leaves the presenter's view in it (what a transparent
    /// presented view shows through); the presenter gets no appearance calls.
    case overFullScreen = 5

    /// Whether the presenter's view leaves the window under this presentation.
    var removesPresenterView: Bool { self != .overFullScreen && self != .custom }
}

/// The animation of an animated presentation and dismissal, as UIKit's
/// `UIModalTransitionStyle` (UIKit's raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom edge, and back down on dismissal.
    case coverVertical = 0
    /// The window turns about its vertical axis, from the right on presentation and from
    /// the left on dismissal, showing the other controller on its back (drawn as
    /// `UIView.transition`'s flips are: a 2D squash through zero, see `FlipTransition`).
    case flipHorizontal = 1
    /// The presented view fades in over the presenter, and out on dismissal.
    case crossDissolve = 2
}
