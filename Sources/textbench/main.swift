// textbench: what a screen of text costs per frame. A frame lays out about 2,000 glyphs of
// wrapped English from scratch (TextLayout), clears the framebuffer and draws them
// (Canvas.drawGlyphs through the glyph cache). The peer, measured in the same run, draws
// the same layout with a cache that keeps nothing, so FreeType rasterizes every glyph
// every frame: the cost a renderer without a glyph cache pays.
//
// Usage: swift build -c release --product textbench && .build/release/textbench [frames]
import Foundation
import UIKit

let frames = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
let warmUp = 20

let font = UIFont.systemFont(ofSize: 15)
if let error = font.loadError {
    FileHandle.standardError.write(Data("textbench: \(error)\n".utf8))
    exit(1)
}

let sentence = "The quick brown fox jumps over the lazy dog, and the five boxing wizards jump quickly. "
let screen = CGSize(width: 1280, height: 800)
let margin: CGFloat = 20
/// Enough sentences for 2,000 glyphs (spaces draw nothing and are not counted).
var text = ""
while TextLayout(text: text, font: font, width: screen.width - 2 * margin).glyphs.count < 2000 {
    text += sentence
}
let reference = TextLayout(text: text, font: font, width: screen.width - 2 * margin)

/// Milliseconds of `body` per call: the median of `frames` calls after `warmUp` untimed.
func median(_ body: () -> Void) -> Double {
    for _ in 0..<warmUp { body() }
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    let clock = ContinuousClock()
    for _ in 0..<frames {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func report(_ name: String, _ ms: Double) {
    print(name.padding(toLength: 64, withPad: " ", startingAt: 0) + String(format: "%8.3f ms", ms))
}

print("textbench: \(reference.glyphs.count) glyphs in \(reference.lines.count) lines of \(font.fontName) "
      + "\(Int(font.pointSize)) pt, \(Int(screen.width)) x \(Int(screen.height)) pt, median of \(frames) frames")
for scale in [1, 2] as [CGFloat] {
    let bitmap = Bitmap(width: Int(screen.width * scale), height: Int(screen.height * scale))
    var canvas = Canvas(target: bitmap)
    canvas.scaleBy(x: scale, y: scale)
    let cached = GlyphCache(byteBudget: GlyphCache.defaultByteBudget)
    let uncached = GlyphCache(byteBudget: 0)
    let origin = CGPoint(x: margin, y: margin)
    let label = "scale \(Int(scale)) (\(bitmap.width) x \(bitmap.height) px)"

    report("\(label): layout", median {
        _ = TextLayout(text: text, font: font, width: screen.width - 2 * margin)
    })
    report("\(label): draw, glyph cache", median {
        bitmap.clear()
        reference.draw(at: origin, color: .black, in: canvas, cache: cached)
    })
    report("\(label): layout + draw, glyph cache (a frame)", median {
        let layout = TextLayout(text: text, font: font, width: screen.width - 2 * margin)
        bitmap.clear()
        layout.draw(at: origin, color: .black, in: canvas, cache: cached)
    })
    report("\(label): peer: layout + draw, no glyph cache", median {
        let layout = TextLayout(text: text, font: font, width: screen.width - 2 * margin)
        bitmap.clear()
        layout.draw(at: origin, color: .black, in: canvas, cache: uncached)
    })
    report("\(label): clear alone (included above)", median { bitmap.clear() })
}
