// Transposing pixels (Raster's `QuarterTurnImageRenderer`, which draws an image turned a
// quarter turn in a transposed copy of the area drawn), in C so that the copy is 4 x 4
// blocks turned in registers, each written as four 16-byte stores, rather than one 4-byte
// store per pixel down a column (which made the copies cost more than the draw).
#ifndef RASTER_TRANSPOSE_H
#define RASTER_TRANSPOSE_H

#include <stdint.h>

/// Copies rows `first ..< first + rows` of the `width`-pixel-wide source into columns of
/// the destination: `to[x * to_stride + y] = from[y * from_stride + x]` for those rows `y`
/// and every `x < width`. Strides are in pixels; the areas must not overlap.
void raster_transpose(const uint32_t *from, long from_stride, uint32_t *to, long to_stride, long width,
                      long first, long rows);

#endif
