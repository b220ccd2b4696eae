import Foundation

/// The saved state of a window's restorable views and view controllers: for each object
/// with a `restorationIdentifier`, the values its `encodeRestorableState(with:)` wrote,
/// keyed by its restoration path.
///
/// A path joins the identifiers of the restorable view controllers and views from the
/// window down to the object (`vc:Root/view:photos`), so identifiers need only be unique
/// among siblings, as on iOS. Objects without an identifier are passed through: their
/// restorable descendants still save.
public struct RestorationArchive: Codable, Equatable, Sendable {
    /// Saved values by restoration path.
    public var objects: [String: [String: RestorationValue]]

    /// An archive holding `objects`.
    public init(objects: [String: [String: RestorationValue]] = [:]) {
        self.objects = objects
    }

    /// Asks every restorable view controller and view in `window` (or any view's subtree:
    /// paths start at the view given) to save its state.
    public init(encoding window: UIView) {
        var objects: [String: [String: RestorationValue]] = [:]
        RestorationArchive.visit(window) { object, path in
            let coder = StateRestorationCoder()
            switch object {
            case let .view(view): view.encodeRestorableState(with: coder)
            case let .controller(controller): controller.encodeRestorableState(with: coder)
            }
            objects[path] = coder.values
        }
        self.objects = objects
    }

    /// Hands every restorable view controller and view in `window` its saved state,
    /// parents before children; objects the archive has nothing for are left as they are.
    /// Call it once the content is laid out (an image loaded, pages set): scroll views clamp
    /// what they restore to what their content allows then.
    public func restore(_ window: UIView) {
        RestorationArchive.visit(window) { object, path in
            guard let values = objects[path] else { return }
            let coder = StateRestorationCoder(values: values)
            switch object {
            case let .view(view): view.decodeRestorableState(with: coder)
            case let .controller(controller): controller.decodeRestorableState(with: coder)
            }
        }
    }

    private enum Restorable {
        case view(UIView)
        case controller(UIViewController)
    }

    /// The path `objects` keeps `view`'s values under in an archive of `root` (the window
    /// or view given to `init(encoding:)`, an ancestor of `view`); nil when `view` has no
    /// restoration identifier or `root` does not hold it.
    public static func path(of view: UIView, in root: UIView) -> String? {
        guard view.restorationIdentifier != nil else { return nil }
        var chain: [UIView] = [view]
        while chain.last !== root {
            guard let superview = chain.last?.superview else { return nil }
            chain.append(superview)
        }
        var path = ""
        for ancestor in chain.reversed() {
            for step in steps(of: ancestor) { path += (path.isEmpty ? "" : "/") + step.component }
        }
        return path
    }

    private static func visit(_ view: UIView, path: String = "", _ body: (Restorable, String) -> Void) {
        var path = path
        for step in steps(of: view) {
            path += (path.isEmpty ? "" : "/") + step.component
            body(step.object, path)
        }
        for subview in view.subviews { visit(subview, path: path, body) }
    }

    /// The components `view` adds to a path, in order: its view controller's (when it is
    /// one's view and has an identifier), then its own.
    private static func steps(of view: UIView) -> [(component: String, object: Restorable)] {
        var steps: [(component: String, object: Restorable)] = []
        if let controller = view.owningViewController, let id = controller.restorationIdentifier {
            steps.append(("vc:" + id, .controller(controller)))
        }
        if let id = view.restorationIdentifier { steps.append(("view:" + id, .view(view))) }
        return steps
    }
}
