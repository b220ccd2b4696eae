#ifndef CPNG_INTERNAL_H
#define CPNG_INTERNAL_H
// Shared by the shim's decoder and encoder; includes png.h, so it stays out of include/.

#include <png.h>
#include <stdint.h>

enum { CPNG_MESSAGE_CAPACITY = 256 };

// What libpng said. libpng's error and warning callbacks get a pointer to this (libpng's
// "error_ptr") and copy the text out, because libpng's own strings may not outlive the call.
typedef struct cpng_diagnostics {
    char message[CPNG_MESSAGE_CAPACITY];
    char warning[CPNG_MESSAGE_CAPACITY];
    uint32_t chunk;
} cpng_diagnostics;

// Copies `text` into a message buffer, truncating; NULL gives "".
void cpng_copy_message(char *buffer, const char *text);

// libpng error callback: records the message and the chunk being read, then longjmps to
// the setjmp of the shim function that made the libpng call. Never returns.
PNG_NORETURN void cpng_on_error(png_structp png, png_const_charp message);

// libpng warning callback: appends the warning, "; "-separated, as far as it fits (libpng
// explains an invalid IHDR in warnings before its error "Invalid IHDR data").
void cpng_on_warning(png_structp png, png_const_charp message);

#endif
