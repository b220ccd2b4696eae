import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout without being a view,
/// as UIKit's: constrain its anchors to place views against it (or it between views).
/// `layoutMarginsGuide` and `safeAreaLayoutGuide` are guides their view keeps at its
/// margins and safe area; a scroll view's `contentLayoutGuide` and `frameLayoutGuide` are its
/// content area and its visible frame.
open class UILayoutGuide: LayoutAnchoring {
    enum Kind { case custom, layoutMargins, safeArea, scrollContent, scrollFrame }

    let kind: Kind

    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    public internal(set) weak var owningView: UIView?
    /// A name shown in logs.
    public var identifier = ""
    /// The frame the engine last solved for the guide (a custom guide), in the owning view's
    /// coordinates, in points.
    var solvedFrame = CGRect.zero

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public init() { kind = .custom }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
    }

    /// The guide's rectangle in the owning view's coordinates, in points: a custom guide's
    /// as last solved by the layout pass; the margins' and safe area's as they are now.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .custom: return solvedFrame
        case .layoutMargins: return owningView.bounds.inset(by: owningView.layoutMarginsGuideInsets)
        case .safeArea: return owningView.safeAreaLayoutFrame
        case .scrollContent: return CGRect(origin: .zero, size: (owningView as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owningView.bounds
        }
    }

    /// The insets from the owning view's bounds the engine holds a margins, safe-area or
    /// scroll-frame guide to, in points (the bounds origin left out, as its subviews' are).
    var insetsFromOwner: UIEdgeInsets? {
        guard let owningView else { return nil }
        switch kind {
        case .custom, .scrollContent: return nil
        case .layoutMargins: return owningView.layoutMarginsGuideInsets
        case .safeArea: return owningView.safeAreaInsets
        case .scrollFrame:
            // The visible bounds, in the content's coordinates: it moves as the content scrolls.
            let origin = owningView.bounds.origin
            return UIEdgeInsets(top: origin.y, left: origin.x, bottom: -origin.y, right: -origin.x)
        }
    }

    /// The leading (left) edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { anyLeadingAnchor }
    /// The trailing (right) edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { anyTrailingAnchor }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anyLeftAnchor }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anyRightAnchor }
    /// The horizontal middle.
    public var centerXAnchor: NSLayoutXAxisAnchor { anyCenterXAnchor }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anyTopAnchor }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anyBottomAnchor }
    /// The vertical middle.
    public var centerYAnchor: NSLayoutYAxisAnchor { anyCenterYAnchor }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anyWidthAnchor }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anyHeightAnchor }
}
