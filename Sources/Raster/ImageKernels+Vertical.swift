import Foundation

// Vertical-first minification: when a draw shrinks the image vertically (a box window of
// three or more rows), each output row first sums its few source rows over the texels the
// row spans, into one Q7 row, and the horizontal taps then run once per output pixel,
// fused with compositing. Horizontal-first would run the horizontal taps on every source
// row, 1 to 2 of them per output row; the vertical sums are plain unit-stride vector work.

extension ImageKernels {
    /// Q7 lanes (four per texel) of `count` texels: texel `x` is the sum over `taps` rows of
    /// `rows[t][x]` weighted by Q15 `weights[t]`, each product truncated as the horizontal
    /// pass truncates it. `rows` point at the first texel of each source row.
    static func verticalSums(_ rows: UnsafePointer<UnsafePointer<UInt32>>, weights: UnsafePointer<UInt16>,
                             taps: Int, count: Int, into v: UnsafeMutablePointer<UInt16>) {
        switch taps {
        case 2:
            let r0 = rows[0], r1 = rows[1]
            let w0 = splat(weights[0]), w1 = splat(weights[1])
            verticalSums(count, into: v) { x in
                mulhi(widenedHigh(loadPair(r0 + x)), w0) &+ mulhi(widenedHigh(loadPair(r1 + x)), w1)
            } single: { x in
                mulhi(widenedHigh(loadSingle(r0 + x)), w0) &+ mulhi(widenedHigh(loadSingle(r1 + x)), w1)
            }
        case 3:
            let r0 = rows[0], r1 = rows[1], r2 = rows[2]
            let w0 = splat(weights[0]), w1 = splat(weights[1]), w2 = splat(weights[2])
            verticalSums(count, into: v) { x in
                mulhi(widenedHigh(loadPair(r0 + x)), w0) &+ mulhi(widenedHigh(loadPair(r1 + x)), w1)
                    &+ mulhi(widenedHigh(loadPair(r2 + x)), w2)
            } single: { x in
                mulhi(widenedHigh(loadSingle(r0 + x)), w0) &+ mulhi(widenedHigh(loadSingle(r1 + x)), w1)
                    &+ mulhi(widenedHigh(loadSingle(r2 + x)), w2)
            }
        case 4:
            let r0 = rows[0], r1 = rows[1], r2 = rows[2], r3 = rows[3]
            let w0 = splat(weights[0]), w1 = splat(weights[1]), w2 = splat(weights[2]), w3 = splat(weights[3])
            verticalSums(count, into: v) { x in
                mulhi(widenedHigh(loadPair(r0 + x)), w0) &+ mulhi(widenedHigh(loadPair(r1 + x)), w1)
                    &+ mulhi(widenedHigh(loadPair(r2 + x)), w2) &+ mulhi(widenedHigh(loadPair(r3 + x)), w3)
            } single: { x in
                mulhi(widenedHigh(loadSingle(r0 + x)), w0) &+ mulhi(widenedHigh(loadSingle(r1 + x)), w1)
                    &+ mulhi(widenedHigh(loadSingle(r2 + x)), w2) &+ mulhi(widenedHigh(loadSingle(r3 + x)), w3)
            }
        default:
            verticalSums(count, into: v) { x in
                var sum = SIMD8<UInt16>.zero
                for t in 0..<taps { sum &+= mulhi(widenedHigh(loadPair(rows[t] + x)), splat(weights[t])) }
                return sum
            } single: { x in
                var sum = SIMD8<UInt16>.zero
                for t in 0..<taps { sum &+= mulhi(widenedHigh(loadSingle(rows[t] + x)), splat(weights[t])) }
                return sum
            }
        }
    }

