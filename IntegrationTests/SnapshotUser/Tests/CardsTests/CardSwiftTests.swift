// Swift Testing and ScrollKit's UIKit in one file, with no compiler flag: ScreenshotTesting's
// product brings the `_Testing_UIKit` overlay the toolchain looks for.
import Cards
import Foundation
import ScreenshotTesting
import Testing
import UIKit

/// Serialized: the cases that fail on purpose send their files to a temporary artifacts
/// folder while they run and remove it after, so the failure report stays for real failures.
@Suite(.serialized) @MainActor struct CardSwiftTests {
    @Test func card() {
        let card = ProfileCard(name: "Ada Lovelace")
        assertSnapshot(of: card, named: "default")
        assertSnapshot(of: card, as: .recursiveDescription, named: "tree")
    }

    @Test func aChangedCardIsAnIssueAtTheAssertion() {
        let line = #line + 4
        withTemporaryArtifacts {
            withKnownIssue {
                // Compared with `card()`'s reference.
                assertSnapshot(of: ProfileCard(name: "Grace Hopper"), named: "default", record: .never, testName: "card()")
            } matching: { issue in
                issue.sourceLocation?.line == line
                    && issue.comments.contains { $0.rawValue.contains("snapshot 'default' does not match: images differ") }
            }
            withKnownIssue {
                assertSnapshot(of: ProfileCard(name: "Grace Hopper"), as: .recursiveDescription, named: "tree",
                               record: .never, testName: "card()")
            } matching: { issue in
                issue.comments.contains {
                    $0.rawValue.contains("-3:   UILabel frame=(20, 0, 132, 60)") && $0.rawValue.contains(#"text="Grace Hopper""#)
                }
            }
        }
    }

    @Test func aMissingReferenceIsAnIssue() {
        withKnownIssue {
            assertSnapshot(of: ProfileCard(name: "Ada"), named: "never-recorded", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("no reference for snapshot 'never-recorded'") }
        }
    }

    @Test func aSlightlyDifferentTintPassesPerceptually() {
        let card = ProfileCard(name: "Ada Lovelace")
        card.tint = UIColor(red: 0, green: 123.0 / 255, blue: 254.0 / 255, alpha: 1) // systemBlue is (0, 122, 255)
        withTemporaryArtifacts {
            withKnownIssue {
                assertSnapshot(of: card, named: "default", record: .never, testName: "card()")
            }
        }
        assertSnapshot(of: card, named: "default", record: .never, tolerance: .perceptual(deltaE: 1), testName: "card()")
    }

    @MainActor @Test func flingFilmedFromAClosure() {
        let feed = Feed()
        assertSnapshot(of: feed, at: [0, 0.25, 0.5], named: "animated-scroll") { recorder in
            feed.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
            recorder.runFrames(6)
        }
        #expect(feed.contentOffset.y == 200, "filmed to rest: 0.5 s is past the 0.3 s animation")
        #expect(feed.superview == nil, "taken out of the recording window again")
    }

    @Test func viewsAndImagesAttachAsPNGFiles() throws {
        let card = ProfileCard(name: "Ada Lovelace")
        card.layoutIfNeeded()
        let attachment = try Attachment(card, scale: 2, named: "card")
        #expect(attachment.preferredName == "card.png")
        let bytes = try attachment.withUnsafeBytes { Array($0) }
        let decoded = try PNGDecoder.decode(bytes)
        #expect(decoded.width == 320 && decoded.height == 120)
        Attachment.record(card, named: "card")
        Attachment.record(UIImage(bitmap: decoded, scale: 2), named: "card-image")
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e9, height: 1))
        #expect(throws: ViewAttachmentError.self) { try Attachment(huge) }
    }

    private func withTemporaryArtifacts(_ body: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cards-artifacts-\(UUID().uuidString)")
        setenv(SnapshotPaths.artifactsEnvironmentVariable, folder.path, 1)
        defer {
            unsetenv(SnapshotPaths.artifactsEnvironmentVariable)
            try? FileManager.default.removeItem(at: folder)
        }
        body()
    }
}
