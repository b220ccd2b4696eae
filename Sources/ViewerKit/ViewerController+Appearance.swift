import UIKit

extension ViewerController {
    /// `b`: the next background behind transparent pixels (checkerboard, black, white).
    public func cycleBackground() {
        background = background.next
        showStatusMessage("Background: \(background.name)")
    }

    /// `a`: smoothing off (nearest neighbour: pixels as squares) or on again.
    public func toggleSmoothing() {
        isSmoothing.toggle()
        showStatusMessage(isSmoothing ? "Smoothing on" : "Smoothing off (nearest neighbour)")
    }

    /// Shows the background chosen: the checkerboard view, or the content's own colour.
    /// Nothing shows through an opaque image, so the checkerboard is hidden behind one; the
    /// picture of a file still loading leaves its rows not yet decoded transparent, and for
    /// a file that cannot be transparent the margin shows there instead of a checkerboard.
    func applyBackground() {
        checkerboardView.isHidden = background != .checkerboard || !contentMayBeTransparent
        contentView.backgroundColor = background.solidColor
    }

    /// Whether the image shown, once loaded, may have transparent pixels.
    private var contentMayBeTransparent: Bool {
        if let loadPreview { return loadPreview.decode.mayHaveTransparency ?? true }
        guard let image = imageView.image else { return true }
        return !image.rasterImage.isOpaque
    }
}
