import Raster
import Testing

/// An image or view as a Swift Testing attachment: its pixels encoded as PNG when the
/// attachment is made, so a view attached and then changed attaches as it was.
///
/// `UIImage` and `UIView` are open classes, which cannot conform to `Attachable` (its
/// requirements use `Self` inside `Attachment<Self>`), so they attach through this wrapper,
/// as Foundation's `URL` does through Swift Testing's own.
///
/// Sendable unchecked: Swift Testing reads only the immutable PNG bytes from other tasks,
/// never `wrappedValue` (the caller's own image or view). Without the conformance, Swift
/// Testing 6.3 records the attachment through its non-Sendable path, which drops the name.
public struct AttachablePNG<Image>: AttachableWrapper, @unchecked Sendable {
    /// The image or view attached.
    public let wrappedValue: Image
    /// The PNG file's bytes.
    let png: [UInt8]

    init(_ value: Image, bitmap: Bitmap) throws {
        wrappedValue = value
        png = try PNGEncoder.encode(bitmap)
    }

    /// The PNG file's size, in bytes.
    public var estimatedAttachmentByteCount: Int? { png.count }

    /// The PNG file's bytes.
    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<Self>,
                                   _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        try png.withUnsafeBytes(body)
    }

    /// The suggested name ending in `.png` (added when missing).
    public func preferredName(for attachment: borrowing Attachment<Self>, basedOn suggestedName: String) -> String {
        suggestedName.lowercased().hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}
