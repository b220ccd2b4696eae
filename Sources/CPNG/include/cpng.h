#ifndef CPNG_H
#define CPNG_H
// The libpng shim. Every function here that calls libpng owns its own setjmp, so no Swift
// frame ever sits between a setjmp and the longjmp libpng takes on error.

/// The libpng version this shim was compiled against, e.g. "1.6.39".
const char *cpng_libpng_version(void);

#endif
