#ifndef CPNG_H
#define CPNG_H
// The libpng shim. Every function here that calls libpng owns its own setjmp, so no Swift
// frame ever sits between a setjmp and the longjmp libpng takes on error: a libpng error
// unwinds to the shim function that made the call, which records what happened in its
// handle and returns a status. Swift never sees png.h: only the types below.
//
// Decoding is split into calls so that Swift can allocate the bitmap and report progress
// between them, each call a complete libpng call sequence under its own setjmp:
//   cpng_decoder_create_file / _memory
//   cpng_decoder_read_header   signature, IHDR pre-check against the limits, png_read_info
//   cpng_decoder_start         transforms to premultiplied 8-bit BGRA, png_read_update_info
//   cpng_decoder_read_rows     png_read_row straight into the caller's rows (repeat)
//   cpng_decoder_finish        png_read_end: trailing chunks and their CRCs
//   cpng_decoder_destroy
// After any call returns a status other than CPNG_OK the decoder is finished: read the
// cpng_decoder_* accessors for the details, then destroy it.

#include <stddef.h>
#include <stdint.h>

/// The libpng version this shim was compiled against, e.g. "1.6.39".
const char *cpng_libpng_version(void);

/// The largest ratio of decompressed to compressed bytes deflate can reach: a length-258
/// match coded in 1 bit plus a 1-bit distance code, i.e. 258 bytes per 2 bits.
#define CPNG_DEFLATE_MAX_RATIO 1032

/// How a shim call ended.
typedef enum cpng_status {
    /// Success.
    CPNG_OK = 0,
    /// The first 8 bytes are not the PNG signature; the message says how.
    CPNG_NOT_PNG = 1,
    /// The source ended before the PNG did.
    CPNG_TRUNCATED = 2,
    /// Opening, reading or writing failed: cpng_*_errno holds errno.
    CPNG_IO_ERROR = 3,
    /// width x height exceeds the pixel budget (header fields are filled in).
    CPNG_TOO_LARGE = 4,
    /// The image's raw scanline bytes exceed the source size times CPNG_DEFLATE_MAX_RATIO:
    /// no deflate stream that short can hold them.
    CPNG_SOURCE_TOO_SMALL = 5,
    /// libpng reported an error: message, last warning and chunk say what.
    CPNG_LIBPNG_ERROR = 6,
    /// An allocation failed.
    CPNG_OUT_OF_MEMORY = 7,
    /// The shim's calls were made out of order or with invalid arguments.
    CPNG_MISUSE = 8,
} cpng_status;

// MARK: - Decoding

/// A decoding session over one file or memory buffer. Opaque.
typedef struct cpng_decoder cpng_decoder;

/// What a decoder may read, checked before any large allocation.
typedef struct cpng_read_options {
    /// Largest width x height accepted, in pixels; 0 accepts any size (header reading).
    uint64_t max_pixels;
    /// Nonzero: refuse with CPNG_SOURCE_TOO_SMALL when the image's raw bytes exceed the
    /// source's size times CPNG_DEFLATE_MAX_RATIO (only when the size is known).
    int32_t check_source_size;
    /// Nonzero: when the file has gAMA, convert colour to sRGB display gamma.
    int32_t apply_gamma;
} cpng_read_options;

/// The image header (IHDR) and the colour chunks the decoder honours.
typedef struct cpng_header {
    /// Width, in pixels.
    uint32_t width;
    /// Height, in pixels.
    uint32_t height;
    /// Bits per sample: 1, 2, 4, 8 or 16.
    int32_t bit_depth;
    /// PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
    int32_t color_type;
    /// Nonzero for Adam7 interlacing.
    int32_t interlaced;
    /// Nonzero when a tRNS chunk is present (only set by read_header's libpng pass).
    int32_t has_transparency;
    /// Nonzero when a gAMA (or sRGB) chunk gives the file's gamma.
    int32_t has_gamma;
    /// Nonzero when an sRGB chunk is present.
    int32_t has_srgb;
    /// The file's encoding gamma (gAMA / 100000, e.g. 0.45455), when has_gamma.
    double gamma;
} cpng_header;

