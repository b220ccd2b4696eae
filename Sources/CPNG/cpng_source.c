#define _POSIX_C_SOURCE 200809L // fileno, fstat, fdopen
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cpng.h"
#include "cpng_source.h"

// Larger than stdio's default: one read of the file per 64 KiB, however little libpng asks
// for at a time (image data 8 KiB at a time, 1 KiB near the end: cpng_decoder.c).
enum { FILE_BUFFER_BYTES = 1 << 16 };

void cpng_source_open_file(cpng_source *source, const char *path) {
    memset(source, 0, sizeof *source);
    source->size = UINT64_MAX;
    // Non-blocking open, so a FIFO with no writer cannot hang us before fstat says what it is.
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        source->error_number = errno;
        return;
    }
    struct stat status;
    if (fstat(fd, &status) != 0) {
        source->error_number = errno;
        close(fd);
        return;
    }
    int refusal = S_ISFIFO(status.st_mode) || S_ISSOCK(status.st_mode) ? CPNG_ERRNO_NOT_A_FILE
                  : S_ISCHR(status.st_mode) ? CPNG_ERRNO_CHARACTER_DEVICE
                  : S_ISBLK(status.st_mode) ? CPNG_ERRNO_BLOCK_DEVICE : 0;
    if (refusal != 0) {
        source->error_number = refusal;
        close(fd);
        return;
    }
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0) fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    source->file = fdopen(fd, "rb");
    if (source->file == NULL) {
        source->error_number = errno;
        close(fd);
        return;
    }
    setvbuf(source->file, NULL, _IOFBF, FILE_BUFFER_BYTES);
    if (S_ISREG(status.st_mode)) source->size = (uint64_t)status.st_size;
}

void cpng_source_open_memory(cpng_source *source, const void *bytes, size_t count) {
    memset(source, 0, sizeof *source);
    source->bytes = bytes;
    source->count = bytes != NULL ? count : 0;
    source->size = source->count;
}

void cpng_source_close(cpng_source *source) {
    if (source->file != NULL) fclose(source->file);
    source->file = NULL;
}

static size_t read_raw(cpng_source *source, uint8_t *buffer, size_t length) {
    size_t got = 0;
    if (source->file != NULL) {
        got = fread(buffer, 1, length, source->file);
        if (got < length) {
            if (ferror(source->file)) source->error_number = errno != 0 ? errno : EIO;
            else source->hit_end = 1;
        }
    } else if (source->bytes != NULL || source->count == 0) {
        size_t left = source->count - source->position;
        got = length < left ? length : left;
        if (got > 0) memcpy(buffer, source->bytes + source->position, got);
        source->position += got;
        if (got < length) source->hit_end = 1;
    } else {
        source->error_number = EBADF;
    }
    source->bytes_read += got;
    return got;
}

size_t cpng_source_fill_prefix(cpng_source *source) {
    if (source->file == NULL && source->error_number != 0) return 0;
    source->prefix_count = read_raw(source, source->prefix, CPNG_PREFIX_CAPACITY);
    source->prefix_position = 0;
    // Asking for 33 bytes of a shorter source is not itself truncation: the end counts
    // once the signature check or libpng needs bytes that are not there.
    source->hit_end = 0;
    return source->prefix_count;
}

size_t cpng_source_read(cpng_source *source, uint8_t *buffer, size_t length) {
    size_t got = 0;
    if (source->prefix_position < source->prefix_count) {
        size_t left = source->prefix_count - source->prefix_position;
        got = length < left ? length : left;
        memcpy(buffer, source->prefix + source->prefix_position, got);
        source->prefix_position += got;
    }
    if (got < length) got += read_raw(source, buffer + got, length - got);
    return got;
}
