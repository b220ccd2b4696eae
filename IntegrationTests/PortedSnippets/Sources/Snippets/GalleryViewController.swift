import UIKit

// A keyboard-free gallery screen: thumbnails from UIImage(named:) in a vertical scroll
// view, three to a row sized from the screen in viewDidLoad, tinted selection, a tap
// gesture selecting a thumbnail.
public class GalleryViewController: UIViewController {
    public let scrollView = UIScrollView()
    public private(set) var thumbnails: [UIImageView] = []
    public private(set) var selectedIndex: Int?
    public let columns = 3
    public let spacing: CGFloat = 2
    public var itemWidth: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemPink
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        let screenWidth = UIScreen.main.bounds.width
        itemWidth = (screenWidth - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        let image = UIImage(named: "swatch")
        for index in 0..<30 {
            let row = index / columns, column = index % columns
            let thumbnail = UIImageView(image: image)
            thumbnail.frame = CGRect(x: CGFloat(column) * (itemWidth + spacing), y: CGFloat(row) * (itemWidth + spacing),
                                     width: itemWidth, height: itemWidth)
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.isUserInteractionEnabled = true
            thumbnail.tag = index
            let tap = UITapGestureRecognizer(target: self, action: GalleryViewController.thumbnailTapped)
            thumbnail.addGestureRecognizer(tap)
            scrollView.addSubview(thumbnail)
            thumbnails.append(thumbnail)
        }
        let rows = (thumbnails.count + columns - 1) / columns
        scrollView.contentSize = CGSize(width: screenWidth, height: CGFloat(rows) * (itemWidth + spacing) - spacing)
    }

    func thumbnailTapped(_ gesture: UITapGestureRecognizer) {
        guard let view = gesture.view else { return }
        if let previous = selectedIndex { thumbnails[previous].backgroundColor = nil }
        selectedIndex = view.tag
        view.backgroundColor = view.tintColor
    }
}