/// A decoder for the PNG file at `path`. Returns NULL only when out of memory; a file
/// that cannot be opened is reported by cpng_decoder_read_header.
cpng_decoder *cpng_decoder_create_file(const char *path);

/// A decoder for `count` bytes at `bytes`, which must stay valid until the decoder is
/// destroyed. Returns NULL only when out of memory.
cpng_decoder *cpng_decoder_create_memory(const void *bytes, size_t count);

/// Frees the decoder, its libpng state and closes its file.
void cpng_decoder_destroy(cpng_decoder *decoder);

/// Checks the signature, pre-parses IHDR and applies `options` (pixel budget, source
/// size) before libpng sees the stream, then reads every chunk up to the image data.
/// `header` is filled as far as known, also on CPNG_TOO_LARGE and CPNG_SOURCE_TOO_SMALL.
cpng_status cpng_decoder_read_header(cpng_decoder *decoder, const cpng_read_options *options,
                                     cpng_header *header);

/// Sets libpng's transforms so every row comes out as premultiplied 8-bit pixels laid out
/// as `A << 24 | R << 16 | G << 8 | B` words, and sets the destination: row y goes to
/// `pixels + y * row_stride` (`row_stride` in pixels, at least the width). Returns the
/// number of passes (1, or 7 for Adam7) in `passes`.
cpng_status cpng_decoder_start(cpng_decoder *decoder, uint32_t *pixels, size_t row_stride,
                               int32_t *passes);

/// Decodes the next `count` rows of the current pass into the destination. A pass visits
/// every row 0..<height in order (rows outside an Adam7 pass are left as they are); the
/// next pass begins after the last row.
cpng_status cpng_decoder_read_rows(cpng_decoder *decoder, uint32_t count);

/// Reads the chunks after the image data through IEND, checking their CRCs.
cpng_status cpng_decoder_finish(cpng_decoder *decoder);

/// libpng's error message (or the shim's own), "" when there is none.
const char *cpng_decoder_message(const cpng_decoder *decoder);
/// The last warning libpng gave, "" when there is none (e.g. why IHDR is invalid).
const char *cpng_decoder_warning(const cpng_decoder *decoder);
/// The errno behind CPNG_IO_ERROR, else 0.
int cpng_decoder_errno(const cpng_decoder *decoder);
/// The chunk libpng was reading at the error, as four big-endian ASCII bytes; 0 if none.
uint32_t cpng_decoder_chunk(const cpng_decoder *decoder);
/// Bytes delivered from the source so far.
uint64_t cpng_decoder_bytes_read(const cpng_decoder *decoder);

/// The pass being read (from 0; the pass count once every row was read) and the rows of
/// it read whole so far; they stay true after a failed read, so a caller can keep the
/// rows that decoded before the data went bad.
uint32_t cpng_decoder_pass(const cpng_decoder *decoder);
uint32_t cpng_decoder_row(const cpng_decoder *decoder);
/// Nonzero when every pixel decoded so far has alpha 255 (always, for a file without alpha
/// or tRNS). Found in the decode pass itself, so after the last row it is the image's
/// opacity without another scan.
int32_t cpng_decoder_all_opaque(const cpng_decoder *decoder);
/// The contents of the file's eXIf chunk (a TIFF header and its IFDs), when one came before
/// the image data, or after it once cpng_decoder_finish has read the end (the first of
/// two), and libpng accepted it (at least 2 bytes, "II" or "MM" first), with its length in
/// `length`; NULL (and 0) otherwise, and before the header was read. Valid until the
/// decoder is destroyed; the bytes are the file's, unchecked beyond that.
const uint8_t *cpng_decoder_exif(const cpng_decoder *decoder, size_t *length);
/// The source's size in bytes, or UINT64_MAX when unknown (a pipe).
uint64_t cpng_decoder_source_size(const cpng_decoder *decoder);
/// The fewest source bytes that could hold the image at CPNG_DEFLATE_MAX_RATIO; set on
/// CPNG_SOURCE_TOO_SMALL.
uint64_t cpng_decoder_minimum_source_size(const cpng_decoder *decoder);

