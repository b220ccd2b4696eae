// The page curl's hot runs (Raster's `PageCurlRenderer`), in C so that each is one tight
// SSE2 loop (AVX2 where the CPU has it, chosen at run time) rather than a chain of Swift
// SIMD calls the optimizer may or may not fuse.
//
// Pixels are premultiplied BGRA8 (one uint32_t each). Samples follow the image kernels'
// arithmetic: positions in 32.32 fixed point with half a texel already taken off, Q15
// bilinear weights `((fraction + 2^16) >> 17)`, horizontal blends of two rows then a
// vertical blend, Q7 results; tones are Q15 (colour lanes times `multiply`, plus alpha
// times `add`); results are rounded to bytes (`(q7 + 64) >> 7`).
#ifndef RASTER_CURL_H
#define RASTER_CURL_H

#include <stdint.h>
#include "raster_simd.h"

/// One mip level: its pixels, the distance between rows (pixels), its last column and row,
/// and its texels per leaf pixel (1 / 2^level).
typedef struct raster_curl_level {
    const uint32_t *pixels;
    long stride;
    int hiX, hiY;
    double scale;
} raster_curl_level;

/// The roll at one angle θ around the cylinder: the arc length `radius * θ` and the level
/// of detail to sample at (read with linear interpolation between entries), and the tones
/// as Q15 lane weights (`PageCurlRenderer.ToneWeights`: the front's shade, the back's
/// multiply and add; read from the nearest entry). Tables of these replace `asin`, `log2`
/// and the tones per pixel.
typedef struct raster_curl_roll_entry {
    double arc, lod;
    raster_u16x8 frontMultiply, backMultiply, backAdd;
} raster_curl_roll_entry;

/// Everything a run of the roll needs besides the row. `byU` tabulates the roll at
/// `u = t / radius` evenly over 0...uLimit (`countU` entries, the ends included), `byC` at
/// `c = cos θ = sqrt(1 - u²)` evenly over 0...cLimit for the rest: the angle and the level of
/// detail are smooth in u near the axis and in c near the silhouette, where they are not in u.
typedef struct raster_curl_roll {
    const raster_curl_roll_entry *byU, *byC;
    int countU, countC;
    double uLimit, cLimit;
    /// (countU - 1) / uLimit and (countC - 1) / cLimit: entries per unit of u and of c.
    double uScale, cScale;
    const raster_curl_level *front, *back;
    int levelCount;
    /// The leaf's size (pixels), the normal, the radius and its inverse.
    double width, height, nx, ny, radius, inverseRadius;
    int mirrorsX, mirrorsY;
    /// True when the back's pixels are all opaque (a wholly covering back hides what is below).
    int backIsOpaque;
    /// The shadow's factor on the page beneath under the roll (Q15).
    unsigned short shadow;
} raster_curl_roll;

/// Bilinear samples of `level` walking from (`u`, `v`) by (`du`, `dv`) per pixel, toned,
/// over `count` pixels of `out`: stored when `opaque` (the samples are opaque), else
/// composited source-over. Positions are clamped to the level. `fast` 1 takes the
/// constant-weight loop for a walk along whole texels (a straight turn); `wide` 1 takes the
/// AVX2 loop where the CPU has it. With both 0 the baseline loop runs whatever the CPU (tests
/// compare them: the pixels are the same bit for bit).
void raster_curl_affine_run(uint32_t *out, long count, const raster_curl_level *level, int64_t u, int64_t v,
                            int64_t du, int64_t dv, raster_u16x8 multiply, raster_u16x8 add, int opaque, int fast,
                            int wide);

/// The roll over `count` pixels of `out`, all with `0 <= t < radius`: pixel k's centre is
/// leaf point (`qx + k`, `qy`), its distance from the axis `t + k * dt`. Inside the leaf
/// (`inLeaf`), the page beneath (`below`'s pixels, or `out`'s own when NULL) darkened by
/// the shadow, then the front and the back of the roll composited over it; outside, over
/// what `out` holds, pixels no part of the roll covers untouched. `wide` 1 works out four
/// pixels' geometry at a time in AVX2 where the CPU has it and samples the pixels an opaque
/// back wholly covers in SSE2 registers (the same values bit for bit).
void raster_curl_roll_run(uint32_t *out, long count, const uint32_t *below, int inLeaf, double qx, double qy,
                          double t, double dt, const raster_curl_roll *roll, int wide);

