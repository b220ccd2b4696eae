// PNG decoding to premultiplied 8-bit pixels. See cpng.h for the call sequence.
//
// Limits come first: the signature and the IHDR chunk are read and checked by this file,
// not libpng, so a header declaring more pixels than the budget (or more than the source
// can possibly hold) is refused before libpng is even created, with the exact numbers.
// libpng's own limits (png_set_user_limits, chunk cache and chunk allocation maxima) are
// set as a second line. Ancillary chunks the decoder has no use for are dropped unread
// (handled as unknown, never kept), so no text or ICC profile is ever inflated. Of the
// chunks libpng still parses, only eXIf (its Orientation says how to show the image) is
// buffered on the heap, within the chunk maximum below; PLTE, tRNS, gAMA and sRGB are read
// into fixed fields.

#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "cpng.h"
#include "cpng_internal.h"
#include "cpng_source.h"

typedef enum stage {
    STAGE_CREATED,
    STAGE_HEADER_READ,
    STAGE_READING_ROWS,
    STAGE_FINISHED,
    STAGE_FAILED,
} stage;

struct cpng_decoder {
    cpng_source source;
    cpng_diagnostics diagnostics;
    png_structp png;
    png_infop info;
    stage stage;
    cpng_header header;
    int apply_gamma;
    uint64_t minimum_source_size;
    uint32_t *pixels;
    size_t row_stride;
    int32_t passes;
    int32_t pass;
    uint32_t row;
    // The AND of the alpha of every pixel premultiply_row has seen: the opacity scan done
    // in the decode pass, while each row is in cache.
    uint8_t alpha_and;
    // Set once the rows left are read from the file's last bytes in small pieces.
    int reading_tail;
};

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

// Known ancillary chunks the decoder does not use; listed so libpng skips them unparsed.
// (gAMA, sRGB and tRNS are honoured, eXIf is kept for Swift to read its Orientation; iCCP
// and cHRM are not interpreted: see PNGDecoder.)
static const png_byte ignored_chunks[] =
    "bKGD\0cHRM\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sCAL\0sPLT\0sBIT\0tEXt\0tIME\0zTXt";
enum { IGNORED_CHUNK_COUNT = (int)(sizeof ignored_chunks / 5) };
// libpng's chunk maxima: ancillary chunks kept (its default, PNG_USER_CHUNK_CACHE_MAX) and
// bytes one chunk may allocate (twice its default of 8,000,000; ICC profiles reach a few MB).
enum { MAX_ANCILLARY_CHUNKS = 1000 };
static const png_alloc_size_t MAX_CHUNK_BYTES = 16u << 20;

// Bytes of image data libpng asks the source for at a time near the end of the file
// (png_set_compression_buffer_size on a read struct sets its IDAT read size, read at each
// refill). A cut file loses the whole read it ends in, so at libpng's 8 KiB a
// well-compressed file cut short gave no rows at all (8 KiB of deflate data can hold a
// third of a 1000 x 750 image). Through the whole file 1 KiB cost the decoding thread about
// a tenth more CPU at 16384² and 20000² (BENCHMARKS.md), so the body is read at libpng's
// size and only the last bytes, where a cut can fall, at this one.
enum { IDAT_TAIL_READ_BYTES = 1024, IDAT_BODY_READ_BYTES = 8192 };

// MARK: - Life cycle

static cpng_decoder *create(void) {
    cpng_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder != NULL) decoder->stage = STAGE_CREATED;
    return decoder;
}

cpng_decoder *cpng_decoder_create_file(const char *path) {
    cpng_decoder *decoder = create();
    if (decoder != NULL) cpng_source_open_file(&decoder->source, path);
    return decoder;
}

cpng_decoder *cpng_decoder_create_memory(const void *bytes, size_t count) {
    cpng_decoder *decoder = create();
    if (decoder != NULL) cpng_source_open_memory(&decoder->source, bytes, count);
    return decoder;
}

void cpng_decoder_destroy(cpng_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->png != NULL) png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    cpng_source_close(&decoder->source);
    free(decoder);
}

// MARK: - Failure

static cpng_status fail(cpng_decoder *decoder, cpng_status status, const char *message) {
    decoder->stage = STAGE_FAILED;
    if (message != NULL) cpng_copy_message(decoder->diagnostics.message, message);
    return status;
}