// MARK: - Encoding

/// An encoding session: its output buffer and error details. Opaque.
typedef struct cpng_encoder cpng_encoder;

/// How to write the image.
typedef struct cpng_write_options {
    /// zlib level, 0 (store) ... 9 (smallest); -1 for zlib's default (6).
    int32_t compression_level;
    /// Nonzero: write RGBA (colour type 6), un-premultiplying; zero: write RGB (colour
    /// type 2), dropping alpha (right only when every pixel is opaque).
    int32_t write_alpha;
} cpng_write_options;

/// A new encoder; NULL when out of memory.
cpng_encoder *cpng_encoder_create(void);

/// Frees the encoder and its output buffer.
void cpng_encoder_destroy(cpng_encoder *encoder);

/// Encodes `width` x `height` premultiplied `A << 24 | R << 16 | G << 8 | B` pixels, row y
/// at `pixels + y * row_stride` (in pixels), as an 8-bit PNG written to `fd`.
cpng_status cpng_encoder_write_fd(cpng_encoder *encoder, int fd, const uint32_t *pixels,
                                  size_t row_stride, uint32_t width, uint32_t height,
                                  const cpng_write_options *options);

/// As cpng_encoder_write_fd, into the encoder's memory buffer (see cpng_encoder_bytes).
cpng_status cpng_encoder_write_memory(cpng_encoder *encoder, const uint32_t *pixels,
                                      size_t row_stride, uint32_t width, uint32_t height,
                                      const cpng_write_options *options);

/// The bytes written by cpng_encoder_write_memory; valid until the encoder is destroyed.
const uint8_t *cpng_encoder_bytes(const cpng_encoder *encoder);
/// How many bytes cpng_encoder_bytes holds.
size_t cpng_encoder_byte_count(const cpng_encoder *encoder);
/// libpng's error message (or the shim's own), "" when there is none.
const char *cpng_encoder_message(const cpng_encoder *encoder);
/// The errno behind CPNG_IO_ERROR, else 0.
int cpng_encoder_errno(const cpng_encoder *encoder);

// MARK: - Temporary files removed on fatal signals

/// Creates `path` for writing, exclusively (O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, `mode`
/// less the umask), and has it removed should the process be ended, before
/// cpng_temporary_release, by a signal whose action is to terminate: SIGHUP, SIGINT,
/// SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGXCPU or SIGXFSZ (a file-size limit reached).
/// The handler then restores the default action and raises the signal again, so the
/// process ends as it would have. A signal the program handles itself is passed to its
/// handler and one it ignores stays ignored; nothing is removed then, as the process
/// goes on. Those signals are blocked between the creation and the registration, so no
/// moment leaves the file uncovered. Returns the descriptor, or -1 with errno set.
/// `*slot` is the registration to release, or -1 when the path was too long or
/// CPNG_TEMPORARY_SLOTS files are covered already (the file is created, but uncovered).
int cpng_temporary_create(const char *path, unsigned int mode, int *slot);

/// Ends the cover of `slot` (from cpng_temporary_create; -1 is ignored). Call it after the
/// file was renamed or removed, so that no moment leaves it behind.
void cpng_temporary_release(int slot);

/// How many temporary files can be covered at once (one per concurrent write).
enum { CPNG_TEMPORARY_SLOTS = 32 };

/// The error number a decoder reports for a path that names a pipe or socket: reading one
/// could block forever, so it is refused before any read. Negative, so it is no errno value.
enum { CPNG_ERRNO_NOT_A_FILE = -1 };

/// The error numbers a decoder reports for a path that names a character device (`/dev/null`
/// reads as an empty file, a terminal blocks) or a block device (a whole disk): neither
/// holds a PNG, so they are refused before any read, as a pipe is.
enum { CPNG_ERRNO_CHARACTER_DEVICE = -2, CPNG_ERRNO_BLOCK_DEVICE = -3 };

#endif
