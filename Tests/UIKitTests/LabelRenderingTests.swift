import XCTest
@testable import UIKit

/// Rendering checks on `LabelScenes`, by pixel inspection of `renderedBitmap(scale:)`.
final class LabelRenderingTests: XCTestCase {
    typealias T = TextTestSupport

    override func setUpWithError() throws {
        _ = try T.systemFont()
    }

    func testAlignmentsPlaceTheInkAtTheLeftCentreAndRight() {
        let bitmap = LabelScenes.alignments().root.renderedBitmap()
        let rows = (0..<3).map { T.inkBounds(bitmap, in: PixelRect(x: 0, y: $0 * 30, width: 300, height: 30)) }
        XCTAssertTrue(rows.allSatisfy { !$0.isEmpty })
        XCTAssertTrue((0...2).contains(rows[0].x), "\(rows[0])")
        XCTAssertEqual(Double(rows[1].x + rows[1].maxX) / 2, 150, accuracy: 2, "\(rows[1])")
        XCTAssertTrue((298...300).contains(rows[2].maxX), "\(rows[2])")
        XCTAssertEqual(rows[0].width, rows[2].width, accuracy: 1, "the same text")
    }

    func testTextIsCentredVerticallyWithTheBaselineOnAPixel() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "HH"
        let font = try T.systemFont()
        let ink = T.inkBounds(label.renderedBitmap())
        // Line box top (60 - 19.79) / 2 = 20.11, baseline 20.11 + 15.78 = 35.89, drawn at 36.
        let baseline = Int(((60 - font.lineHeight) / 2 + font.ascender).rounded())
        XCTAssertEqual(baseline, 36)
        XCTAssertEqual(ink.maxY, baseline, "capitals stand on the baseline")
        XCTAssertEqual(CGFloat(ink.height), font.capHeight, accuracy: 1)
    }

    func testNothingIsDrawnOutsideTheLabelsBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        for (i, mode) in [NSLineBreakMode.byClipping, .byCharWrapping].enumerated() {
            let label = UILabel(frame: CGRect(x: 50, y: 10 + CGFloat(i) * 30, width: 60, height: 12))
            label.text = "Wide text that does not fit in sixty points"
            label.lineBreakMode = mode
            label.font = .systemFont(ofSize: 20)
            root.addSubview(label)
        }
        let bitmap = root.renderedBitmap()
        let labels = [PixelRect(x: 50, y: 10, width: 60, height: 12), PixelRect(x: 50, y: 40, width: 60, height: 12)]
        var inside = 0
        for y in 0..<80 {
            for x in 0..<200 where bitmap[x, y] >> 24 != 0 {
                let hit = labels.contains { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }
                XCTAssertTrue(hit, "ink at (\(x), \(y)) outside the labels")
                inside += 1
            }
        }
        XCTAssertGreaterThan(inside, 100, "the labels do draw")
    }

    func testWrappingDrawsOneBandOfInkPerLine() throws {
        let scene = LabelScenes.wrapping()
        let label = scene.labels[0]
        let layout = label.textLayout(width: 160, lines: label.lineLimit(forHeight: 120, maximum: 0))
        XCTAssertEqual(layout.lines.map(\.text), ["The quick brown", "fox jumps over the", "lazy dog"])
        let bitmap = scene.root.renderedBitmap()
        // Rows with ink form one band per line.
        var bands = 0, inInk = false
        for y in 0..<120 {
            let ink = (0..<160).contains { bitmap[$0, y] >> 24 != 0 }
            if ink && !inInk { bands += 1 }
            inInk = ink
        }
        XCTAssertEqual(bands, 3)
        XCTAssertLessThanOrEqual(T.inkBounds(bitmap).maxX, 160)
    }

    func testTruncatedLabelsDrawExactlyTheirTruncatedText() {
        let scene = LabelScenes.truncation()
        let bitmap = scene.root.renderedBitmap()
        var shown: [String] = []
        for (i, label) in scene.labels.enumerated() {
            let text = label.textLayout(width: 160, lines: 1).lines[0].text
            shown.append(text)
            // The same characters set in a label wide enough not to truncate draw the same pixels.
            let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 30))
            plain.text = text
            let reference = plain.renderedBitmap()
            for y in 0..<30 {
                for x in 0..<160 {
                    XCTAssertEqual(bitmap[x, i * 30 + y], reference[x, y], "\(text) at (\(x), \(y))")
                }
            }
        }
        XCTAssertTrue(shown[0].hasPrefix("…") && shown[0].hasSuffix("lazy dog"), shown[0])
        XCTAssertEqual(shown[1], "The quic…azy dog", "characters taken from both ends in turn")
        XCTAssertTrue(shown[2].hasPrefix("The quick") && shown[2].hasSuffix("…"), shown[2])
    }

    func testColoursOnTransparentBackgrounds() {
        let scene = LabelScenes.colours()
        let bitmap = scene.root.renderedBitmap()
        let red = Color(red: 204, green: 26, blue: 26)
        var solid = 0
        for y in 0..<60 {
            for x in 0..<120 {
                let p = bitmap[x, y], a = p >> 24
                guard a != 0 else { continue }
                if a == 255 { XCTAssertEqual(p, red.premultiplied); solid += 1 }
                XCTAssertEqual(Double(p >> 8 & 0xFF), Double(a) * 26 / 255, accuracy: 1, "a shade of the same red")
            }
        }
        XCTAssertGreaterThan(solid, 400, "48 pt bold has solid interiors in exactly the text colour")
        // Green's interior at 17 pt: the most covered pixels are the colour itself.
        let greenInk = (0..<60).flatMap { y in (120..<240).map { bitmap[$0, y] } }.filter { $0 >> 24 != 0 }
        XCTAssertGreaterThan(greenInk.count, 100, "the 17 pt green label drew")
        let green = greenInk.filter { $0 >> 24 == 255 }
        XCTAssertGreaterThan(green.count, 10, "17 pt text still has fully covered pixels")
        XCTAssertTrue(green.allSatisfy { $0 == Color(red: 0, green: 153, blue: 51).premultiplied })
        // Half-transparent blue and a half-alpha view: no pixel more than half opaque.
        for (area, name) in [(PixelRect(x: 0, y: 70, width: 120, height: 70), "blue"),
                             (PixelRect(x: 120, y: 70, width: 120, height: 70), "faded")] {
            var alphas = Set<UInt32>()
            for y in area.y..<area.maxY { for x in area.x..<area.maxX { alphas.insert(bitmap[x, y] >> 24) } }
            XCTAssertEqual(alphas.max(), 128, name)
        }
        XCTAssertEqual(bitmap[60, 65], 0, "between the labels stays transparent")
    }

    func testScaleTwoRendersGlyphsTwiceAsTall() {
        let scene = LabelScenes.hiDPI()
        let one = T.inkBounds(scene.root.renderedBitmap(scale: 1))
        let twoBitmap = scene.root.renderedBitmap(scale: 2)
        let two = T.inkBounds(twoBitmap)
        XCTAssertEqual(twoBitmap.width, 240)
        XCTAssertEqual(Double(two.height), Double(one.height) * 2, accuracy: 2, "\(one) \(two)")
        XCTAssertEqual(Double(two.width), Double(one.width) * 2, accuracy: 3, "\(one) \(two)")
        // Rendered at 48 px, not magnified: the S's vertical strokes have solid pixels.
        let solid = (0..<twoBitmap.height).flatMap { y in (0..<twoBitmap.width).map { twoBitmap[$0, y] >> 24 } }
            .filter { $0 == 255 }.count
        XCTAssertGreaterThan(solid, 300)
    }

    func testScriptsDrawAndMissingCharactersShowBoxes() throws {
        let scene = LabelScenes.scripts()
        let label = scene.labels[0]
        let layout = label.textLayout(width: 400, lines: 2)
        XCTAssertEqual(layout.lines.map(\.text), ["Crème brûlée · Ωμέγα · Жёлтый", "漢字 👍🏽"])
        let firstLine = layout.glyphs[layout.lines[0].glyphRange]
        XCTAssertFalse(firstLine.contains { $0.glyph == 0 }, "DejaVu covers Latin, Greek and Cyrillic")
        XCTAssertEqual(layout.glyphs[layout.lines[1].glyphRange].map(\.glyph), [0, 0, 0], "three boxes")
        let bitmap = scene.root.renderedBitmap()
        let top = T.inkBounds(bitmap, in: PixelRect(x: 0, y: 0, width: 400, height: 30))
        let bottom = T.inkBounds(bitmap, in: PixelRect(x: 0, y: 30, width: 400, height: 30))
        XCTAssertGreaterThan(top.width, 200)
        XCTAssertGreaterThan(bottom.width, 25)
    }
}
