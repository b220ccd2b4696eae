#include <string.h>
#include "cpng_internal.h"

// Copies as much of `text` as fits in `capacity` bytes, always terminating.
static void copy_bounded(char *buffer, size_t capacity, const char *text) {
    if (capacity == 0) return;
    size_t length = strlen(text);
    if (length >= capacity) length = capacity - 1;
    memcpy(buffer, text, length);
    buffer[length] = '\0';
}

void cpng_copy_message(char *buffer, const char *text) {
    copy_bounded(buffer, CPNG_MESSAGE_CAPACITY, text != NULL ? text : "");
}

void cpng_on_error(png_structp png, png_const_charp message) {
    cpng_diagnostics *diagnostics = png_get_error_ptr(png);
    if (diagnostics != NULL) {
        cpng_copy_message(diagnostics->message, message);
        diagnostics->chunk = png_get_io_chunk_type(png);
    }
    png_longjmp(png, 1);
}

void cpng_on_warning(png_structp png, png_const_charp message) {
    cpng_diagnostics *diagnostics = png_get_error_ptr(png);
    if (diagnostics == NULL || message == NULL) return;
    char *warnings = diagnostics->warning;
    size_t used = strlen(warnings);
    if (used > 0) {
        copy_bounded(warnings + used, CPNG_MESSAGE_CAPACITY - used, "; ");
        used = strlen(warnings);
    }
    copy_bounded(warnings + used, CPNG_MESSAGE_CAPACITY - used, message);
}
