import Foundation

extension UISegmentedControl {
    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped to `0...numberOfSegments`).
    /// The segments are laid out anew at once (`animated` is accepted for UIKit's
    /// signature; the width change is not animated here). A selection at or after the
    /// new segment moves with its segment.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(title: title, image: nil, at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped), as
    /// `insertSegment(withTitle:at:animated:)`.
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(title: nil, image: image, at: segment)
    }

    private func insert(title: String?, image: UIImage?, at segment: Int) {
        let index = min(max(0, segment), segments.count)
        let label = UILabel(frame: .zero)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        let imageView = UIImageView(frame: .zero)
        imageView.contentMode = .center
        addSubview(imageView)
        addSubview(label)
        segments.insert(Segment(title: title, image: image, label: label, imageView: imageView), at: index)
        if selectedSegmentIndex >= index { select(selectedSegmentIndex + 1, animated: false) }
        segmentsChanged()
    }

    /// Removes the segment at `segment` (nothing for an index out of range); removing the
    /// selected segment leaves none selected. Laid out anew at once, as for inserting.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        let selected = selectedSegmentIndex
        if selected == segment {
            select(UISegmentedControl.noSegment, animated: false)
        } else if selected > segment {
            select(selected - 1, animated: false)
        }
        segmentsChanged()
    }

    /// Removes every segment; none is selected.
    public func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets the title of the segment at `segment` (it then shows the title, not an image);
    /// nothing for an index out of range.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsChanged()
    }

    /// The title of the segment at `segment`; nil when it has none or is out of range.
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (it then shows the image, not a
    /// title); nothing for an index out of range.
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsChanged()
    }

    /// The image of the segment at `segment`; nil when it has none or is out of range.
    public func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`: a disabled segment ignores taps and
    /// draws its title dimmed.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSegmentContent()
    }

    /// Whether the segment at `segment` takes taps; false out of range.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Sets the segment's width, in points; 0 (or less) makes it automatic: the width
    /// left by fixed segments is shared among the automatic ones (`SegmentWidths`).
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(0, width) : 0
        segmentsChanged()
    }

    /// The segment's set width, in points; 0 when automatic or out of range.
    public func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: Geometry

    /// The segments' widths in the current bounds, in points.
    public var segmentWidths: [CGFloat] {
        SegmentWidths.widths(totalWidth: bounds.width, fixed: segments.map(\.width), content: contentWidths,
                             apportionedByContent: apportionsSegmentWidthsByContent)
    }

    /// The segment's rectangle in the control's coordinates (the full height); zero out
    /// of range.
    public func frameForSegment(at segment: Int) -> CGRect {
        segments.indices.contains(segment) ? segmentFrames[segment] : .zero
    }

    /// Every segment's rectangle, leading to trailing (control coordinates, points).
    var segmentFrames: [CGRect] {
        var x = bounds.minX
        return segmentWidths.map { w in
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The segment under `x` (control coordinates, points): the segments cover the width,
    /// a point left of the first is the first, right of the last the last; nil without
    /// segments.
    public func segmentIndex(atX x: CGFloat) -> Int? {
        guard !segments.isEmpty else { return nil }
        var edge = bounds.minX
        for (i, w) in segmentWidths.enumerated() {
            edge += w
            if x < edge { return i }
        }
        return segments.count - 1
    }

    /// Each segment's content width, in points: its title on one line (in the wider of
    /// its normal and selected fonts) or its image, plus `contentPadding` each side.
    /// Measured once per change of segments or attributes (`segmentsChanged`).
    var contentWidths: [CGFloat] {
        if let cachedContentWidths { return cachedContentWidths }
        let widths = measuredContentWidths
        cachedContentWidths = widths
        return widths
    }

    private var measuredContentWidths: [CGFloat] {
        segments.map { segment in
            let content: CGFloat
            if let image = segment.image {
                content = image.size.width
            } else if let title = segment.title, !title.isEmpty {
                content = [UIControl.State.normal, .selected].map { state in
                    TextLayout(text: title, font: titleFont(for: state)).size.width
                }.max() ?? 0
            } else {
                content = 0
            }
            return ceilingToPixel(content) + 2 * UISegmentedControl.contentPadding
        }
    }

    /// The width every segment's content needs (`SegmentWidths.fittingWidth`) and
    /// `defaultHeight`, in points.
    var fittingSize: CGSize {
        CGSize(width: SegmentWidths.fittingWidth(fixed: segments.map(\.width), content: contentWidths,
                                                 apportionedByContent: apportionsSegmentWidthsByContent),
               height: UISegmentedControl.defaultHeight)
    }

    /// Places each segment's label (inset by the padding) and image view in its segment.
    func layoutSegmentViews() {
        let padding = UISegmentedControl.contentPadding
        for (i, frame) in segmentFrames.enumerated() {
            segments[i].label.frame = frame.insetBy(dx: min(padding, frame.width / 2), dy: 0)
            segments[i].imageView.frame = frame
        }
    }

    /// Layout, size and drawing after segments or widths changed.
    func segmentsChanged() {
        cachedContentWidths = nil
        updateSegmentContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Sets each segment's label and image view from its content and state.
    func updateSegmentContent() {
        for i in segments.indices {
            let segment = segments[i]
            var state = UIControl.State.normal
            if !isEnabled || !segment.isEnabled { state.insert(.disabled) }
            if i == raisedSegmentIndex { state.insert(.selected) }
            if i == pressedSegmentIndex { state.insert(.highlighted) }
            segment.label.isHidden = segment.image != nil
            segment.label.text = segment.title
            segment.label.font = titleFont(for: state)
            segment.label.textColor = titleColor(for: state)
            segment.imageView.image = segment.image
            segment.imageView.isHidden = segment.image == nil
            segment.imageView.alpha = state.contains(.disabled) ? UISegmentedControl.disabledContentAlpha : 1
        }
    }
}
