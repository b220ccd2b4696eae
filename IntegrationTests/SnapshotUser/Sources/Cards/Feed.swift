import UIKit

/// A 80 x 120 pt scrolling list of numbered 40-pt rows in alternating colours.
public final class Feed: UIScrollView {
    /// A feed of `rows` rows.
    public init(rows: Int = 50) {
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 120))
        contentSize = CGSize(width: 80, height: CGFloat(rows) * 40)
        showsVerticalScrollIndicator = false
        for row in 0..<rows {
            let view = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 80, height: 40))
            view.backgroundColor = row % 2 == 0 ? .systemOrange : .white
            let label = UILabel(frame: view.bounds.insetBy(dx: 8, dy: 0))
            label.text = "Row \(row)"
            label.textColor = .black
            view.addSubview(label)
            addSubview(view)
        }
    }
}
