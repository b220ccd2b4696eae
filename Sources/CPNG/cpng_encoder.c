// PNG encoding of premultiplied pixels as 8-bit RGBA or RGB, into a file descriptor or a
// growing memory buffer. Each write is one libpng call sequence under one setjmp.

#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cpng.h"
#include "cpng_internal.h"

// Output to a descriptor is gathered into this many bytes per write(2).
enum { FD_BUFFER_BYTES = 1 << 16 };

struct cpng_encoder {
    cpng_diagnostics diagnostics;
    png_structp png;
    png_infop info;
    int fd;                // -1 when writing to memory
    int error_number;
    int out_of_memory;
    uint8_t *buffer;       // the whole output (memory) or pending bytes (descriptor)
    size_t count;
    size_t capacity;
    uint8_t *row;
    uint8_t *unpremultiply; // 256 x 256: [alpha][channel] -> straight channel
};

cpng_encoder *cpng_encoder_create(void) {
    cpng_encoder *encoder = calloc(1, sizeof *encoder);
    if (encoder != NULL) encoder->fd = -1;
    return encoder;
}

static void release_session(cpng_encoder *encoder) {
    if (encoder->png != NULL) png_destroy_write_struct(&encoder->png, &encoder->info);
    free(encoder->row);
    encoder->row = NULL;
    free(encoder->unpremultiply);
    encoder->unpremultiply = NULL;
}

void cpng_encoder_destroy(cpng_encoder *encoder) {
    if (encoder == NULL) return;
    release_session(encoder);
    free(encoder->buffer);
    free(encoder);
}

// MARK: - Output

static int write_all(int fd, const uint8_t *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        bytes += written;
        count -= (size_t)written;
    }
    return 0;
}

static int flush_to_fd(cpng_encoder *encoder) {
    int error = write_all(encoder->fd, encoder->buffer, encoder->count);
    encoder->count = 0;
    return error;
}

