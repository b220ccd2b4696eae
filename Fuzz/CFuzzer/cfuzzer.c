// The driver is in libFuzzer's runtime; this target only carries its declaration.
#include "cfuzzer.h"
