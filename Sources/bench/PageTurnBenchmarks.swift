import Foundation
import PagerKit
import UIKit

/// A page turn's cost: a 1920 x 1080 pager frame (generated pages: a colour, a big number,
/// a title and text) composited in full at rest, and mid-turn, when two pages each show
/// half; and the frames of turns animating one after another (the animation stepped, then
/// the frame composited from its damage, as a window does). Both pages fully composited
/// would be at most 2x the rest frame; halves of two pages should cost about one.
enum PageTurnBenchmarks {
    static let size = CGSize(width: 1920, height: 1080)

    static func run() {
        print("page turn, 1920 x 1080 pager frame, median ms:")
        let rest = pagerHost()
        let midTurn = pagerHost()
        midTurn.pager.show(page: 1)
        midTurn.host.runFrames(9)
        let turning = pagerHost()
        var forward = true, inTurn = false
        let times = interleavedMedians([
            {
                rest.host.compositor.invalidateAll()
                rest.host.renderFrame()
            },
            {
                midTurn.host.compositor.invalidateAll()
                midTurn.host.renderFrame()
            },
            {
                // A new turn as soon as the last one lands: every sample is a turning frame.
                if !inTurn {
                    inTurn = true
                    let pageViewController = turning.pager.pageViewController
                    pageViewController.setViewControllers([turning.pager.book.page(at: forward ? 1 : 0)],
                                                          direction: forward ? .forward : .reverse,
                                                          animated: true) { _ in inTurn = false }
                    forward.toggle()
                }
                turning.host.step()
                turning.host.renderFrame()
            },
        ])
        print(String(format: "  at rest %.2f ms, mid-turn %.2f ms, a frame of an animating turn %.2f ms", times[0],
                     times[1], times[2]))
        print(String(format: "  mid-turn / at rest %.2fx, animating frame / at rest %.2fx (target: at most 2x)",
                     times[1] / times[0], times[2] / times[0]))
    }

    private static func pagerHost() -> (host: HeadlessHost, pager: PagerController) {
        let host = HeadlessHost(size: size)
        let pager = PagerController(book: PagerBook(.generated(count: 12), vertical: false), spacing: 0)
        host.window.rootViewController = pager
        host.step()
        host.renderFrame()
        return (host, pager)
    }
}
