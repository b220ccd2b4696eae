import Testing
import UIKit

extension Attachment where AttachableValue == AttachablePNG<UIImage> {
    /// An attachment of `image`'s pixels as a PNG file named `preferredName` (".png" is
    /// added). Throws the encoder's `PNGError` when the image cannot be encoded.
    public init(_ image: UIImage, named preferredName: String? = nil,
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.init(try AttachablePNG(image, bitmap: image.rasterImage.bitmap), named: preferredName,
                  sourceLocation: sourceLocation)
    }

    /// Attaches `image` as a PNG file to the current test; an image that cannot be encoded
    /// is recorded as an issue instead.
    public static func record(_ image: UIImage, named preferredName: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            record(try Attachment(image, named: preferredName, sourceLocation: sourceLocation),
                   sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, "the image could not be attached", sourceLocation: sourceLocation)
        }
    }
}