static void write_callback(png_structp png, png_bytep data, size_t length) {
    cpng_encoder *encoder = png_get_io_ptr(png);
    if (encoder->fd >= 0) {
        if (encoder->count + length > encoder->capacity) {
            int error = flush_to_fd(encoder);
            if (error == 0 && length >= encoder->capacity)
                error = write_all(encoder->fd, data, length);
            if (error != 0) {
                encoder->error_number = error;
                png_error(png, "write error");
            }
            if (length >= encoder->capacity) return;
        }
    } else if (encoder->count + length > encoder->capacity) {
        size_t capacity = encoder->capacity * 2;
        if (capacity < encoder->count + length) capacity = encoder->count + length;
        uint8_t *grown = realloc(encoder->buffer, capacity);
        if (grown == NULL) {
            encoder->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        encoder->buffer = grown;
        encoder->capacity = capacity;
    }
    memcpy(encoder->buffer + encoder->count, data, length);
    encoder->count += length;
}

static void flush_callback(png_structp png) { (void)png; }

// MARK: - Pixels

// Straight channel = round(c * 255 / a), clamped: the inverse of premultiplication with the
// same rounding as Color(premultiplied:), so valid premultiplied pixels round-trip.
static uint8_t *make_unpremultiply_table(void) {
    uint8_t *table = malloc(256 * 256);
    if (table == NULL) return NULL;
    memset(table, 0, 256);
    for (unsigned a = 1; a < 256; a++) {
        for (unsigned c = 0; c < 256; c++) {
            unsigned straight = (c * 255 + a / 2) / a;
            table[a * 256 + c] = (uint8_t)(straight > 255 ? 255 : straight);
        }
    }
    return table;
}

static void convert_row_rgba(const uint32_t *pixels, uint32_t width, const uint8_t *table,
                             uint8_t *out) {
    for (uint32_t x = 0; x < width; x++, out += 4) {
        uint32_t pixel = pixels[x];
        const uint8_t *straight = table + (pixel >> 24) * 256;
        out[0] = straight[(pixel >> 16) & 0xFF];
        out[1] = straight[(pixel >> 8) & 0xFF];
        out[2] = straight[pixel & 0xFF];
        out[3] = (uint8_t)(pixel >> 24);
    }
}

static void convert_row_rgb(const uint32_t *pixels, uint32_t width, uint8_t *out) {
    for (uint32_t x = 0; x < width; x++, out += 3) {
        uint32_t pixel = pixels[x];
        out[0] = (uint8_t)(pixel >> 16);
        out[1] = (uint8_t)(pixel >> 8);
        out[2] = (uint8_t)pixel;
    }
}

// MARK: - Writing

static cpng_status encode(cpng_encoder *encoder, const uint32_t *pixels, size_t row_stride,
                          uint32_t width, uint32_t height, const cpng_write_options *options) {
    memset(&encoder->diagnostics, 0, sizeof encoder->diagnostics);
    encoder->error_number = 0;
    encoder->out_of_memory = 0;
    encoder->count = 0;
    if (pixels == NULL || options == NULL || width == 0 || height == 0 ||
        width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX || row_stride < width) {
        cpng_copy_message(encoder->diagnostics.message, "PNG needs 1 to 2^31-1 pixels each way");
        return CPNG_MISUSE;
    }
    if (encoder->fd >= 0 && encoder->capacity < FD_BUFFER_BYTES) {
        free(encoder->buffer);
        encoder->buffer = malloc(FD_BUFFER_BYTES);
        encoder->capacity = encoder->buffer != NULL ? FD_BUFFER_BYTES : 0;
    }
    int alpha = options->write_alpha != 0;
    size_t row_bytes = (size_t)width * (alpha ? 4 : 3);
    encoder->row = malloc(row_bytes);
    encoder->unpremultiply = alpha ? make_unpremultiply_table() : NULL;
    if ((encoder->fd >= 0 && encoder->buffer == NULL) || encoder->row == NULL ||
        (alpha && encoder->unpremultiply == NULL)) {
        release_session(encoder);
        cpng_copy_message(encoder->diagnostics.message, "out of memory");
        return CPNG_OUT_OF_MEMORY;
    }

    encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &encoder->diagnostics,
                                           cpng_on_error, cpng_on_warning);
    if (encoder->png != NULL) encoder->info = png_create_info_struct(encoder->png);
    if (encoder->info == NULL) {
        release_session(encoder);
        cpng_copy_message(encoder->diagnostics.message, "out of memory");
        return CPNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(encoder->png))) {
        release_session(encoder);
        if (encoder->error_number != 0) return CPNG_IO_ERROR;
        return encoder->out_of_memory ? CPNG_OUT_OF_MEMORY : CPNG_LIBPNG_ERROR;
    }

    png_set_write_fn(encoder->png, encoder, write_callback, flush_callback);
    // The Swift side passes 0...9 only (PNGEncodeSession maps anything else to 6).
    png_set_compression_level(encoder->png, options->compression_level);
    png_set_IHDR(encoder->png, encoder->info, width, height, 8,
                 alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(encoder->png, encoder->info);
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *source = pixels + (size_t)y * row_stride;
        if (alpha) convert_row_rgba(source, width, encoder->unpremultiply, encoder->row);
        else convert_row_rgb(source, width, encoder->row);
        png_write_row(encoder->png, encoder->row);
    }
    png_write_end(encoder->png, NULL);
    release_session(encoder);

    if (encoder->fd >= 0) {
        encoder->error_number = flush_to_fd(encoder);
        if (encoder->error_number != 0) {
            cpng_copy_message(encoder->diagnostics.message, "write error");
            return CPNG_IO_ERROR;
        }
    }
    return CPNG_OK;
}

cpng_status cpng_encoder_write_fd(cpng_encoder *encoder, int fd, const uint32_t *pixels,
                                  size_t row_stride, uint32_t width, uint32_t height,
                                  const cpng_write_options *options) {
    if (encoder == NULL || fd < 0) return CPNG_MISUSE;
    encoder->fd = fd;
    return encode(encoder, pixels, row_stride, width, height, options);
}

cpng_status cpng_encoder_write_memory(cpng_encoder *encoder, const uint32_t *pixels,
                                      size_t row_stride, uint32_t width, uint32_t height,
                                      const cpng_write_options *options) {
    if (encoder == NULL) return CPNG_MISUSE;
    encoder->fd = -1;
    return encode(encoder, pixels, row_stride, width, height, options);
}

const uint8_t *cpng_encoder_bytes(const cpng_encoder *encoder) {
    return encoder->fd < 0 ? encoder->buffer : NULL;
}
size_t cpng_encoder_byte_count(const cpng_encoder *encoder) {
    return encoder->fd < 0 ? encoder->count : 0;
}
const char *cpng_encoder_message(const cpng_encoder *encoder) { return encoder->diagnostics.message; }
int cpng_encoder_errno(const cpng_encoder *encoder) { return encoder->error_number; }
