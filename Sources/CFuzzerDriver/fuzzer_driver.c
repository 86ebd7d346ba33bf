// The declaration in include/fuzzer_driver.h is all this target gives; SwiftPM wants a source file.
#include "fuzzer_driver.h"