// After libpng longjmps: the source knows whether the data ran out or a read failed, which
// says more than libpng's text for the same event.
static cpng_status fail_after_longjmp(cpng_decoder *decoder) {
    decoder->stage = STAGE_FAILED;
    if (decoder->source.error_number != 0) return CPNG_IO_ERROR;
    if (decoder->source.hit_end) return CPNG_TRUNCATED;
    return CPNG_LIBPNG_ERROR;
}

// MARK: - Reading bytes

static void read_callback(png_structp png, png_bytep data, size_t length) {
    cpng_decoder *decoder = png_get_io_ptr(png);
    if (cpng_source_read(&decoder->source, data, length) < length)
        png_error(png, decoder->source.error_number != 0 ? "read error" : "unexpected end of data");
}

// MARK: - Header pre-check

static uint32_t big_endian_32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

// Bits per pixel for a valid colour type and bit depth, else 0.
static unsigned bits_per_pixel(unsigned color_type, unsigned depth) {
    switch (color_type) {
    case 0: return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16 ? depth : 0;
    case 3: return depth == 1 || depth == 2 || depth == 4 || depth == 8 ? depth : 0;
    case 2: return depth == 8 || depth == 16 ? 3 * depth : 0;
    case 4: return depth == 8 || depth == 16 ? 2 * depth : 0;
    case 6: return depth == 8 || depth == 16 ? 4 * depth : 0;
    default: return 0;
    }
}

// Parses the IHDR chunk that must follow the signature. Returns the bits per pixel when it
// is well formed (length, type, CRC, field values), else 0 and libpng will say what is
// wrong with it.
static unsigned parse_ihdr(const uint8_t *chunk, cpng_header *header) {
    if (big_endian_32(chunk) != 13 || memcmp(chunk + 4, "IHDR", 4) != 0) return 0;
    if ((uint32_t)crc32(0, chunk + 4, 17) != big_endian_32(chunk + 21)) return 0;
    uint32_t width = big_endian_32(chunk + 8), height = big_endian_32(chunk + 12);
    unsigned depth = chunk[16], color_type = chunk[17], interlace = chunk[20];
    unsigned bits = bits_per_pixel(color_type, depth);
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX ||
        chunk[18] != 0 || chunk[19] != 0 || interlace > 1 || bits == 0)
        return 0;
    header->width = width;
    header->height = height;
    header->bit_depth = (int32_t)depth;
    header->color_type = (int32_t)color_type;
    header->interlaced = (int32_t)interlace;
    return bits;
}

// The fewest bytes the decompressed image data can have: every pixel's bits, and a filter
// byte per row. Adam7 has at least as many rows: each image row holds pixels of some pass,
// and so is a row of that pass's reduced image, with its own filter byte.
static unsigned __int128 minimum_raw_bytes(const cpng_header *header, unsigned bits) {
    unsigned __int128 pixels = (unsigned __int128)header->width * header->height;
    return (pixels * bits + 7) / 8 + header->height;
}

static cpng_status check_limits(cpng_decoder *decoder, const cpng_read_options *options,
                                unsigned bits) {
    const cpng_header *header = &decoder->header;
    uint64_t pixels = (uint64_t)header->width * header->height;
    if (options->max_pixels != 0 && pixels > options->max_pixels)
        return fail(decoder, CPNG_TOO_LARGE, "image exceeds the pixel budget");
    uint64_t size = decoder->source.size;
    if (options->check_source_size && size != UINT64_MAX) {
        unsigned __int128 raw = minimum_raw_bytes(header, bits);
        if (raw > (unsigned __int128)size * CPNG_DEFLATE_MAX_RATIO) {
            unsigned __int128 minimum = (raw + CPNG_DEFLATE_MAX_RATIO - 1) / CPNG_DEFLATE_MAX_RATIO;
            decoder->minimum_source_size = minimum > UINT64_MAX ? UINT64_MAX : (uint64_t)minimum;
            return fail(decoder, CPNG_SOURCE_TOO_SMALL, "source too small for the image");
        }
    }
    return CPNG_OK;
}

