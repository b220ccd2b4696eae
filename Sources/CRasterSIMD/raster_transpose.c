// See include/raster_transpose.h. The 4 x 4 blocks are turned with clang's vector
// shuffles, which compile to SSE2's unpack instructions on x86 and to NEON's zips on ARM.
#include <string.h>
#include "raster_transpose.h"

typedef uint32_t u32x4 __attribute__((ext_vector_type(4)));

/// Blocks are visited in tiles of this many pixels a side: a tile's columns go to rows
/// far apart (4096 bytes for 1024-pixel rows, one set of an 8-way cache), and eight of
/// them stay in the cache while the tile is written.
enum { TILE = 8 };

static inline __attribute__((always_inline)) void block(const uint32_t *from, long fs, uint32_t *to, long ts) {
    u32x4 r0, r1, r2, r3;
    memcpy(&r0, from, 16);
    memcpy(&r1, from + fs, 16);
    memcpy(&r2, from + 2 * fs, 16);
    memcpy(&r3, from + 3 * fs, 16);
    u32x4 t0 = __builtin_shufflevector(r0, r1, 0, 4, 1, 5), t1 = __builtin_shufflevector(r2, r3, 0, 4, 1, 5);
    u32x4 t2 = __builtin_shufflevector(r0, r1, 2, 6, 3, 7), t3 = __builtin_shufflevector(r2, r3, 2, 6, 3, 7);
    u32x4 o0 = __builtin_shufflevector(t0, t1, 0, 1, 4, 5), o1 = __builtin_shufflevector(t0, t1, 2, 3, 6, 7);
    u32x4 o2 = __builtin_shufflevector(t2, t3, 0, 1, 4, 5), o3 = __builtin_shufflevector(t2, t3, 2, 3, 6, 7);
    memcpy(to, &o0, 16);
    memcpy(to + ts, &o1, 16);
    memcpy(to + 2 * ts, &o2, 16);
    memcpy(to + 3 * ts, &o3, 16);
}

void raster_transpose(const uint32_t *from, long from_stride, uint32_t *to, long to_stride, long width,
                      long first, long rows) {
    long end = first + rows;
    for (long y0 = first; y0 < end; y0 += TILE) {
        long y1 = y0 + TILE < end ? y0 + TILE : end;
        for (long x0 = 0; x0 < width; x0 += TILE) {
            long x1 = x0 + TILE < width ? x0 + TILE : width;
            long y = y0;
            for (; y + 4 <= y1; y += 4) {
                long x = x0;
                for (; x + 4 <= x1; x += 4) block(from + y * from_stride + x, from_stride, to + x * to_stride + y, to_stride);
                for (; x < x1; x++)
                    for (long k = y; k < y + 4; k++) to[x * to_stride + k] = from[k * from_stride + x];
            }
            for (; y < y1; y++)
                for (long x = x0; x < x1; x++) to[x * to_stride + y] = from[y * from_stride + x];
        }
    }
}
