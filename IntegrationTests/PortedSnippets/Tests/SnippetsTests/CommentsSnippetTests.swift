import XCTest
import UIKit
import Snippets

/// The comments screen: rows sized by their Auto Layout cells, estimated at 80 until shown.
final class CommentsSnippetTests: XCTestCase {
    private func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    static let short = "Nice shot!"
    static let medium = "The light on the water is wonderful, where was this taken?"
    static let long = "I was there last summer and it looked nothing like this. You must have waited hours for the clouds to part like that."

    private func comments(_ count: Int) -> [Comment] {
        (0..<count).map { Comment(author: "User \($0)", text: [Self.short, Self.medium, Self.long][$0 % 3]) }
    }

    /// A 15-point label's height for `text` in the 236 points beside the avatar.
    private func bodyHeight(_ text: String) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: 236, height: 0)).height
    }

    func testRowsTakeTheHeightOfTheirCommentsAndTheRestAreEstimated() throws {
        let controller = CommentsViewController(comments: comments(300))
        let host = host(controller)
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.estimatedRowHeight, 80)
        // One, three and four lines of 17.6 points (each block rounded up) in 236 points.
        XCTAssertEqual([Self.short, Self.medium, Self.long].map(bodyHeight), [18, 53, 70])
        let author = UILabel()
        author.font = .boldSystemFont(ofSize: 15)
        author.text = "User 0"
        XCTAssertEqual(author.intrinsicContentSize.height, 18)
        // 12 + name 18 + 4 + text + 12, at least the avatar's 12 + 40 + 12; and the separator.
        XCTAssertEqual(table.rectForRow(at: ip(0)).height, 65, "the avatar's height wins over one line")
        XCTAssertEqual(table.rectForRow(at: ip(1)).height, 12 + 18 + 4 + 53 + 12 + 1)
        XCTAssertEqual(table.rectForRow(at: ip(2)).height, 12 + 18 + 4 + 70 + 12 + 1)
        let shown = try XCTUnwrap(table.indexPathsForVisibleRows)
        let measured = shown.reduce(CGFloat(0)) { $0 + table.rectForRow(at: $1).height }
        let below = try XCTUnwrap(shown.last).row + 1
        XCTAssertEqual(table.rectForRow(at: ip(below)).height, 80, "not yet shown: the estimate")
        XCTAssertEqual(table.contentSize.height, measured + CGFloat(300 - below) * 80)

        let cell = try XCTUnwrap(table.cellForRow(at: ip(2)) as? CommentCell)
        XCTAssertEqual(cell.avatarView.frame, CGRect(x: 16, y: 12, width: 40, height: 40))
        XCTAssertEqual(cell.authorLabel.frame.minX, 68)
        XCTAssertEqual(cell.bodyLabel.frame.minY, 34, "below the name")
        XCTAssertEqual(cell.bodyLabel.frame.width, 236)
        XCTAssertEqual(cell.bodyLabel.frame.height, 70 + 1, "its lines, and the separator's point the content view spans")
        _ = host
    }

    func testAnAddedCommentIsMeasured() throws {
        let controller = CommentsViewController(comments: comments(4))
        let host = host(controller)
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(table.contentSize.height, 65 + 100 + 117 + 65)
        controller.add(Comment(author: "Me", text: Self.long))
        host.step()
        XCTAssertEqual(table.rectForRow(at: ip(4)), CGRect(x: 0, y: 347, width: 320, height: 117))
        XCTAssertEqual(table.contentSize.height, 347 + 117)
    }
}
