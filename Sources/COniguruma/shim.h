#ifndef INTENT_RENDER_CONIGURUMA_SHIM_H
#define INTENT_RENDER_CONIGURUMA_SHIM_H
#include <oniguruma.h>

/* Macros and variadic functions Swift cannot import. */

static inline OnigEncoding ir_onig_encoding_utf8(void) { return ONIG_ENCODING_UTF8; }

static inline OnigSyntaxType *ir_onig_syntax_default(void) { return ONIG_SYNTAX_DEFAULT; }

/* Bytes as Ruby reads a binary string (Linguist's heuristics match file bytes that way). */
static inline OnigEncoding ir_onig_encoding_ascii(void) { return ONIG_ENCODING_ASCII; }

static inline OnigSyntaxType *ir_onig_syntax_ruby(void) { return ONIG_SYNTAX_RUBY; }

static inline int ir_onig_error_message(OnigUChar *buffer, int code, OnigErrorInfo *info) {
  return onig_error_code_to_str(buffer, code, info);
}

static inline int ir_onig_region_beg(const OnigRegion *region, int group) {
  return region->beg[group];
}

static inline int ir_onig_region_end(const OnigRegion *region, int group) {
  return region->end[group];
}

/* Oniguruma's class test of one code point in UTF-8 (`ONIGENC_CTYPE_WORD` for `\w` and
   `\b`, `ONIGENC_CTYPE_SPACE` for `\s`), as a match evaluates it. */
static inline int ir_onig_utf8_is_code_ctype(OnigCodePoint code, unsigned int ctype) {
  return ONIGENC_IS_CODE_CTYPE(ONIG_ENCODING_UTF8, code, ctype);
}

static inline int ir_onig_region_count(const OnigRegion *region) { return region->num_regs; }

#endif
