import Foundation

// How a bar (a navigation bar, a toolbar) shows an item: the same button and size in both.
extension UIBarButtonItem {
    /// A button showing the item: its title (semibold for `.done`) or image, its tint and
    /// enabled state, performing the item on a tap.
    func makeButton() -> UIButton {
        let button = UIButton(type: .system)
        if let title = shownTitle { button.setTitle(title, for: .normal) }
        if let image { button.setImage(image, for: .normal) }
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        if let tintColor { button.tintColor = tintColor }
        button.isEnabled = isEnabled
        button.addAction(UIAction { [weak self] _ in self?.perform() }, for: .touchUpInside)
        return button
    }

    /// The size `view` (the item's button or custom view) takes in a bar whose content is
    /// `height` points tall: a custom view's own size, else the button's natural width (or
    /// the item's `width`) and at least 30 points of height.
    static func barSize(of view: UIView, item: UIBarButtonItem?, height: CGFloat) -> CGSize {
        if item?.customView != nil {
            let size = view.bounds.size == .zero ? view.intrinsicContentSize : view.bounds.size
            return CGSize(width: max(0, size.width), height: min(max(0, size.height), height))
        }
        let natural = view.intrinsicContentSize
        let width = (item?.width ?? 0) > 0 ? item!.width : natural.width
        return CGSize(width: width, height: min(height, max(natural.height, 30)))
    }
}
