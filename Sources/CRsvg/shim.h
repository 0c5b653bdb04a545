#ifndef INTENT_RENDER_CRSVG_SHIM_H
#define INTENT_RENDER_CRSVG_SHIM_H
// librsvg renders SVG through cairo; PNG output uses cairo's image surface.
#include <librsvg/rsvg.h>
#include <cairo.h>
#endif
