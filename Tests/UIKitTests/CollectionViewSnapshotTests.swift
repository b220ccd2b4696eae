import XCTest
import ScreenshotTesting
@testable import UIKit

/// A photo grid as galleries show one, against references in
/// __Snapshots__/CollectionViewSnapshotTests.
final class CollectionViewSnapshotTests: XCTestCase {
    /// A thumbnail: an image view filling the content view; selected, a tinted border;
    /// highlighted, faded.
    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var isSelected: Bool {
            didSet {
                contentView.layer.borderWidth = isSelected ? 4 : 0
                contentView.layer.borderColor = UIColor.systemBlue.cgColor
            }
        }

        override var isHighlighted: Bool {
            didSet { imageView.alpha = isHighlighted ? 0.5 : 1 }
        }
    }

    /// A coloured band per section.
    final class BandHeader: UICollectionReusableView {}

    final class Photos: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let images: [UIImage]

        init() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            images = (0..<12).map { i in
                UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60), format: format).image { context in
                    UIColor(hue: CGFloat(i) / 12, saturation: 0.55, brightness: 0.85, alpha: 1).setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 80, height: 60))
                    UIColor(white: 1, alpha: 0.85).setFill()
                    UIBezierPath(ovalIn: CGRect(x: 8 + CGFloat(i % 4) * 12, y: 8, width: 16, height: 16)).fill()
                    UIColor(hue: CGFloat(i) / 12, saturation: 0.7, brightness: 0.45, alpha: 1).setFill()
                    UIBezierPath(rect: CGRect(x: 0, y: 40, width: 80, height: 20)).fill()
                }
            }
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 7 : 20
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
            cell.imageView.image = images[(indexPath.section * 7 + indexPath.item) % images.count]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let band = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "band", for: indexPath)
            band.backgroundColor = indexPath.section == 0 ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.8, alpha: 1)
            return band
        }
    }

    /// Two sections of thumbnails, three a row (104 points, 4 apart, filling 320),
    /// under 24-point bands; scrolled 40 points, one thumbnail selected and one held
    /// down (highlighted: faded).
    func testPhotoGrid() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400), scale: 2)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 104, height: 104)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.headerReferenceSize = CGSize(width: 0, height: 24)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
        let grid = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        grid.backgroundColor = .white
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.register(BandHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "band")
        let photos = Photos()
        grid.dataSource = photos
        grid.delegate = photos
        host.window.addSubview(grid)
        grid.contentOffset.y = 40
        grid.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        host.step()
        // Section 0: its band at 0...24 (scrolled out), rows at 24, 132 and 240 (one
        // item), inset to 352; section 1: its band at 352, its first row at 376...480.
        // Held on section 1's second item (window y 336...440) past the touch delay.
        host.send(.touchDown(id: 1, location: CGPoint(x: 160, y: 390)))
        host.advance(by: 0.2)
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 1, section: 1))!.isHighlighted)
        XCTAssertEqual(grid.subviews.count, 3 + 3 + 1 + 1 + 3, "section 0's rows, section 1's band and first row")
        assertSnapshot(of: host.renderFrame(), as: .bitmap, named: "photo-grid@2x")
        host.send(.touchUp(id: 1, location: CGPoint(x: 160, y: 390)))
    }
}
