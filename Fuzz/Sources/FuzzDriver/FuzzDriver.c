#include "FuzzDriver.h"

// libFuzzer's entry for programs with their own main.
int LLVMFuzzerRunDriver(int *argc, char ***argv, FuzzInputFunction input);

static FuzzInputFunction registered;

// Defined as well as handed to the driver: libFuzzer's own main (in the
// same archive as the driver) refers to it, and a linker that looks at
// that main (gold does) must find it.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return registered ? registered(data, size) : 0;
}

int FuzzDriverRun(int *argc, char ***argv, FuzzInputFunction input) {
    registered = input;
    return LLVMFuzzerRunDriver(argc, argv, LLVMFuzzerTestOneInput);
}
