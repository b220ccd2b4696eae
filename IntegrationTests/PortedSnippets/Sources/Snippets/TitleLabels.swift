import UIKit

// Attributed labels as iOS apps style headers and prices: a kerned, bold title run beside a
// regular subtitle run, centred with a paragraph style, with a soft offset shadow.
public enum TitleLabels {
    public static func headerLabel(title: String, subtitle: String) -> UILabel {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 4

        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowBlurRadius = 0
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.5)

        let text = NSMutableAttributedString(string: title.uppercased(), attributes: [
            .font: UIFont.boldSystemFont(ofSize: 22),
            .foregroundColor: UIColor.label,
            .kern: 2.0,
            .paragraphStyle: paragraph,
            .shadow: shadow,
        ])
        text.append(NSAttributedString(string: "\n" + subtitle, attributes: [
            .font: UIFont.systemFont(ofSize: 14),
            .foregroundColor: UIColor.secondaryLabel,
            .paragraphStyle: paragraph,
        ]))

        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        label.sizeToFit()
        return label
    }
}
