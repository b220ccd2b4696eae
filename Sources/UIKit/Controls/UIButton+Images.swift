import Foundation

extension UIButton {
    /// Sets the image shown in `state`, left of the title; nil removes it, so the state
    /// shows the `.normal` image. The image is drawn in its own colours (UIKit's
    /// `.alwaysOriginal`; iOS would tint a template image in a system button, which this
    /// does not), faded like the title while a system button is highlighted.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[exactly: state] = image
        if image != nil, storedImageView == nil {
            let view = UIImageView(frame: .zero)
            storedImageView = view
            addSubview(view)
        }
        updateImageContent()
    }

    /// The image shown in `state`: the one set for exactly `state`, else the `.normal`
    /// one, else nil.
    public func image(for state: UIControl.State) -> UIImage? { images.value(for: state) }

    /// The image shown now: `image(for: state)`.
    public var currentImage: UIImage? { image(for: state) }

    /// The view showing the current image; nil until an image is set.
    public var imageView: UIImageView? { storedImageView }

    /// Puts the current image into the image view (if it was made); a new image changes
    /// the content's size, so the button lays out again.
    func updateImageContent() {
        guard let view = storedImageView else { return }
        let image = currentImage
        if view.image !== image {
            view.image = image
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
        view.alpha = buttonType == .system && state.contains(.highlighted) ? UIButton.highlightedContentAlpha : 1
    }
}
