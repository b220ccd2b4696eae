// SIMD primitives Swift cannot spell directly, as static inline functions that the Swift
// compiler inlines into Raster's loops (Swift imports ext_vector_type(8) unsigned short as
// SIMD8<UInt16>).
//
// Why this exists: written in Swift, `(a * b) >> 16` on widened lanes becomes SSE2's
// `pmulhuw` only when LLVM sees both operands zero-extended in the same basic block; once
// a loop-invariant weight is hoisted out of the loop it silently falls back to 32-bit
// multiply emulation, about 3x slower. Here the instruction is named, so every kernel
// gets it.
#ifndef RASTER_SIMD_H
#define RASTER_SIMD_H

typedef unsigned short raster_u16x8 __attribute__((ext_vector_type(8)));

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#endif

/// The high 16 bits of each lane's 32-bit product: (a * b) >> 16, unsigned.
static inline __attribute__((always_inline)) raster_u16x8 raster_mulhi_u16x8(raster_u16x8 a, raster_u16x8 b) {
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

#endif
