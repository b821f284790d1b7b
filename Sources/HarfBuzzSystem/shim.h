// The HarfBuzz headers CFont's C file uses; listed here so the system module names them.
#include <hb.h>
#include <hb-ot.h>