/// Where one column of a straight turn's roll reads one side of the page: the finer level
/// `index` and the coarser one's Q15 `weight` (0: the finer alone), and in each the first
/// texel column; the Q15 weights of the two levels and of each level's texel pair as lane
/// pairs (`32768 - w` in lanes 0...3, `w` in lanes 4...7).
typedef struct raster_curl_roll_tap {
    int index;
    unsigned short weight;
    long fine, coarse;
    raster_u16x8 levelPair, finePair, coarsePair;
} raster_curl_roll_tap;

/// One column of a straight turn's roll (a normal without a y part: every row of the leaf
/// meets the same distances from the axis): its coverage by the front and the back, its
/// tones, and where each side reads the page, all as `raster_curl_roll_run` works them out
/// per pixel.
typedef struct raster_curl_roll_column {
    double k1, k2;
    const raster_curl_roll_entry *tones;
    raster_curl_roll_tap front, back;
    /// How many columns from this one on an opaque back wholly covers, read from level 0
    /// alone (each such row pixel is one texel pair's blend, toned).
    long backRun;
    /// How many columns from this one on an opaque back wholly covers, read from any other
    /// level or pair of levels (each such row pixel is the back's sample, toned).
    long levelRun;
} raster_curl_roll_column;

/// The columns of a straight turn's roll (`roll->ny` 0) once a frame: column k's centre at
/// leaf x `qx + k`, `t + k * dt` from the axis, as in `raster_curl_roll_run`. Returns how
/// many levels (from level 0) the columns read.
int raster_curl_roll_columns(raster_curl_roll_column *columns, long count, double qx, double t, double dt,
                             const raster_curl_roll *roll);

/// A row of a straight turn's roll inside the leaf from its columns (`raster_curl_roll_columns`),
/// the row's centre at leaf y `qy`, reading the `levels` it returned: the same pixels as `raster_curl_roll_run` with `inLeaf` 1.
void raster_curl_roll_row(uint32_t *out, long count, const uint32_t *below, double qy,
                          const raster_curl_roll_column *columns, int levels, const raster_curl_roll *roll);

/// The shadow's Q15 factors (colour lanes; alpha lane 32768) on `count` columns, column k
/// `d + k * dd` beyond the roll: those of `raster_curl_shadow_run`, for a straight turn,
/// whose rows all meet the same distances.
void raster_curl_shadow_factors(raster_u16x4 *factors, long count, double d, double dd, double width,
                                double strength);

/// `raster_curl_shadow_run`'s darkening of `count` pixels of `from` into `out` by per-column
/// factors (`raster_curl_shadow_factors`).
void raster_curl_shadow_columns(uint32_t *out, const uint32_t *from, long count, const raster_u16x4 *factors);

/// The page beneath's shadow: `count` pixels of `from` (the page beneath's, or `out`'s own)
/// into `out`, pixel k `d + k * dd` beyond the roll: colour times
/// `1 - strength * (1 - max(0, d) / width)²` (`PageCurlShading.shadow`), alpha kept.
/// `wide` 1 works out four pixels' factors at a time in AVX2 where the CPU has it, else two
/// in SSE2 (the same values bit for bit).
void raster_curl_shadow_run(uint32_t *out, const uint32_t *from, long count, double d, double dd, double width,
                            double strength, int wide);

/// Copies `count` pixels from `from` to `out` (the two do not overlap) in vector loads and
/// stores: a row's runs of a few thousand bytes copy faster so than through `memmove`, whose
/// `rep movsb` measured about 1.5x the time on this machine's runs (BENCHMARKS.md, "Page curl").
void raster_curl_copy(uint32_t *out, const uint32_t *from, long count);

/// 1 when the CPU has AVX2, so `fast` runs take the AVX2 loops.
int raster_curl_has_avx2(void);

#endif
