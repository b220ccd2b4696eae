// Testing and UIKit imported together by a target that depends on ScrollKit's UIKit product
// and nothing else from it.
import Cards
import Testing
import UIKit

@MainActor @Test func feedRowsMakeItsContent() {
    let feed = Feed(rows: 7)
    #expect(feed.contentSize == CGSize(width: 80, height: 280))
    #expect(feed.subviews.count == 7)
}
