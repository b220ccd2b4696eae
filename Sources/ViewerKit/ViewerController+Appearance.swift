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
    func applyBackground() {
        checkerboardView.isHidden = background != .checkerboard
        contentView.backgroundColor = background.solidColor
    }
}
