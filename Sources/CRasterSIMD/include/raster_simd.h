// SIMD primitives for Raster's kernels, as static inline functions the Swift compiler
// inlines into its loops (Swift imports ext_vector_type(N) vectors as SIMDN types:
// raster_u16x8 is SIMD8<UInt16>, raster_u8x8 is SIMD8<UInt8>, raster_u16x4 SIMD4<UInt16>).
//
// Why these live in C: the same operations written in Swift compile to single SSE2
// instructions only while the optimizer cooperates. `(a * b) >> 16` on widened lanes
// becomes `pmulhuw` only when LLVM sees both operands zero-extended in the loop's own block
// (a hoisted weight silently turns it into 32-bit multiply emulation, ~3x slower), and the
// standard library's `SIMD8(truncatingIfNeeded:)`, `lowHalf` and lane-wise initialisers are
// generic loops that become calls once a kernel outgrows the inliner's budget (~2.5x
// slower). Here each operation is named, always inlined, and compiles to what it says,
// with NEON and plain C versions for other targets.
#ifndef RASTER_SIMD_H
#define RASTER_SIMD_H

typedef unsigned short raster_u16x8 __attribute__((ext_vector_type(8)));
typedef unsigned short raster_u16x4 __attribute__((ext_vector_type(4)));
typedef unsigned char raster_u8x8 __attribute__((ext_vector_type(8)));
typedef unsigned char raster_u8x16 __attribute__((ext_vector_type(16)));

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#endif

#define RASTER_INLINE static inline __attribute__((always_inline))

#include "raster_wide.h"

/// The high 16 bits of each lane's 32-bit product: (a * b) >> 16, unsigned.
RASTER_INLINE raster_u16x8 raster_mulhi_u16x8(raster_u16x8 a, raster_u16x8 b) {
#if defined(__SSE2__)
    return (raster_u16x8)_mm_mulhi_epu16((__m128i)a, (__m128i)b);
#elif defined(__ARM_NEON)
    uint16x8_t va = (uint16x8_t)a, vb = (uint16x8_t)b;
    uint32x4_t lo = vmull_u16(vget_low_u16(va), vget_low_u16(vb));
    uint32x4_t hi = vmull_u16(vget_high_u16(va), vget_high_u16(vb));
    return (raster_u16x8)vcombine_u16(vshrn_n_u32(lo, 16), vshrn_n_u32(hi, 16));
#else
    raster_u16x8 r;
    for (int i = 0; i < 8; i++) r[i] = (unsigned short)(((unsigned)a[i] * (unsigned)b[i]) >> 16);
    return r;
#endif
}

/// Bytes zero-extended to 16-bit lanes.
RASTER_INLINE raster_u16x8 raster_widen_u8x8(raster_u8x8 v) {
    return __builtin_convertvector(v, raster_u16x8);
}

/// 16-bit lanes to bytes, saturating above 255 (`packuswb`).
RASTER_INLINE raster_u8x8 raster_narrow_u16x8(raster_u16x8 v) {
#if defined(__SSE2__)
    raster_u8x16 packed = (raster_u8x16)_mm_packus_epi16((__m128i)v, (__m128i)v);
    return __builtin_shufflevector(packed, packed, 0, 1, 2, 3, 4, 5, 6, 7);
#elif defined(__ARM_NEON)
    return (raster_u8x8)vqmovn_u16((uint16x8_t)v);
#else
    raster_u16x8 limit = 255;
    return __builtin_convertvector(v > limit ? limit : v, raster_u8x8);
#endif
}

/// Lanes 0...3.
RASTER_INLINE raster_u16x4 raster_low_u16x8(raster_u16x8 v) {
    return __builtin_shufflevector(v, v, 0, 1, 2, 3);
}

/// Lanes 4...7.
RASTER_INLINE raster_u16x4 raster_high_u16x8(raster_u16x8 v) {
    return __builtin_shufflevector(v, v, 4, 5, 6, 7);
}

/// `low` in lanes 0...3, `high` in lanes 4...7.
RASTER_INLINE raster_u16x8 raster_concat_u16x4(raster_u16x4 low, raster_u16x4 high) {
    return __builtin_shufflevector(low, high, 0, 1, 2, 3, 4, 5, 6, 7);
}

/// Lane 3 in lanes 0...3 and lane 7 in lanes 4...7: each pixel's alpha in all its channels.
RASTER_INLINE raster_u16x8 raster_alpha_lanes_u16x8(raster_u16x8 v) {
    return __builtin_shufflevector(v, v, 3, 3, 3, 3, 7, 7, 7, 7);
}

/// `low` in lanes 0...3 and `high` in lanes 4...7.
RASTER_INLINE raster_u16x8 raster_pair_u16x8(unsigned short low, unsigned short high) {
    return (raster_u16x8){low, low, low, low, high, high, high, high};
}

/// `colour` in the colour lanes (0...2, 4...6) and `alpha` in the alpha lanes (3, 7): a
/// weight that treats a pixel's alpha apart from its colour.
RASTER_INLINE raster_u16x8 raster_colour_alpha_u16x8(unsigned short colour, unsigned short alpha) {
    return (raster_u16x8){colour, colour, colour, alpha, colour, colour, colour, alpha};
}

/// Asks for the cache line holding `p` ahead of its use (a hint; never faults).
RASTER_INLINE void raster_prefetch(const void *p) {
    __builtin_prefetch(p, 0, 3);
}

#endif