    /// Stores `pair(x)` for texels `x, x + 1` and `single(x)` for a last odd texel.
    @inline(__always)
    private static func verticalSums(_ count: Int, into v: UnsafeMutablePointer<UInt16>,
                                     pair: (Int) -> SIMD8<UInt16>, single: (Int) -> SIMD8<UInt16>) {
        var x = 0
        while x &+ 2 <= count {
            UnsafeMutableRawPointer(v + 4 &* x).storeBytes(of: pair(x), as: SIMD8<UInt16>.self)
            x &+= 2
        }
        if x < count {
            UnsafeMutableRawPointer(v + 4 &* x).storeBytes(of: low(single(x)), as: SIMD4<UInt16>.self)
        }
    }
}

/// The horizontal taps over a row of vertical sums (Q7, four lanes per texel): output pixel
/// `k` is the window of `2 * pairs` texels from `starts[k]`, weighted by `weightPairs`.
/// `sums` is indexed by texel, as `starts` are.
struct ColumnTapSamples<Window: ColumnWindow>: RowSamples {
    let sums: UnsafePointer<UInt16>
    let starts: UnsafePointer<Int32>
    let weightPairs: UnsafePointer<SIMD8<UInt16>>

    @inline(__always) func pixel(_ k: Int) -> SIMD4<UInt16> {
        Window.sum(sums + 4 &* Int(starts[k]), weightPairs + Window.pairs &* k)
    }
    @inline(__always) func pair(_ k: Int) -> SIMD8<UInt16> { ImageKernels.concat(pixel(k), pixel(k &+ 1)) }
    @inline(__always) func single(_ k: Int) -> SIMD8<UInt16> { ImageKernels.concat(pixel(k), .zero) }
}

/// A horizontal window of a fixed number of texel pairs over Q7 sums.
protocol ColumnWindow {
    static var pairs: Int { get }
    /// The weighted sum of the window at `texels`, Q7.
    static func sum(_ texels: UnsafePointer<UInt16>, _ weights: UnsafePointer<SIMD8<UInt16>>) -> SIMD4<UInt16>
}

/// Loads two Q7 texels (eight lanes) as `value * 256`, ready for `mulhi` by a Q15 weight.
@inline(__always)
private func doubledLanes(_ texels: UnsafePointer<UInt16>) -> SIMD8<UInt16> {
    UnsafeRawPointer(texels).loadUnaligned(as: SIMD8<UInt16>.self) &<< 1
}

/// Two texels: bilinear horizontally.
enum TwoTexelWindow: ColumnWindow {
    static var pairs: Int { 1 }
    @inline(__always)
    static func sum(_ texels: UnsafePointer<UInt16>, _ weights: UnsafePointer<SIMD8<UInt16>>) -> SIMD4<UInt16> {
        ImageKernels.foldHalves(ImageKernels.mulhi(doubledLanes(texels), weights[0]))
    }
}

/// Four texels: a box between one and three texels wide.
enum FourTexelWindow: ColumnWindow {
    static var pairs: Int { 2 }
    @inline(__always)
    static func sum(_ texels: UnsafePointer<UInt16>, _ weights: UnsafePointer<SIMD8<UInt16>>) -> SIMD4<UInt16> {
        ImageKernels.foldHalves(ImageKernels.mulhi(doubledLanes(texels), weights[0])
                                    &+ ImageKernels.mulhi(doubledLanes(texels + 8), weights[1]))
    }
}

/// Six texels: a box between three and five texels wide.
enum SixTexelWindow: ColumnWindow {
    static var pairs: Int { 3 }
    @inline(__always)
    static func sum(_ texels: UnsafePointer<UInt16>, _ weights: UnsafePointer<SIMD8<UInt16>>) -> SIMD4<UInt16> {
        ImageKernels.foldHalves(ImageKernels.mulhi(doubledLanes(texels), weights[0])
                                    &+ ImageKernels.mulhi(doubledLanes(texels + 8), weights[1])
                                    &+ ImageKernels.mulhi(doubledLanes(texels + 16), weights[2]))
    }
}
