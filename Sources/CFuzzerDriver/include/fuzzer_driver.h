#ifndef CONTROLSPEC_FUZZER_DRIVER_H
#define CONTROLSPEC_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt `FuzzerInterface.h`): parses libFuzzer's options from `argv` and
/// calls `callback` with each input it makes. Linked only with `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
