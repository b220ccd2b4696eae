import UIKit

// A progress ring drawn with UIBezierPath in draw(_:), as dashboards draw one: a grey track
// and a tinted arc from twelve o'clock clockwise for `progress`.
public class RingChartView: UIView {
    public var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    public var lineWidth: CGFloat = 10

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        UIColor.systemGray.setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .butt
        tintColor.setStroke()
        arc.stroke()
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
