import Foundation

/// What a tab bar shows for one of a tab bar controller's children, as UIKit's: a title,
/// an image (tinted with the bar's colours, as a template), a badge.
open class UITabBarItem {
    /// The text under the image.
    open var title: String? { didSet { onChange?() } }
    /// The picture, drawn in the bar's tint when selected and grey otherwise.
    open var image: UIImage? { didSet { onChange?() } }
    /// The picture while selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// A number the app uses to tell items apart.
    open var tag: Int
    /// The text in the red badge at the image's top right (nil: no badge).
    open var badgeValue: String? { didSet { onChange?() } }
    /// The badge's colour (nil: system red).
    open var badgeColor: UIColor? { didSet { onChange?() } }
    /// False dims the item, and a tap on it does nothing.
    open var isEnabled = true { didSet { onChange?() } }

    /// The bar redraws the item.
    var onChange: (() -> Void)?

    /// An item titled `title` showing `image`, tagged `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item titled `title` showing `image`, and `selectedImage` while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
    }

    /// An item with no title, image or tag.
    public convenience init() {
        self.init(title: nil, image: nil, tag: 0)
    }
}
