import Foundation

// Horizontal pass: one source row in, one Q7 row of the destination span's width out
// (four UInt16 lanes per pixel). Which kernel runs is decided once per draw.

extension ImageKernels {
    /// General form: output pixel `k` sums `2 * pairs` texels from `source[starts[k]]` on,
    /// read two adjacent texels at a time, weighted by `weightPairs[k * pairs + p]`
    /// (`pairWeights` lanes). `source` must hold every texel a window reaches.
    static func horizontalPairs(_ source: UnsafePointer<UInt32>, starts: UnsafePointer<Int32>,
                                weightPairs: UnsafePointer<SIMD8<UInt16>>, pairs: Int,
                                count: Int, into h: UnsafeMutablePointer<UInt16>) {
        // Bilinear (one pair) is the hot case; keep its loop free of the inner loop.
        if pairs == 1 {
            for k in 0..<count {
                let texels = widenedHigh(loadPair(source + Int(starts[k])))
                store(foldHalves(mulhi(texels, weightPairs[k])), h, k)
            }
            return
        }
        // Two pairs: box windows of up to 4 texels, minifying by 1 to 2x from a mip level.
        if pairs == 2 {
            for k in 0..<count {
                let first = source + Int(starts[k])
                let w = weightPairs + 2 &* k
                let sum = mulhi(widenedHigh(loadPair(first)), w[0]) &+ mulhi(widenedHigh(loadPair(first + 2)), w[1])
                store(foldHalves(sum), h, k)
            }
            return
        }
        for k in 0..<count {
            let first = source + Int(starts[k])
            let w = weightPairs + k &* pairs
            var sum = SIMD8<UInt16>.zero
            for p in 0..<pairs {
                sum &+= mulhi(widenedHigh(loadPair(first + 2 &* p)), w[p])
            }
            store(foldHalves(sum), h, k)
        }
    }

    /// `horizontalPairs` for two source rows at once (`pairs` 1 or 2): each column's start
    /// and weights are loaded once for both, which saves about a sixth of the work when
    /// minifying, where most output rows need two new source rows.
    static func horizontalPairs(_ source0: UnsafePointer<UInt32>, _ source1: UnsafePointer<UInt32>,
                                starts: UnsafePointer<Int32>, weightPairs: UnsafePointer<SIMD8<UInt16>>,
                                pairs: Int, count: Int,
                                into h0: UnsafeMutablePointer<UInt16>, _ h1: UnsafeMutablePointer<UInt16>) {
        precondition(pairs == 1 || pairs == 2, "horizontalPairs: two rows take windows of 2 or 4 texels")
        if pairs == 1 {
            for k in 0..<count {
                let s = Int(starts[k]), w = weightPairs[k]
                store(foldHalves(mulhi(widenedHigh(loadPair(source0 + s)), w)), h0, k)
                store(foldHalves(mulhi(widenedHigh(loadPair(source1 + s)), w)), h1, k)
            }
            return
        }
        for k in 0..<count {
            let s = Int(starts[k])
            let w0 = weightPairs[2 &* k], w1 = weightPairs[2 &* k &+ 1]
            let a = mulhi(widenedHigh(loadPair(source0 + s)), w0) &+ mulhi(widenedHigh(loadPair(source0 + (s &+ 2))), w1)
            let b = mulhi(widenedHigh(loadPair(source1 + s)), w0) &+ mulhi(widenedHigh(loadPair(source1 + (s &+ 2))), w1)
            store(foldHalves(a), h0, k)
            store(foldHalves(b), h1, k)
        }
    }

    /// Any window width, one texel at a time (for sources narrower than an even window):
    /// output pixel `k` sums `taps` texels from `source[starts[k]]` on, weighted by
    /// `weights[k * taps + t]` (Q15).
    static func horizontalSingles(_ source: UnsafePointer<UInt32>, starts: UnsafePointer<Int32>,
                                  weights: UnsafePointer<UInt16>, taps: Int,
                                  count: Int, into h: UnsafeMutablePointer<UInt16>) {
        for k in 0..<count {
            let first = source + Int(starts[k])
            let w = weights + k &* taps
            var sum = SIMD8<UInt16>.zero
            var t = 0
            while t + 2 <= taps {
                sum &+= mulhi(widenedHigh(combine(first[t], first[t + 1])), pairWeights(w[t], w[t + 1]))
                t += 2
            }
            if t < taps { sum &+= mulhi(widenedHigh(combine(first[t], 0)), pairWeights(w[t], 0)) }
            store(foldHalves(sum), h, k)
        }
    }

    /// Fast form for a run where every output pixel reads the texel one further than the
    /// last, with the same two weights: a 1:1 scale at a fractional offset, or a
    /// power-of-two zoom read from its mip level. Output pixel `k` is
    /// `source[k] * w0 + source[k + 1] * w1`; reads `count + 1` texels (`count` when `w1` is 0).
    static func horizontalUnitStep(_ source: UnsafePointer<UInt32>, w0: UInt16, w1: UInt16,
                                   count: Int, into h: UnsafeMutablePointer<UInt16>) {
        var k = 0
        if w1 == 0 {
            // Whole-texel alignment (w0 is then 1.0): a widening copy.
            while k + 2 <= count {
                storePair(q7(loadPair(source + k)), h, k)
                k += 2
            }
            if k < count { store(low(q7(loadSingle(source + k))), h, k) }
            return
        }
        let a = splat(w0), b = splat(w1)
        while k + 2 <= count {
            let s = mulhi(widenedHigh(loadPair(source + k)), a) &+ mulhi(widenedHigh(loadPair(source + k + 1)), b)
            storePair(s, h, k)
            k += 2
        }
        if k < count {
            let s = mulhi(widenedHigh(loadSingle(source + k)), a) &+ mulhi(widenedHigh(loadSingle(source + k + 1)), b)
            store(low(s), h, k)
        }
    }

    @inline(__always)
    private static func store(_ lanes: SIMD4<UInt16>, _ h: UnsafeMutablePointer<UInt16>, _ k: Int) {
        UnsafeMutableRawPointer(h + 4 &* k).storeBytes(of: lanes, as: SIMD4<UInt16>.self)
    }

    @inline(__always)
    private static func storePair(_ lanes: SIMD8<UInt16>, _ h: UnsafeMutablePointer<UInt16>, _ k: Int) {
        UnsafeMutableRawPointer(h + 4 &* k).storeBytes(of: lanes, as: SIMD8<UInt16>.self)
    }
}
