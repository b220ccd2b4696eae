import Foundation

/// The standard accessory a table cell draws at its right for its `accessoryType`: the
/// grey chevron, the tinted checkmark, or the tinted circled "i" of the detail button,
/// stroked with the context's paths. Only the detail button takes touches (it is a
/// control whose touch-up-inside the cell passes to the table's delegate); the others let
/// touches through to the cell.
final class TableCellAccessoryView: UIControl {
    /// What it draws.
    let type: UITableViewCell.AccessoryType

    /// The chevron's grey (iOS's light `systemGray3`-like tone).
    static let chevronColor = UIColor(red: 196.0 / 255, green: 196.0 / 255, blue: 199.0 / 255, alpha: 1)

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = type == .detailButton
    }

    /// The size each accessory takes, in points.
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 12)
        case .detailButton: return CGSize(width: 22, height: 22)
        }
    }

    override var intrinsicContentSize: CGSize { Self.size(of: type) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch type {
        case .none:
            return
        case .disclosureIndicator:
            context.setStrokeColor(Self.chevronColor.cgColor)
            context.setLineWidth(2)
            context.beginPath()
            context.move(to: CGPoint(x: b.minX + 1.5, y: b.minY + 1.5))
            context.addLine(to: CGPoint(x: b.maxX - 1.5, y: b.midY))
            context.addLine(to: CGPoint(x: b.minX + 1.5, y: b.maxY - 1.5))
            context.strokePath()
        case .checkmark:
            context.setStrokeColor(tintColor.cgColor)
            context.setLineWidth(2)
            context.beginPath()
            context.move(to: CGPoint(x: b.minX + 1.5, y: b.midY + 0.5))
            context.addLine(to: CGPoint(x: b.minX + 5, y: b.maxY - 1.5))
            context.addLine(to: CGPoint(x: b.maxX - 1.5, y: b.minY + 1.5))
            context.strokePath()
        case .detailButton:
            let color: UIColor = isHighlighted ? tintColor.withAlphaComponent(0.3) : tintColor
            context.setStrokeColor(color.cgColor)
            context.setFillColor(color.cgColor)
            context.setLineWidth(1.5)
            context.strokeEllipse(in: b.insetBy(dx: 1, dy: 1))
            context.fillEllipse(in: CGRect(x: b.midX - 1.25, y: b.minY + 5.5, width: 2.5, height: 2.5))
            context.fillRoundedRect(CGRect(x: b.midX - 1, y: b.minY + 9.5, width: 2, height: 7.5), cornerRadius: 1)
        }
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
}
