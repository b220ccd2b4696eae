import UIKit

// Apple's StreetScroller (WWDC 2011, "Advanced ScrollView Techniques"): an endless
// horizontal scroll view that recentres its content offset when it drifts far from the
// middle, and tiles labels to fill the visible bounds.
public class InfiniteScrollView: UIScrollView {
    public private(set) var visibleLabels: [UILabel] = []
    let labelContainerView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentSize = CGSize(width: 5000, height: frame.size.height)
        labelContainerView.frame = CGRect(x: 0, y: 0, width: contentSize.width, height: contentSize.height / 2)
        addSubview(labelContainerView)
        labelContainerView.isUserInteractionEnabled = false
        // hide horizontal scroll indicator so our recentering trick is not revealed
        showsHorizontalScrollIndicator = false
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Layout

    // recenter content periodically to achieve impression of infinite scrolling
    func recenterIfNecessary() {
        let currentOffset = contentOffset
        let contentWidth = contentSize.width
        let centerOffsetX = (contentWidth - bounds.size.width) / 2.0
        let distanceFromCenter = abs(currentOffset.x - centerOffsetX)

        if distanceFromCenter > (contentWidth / 4.0) {
            contentOffset = CGPoint(x: centerOffsetX, y: currentOffset.y)

            // move content by the same amount so it appears to stay still
            for label in visibleLabels {
                var center = labelContainerView.convert(label.center, to: self)
                center.x += (centerOffsetX - currentOffset.x)
                label.center = convert(center, to: labelContainerView)
            }
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        recenterIfNecessary()

        // tile content in visible bounds
        let visibleBounds = convert(bounds, to: labelContainerView)
        let minimumVisibleX = visibleBounds.minX
        let maximumVisibleX = visibleBounds.maxX
        tileLabels(fromMinX: minimumVisibleX, toMaxX: maximumVisibleX)
    }

    // MARK: - Label Tiling

    func insertLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 500, height: 80))
        label.numberOfLines = 3
        label.text = "1024 Block Street\nShaffer, CA\n95014"
        labelContainerView.addSubview(label)
        return label
    }

    func placeNewLabelOnRight(_ rightEdge: CGFloat) -> CGFloat {
        let label = insertLabel()
        visibleLabels.append(label) // add rightmost label at the end of the array

        var frame = label.frame
        frame.origin.x = rightEdge
        frame.origin.y = labelContainerView.bounds.size.height - frame.size.height
        label.frame = frame

        return frame.maxX
    }

    func placeNewLabelOnLeft(_ leftEdge: CGFloat) -> CGFloat {
        let label = insertLabel()
        visibleLabels.insert(label, at: 0) // add leftmost label at the beginning of the array

        var frame = label.frame
        frame.origin.x = leftEdge - frame.size.width
        frame.origin.y = labelContainerView.bounds.size.height - frame.size.height
        label.frame = frame

        return frame.minX
    }

    func tileLabels(fromMinX minimumVisibleX: CGFloat, toMaxX maximumVisibleX: CGFloat) {
        // the upcoming tiling logic depends on there already being at least one label in the visibleLabels array, so
        // to kick off the tiling we need to make sure there's at least one label
        if visibleLabels.isEmpty {
            _ = placeNewLabelOnRight(minimumVisibleX)
        }

        // add labels that are missing on right side
        var lastLabel = visibleLabels.last!
        var rightEdge = lastLabel.frame.maxX
        while rightEdge < maximumVisibleX {
            rightEdge = placeNewLabelOnRight(rightEdge)
        }

        // add labels that are missing on left side
        var firstLabel = visibleLabels[0]
        var leftEdge = firstLabel.frame.minX
        while leftEdge > minimumVisibleX {
            leftEdge = placeNewLabelOnLeft(leftEdge)
        }

        // remove labels that have fallen off right edge
        lastLabel = visibleLabels.last!
        while lastLabel.frame.origin.x > maximumVisibleX {
            lastLabel.removeFromSuperview()
            visibleLabels.removeLast()
            lastLabel = visibleLabels.last!
        }

        // remove labels that have fallen off left edge
        firstLabel = visibleLabels[0]
        while firstLabel.frame.maxX < minimumVisibleX {
            firstLabel.removeFromSuperview()
            visibleLabels.remove(at: 0)
            firstLabel = visibleLabels[0]
        }
    }
}
