import Foundation
import Raster
import UIKit

/// Frames laid side by side in one image, each under a label with its time ("0.25 s"),
/// drawn by our own views and text: the picture a motion snapshot compares.
public enum Filmstrip {
    /// Space around and between frames, in points.
    public static let gap: CGFloat = 4
    /// Height of the label row above the frames, in points.
    public static let labelHeight: CGFloat = 16
    /// The label font's size, in points.
    public static let fontSize: CGFloat = 11
    /// The strip's background: a light grey that tells a frame's own white from the gaps.
    public static let background = UIColor(white: 0.86, alpha: 1)

    /// The strip of `frames` (equal sizes, device pixels at `scale`) labelled with
    /// `times`, rendered at `scale`. Throws when the strip is too large to render.
    public static func compose(_ frames: [Bitmap], times: [TimeInterval], scale: CGFloat) throws -> Bitmap {
        guard let first = frames.first else { throw SnapshotFailure("a filmstrip needs at least one frame") }
        if let other = frames.first(where: { $0.width != first.width || $0.height != first.height }) {
            throw SnapshotFailure("a filmstrip's frames must have one size, not \(first.width) x \(first.height) "
                                  + "and \(other.width) x \(other.height) pixels (did the input resize the window?)")
        }
        let frameSize = CGSize(width: CGFloat(first.width) / scale, height: CGFloat(first.height) / scale)
        let count = CGFloat(frames.count)
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: count * frameSize.width + (count + 1) * gap,
                                         height: labelHeight + frameSize.height + 2 * gap))
        strip.backgroundColor = background
        for (index, frame) in frames.enumerated() {
            let x = gap + CGFloat(index) * (frameSize.width + gap)
            let label = UILabel(frame: CGRect(x: x, y: gap / 2, width: frameSize.width, height: labelHeight))
            label.text = timeLabel(for: times[index])
            label.font = .systemFont(ofSize: fontSize)
            label.textColor = .black
            label.textAlignment = .center
            strip.addSubview(label)
            let image = UIImageView(image: UIImage(bitmap: frame, scale: scale))
            image.sampling = .nearest
            image.frame = CGRect(x: x, y: gap + labelHeight, width: frameSize.width, height: frameSize.height)
            strip.addSubview(image)
        }
        guard let bitmap = strip.renderedBitmapIfPossible(scale: scale) else {
            throw SnapshotFailure("a filmstrip of \(frames.count) frames of \(frameSize) points is too large to render")
        }
        return bitmap
    }

    /// A time as a label: seconds with at most three decimals, "0.25 s".
    public static func timeLabel(for time: TimeInterval) -> String {
        "\(ViewTreeDescription.number(CGFloat(time))) s"
    }
}
