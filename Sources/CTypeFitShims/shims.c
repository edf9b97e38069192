#include "CTypeFitShims.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

void *tf_break_open(tf_break_kind kind, const char *locale, int32_t *error_code) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIteratorType type = kind == TF_BREAK_LINE ? UBRK_LINE : kind == TF_BREAK_WORD ? UBRK_WORD : UBRK_CHARACTER;
  UBreakIterator *it = ubrk_open(type, locale, NULL, 0, &status);
  *error_code = (int32_t)status;
  if (U_FAILURE(status)) {
    if (it) ubrk_close(it);
    return NULL;
  }
  return it;
}

void tf_break_set_text(void *iterator, const tf_char16 *text, int32_t length, int32_t *error_code) {
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
  *error_code = (int32_t)status;
}

int32_t tf_break_first(void *iterator) { return ubrk_first((UBreakIterator *)iterator); }
int32_t tf_break_next(void *iterator) { return ubrk_next((UBreakIterator *)iterator); }
int32_t tf_break_rule_status(void *iterator) { return ubrk_getRuleStatus((UBreakIterator *)iterator); }
void tf_break_close(void *iterator) { ubrk_close((UBreakIterator *)iterator); }

uint64_t tf_break_rules_fingerprint(void *iterator) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = ubrk_getBinaryRules((UBreakIterator *)iterator, NULL, 0, &status);
  if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return 0;
  if (length <= 0) return 0;
  uint8_t *rules = malloc((size_t)length);
  if (!rules) return 0;
  status = U_ZERO_ERROR;
  ubrk_getBinaryRules((UBreakIterator *)iterator, rules, length, &status);
  uint64_t hash = 0xCBF29CE484222325ULL;  // FNV-1a, 64 bits
  if (U_SUCCESS(status)) {
    for (int32_t i = 0; i < length; i++) {
      hash ^= rules[i];
      hash *= 0x100000001B3ULL;
    }
  } else {
    hash = 0;
  }
  free(rules);
  return hash;
}

int32_t tf_break_same_rules(void *a, void *b) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = ubrk_getBinaryRules((UBreakIterator *)a, NULL, 0, &status);
  if (U_FAILURE(status) || length <= 0) return 0;
  int32_t otherLength = ubrk_getBinaryRules((UBreakIterator *)b, NULL, 0, &status);
  if (U_FAILURE(status) || otherLength != length) return 0;
  uint8_t *rules = malloc((size_t)length * 2);
  if (!rules) return 0;
  ubrk_getBinaryRules((UBreakIterator *)a, rules, length, &status);
  ubrk_getBinaryRules((UBreakIterator *)b, rules + length, length, &status);
  int32_t same = U_SUCCESS(status) && memcmp(rules, rules + length, (size_t)length) == 0;
  free(rules);
  return same;
}

int32_t tf_bidi_levels(const tf_char16 *text, int32_t length, uint8_t base_level, uint8_t *levels) {
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status)) return (int32_t)status;
  ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)base_level, NULL, &status);
  if (U_SUCCESS(status)) {
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_SUCCESS(status) && resolved) memcpy(levels, resolved, (size_t)length);
  }
  ubidi_close(bidi);
  return U_FAILURE(status) ? (int32_t)status : 0;
}

void tf_script_code(uint32_t code_point, char *code) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)code_point, &status);
  const char *name = U_SUCCESS(status) ? uscript_getShortName(script) : "Zzzz";
  if (!name || strlen(name) != 4) name = "Zzzz";
  memcpy(code, name, 4);
  code[4] = 0;
}

int tf_script_code_for_name(const char *name, char *code) {
  int32_t value = u_getPropertyValueEnum(UCHAR_SCRIPT, name);
  if (value == UCHAR_INVALID_CODE || value < 0) return 0;
  const char *short_name = uscript_getShortName((UScriptCode)value);
  if (!short_name || strlen(short_name) != 4) return 0;
  memcpy(code, short_name, 4);
  code[4] = 0;
  return 1;
}

