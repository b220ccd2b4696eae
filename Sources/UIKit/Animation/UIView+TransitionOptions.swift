import Foundation

extension UIView.AnimationOptions {
    /// `transition(from:to:...)` hides `fromView` and shows `toView` instead of removing
    /// one and adding the other.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    /// No transition: the block animates as in `animate(withDuration:delay:options:...)`.
    public static let transitionNone = UIView.AnimationOptions([])
    /// Flips the view about its vertical axis, the left edge coming forward (drawn as a
    /// horizontal squash through zero; see `FlipTransition`).
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// Flips the view about its vertical axis, the right edge coming forward (drawn as
    /// `transitionFlipFromLeft` is: the 2D squash has no near edge).
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// The old content rolls up and away from the bottom edge, uncovering the new (drawn
    /// with the page curl; see `CurlTransition`).
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// The new content unrolls down from the top edge over the old.
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// Fades from the old content to the new.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Flips the view about its horizontal axis, the top edge coming forward (a vertical
    /// squash through zero).
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// Flips the view about its horizontal axis, the bottom edge coming forward (drawn as
    /// `transitionFlipFromTop` is).
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

    /// The transition these options ask for; nil for none.
    var transition: ViewTransitionStyle? {
        switch (rawValue >> 20) & 7 {
        case 1, 2: return .flip(.vertical)
        case 3: return .curl(.up)
        case 4: return .curl(.down)
        case 5: return .crossDissolve
        case 6, 7: return .flip(.horizontal)
        default: return nil
        }
    }

    /// These options without the transition bits.
    var withoutTransition: UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: rawValue & ~(UInt(7) << 20))
    }
}

/// What a view transition draws between the old picture of a view and the new.
enum ViewTransitionStyle: Equatable {
    /// Per-pixel cross-fade of the two pictures.
    case crossDissolve
    /// A flip about the axis through the view's centre.
    case flip(FlipTransition.Axis)
    /// The page curl, rolling up or down.
    case curl(CurlTransition.Direction)
}
