#ifndef INTENT_RENDER_CCMARKGFM_SHIM_H
#define INTENT_RENDER_CCMARKGFM_SHIM_H
// cmark-gfm 0.29.0.gfm.6 (Debian 12): the core API plus the bundled GFM extensions.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
