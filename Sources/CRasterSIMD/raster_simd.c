// Everything is in include/raster_simd.h as static inline functions; SwiftPM needs one
// source file to build a C target.
#include "raster_simd.h"
