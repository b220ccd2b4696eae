import XCTest
@testable import Raster

final class ColorTests: XCTestCase {
    func testMulDiv255IsExactRoundingForEveryPair() {
        for a in 0...255 {
            for b in 0...255 {
                let exact = UInt32((Double(a * b) / 255).rounded())
                XCTAssertEqual(mulDiv255(UInt32(a), UInt32(b)), exact, "\(a) * \(b)")
            }
        }
    }

    func testPremultiplyRoundsToNearest() {
        let c = Color(red: 255, green: 128, blue: 1, alpha: 128)
        // 255·128/255 = 128, 128·128/255 = 64.25 → 64, 1·128/255 = 0.502 → 1.
        XCTAssertEqual(c.premultiplied, 0x80_80_40_01)
        XCTAssertEqual(Color(red: 10, green: 20, blue: 30, alpha: 0).premultiplied, 0)
        XCTAssertEqual(Color.white.premultiplied, 0xFFFF_FFFF)
    }

    func testUnpremultiplyRoundTripsOpaqueAndRoundsTranslucent() {
        for v in 0...255 {
            let c = Color(red: UInt8(v), green: UInt8(255 - v), blue: UInt8(v / 2))
            XCTAssertEqual(Color(premultiplied: c.premultiplied), c)
        }
        // Premultiplied 64 at alpha 128 is 64·255/128 = 127.5 → 128.
        XCTAssertEqual(Color(premultiplied: 0x80_40_40_40).red, 128)
        XCTAssertEqual(Color(premultiplied: 0x00_12_34_56), Color.clear)
    }

    func testSourceOverMatchesFloatFormula() {
        var worst = 0.0
        for sa in stride(from: 0, through: 255, by: 5) {
            for da in stride(from: 0, through: 255, by: 17) {
                let src = PremultipliedPixel.make(red: UInt32(sa) * 3 / 4, green: UInt32(sa), blue: 0, alpha: UInt32(sa))
                let dst = PremultipliedPixel.make(red: UInt32(da), green: UInt32(da) / 2, blue: UInt32(da), alpha: UInt32(da))
                let out = PremultipliedPixel.sourceOver(src, dst)
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let s = Double(src >> shift & 0xFF), d = Double(dst >> shift & 0xFF)
                    let expected = s + d * (255 - Double(sa)) / 255
                    worst = max(worst, abs(Double(out >> shift & 0xFF) - expected))
                }
            }
        }
        XCTAssertLessThanOrEqual(worst, 0.5 + 1e-9)
    }
}
