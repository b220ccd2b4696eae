import UIKit

/// The checkerboard behind an image's transparent pixels. It lives inside the zooming
/// content, so it covers exactly the image at any zoom, rotation or flip; its squares keep
/// `squareSize` points on screen (the viewer sets `zoomScale` as the zoom changes), as in
/// eog and GIMP, instead of growing with the image.
final class CheckerboardView: UIView {
    /// A square's side on screen, in points.
    static let squareSize: CGFloat = 8
    /// The light and dark squares: mid greys, unlike the viewer's near-black margin, so
    /// the image's edge shows.
    static let lightColor = UIColor(white: 0.6, alpha: 1)
    static let darkColor = UIColor(white: 0.4, alpha: 1)

    /// The zoom the checkerboard is drawn under (points on screen per point here).
    var zoomScale: CGFloat = 1 {
        didSet { if zoomScale != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Fills the part of the bounds in the clip: dark, then the light squares, row by row.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), zoomScale > 0, zoomScale.isFinite else { return }
        let area = bounds.intersection(context.boundingBoxOfClipPath)
        guard !area.isNull, !area.isEmpty else { return }
        Self.darkColor.setFill()
        context.fill(area)
        Self.lightColor.setFill()
        let side = Self.squareSize / zoomScale
        let firstColumn = Int((area.minX / side).rounded(.down)), lastColumn = Int((area.maxX / side).rounded(.up))
        let firstRow = Int((area.minY / side).rounded(.down)), lastRow = Int((area.maxY / side).rounded(.up))
        for row in firstRow..<max(firstRow, lastRow) {
            var column = firstColumn + ((firstColumn + row) & 1 == 0 ? 1 : 0)
            while column < lastColumn {
                let square = CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
                context.fill(square.intersection(bounds))
                column += 2
            }
        }
    }
}
