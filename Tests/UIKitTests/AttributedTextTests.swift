import XCTest
@testable import UIKit

/// `UILabel.attributedText` and `AttributedTextLayout`: runs of fonts, colours and kerning
/// on shared lines, paragraph styles, shadows, and coherence with `text`.
final class AttributedTextTests: XCTestCase {
    typealias T = TextTestSupport

    func testARunInAnotherFontIsMeasuredInItAndSharesTheLine() throws {
        let body = try T.systemFont(17), big = try T.systemFont(34, bold: true)
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.font: body])
        text.append(NSAttributedString(string: "World", attributes: [.font: big]))
        let layout = AttributedTextLayout(text, font: body, color: .black)
        XCTAssertEqual(layout.lines.count, 1)
        // "Hello " with its space (no kerning after a space), then "World" in its own font.
        let hello = TextLayout(text: "Hello x", font: body).size.width - TextLayout(text: "x", font: body).size.width
        let expected = hello + TextLayout(text: "World", font: big).size.width
        XCTAssertEqual(layout.size.width, expected, accuracy: 1e-6)
        XCTAssertEqual(layout.lines[0].height, big.lineHeight, accuracy: 1e-9, "the tallest font's line")
        XCTAssertEqual(layout.lines[0].baseline, big.ascender, accuracy: 1e-9)
        XCTAssertEqual(layout.runs.count, 2)
        XCTAssertEqual(layout.runs[1].font, big)
        XCTAssertEqual(layout.runs[0].glyphs.first?.position.y, layout.runs[1].glyphs.first?.position.y, "one baseline")
    }

    func testANoBreakSpaceAtTheEndIsMeasuredAndABreakingOneHangs() throws {
        let font = try T.systemFont()
        func width(_ s: String) -> CGFloat {
            AttributedTextLayout(NSAttributedString(string: s, attributes: [.font: font]), font: font, color: .black).size.width
        }
        XCTAssertEqual(width("Hello\u{00A0}"), TextLayout(text: "Hello\u{00A0}", font: font).size.width, accuracy: 1e-9)
        XCTAssertGreaterThan(width("Hello\u{00A0}"), width("Hello") + 5, "651 units of 2048 at 17 pt")
        XCTAssertEqual(width("Hello  "), width("Hello"), accuracy: 1e-9)
    }

    func testKernAddsPointsAfterEachCharacterButNotTheLineEnd() throws {
        let font = try T.systemFont()
        let plain = AttributedTextLayout(NSAttributedString(string: "ABCD", attributes: [.font: font]), font: font, color: .black)
        let kerned = AttributedTextLayout(NSAttributedString(string: "ABCD", attributes: [.font: font, .kern: 2]),
                                          font: font, color: .black)
        XCTAssertEqual(kerned.size.width - plain.size.width, 6, accuracy: 1e-9, "three gaps of 2 pt")
        XCTAssertEqual(kerned.runs[0].glyphs[3].position.x - plain.runs[0].glyphs[3].position.x, 6, accuracy: 1e-9)
        let tight = AttributedTextLayout(NSAttributedString(string: "ABCD", attributes: [.kern: NSNumber(value: -1.5)]),
                                         font: font, color: .black)
        XCTAssertEqual(tight.size.width - plain.size.width, -4.5, accuracy: 1e-9)
    }

    func testRunsWrapTogetherAndLineSpacingAndAlignmentComeFromTheParagraphStyle() throws {
        let font = try T.systemFont()
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.alignment = .center
        let text = NSMutableAttributedString(string: "one two ", attributes: [.font: font, .paragraphStyle: style])
        text.append(NSAttributedString(string: "three four", attributes: [.font: font, .foregroundColor: UIColor.red,
                                                                           .paragraphStyle: style]))
        let width = TextLayout(text: "one two three", font: font).size.width + 1
        let layout = AttributedTextLayout(text, font: font, color: .black, width: width)
        XCTAssertEqual(layout.lines.map(\.text), ["one two three", "four"])
        XCTAssertEqual(layout.lines[1].top, font.lineHeight + 6, accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, 2 * font.lineHeight + 6, accuracy: 1e-9)
        let four = TextLayout(text: "four", font: font).size.width
        XCTAssertEqual(layout.lines[1].x, (width - four) / 2, accuracy: 1e-9, "centred")
        XCTAssertEqual(layout.runs.map(\.color), [.black, .red, .red], "the red run continues on line two")
    }

    func testTailTruncationWithALineLimit() throws {
        let font = try T.systemFont()
        let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: font])
        let layout = AttributedTextLayout(text, font: font, color: .black, width: 100, maximumNumberOfLines: 2,
                                          lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertTrue(layout.lines[1].text.hasSuffix("\u{2026}"), layout.lines[1].text)
        XCTAssertLessThanOrEqual(layout.lines[1].width, 100)
        let plain = TextLayout(text: text.string, font: font, width: 100, maximumNumberOfLines: 2, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(layout.lines.map(\.text), plain.lines.map(\.text), "the same text as a plain label")
    }

    func testLabelTextAndAttributedTextStayCoherent() throws {
        let font = try T.systemFont(20)
        let label = UILabel()
        label.text = "plain"
        XCTAssertEqual(label.attributedText?.string, "plain")
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, label.font)
        label.attributedText = NSAttributedString(string: "rich", attributes: [.font: font, .kern: 3])
        XCTAssertEqual(label.text, "rich")
        XCTAssertEqual(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int, 3)
        label.textColor = .blue
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor, .blue,
                       "textColor applies to the whole attributed string")
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, font)
        label.text = "plain again"
        XCTAssertNil(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil), "text replaces the attributes")
        label.attributedText = nil
        XCTAssertNil(label.text)
    }

    func testIntrinsicContentSizeAndSizeThatFitsCountAttributes() throws {
        let font = try T.systemFont()
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Wide", attributes: [.font: font, .kern: 10])
        let plain = TextLayout(text: "Wide", font: font).size
        let scale = UIScreen.main.scale
        XCTAssertEqual(label.intrinsicContentSize.width, ((plain.width + 30) * scale).rounded(.up) / scale)
        label.numberOfLines = 0
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        label.attributedText = NSAttributedString(string: "a\nb", attributes: [.font: font, .paragraphStyle: style])
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 200, height: 0)).height,
                       ((2 * font.lineHeight + 4) * scale).rounded(.up) / scale)
    }

    func testRunsDrawInTheirColoursWithASharpShadow() throws {
        let font = try T.systemFont(30, bold: true)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 3)
        shadow.shadowColor = UIColor.green
        let text = NSMutableAttributedString(string: "II", attributes: [.font: font, .foregroundColor: UIColor.red,
                                                                        .shadow: shadow])
        text.append(NSAttributedString(string: "II", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        label.attributedText = text
        let bitmap = label.renderedBitmap()
        let layout = try XCTUnwrap(label.attributedTextLayout(width: 120, lines: 1))
        let top = (40 - layout.size.height) / 2
        let baseline = Int((top + layout.lines[0].baseline).rounded())
        // Middle of the first and the last "I" stems, half-way up the capitals.
        let firstX = Int(layout.runs[0].glyphs[0].position.x + 4)
        let midY = baseline - 10
        func rgb(_ p: UInt32) -> UInt32 { p & 0xFF_FFFF }
        var reds = 0, blues = 0, greens = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 == 255 {
                switch rgb(bitmap[x, y]) {
                case 0xFF0000: reds += 1
                case 0x0000FF: blues += 1
                case 0x00FF00: greens += 1
                default: break
                }
            }
        }
        XCTAssertGreaterThan(reds, 50)
        XCTAssertGreaterThan(blues, 50)
        XCTAssertGreaterThan(greens, 10, "the shadow shows below the red run")
        XCTAssertEqual(rgb(bitmap[firstX, midY]) & 0xFF0000, 0xFF0000, "red run on top of its shadow")
        // Just below the red capitals' baseline the shadow (3 pt down) is all that is drawn.
        XCTAssertEqual(rgb(bitmap[firstX, baseline + 1]), 0x00FF00)
        let blurred = NSShadow()
        blurred.shadowBlurRadius = 4
        blurred.shadowOffset = CGSize(width: 0, height: 3)
        blurred.shadowColor = UIColor.green
        label.attributedText = NSAttributedString(string: "II", attributes: [.font: font, .shadow: blurred])
        let noBlur = label.renderedBitmap()
        XCTAssertNotEqual(rgb(noBlur[firstX, baseline + 1]), 0x00FF00, "a blurred shadow is not drawn sharp")
    }

    /// A blurred shadow is the sharp shadow's shape blurred as a Gaussian of σ = half the blur
    /// radius: compared with a float Gaussian of the sharp shadow's alpha, pixel by pixel.
    func testABlurredShadowIsTheSharpShapeBlurredByAGaussianOfHalfTheRadius() throws {
        let font = try T.systemFont(30, bold: true)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        func shadowAlpha(blur: CGFloat) -> [Double] {
            let shadow = NSShadow()
            shadow.shadowOffset = .zero
            shadow.shadowBlurRadius = blur
            shadow.shadowColor = UIColor.black
            // Clear glyphs: the picture is the shadow alone.
            label.attributedText = NSAttributedString(string: "I", attributes: [.font: font, .shadow: shadow,
                                                                                  .foregroundColor: UIColor.clear])
            let bitmap = label.renderedBitmap()
            XCTAssertEqual(bitmap.width, 80)
            return (0..<(80 * 60)).map { Double(bitmap[$0 % 80, $0 / 80] >> 24) }
        }
        let sharp = shadowAlpha(blur: 0), blurred = shadowAlpha(blur: 4)
        let sigma = 2.0, reach = 7
        let kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        func convolve(_ plane: [Double], dx: Int, dy: Int) -> [Double] {
            (0..<plane.count).map { i in
                let x = i % 80, y = i / 80
                var sum = 0.0
                for (k, w) in kernel.enumerated() {
                    let sx = x + (k - reach) * dx, sy = y + (k - reach) * dy
                    if sx >= 0, sx < 80, sy >= 0, sy < 60 { sum += w * plane[sy * 80 + sx] }
                }
                return sum / total
            }
        }
        let reference = convolve(convolve(sharp, dx: 1, dy: 0), dx: 0, dy: 1)
        let worst = zip(blurred, reference).map { abs($0 - $1) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 0.05 * 255, "three boxes within 5% (of full coverage) of the Gaussian")
        XCTAssertGreaterThan(sharp.max() ?? 0, 250, "the sharp shadow is the solid stem")
        XCTAssertLessThan(blurred.max() ?? 255, (sharp.max() ?? 0) - 10, "blurring lowers a thin stem's peak")
        let mass = (sharp.reduce(0, +), blurred.reduce(0, +))
        XCTAssertEqual(mass.1 / mass.0, 1, accuracy: 0.03, "a blur moves coverage, it does not add or lose it")
        let spreadPixels = zip(sharp, blurred).filter { $0.0 == 0 && $0.1 > 8 }.count
        XCTAssertGreaterThan(spreadPixels, 100, "the shadow reaches beyond the glyph's own pixels")
    }

    func testAParagraphStylesLineBreakModeWinsOverTheLabels() throws {
        let font = try T.systemFont()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        label.numberOfLines = 2
        let long = "The quick brown fox jumps over the lazy dog"
        label.attributedText = NSAttributedString(string: long, attributes: [.font: font])
        XCTAssertEqual(label.attributedTextLayout(width: 100, lines: 2)?.lines.last?.text.hasSuffix("\u{2026}"), true,
                       "the label's tail truncation")
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        label.attributedText = NSAttributedString(string: long, attributes: [.font: font, .paragraphStyle: style])
        let wrapped = try XCTUnwrap(label.attributedTextLayout(width: 100, lines: 2))
        XCTAssertFalse(wrapped.lines.last!.text.hasSuffix("\u{2026}"), "a style's default word wrapping, as on iOS")
        XCTAssertTrue(wrapped.isTruncated, "still more text than lines")
    }
}
