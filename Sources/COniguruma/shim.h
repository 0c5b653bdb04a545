#ifndef INTENT_RENDER_CONIGURUMA_SHIM_H
#define INTENT_RENDER_CONIGURUMA_SHIM_H
#include <oniguruma.h>
#endif
