import Foundation

/// A small deterministic generator (SplitMix64) for tests' random scenes.
struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1, in steps of 1/10,000.
    mutating func unit() -> CGFloat { CGFloat(next() % 10_000) / 10_000 }
    /// True with probability `p`.
    mutating func chance(_ p: CGFloat) -> Bool { unit() < p }
    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    /// A coordinate in `range`: whole half the time, else off the pixel grid.
    mutating func coordinate(_ range: ClosedRange<CGFloat>) -> CGFloat {
        let v = range.lowerBound + unit() * (range.upperBound - range.lowerBound)
        return chance(0.5) ? v.rounded() : (v * 4).rounded() / 4 + 0.13
    }
}
