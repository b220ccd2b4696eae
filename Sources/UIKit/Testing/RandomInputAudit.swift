import Foundation

/// What a random-input run checks in a scene (`RandomInputRun`): a scroll view
/// (`ScrollViewAudit`) or a page view controller (`PageViewControllerAudit`).
public protocol RandomInputAudit: AnyObject {
    /// What is wrong right after an event (non-finite geometry, calls out of order), or nil.
    func geometryProblem() -> String?
    /// What is wrong once the input has let go and nothing animates, or nil.
    func restingProblem() -> String?
    /// The object watched, held weakly: a dropped scene must free it.
    var watched: AnyObject? { get }
}

extension ScrollViewAudit: RandomInputAudit {
    /// The scroll view.
    public var watched: AnyObject? { scrollView }
}
