#ifndef LIBPNG_PEER_H
#define LIBPNG_PEER_H
// The benchmark's peer for loading: libpng's own decode of a file into 8-bit BGRA rows (the
// layout the viewer uses), nothing of ours in it. Not part of the library.

#include <stddef.h>
#include <stdint.h>

/// Decodes the PNG at `path` with plain libpng (png_read_info, the expand / scale-16 /
/// gray-to-rgb / bgr / filler transforms, interlace handling, png_read_row into one
/// malloc'd buffer), as an image viewer built on libpng does. Returns 0 and the image's
/// size in `width` / `height`, or -1 on any error. The pixels are freed before returning.
int libpng_peer_decode(const char *path, uint32_t *width, uint32_t *height);

#endif
