import Testing
import UIKit

extension Attachment where AttachableValue == AttachablePNG<UIView> {
    /// An attachment of `view` rendered now at its bounds' size and `scale` pixels per
    /// point, as a PNG file named `preferredName` (".png" is added). Throws
    /// `ViewAttachmentError` when the view is too large to render.
    public init(_ view: UIView, scale: CGFloat = 1, named preferredName: String? = nil,
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let bitmap = view.renderedBitmapIfPossible(scale: scale) else {
            throw ViewAttachmentError(size: view.bounds.size, scale: scale)
        }
        self.init(try AttachablePNG(view, bitmap: bitmap), named: preferredName,
                  sourceLocation: sourceLocation)
    }

    /// Attaches `view`, rendered now, as a PNG file to the current test; a view that cannot
    /// be rendered is recorded as an issue instead.
    public static func record(_ view: UIView, scale: CGFloat = 1, named preferredName: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            record(try Attachment(view, scale: scale, named: preferredName, sourceLocation: sourceLocation),
                   sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, "the view could not be attached", sourceLocation: sourceLocation)
        }
    }
}

/// A view too large to render as an attachment.
public struct ViewAttachmentError: Error, CustomStringConvertible {
    /// The view's size, in points.
    public let size: CGSize
    /// The scale asked for, in pixels per point.
    public let scale: CGFloat

    public var description: String {
        "a view of \(size.width) x \(size.height) points at scale \(scale) is too large to render as an attachment"
    }
}
