import Foundation
import Raster
import UIKit

/// The view tree's cost: a frame costs what is visible, not what exists. A clipping
/// scroll view holds rows of 108 pt (ten fill the 1080-pt frame); it is measured with 20
/// rows and with 10,000, scrolled to the middle, and the ratio printed. A scrolling step
/// redraws through the compositor's damage tracking, as a real frame does.
enum TreeBenchmarks {
    static func run() {
        print("view tree, 1920 x 1080 frame, median ms (rows of 108 pt, 10 visible):")
        var results: [(Int, Double, Double)] = []
        for count in [20, 10_000] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
            let scroll = UIScrollView(frame: window.bounds)
            scroll.showsVerticalScrollIndicator = false
            for i in 0..<count {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 108, width: 1920, height: 108))
                row.backgroundColor = i % 2 == 0 ? .white : .lightGray
                let dot = UIView(frame: CGRect(x: 20, y: 34, width: 40, height: 40))
                dot.backgroundColor = .systemBlue
                row.addSubview(dot)
                scroll.addSubview(row)
            }
            scroll.contentSize = CGSize(width: 1920, height: CGFloat(count) * 108)
            window.addSubview(scroll)
            scroll.contentOffset.y = CGFloat(count / 2) * 108 - 540
            let compositor = FrameCompositor(window: window)
            compositor.renderFrame()
            var step: CGFloat = 1
            let times = interleavedMedians([
                { ViewRenderer.render(window, into: compositor.frame) },
                {
                    scroll.contentOffset.y += step
                    step = -step
                    compositor.renderFrame()
                },
            ])
            results.append((count, times[0], times[1]))
            print(String(format: "  %6d rows: full frame %.2f ms, scroll step %.2f ms", count, times[0],
                         times[1]))
        }
        let few = results[0], many = results[1]
        print(String(format: "  10,000 rows / 20 rows: full frame %.2fx, scroll step %.2fx (target: about 1x)",
                     many.1 / few.1, many.2 / few.2))
    }
}
