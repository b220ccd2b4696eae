#ifndef CPNG_SOURCE_H
#define CPNG_SOURCE_H
// Where a decoder's bytes come from: a file or a memory buffer, with a small prefix the
// decoder reads first (signature and IHDR, checked before libpng starts) and then hands to
// libpng again. Records end of data and errno, so a libpng error can be classified as
// truncation or I/O failure by what actually happened rather than by its text.

#include <stdint.h>
#include <stdio.h>

enum { CPNG_PREFIX_CAPACITY = 33 }; // signature (8) + IHDR chunk (4 + 4 + 13 + 4)

typedef struct cpng_source {
    FILE *file;
    const uint8_t *bytes;
    size_t count;
    size_t position;
    uint64_t size;          // UINT64_MAX when unknown
    uint64_t bytes_read;    // taken from the file or buffer so far
    int hit_end;            // a read came up short at the end of the data
    int error_number;       // errno of a failed open or read
    uint8_t prefix[CPNG_PREFIX_CAPACITY];
    size_t prefix_count;
    size_t prefix_position;
} cpng_source;

// Opens `path`; on failure records errno and leaves `file` NULL.
void cpng_source_open_file(cpng_source *source, const char *path);
void cpng_source_open_memory(cpng_source *source, const void *bytes, size_t count);
void cpng_source_close(cpng_source *source);

// Fills the prefix with up to CPNG_PREFIX_CAPACITY bytes; returns how many it got.
size_t cpng_source_fill_prefix(cpng_source *source);

// Reads `length` bytes, the unconsumed prefix first; returns how many it got (fewer only
// at the end of the data or on error, recorded in hit_end / error_number).
size_t cpng_source_read(cpng_source *source, uint8_t *buffer, size_t length);

#endif
