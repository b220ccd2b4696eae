import XCTest
import UIKit
import Snippets

final class DiffableSnippetTests: XCTestCase {
    private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    func testPhotoLibraryFiltersAndTogglesFavouritesThroughSnapshots() {
        let library = PhotoLibraryViewController()
        let host = host(library)
        let cv: UICollectionView = library.collectionView
        func cell(_ i: Int) -> LibraryPhotoCell { cv.cellForItem(at: item(i)) as! LibraryPhotoCell }
        func centre(_ i: Int) -> CGPoint {
            let frame = cell(i).frame
            return CGPoint(x: frame.midX - cv.contentOffset.x, y: frame.midY - cv.contentOffset.y)
        }

        // floor((320 − 2 × 2) / 3) = 105-point squares, rows 107 apart: rows 0 to 4 (the
        // fifth starts at 428) meet 480 points.
        XCTAssertEqual(cell(4).frame.size, CGSize(width: 105, height: 105))
        XCTAssertEqual(cell(4).frame.minY, 107)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 120)
        XCTAssertEqual(cv.visibleCells.count, 15)
        XCTAssertEqual(library.cellConfigurations, 15)
        XCTAssertEqual(cell(3).titleLabel.text, "IMG_1003")
        XCTAssertFalse(cell(0).favoriteBadge.isHidden, "every seventh photo starts as a favourite")
        XCTAssertTrue(cell(1).favoriteBadge.isHidden)

        // A tap makes photo 1 a favourite: the same cell is configured again, not reused.
        let cellOfPhoto1 = cell(1)
        host.tap(centre(1))
        host.step()
        XCTAssertEqual(library.photos[1]?.isFavorite, true)
        XCTAssertTrue(cell(1) === cellOfPhoto1)
        XCTAssertFalse(cellOfPhoto1.favoriteBadge.isHidden)
        XCTAssertEqual(cellOfPhoto1.reuseCount, 0)
        XCTAssertEqual(library.cellConfigurations, 16)
        XCTAssertEqual(cv.indexPathsForSelectedItems, [], "the tap deselects")

        // Favourites only: 0, 1, 7, 14, ... 119 are 19 photos. Photos 0, 1, 7 and 14 were on
        // screen and keep their cells; the eleven others on screen are configured.
        let cellOfPhoto14 = cell(14)
        library.filterControl.selectedSegmentIndex = 1
        library.filterControl.sendActions(for: .valueChanged)
        host.step()
        XCTAssertEqual(library.filter, .favorites)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 19)
        XCTAssertEqual((0..<5).map { library.photoID(at: item($0)) }, [0, 1, 7, 14, 21])
        XCTAssertTrue(cell(3) === cellOfPhoto14)
        XCTAssertTrue(cell(1) === cellOfPhoto1)
        XCTAssertEqual(cv.visibleCells.count, 15)
        XCTAssertEqual(library.cellConfigurations, 16 + 11)
        XCTAssertTrue(cv.visibleCells.allSatisfy { !($0 as! LibraryPhotoCell).favoriteBadge.isHidden })

        // Unfavouriting photo 7 while filtered takes it out; 98 comes up into the last row.
        host.tap(centre(2))
        host.step()
        XCTAssertEqual(library.photos[7]?.isFavorite, false)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 18)
        XCTAssertEqual(library.photoID(at: item(2)), 14)
        XCTAssertEqual(library.photoID(at: item(14)), 98)
        XCTAssertEqual(library.cellConfigurations, 28)

        // All again: 120 photos, 0 to 14 on screen, of which 0, 1 and 14 kept their cells.
        library.filterControl.selectedSegmentIndex = 0
        library.filterControl.sendActions(for: .valueChanged)
        host.step()
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 120)
        XCTAssertEqual(cv.indexPathsForVisibleItems, (0..<15).map(item))
        XCTAssertTrue(cell(14) === cellOfPhoto14)
        XCTAssertEqual(library.cellConfigurations, 28 + 12)
        XCTAssertTrue(cell(7).favoriteBadge.isHidden)
        XCTAssertEqual(cell(7).titleLabel.text, "IMG_1007")
        XCTAssertLessThanOrEqual(cv.subviews.filter { $0 is LibraryPhotoCell }.count, 15)
    }
}