static cpng_status check_signature(cpng_decoder *decoder, size_t count) {
    if (count < sizeof png_signature) {
        if (memcmp(decoder->source.prefix, png_signature, count) == 0) {
            decoder->source.hit_end = 1;
            return fail(decoder, CPNG_TRUNCATED, "unexpected end of data");
        }
    } else if (memcmp(decoder->source.prefix, png_signature, sizeof png_signature) == 0) {
        return CPNG_OK;
    }
    // libpng's own distinction: the first four bytes intact but the line-ending bytes
    // after them changed is the mark of a text-mode transfer.
    size_t checked = count < 4 ? count : 4;
    int ascii = count >= 4 && memcmp(decoder->source.prefix, png_signature, checked) == 0;
    return fail(decoder, CPNG_NOT_PNG,
                ascii ? "PNG file corrupted by ASCII conversion" : "Not a PNG file");
}

// MARK: - Reading the header

static void fill_header_from_libpng(cpng_decoder *decoder) {
    cpng_header *header = &decoder->header;
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    png_uint_32 width, height;
    int depth, color_type, interlace;
    png_get_IHDR(png, info, &width, &height, &depth, &color_type, &interlace, NULL, NULL);
    header->width = width;
    header->height = height;
    header->bit_depth = depth;
    header->color_type = color_type;
    header->interlaced = interlace != PNG_INTERLACE_NONE;
    header->has_transparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    header->has_srgb = png_get_valid(png, info, PNG_INFO_sRGB) != 0;
    double gamma = 0;
    header->has_gamma = png_get_gAMA(png, info, &gamma) != 0 && gamma > 0;
    header->gamma = header->has_gamma ? gamma : 0;
}

cpng_status cpng_decoder_read_header(cpng_decoder *decoder, const cpng_read_options *options,
                                     cpng_header *header) {
    if (decoder == NULL || options == NULL || header == NULL) return CPNG_MISUSE;
    memset(header, 0, sizeof *header);
    if (decoder->stage != STAGE_CREATED) return fail(decoder, CPNG_MISUSE, "header already read");
    cpng_source *source = &decoder->source;
    if (source->error_number != 0) return fail(decoder, CPNG_IO_ERROR, NULL);

    size_t count = cpng_source_fill_prefix(source);
    if (source->error_number != 0) return fail(decoder, CPNG_IO_ERROR, NULL);
    cpng_status status = check_signature(decoder, count);
    if (status != CPNG_OK) return status;
    if (count == CPNG_PREFIX_CAPACITY) {
        unsigned bits = parse_ihdr(source->prefix + sizeof png_signature, &decoder->header);
        if (bits != 0) {
            status = check_limits(decoder, options, bits);
            *header = decoder->header;
            if (status != CPNG_OK) return status;
        }
    }

    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->diagnostics,
                                          cpng_on_error, cpng_on_warning);
    if (decoder->png == NULL) return fail(decoder, CPNG_OUT_OF_MEMORY, "out of memory");
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) return fail(decoder, CPNG_OUT_OF_MEMORY, "out of memory");
    if (setjmp(png_jmpbuf(decoder->png))) return fail_after_longjmp(decoder);

    png_set_read_fn(decoder->png, decoder, read_callback);
    png_set_sig_bytes(decoder->png, sizeof png_signature);
    source->prefix_position = sizeof png_signature;
    // Anything the pre-check accepted is within these, so they only ever catch an IHDR the
    // pre-check could not parse.
    uint64_t side = options->max_pixels != 0 && options->max_pixels < PNG_UINT_31_MAX
                        ? options->max_pixels : PNG_UINT_31_MAX;
    png_set_user_limits(decoder->png, (png_uint_32)side, (png_uint_32)side);
    png_set_chunk_cache_max(decoder->png, MAX_ANCILLARY_CHUNKS);
    png_set_chunk_malloc_max(decoder->png, MAX_CHUNK_BYTES);
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks,
                                IGNORED_CHUNK_COUNT);
    png_read_info(decoder->png, decoder->info);

    fill_header_from_libpng(decoder);
    decoder->apply_gamma = options->apply_gamma;
    decoder->stage = STAGE_HEADER_READ;
    *header = decoder->header;
    return CPNG_OK;
}

