#ifndef INTENT_RENDER_CONIGURUMA_SHIM_H
#define INTENT_RENDER_CONIGURUMA_SHIM_H
#include <oniguruma.h>

/* Macros and variadic functions Swift cannot import. */

static inline OnigEncoding ir_onig_encoding_utf8(void) { return ONIG_ENCODING_UTF8; }

static inline OnigSyntaxType *ir_onig_syntax_default(void) { return ONIG_SYNTAX_DEFAULT; }

static inline int ir_onig_error_message(OnigUChar *buffer, int code, OnigErrorInfo *info) {
  return onig_error_code_to_str(buffer, code, info);
}

static inline int ir_onig_region_beg(const OnigRegion *region, int group) {
  return region->beg[group];
}

static inline int ir_onig_region_end(const OnigRegion *region, int group) {
  return region->end[group];
}

static inline int ir_onig_region_count(const OnigRegion *region) { return region->num_regs; }

#endif
