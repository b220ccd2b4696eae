#ifndef CFUZZER_H
#define CFUZZER_H
// libFuzzer's driver, for fuzz programs with a main of their own: SwiftPM links every
// executable's own entry point as `main`, so libFuzzer's main cannot be used. Provided by
// libclang_rt.fuzzer_no_main, which `make fuzz` links (scripts/fuzz.sh).

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `*argc`, `*argv`, calling `callback` once per
/// input; returns the exit status (non-zero when a crash, leak or time-out was found).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