// MARK: - Transforms

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
enum { ALPHA_BYTE = 3, FIRST_COLOR_BYTE = 0 }; // B, G, R, A in memory
#else
enum { ALPHA_BYTE = 0, FIRST_COLOR_BYTE = 1 }; // A, R, G, B in memory
#endif

// round(c * a / 255), exact for all c, a in 0...255 (Blinn's trick, as mulDiv255 in Swift).
static inline uint8_t multiply_255(unsigned c, unsigned a) {
    unsigned t = c * a + 128;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

// libpng's last read transform, applied to each row (each Adam7 pass's pixels) before
// libpng places it in the caller's row: premultiplies colour by alpha.
// It also ANDs every alpha into the decoder's alpha_and: each pixel passes here exactly once
// (once per Adam7 pass it belongs to), so after the last row it says whether all are opaque.
static void premultiply_row(png_structp png, png_row_infop row, png_bytep data) {
    if (row->bit_depth != 8 || row->channels != 4) png_error(png, "shim: unexpected row format");
    cpng_decoder *decoder = png_get_user_transform_ptr(png);
    unsigned all = 255;
    for (png_uint_32 x = 0; x < row->width; x++, data += 4) {
        unsigned alpha = data[ALPHA_BYTE];
        all &= alpha;
        if (alpha == 255) continue;
        png_bytep color = data + FIRST_COLOR_BYTE;
        color[0] = multiply_255(color[0], alpha);
        color[1] = multiply_255(color[1], alpha);
        color[2] = multiply_255(color[2], alpha);
    }
    decoder->alpha_and &= (uint8_t)all;
}

static void set_transforms(cpng_decoder *decoder) {
    png_structp png = decoder->png;
    const cpng_header *header = &decoder->header;
    png_set_expand(png); // palette to RGB, gray below 8 bits to 8, tRNS to alpha
    if (header->bit_depth == 16) png_set_scale_16(png); // round(v * 255 / 65535)
    if ((header->color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    png_set_bgr(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
#else
    png_set_swap_alpha(png);
    png_set_filler(png, 0xFF, PNG_FILLER_BEFORE);
#endif
    // Only a gAMA the file states; with no gAMA the samples are taken as sRGB already.
    // An sRGB chunk makes libpng report sRGB's own gamma, which is then a no-op.
    if (decoder->apply_gamma && header->has_gamma)
        png_set_gamma(png, PNG_DEFAULT_sRGB, header->gamma);
    decoder->alpha_and = 255; // without alpha or tRNS the filler makes every pixel opaque
    if ((header->color_type & PNG_COLOR_MASK_ALPHA) != 0 || header->has_transparency) {
        png_set_read_user_transform_fn(png, premultiply_row);
        png_set_user_transform_info(png, decoder, 8, 4);
    }
    decoder->passes = png_set_interlace_handling(png);
}

cpng_status cpng_decoder_start(cpng_decoder *decoder, uint32_t *pixels, size_t row_stride,
                               int32_t *passes) {
    if (decoder == NULL || passes == NULL) return CPNG_MISUSE;
    if (decoder->stage != STAGE_HEADER_READ || pixels == NULL ||
        row_stride < decoder->header.width)
        return fail(decoder, CPNG_MISUSE, "start needs a read header and a large enough destination");
    if (setjmp(png_jmpbuf(decoder->png))) return fail_after_longjmp(decoder);

    set_transforms(decoder);
    png_read_update_info(decoder->png, decoder->info);
    if (png_get_bit_depth(decoder->png, decoder->info) != 8 ||
        png_get_channels(decoder->png, decoder->info) != 4 ||
        png_get_rowbytes(decoder->png, decoder->info) != (size_t)decoder->header.width * 4)
        png_error(decoder->png, "shim: transforms did not give 8-bit four-channel rows");

    decoder->pixels = pixels;
    decoder->row_stride = row_stride;
    decoder->pass = 0;
    decoder->row = 0;
    decoder->stage = STAGE_READING_ROWS;
    *passes = decoder->passes;
    return CPNG_OK;
}

// MARK: - Rows

// Whether the next row may read past the file's end in a large piece: fewer bytes are left
// than one row could take and two reads at the body's size. A row's data is at most its raw
// bytes (8 a pixel, 16-bit RGBA) grown by an eighth (deflate's fixed codes on data that does
// not compress), with a filter byte and chunk framing. A source of unknown size is read in
// small pieces throughout.
static int near_end(const cpng_decoder *decoder) {
    const cpng_source *source = &decoder->source;
    if (source->size == UINT64_MAX || source->bytes_read >= source->size) return 1;
    uint64_t one_row = (uint64_t)decoder->header.width * 9 + 64;
    return source->size - source->bytes_read <= one_row + 2 * IDAT_BODY_READ_BYTES;
}

cpng_status cpng_decoder_read_rows(cpng_decoder *decoder, uint32_t count) {
    if (decoder == NULL) return CPNG_MISUSE;
    uint64_t left =
        (uint64_t)(decoder->passes - decoder->pass) * decoder->header.height - decoder->row;
    if (decoder->stage != STAGE_READING_ROWS || count > left)
        return fail(decoder, CPNG_MISUSE, "rows read out of order or past the last pass");
    if (setjmp(png_jmpbuf(decoder->png))) return fail_after_longjmp(decoder);

    for (uint32_t i = 0; i < count; i++) {
        if (!decoder->reading_tail && near_end(decoder)) {
            png_set_compression_buffer_size(decoder->png, IDAT_TAIL_READ_BYTES);
            decoder->reading_tail = 1;
        }
        uint32_t *row = decoder->pixels + (size_t)decoder->row * decoder->row_stride;
        png_read_row(decoder->png, (png_bytep)row, NULL);
        if (++decoder->row == decoder->header.height) {
            decoder->row = 0;
            decoder->pass += 1;
        }
    }
    return CPNG_OK;
}

cpng_status cpng_decoder_finish(cpng_decoder *decoder) {
    if (decoder == NULL) return CPNG_MISUSE;
    if (decoder->stage != STAGE_READING_ROWS || decoder->pass != decoder->passes)
        return fail(decoder, CPNG_MISUSE, "finish before every row was read");
    if (setjmp(png_jmpbuf(decoder->png))) return fail_after_longjmp(decoder);
    // Into the info struct: an eXIf after the image data (the PNG extensions allow it, and
    // some writers put it there) is read, and cpng_decoder_exif gives it from now on. A
    // second eXIf (one before the data and one after) is libpng's benign "duplicate": the
    // first stays. Every other ancillary chunk is still dropped unread, as listed above.
    png_read_end(decoder->png, decoder->info);
    decoder->stage = STAGE_FINISHED;
    return CPNG_OK;
}

// MARK: - Details

const char *cpng_decoder_message(const cpng_decoder *decoder) { return decoder->diagnostics.message; }
const char *cpng_decoder_warning(const cpng_decoder *decoder) { return decoder->diagnostics.warning; }
int cpng_decoder_errno(const cpng_decoder *decoder) { return decoder->source.error_number; }
uint32_t cpng_decoder_chunk(const cpng_decoder *decoder) { return decoder->diagnostics.chunk; }
uint64_t cpng_decoder_bytes_read(const cpng_decoder *decoder) { return decoder->source.bytes_read; }

uint32_t cpng_decoder_pass(const cpng_decoder *decoder) { return (uint32_t)decoder->pass; }
int32_t cpng_decoder_all_opaque(const cpng_decoder *decoder) { return decoder->alpha_and == 255; }

uint32_t cpng_decoder_row(const cpng_decoder *decoder) { return decoder->row; }

const uint8_t *cpng_decoder_exif(const cpng_decoder *decoder, size_t *length) {
    *length = 0;
    if (decoder->png == NULL || decoder->info == NULL ||
        (decoder->stage != STAGE_HEADER_READ && decoder->stage != STAGE_READING_ROWS &&
         decoder->stage != STAGE_FINISHED))
        return NULL;
    png_uint_32 count = 0;
    png_bytep bytes = NULL;
    // A getter: it reads the info struct and never calls png_error, so needs no setjmp.
    if (png_get_eXIf_1(decoder->png, decoder->info, &count, &bytes) == 0 || bytes == NULL) return NULL;
    *length = count;
    return bytes;
}
uint64_t cpng_decoder_source_size(const cpng_decoder *decoder) { return decoder->source.size; }
uint64_t cpng_decoder_minimum_source_size(const cpng_decoder *decoder) {
    return decoder->minimum_source_size;
}
