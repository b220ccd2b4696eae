import UIKit

/// A 160 x 60 pt card: a coloured band on the left and a name.
public final class ProfileCard: UIView {
    /// The name shown.
    public let nameLabel = UILabel()
    /// The band's colour.
    public var tint: UIColor {
        get { band.backgroundColor ?? .clear }
        set { band.backgroundColor = newValue }
    }
    private let band = UIView()

    /// A card showing `name`.
    public init(name: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        backgroundColor = .white
        band.backgroundColor = .systemBlue
        addSubview(band)
        nameLabel.text = name
        nameLabel.textColor = .black
        addSubview(nameLabel)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        band.frame = CGRect(x: 0, y: 0, width: 12, height: bounds.height)
        nameLabel.frame = CGRect(x: 20, y: 0, width: bounds.width - 28, height: bounds.height)
    }
}
