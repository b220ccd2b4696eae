#include <png.h>
#include "cpng.h"

const char *cpng_libpng_version(void) { return PNG_LIBPNG_VER_STRING; }
