// libFuzzer's driver, from the toolchain's libclang_rt.fuzzer (linked by -sanitize=fuzzer).
// The fuzz executable has its own main (SwiftPM renames and aliases an executable's entry
// point, so libFuzzer's main cannot stand in for it) and hands control to the driver.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
