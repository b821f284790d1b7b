// The fontconfig header CFont's C file uses; listed here so the system module names it.
#include <fontconfig/fontconfig.h>
