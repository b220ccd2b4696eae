import Foundation

/// One item's button in a tab bar: the image tinted above the title, and the badge.
final class TabBarItemView: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    /// The colours the bar gives it.
    var colors: (selected: UIColor, unselected: UIColor) = (.systemBlue, .systemGray) { didSet { refresh() } }

    /// The image's side and the title's size, in points, as iOS's compact tab bar.
    static let imageSide: CGFloat = 25
    static let titleFontSize: CGFloat = 10

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: Self.titleFontSize, weight: .medium)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        for view in [imageView, titleLabel, badgeLabel] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    override var keepsSingleTaps: Bool { true }

    override var isSelected: Bool {
        didSet { refresh() }
    }

    /// Shows the item as it is now.
    func refresh() {
        isEnabled = item.isEnabled
        let color = isSelected ? colors.selected : colors.unselected
        let shown = isEnabled ? color : color.withAlphaComponent(0.4)
        imageView.image = ((isSelected ? item.selectedImage : nil) ?? item.image)?.withTintColor(shown)
        titleLabel.text = item.title
        titleLabel.textColor = shown
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = (item.badgeValue ?? "").isEmpty
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasImage = imageView.image != nil
        let side = Self.imageSide
        imageView.isHidden = !hasImage
        imageView.frame = CGRect(x: ((bounds.width - side) / 2).rounded(), y: 4, width: side, height: side)
        let titleHeight = titleLabel.font.lineHeight.rounded(.up)
        titleLabel.frame = hasImage
            ? CGRect(x: 2, y: 4 + side + 2, width: max(0, bounds.width - 4), height: titleHeight)
            : CGRect(x: 2, y: ((UITabBar.contentHeight - titleHeight) / 2).rounded(), width: max(0, bounds.width - 4),
                     height: titleHeight)
        // The badge: at least a circle, wider for longer text, over the image's top right.
        let text = badgeLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 18))
        let badgeWidth = max(18, text.width.rounded(.up) + 10)
        let anchor = hasImage ? imageView.frame : titleLabel.frame
        badgeLabel.frame = CGRect(x: (anchor.midX + side / 2 - 6).rounded(), y: 2, width: badgeWidth, height: 18)
        badgeLabel.layer.cornerRadius = 9
    }
}
