// Wide-vector (AVX2) forms of the separable image kernels' hottest loops, chosen at run
// time: the baseline x86-64 target has SSE2 only, and AVX2 doubles the 16-bit lanes each
// instruction works on. Each kernel computes exactly what its SSE2 form in Raster computes
// (the same truncating `mulhi`, the same wrapping adds), so the pixels never depend on the
// machine; each handles a multiple of its step and returns how many pixels it did, and the
// Swift form finishes the rest. On machines without AVX2 (or other architectures) the
// kernels are never called: `raster_wide_available()` is 0.
#ifndef RASTER_WIDE_H
#define RASTER_WIDE_H

#include <stdint.h>

/// 1 when this CPU runs the wide kernels, else 0 (read once).
int raster_wide_available(void);

/// Horizontal bilinear pass (one texel pair per output pixel): output pixel `k` (four Q7
/// lanes at `h + 4k`) is the pair at `source + starts[k]` times `weight_pairs[8k ..< 8k + 8]`
/// (Q15, one weight per lane), folded. Returns the pixels done (a multiple of 4).
long raster_wide_horizontal_pairs(const uint32_t *source, const int32_t *starts, const uint16_t *weight_pairs,
                                  long count, uint16_t *h);

/// Horizontal unit-step pass: output pixel `k` is `source[k] * w0 + source[k + 1] * w1`
/// (Q15 weights, each product truncated), Q7; with `w1` 0, `source[k]` in Q7 exactly.
/// Returns the pixels done (a multiple of 4).
long raster_wide_horizontal_unit_step(const uint32_t *source, uint16_t w0, uint16_t w1, long count, uint16_t *h);

/// Vertical two-row blend of Q7 rows stored as bytes: pixel `k` is
/// `round((row0[k] * 2 * w0 >> 16) + (row1[k] * 2 * w1 >> 16))` per lane, saturated to a
/// byte, stored at `out[k]`. Returns the pixels done (a multiple of 8).
long raster_wide_two_rows_copy(const uint16_t *row0, const uint16_t *row1, uint16_t w0, uint16_t w1, long count,
                               uint32_t *out);

/// Vertical sums of vertical-first minification: texel `x` (four Q7 lanes at `v + 4x`) is
/// the sum over `taps` (at most 32) rows of `rows[t][x]` times Q15 `weights[t]`, each
/// product truncated. Returns the texels done (a multiple of 4).
long raster_wide_vertical_sums(const uint32_t *const *rows, const uint16_t *weights, long taps, long count,
                               uint16_t *v);

/// One Q7 row rounded to bytes and stored. Returns the pixels done (a multiple of 8).
long raster_wide_one_row_copy(const uint16_t *row, long count, uint32_t *out);

#endif
