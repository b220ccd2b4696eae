import XCTest
@testable import Raster

final class SolidMaskKernelTests: XCTestCase {
    /// A deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix { var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt32 { UInt32(next() & 0xFF) }
        /// A valid premultiplied pixel (every colour channel at most alpha).
        mutating func premultiplied() -> UInt32 {
            let a = byte()
            return PremultipliedPixel.make(red: a == 0 ? 0 : byte() % (a + 1), green: a == 0 ? 0 : byte() % (a + 1),
                                           blue: a == 0 ? 0 : byte() % (a + 1), alpha: a)
        }
    }

    /// The real-valued over_n_8_8888: `s·m/255 + d·(1 − sa·m/255²)` per channel.
    func reference(_ s: UInt32, _ m: UInt8, _ d: UInt32, shift: UInt32) -> Double {
        let sc = Double(s >> shift & 0xFF), dc = Double(d >> shift & 0xFF)
        let sa = Double(s >> 24), mm = Double(m)
        return sc * mm / 255 + dc * (1 - sa * mm / (255 * 255))
    }

    func worstError(kernel: (UInt32, UnsafePointer<UInt8>, UnsafeMutablePointer<UInt32>, Int) -> Void,
                    opaque: Bool, cases: Int) -> Double {
        var rng = SplitMix(state: opaque ? 7 : 11)
        var worst = 0.0
        let count = 37 // not a multiple of 4: the tail runs too
        var mask = [UInt8](repeating: 0, count: count)
        var dst = [UInt32](repeating: 0, count: count)
        for _ in 0..<cases {
            var source = rng.premultiplied()
            if opaque { source |= 0xFF00_0000 }
            for i in 0..<count {
                // Mix runs of empty and full coverage with arbitrary levels.
                switch rng.next() % 4 {
                case 0: mask[i] = 0
                case 1: mask[i] = 255
                default: mask[i] = UInt8(rng.byte())
                }
                dst[i] = rng.premultiplied()
            }
            let before = dst
            mask.withUnsafeBufferPointer { m in
                dst.withUnsafeMutableBufferPointer { d in kernel(source, m.baseAddress!, d.baseAddress!, count) }
            }
            for i in 0..<count {
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let expected = reference(source, mask[i], before[i], shift: shift)
                    worst = max(worst, abs(Double(dst[i] >> shift & 0xFF) - expected))
                }
                XCTAssertLessThanOrEqual(dst[i] >> 16 & 0xFF, dst[i] >> 24, "result stays premultiplied")
            }
        }
        return worst
    }

    func testGeneralKernelMatchesFloatReferenceWithinHalfALevel() {
        XCTAssertLessThanOrEqual(worstError(kernel: SolidMaskKernel.over, opaque: false, cases: 4000), 0.5 + 1e-9)
    }

    func testOpaqueKernelMatchesFloatReferenceWithinOneLevel() {
        XCTAssertLessThanOrEqual(worstError(kernel: SolidMaskKernel.overOpaque, opaque: true, cases: 4000), 1.0)
    }

    func testOpaqueFastPathAgreesWithGeneralPathWithinOneLevel() {
        var rng = SplitMix(state: 3)
        let count = 103
        for _ in 0..<500 {
            let source = rng.premultiplied() | 0xFF00_0000
            let mask = (0..<count).map { _ in rng.next() % 3 == 0 ? UInt8(255) : UInt8(rng.byte()) }
            var a = (0..<count).map { _ in rng.premultiplied() }
            var b = a
            mask.withUnsafeBufferPointer { m in
                a.withUnsafeMutableBufferPointer { SolidMaskKernel.overOpaque(source, m.baseAddress!, $0.baseAddress!, count) }
                b.withUnsafeMutableBufferPointer { SolidMaskKernel.over(source, m.baseAddress!, $0.baseAddress!, count) }
            }
            for (x, y) in zip(a, b) {
                for shift in [0, 8, 16, 24] as [UInt32] {
                    XCTAssertLessThanOrEqual(abs(Int(x >> shift & 0xFF) - Int(y >> shift & 0xFF)), 1)
                }
                XCTAssertEqual(x >> 24, y >> 24, "alpha is exact in both")
            }
        }
    }

    func testEmptyCoverageLeavesPixelsAndFullCoverageOfOpaqueSourceReplacesThem() {
        let mask: [UInt8] = [0, 0, 0, 0, 255, 255, 255, 255, 0]
        var dst = [UInt32](repeating: 0x8040_2010, count: mask.count)
        mask.withUnsafeBufferPointer { m in
            dst.withUnsafeMutableBufferPointer { SolidMaskKernel.overOpaque(0xFF11_2233, m.baseAddress!, $0.baseAddress!, mask.count) }
        }
        XCTAssertEqual(dst, [0x8040_2010, 0x8040_2010, 0x8040_2010, 0x8040_2010,
                             0xFF11_2233, 0xFF11_2233, 0xFF11_2233, 0xFF11_2233, 0x8040_2010])
    }
}