int tf_is_default_ignorable(uint32_t code_point) {
  return u_hasBinaryProperty((UChar32)code_point, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
}

int tf_is_unassigned(uint32_t code_point) {
  return u_charType((UChar32)code_point) == U_UNASSIGNED ? 1 : 0;
}

int tf_is_emoji_presentation(uint32_t code_point) {
  return u_hasBinaryProperty((UChar32)code_point, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

static const char *const tf_plural_names[6] = {"zero", "one", "two", "few", "many", "other"};

/// ICU's cardinal plural rules for BCP 47 tag `tag`, or NULL when ICU has none for its language.
static UPluralRules *tf_plural_rules_open(const char *tag) {
  char locale[ULOC_FULLNAME_CAPACITY];
  char language[ULOC_LANG_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  int32_t parsed = 0;
  uloc_forLanguageTag(tag, locale, (int32_t)sizeof locale, &parsed, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || parsed <= 0) return NULL;
  uloc_getLanguage(locale, language, (int32_t)sizeof language, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || language[0] == 0) return NULL;
  // ICU falls back to the root's rules (`other` alone) for a language it has no rules for, with
  // no warning; its plural data lists the languages it has rules for ("plurals", "locales").
  UResourceBundle *plurals = ures_openDirect(NULL, "plurals", &status);
  UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, &status);
  int32_t length = 0;
  ures_getStringByKey(locales, language, &length, &status);
  int known = U_SUCCESS(status);
  ures_close(locales);
  ures_close(plurals);
  if (!known) return NULL;
  status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) {
    if (rules) uplrules_close(rules);
    return NULL;
  }
  return rules;
}

int tf_plural_categories(const char *tag, uint32_t *categories) {
  *categories = 0;
  UPluralRules *rules = tf_plural_rules_open(tag);
  if (!rules) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UEnumeration *keywords = uplrules_getKeywords(rules, &status);
  const char *keyword;
  while (U_SUCCESS(status) && keywords && (keyword = uenum_next(keywords, NULL, &status)) != NULL) {
    for (int i = 0; i < 6; i++) {
      if (strcmp(keyword, tf_plural_names[i]) == 0) *categories |= 1u << i;
    }
  }
  if (keywords) uenum_close(keywords);
  uplrules_close(rules);
  return U_SUCCESS(status) && *categories != 0 ? 1 : 0;
}

int tf_plural_forms_of_counts(const char *tag, int64_t first, int32_t count, uint8_t *forms) {
  UPluralRules *rules = tf_plural_rules_open(tag);
  if (!rules) return 0;
  int ok = 1;
  for (int32_t n = 0; n < count && ok; n++) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[16];
    int32_t length = uplrules_select(rules, (double)(first + n), keyword, 16, &status);
    forms[n] = 6;
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || length <= 0 || length >= 16) {
      ok = 0;
      break;
    }
    char name[16];
    for (int32_t i = 0; i <= length; i++) name[i] = i < length && keyword[i] < 0x80 ? (char)keyword[i] : 0;
    for (uint8_t i = 0; i < 6; i++) {
      if (strcmp(name, tf_plural_names[i]) == 0) forms[n] = i;
    }
  }
  uplrules_close(rules);
  return ok;
}

typedef struct {
  uint8_t *verbs;
  float *points;
  int32_t verb_capacity, point_capacity, verb_count, point_count;
  int open;
} tf_outline_sink;

static void tf_sink_add(tf_outline_sink *sink, uint8_t verb, const FT_Vector *a, const FT_Vector *b, const FT_Vector *c) {
  const FT_Vector *pts[3] = {a, b, c};
  if (sink->verb_count < sink->verb_capacity) sink->verbs[sink->verb_count] = verb;
  sink->verb_count++;
  for (int i = 0; i < 3; i++) {
    if (!pts[i]) continue;
    if (sink->point_count + 2 <= sink->point_capacity) {
      sink->points[sink->point_count] = (float)pts[i]->x;
      sink->points[sink->point_count + 1] = (float)pts[i]->y;
    }
    sink->point_count += 2;
  }
}

static int tf_move_to(const FT_Vector *to, void *user) {
  tf_outline_sink *sink = (tf_outline_sink *)user;
  if (sink->open) tf_sink_add(sink, TF_CLOSE, NULL, NULL, NULL);
  tf_sink_add(sink, TF_MOVE, to, NULL, NULL);
  sink->open = 1;
  return 0;
}
static int tf_line_to(const FT_Vector *to, void *user) {
  tf_sink_add((tf_outline_sink *)user, TF_LINE, to, NULL, NULL);
  return 0;
}
static int tf_conic_to(const FT_Vector *control, const FT_Vector *to, void *user) {
  tf_sink_add((tf_outline_sink *)user, TF_QUAD, control, to, NULL);
  return 0;
}
static int tf_cubic_to(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *user) {
  tf_sink_add((tf_outline_sink *)user, TF_CUBIC, c1, c2, to);
  return 0;
}

int32_t tf_ft_glyph_outline(void *ft_face, uint32_t glyph_index, uint8_t *verbs, int32_t verb_capacity,
                            float *points, int32_t point_capacity, int32_t *verb_count, int32_t *point_count,
                            const char **failed_call) {
  FT_Face face = (FT_Face)ft_face;
  *verb_count = 0;
  *point_count = 0;
  *failed_call = NULL;
  FT_Error error = FT_Load_Glyph(face, glyph_index, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
  if (error) {
    *failed_call = "FT_Load_Glyph";
    return (int32_t)error;
  }
  if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return 0;
  FT_Outline_Funcs funcs = {tf_move_to, tf_line_to, tf_conic_to, tf_cubic_to, 0, 0};
  tf_outline_sink sink = {verbs, points, verb_capacity, point_capacity, 0, 0, 0};
  error = FT_Outline_Decompose(&face->glyph->outline, &funcs, &sink);
  if (error) {
    *failed_call = "FT_Outline_Decompose";
    return (int32_t)error;
  }
  if (sink.open) tf_sink_add(&sink, TF_CLOSE, NULL, NULL, NULL);
  *verb_count = sink.verb_count;
  *point_count = sink.point_count;
  return 0;
}
