import Foundation
import Raster
import UIKit

/// What layer effects cost in a 1920 x 1080 frame of 24 rounded cards (300 x 160 pt,
/// radius 16, two subviews each): without shadows, with shadows from the cards' drawing
/// (cached: a static frame casts nothing), and with every shadow recast (the cost of a
/// frame where each card changed). Pixman has no blur, so the blur kernel's peer is the
/// same three boxes done plainly (a sum over each box per pixel, floating point) on the
/// same alpha shape.
enum LayerBenchmarks {
    static func run() {
        print("layers, 1920 x 1080 frame of 24 rounded cards, median ms:")
        let plainWindow = window(shadows: false), shadowWindow = window(shadows: true)
        let plain = FrameCompositor(window: plainWindow), shadowed = FrameCompositor(window: shadowWindow)
        plain.renderFrame()
        shadowed.renderFrame()
        let cards = shadowWindow.subviews
        let times = interleavedMedians([
            { plain.invalidateAll(); plain.renderFrame() },
            { shadowed.invalidateAll(); shadowed.renderFrame() },
            {
                // Each card's drawing changed: every shadow is cast again.
                for card in cards { card.subviews[0].backgroundColor = card.subviews[0].backgroundColor == .systemBlue ? .systemTeal : .systemBlue }
                shadowed.invalidateAll()
                shadowed.renderFrame()
            },
        ])
        print(String(format: "  no shadows %.2f ms, cached shadows %.2f ms (%.2fx), every shadow recast %.2f ms (%.2fx)",
                     times[0], times[1], times[1] / times[0], times[2], times[2] / times[0]))

        // The blur alone: one card's shadow shape at σ 6 px.
        let blur = BoxBlur(sigma: 6)
        let s = blur.spread
        var shape = AlphaMask(width: 300 + 2 * s, height: 160 + 2 * s)
        for y in s..<(s + 160) { for x in s..<(s + 300) { shape[x, y] = 255 } }
        var mask = shape, scratch: [UInt32] = []
        var plainValues = [Double](), plainScratch = [Double]()
        let blurs = interleavedMedians(prepare: { mask = shape }, [
            { blur.apply(to: &mask, scratch: &scratch) },
            { plainBoxes(shape, blur, into: &plainValues, scratch: &plainScratch) },
        ])
        print(String(format: "  three-box blur of a 300 x 160 card at sigma 6: %.3f ms, plain boxes %.3f ms (%.2fx)",
                     blurs[0], blurs[1], blurs[0] / blurs[1]))
    }

    private static func window(shadows: Bool) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        window.backgroundColor = .systemGray6
        for i in 0..<24 {
            let card = UIView(frame: CGRect(x: 30 + CGFloat(i % 6) * 315, y: 40 + CGFloat(i / 6) * 260, width: 300, height: 160))
            card.backgroundColor = .white
            card.layer.cornerRadius = 16
            if shadows {
                card.layer.shadowColor = UIColor.black.cgColor
                card.layer.shadowOpacity = 0.3
                card.layer.shadowOffset = CGSize(width: 0, height: 6)
                card.layer.shadowRadius = 6
            }
            let badge = UIView(frame: CGRect(x: 16, y: 16, width: 48, height: 48))
            badge.backgroundColor = .systemBlue
            badge.layer.cornerRadius = 24
            card.addSubview(badge)
            let line = UIView(frame: CGRect(x: 80, y: 30, width: 190, height: 12))
            line.backgroundColor = .systemGray4
            card.addSubview(line)
            window.addSubview(card)
        }
        return window
    }

    /// The peer: each box as a plain sum over its window for every pixel.
    private static func plainBoxes(_ mask: AlphaMask, _ blur: BoxBlur, into values: inout [Double], scratch: inout [Double]) {
        let w = mask.width, h = mask.height
        values = mask.values.map(Double.init)
        scratch = values
        for horizontal in [true, false] {
            for box in blur.boxes {
                for y in 0..<h {
                    for x in 0..<w {
                        var sum = 0.0
                        for k in -box.before...box.after {
                            let xx = horizontal ? x + k : x, yy = horizontal ? y : y + k
                            if xx >= 0, xx < w, yy >= 0, yy < h { sum += values[yy * w + xx] }
                        }
                        scratch[y * w + x] = sum / Double(box.size)
                    }
                }
                swap(&values, &scratch)
            }
        }
    }
}
