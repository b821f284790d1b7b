// The ICU headers CICU's C file uses; listed here so the system module names them.
#include <unicode/utypes.h>
