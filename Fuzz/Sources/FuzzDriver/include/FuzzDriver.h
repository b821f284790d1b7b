#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

typedef int (*FuzzInputFunction)(const uint8_t *data, size_t size);

// Runs libFuzzer (flags from argc/argv) on `input`, through
// LLVMFuzzerRunDriver: SwiftPM gives every executable its own `main`.
int FuzzDriverRun(int *argc, char ***argv, FuzzInputFunction input);

#endif
