// CTypeFitShims: a thin C layer between TypeFitText and two C libraries.
//
// Why it exists:
// - ICU renames every public symbol by version (`ubrk_open` is a macro for `ubrk_open_72`), so
//   Swift cannot call ICU directly without hard-coding a version. These wrappers are compiled
//   against whatever ICU pkg-config finds and give Swift stable, unversioned names.
// - FreeType's outline decomposition takes a struct of C callbacks and reports coordinates in
//   26.6 fixed point; the wrapper collects a flat command list in font units instead.
// Only TypeFitText imports this module; no ICU or FreeType type escapes it.
#ifndef CTYPEFITSHIMS_H
#define CTYPEFITSHIMS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// UTF-16 code unit, as ICU's UChar.
typedef uint16_t tf_char16;

// MARK: Break iteration (ICU ubrk)

typedef enum { TF_BREAK_CHARACTER = 0, TF_BREAK_WORD = 1, TF_BREAK_LINE = 2 } tf_break_kind;

/// Opens a break iterator for `locale` (e.g. "th", "ja"); returns NULL and sets *error_code
/// (an ICU UErrorCode) on failure.
void *tf_break_open(tf_break_kind kind, const char *locale, int32_t *error_code);
/// Points the iterator at new text; the text must stay alive while the iterator is used.
void tf_break_set_text(void *iterator, const tf_char16 *text, int32_t length, int32_t *error_code);
int32_t tf_break_first(void *iterator);
/// Next boundary, or -1 at the end (ICU's UBRK_DONE).
int32_t tf_break_next(void *iterator);
/// Rule status of the boundary last returned; for line breaks, >= 100 marks a mandatory break.
int32_t tf_break_rule_status(void *iterator);
void tf_break_close(void *iterator);
/// FNV-1a (64 bits) of the iterator's compiled rules (ubrk_getBinaryRules): equal for
/// iterators that break alike. 0 when ICU cannot give the rules.
uint64_t tf_break_rules_fingerprint(void *iterator);
/// 1 when the two iterators' compiled rules are byte for byte the same, else 0.
int32_t tf_break_same_rules(void *a, void *b);

// MARK: Bidi (ICU ubidi)

/// Resolves bidi embedding levels for one paragraph. `levels` receives `length` levels.
/// `base_level`: 0 LTR, 1 RTL, or 0xFE for "first strong character, else LTR".
/// Returns 0 on success, else an ICU UErrorCode.
int32_t tf_bidi_levels(const tf_char16 *text, int32_t length, uint8_t base_level, uint8_t *levels);

// MARK: Scripts (ICU uscript)

/// ISO 15924 code (e.g. "Latn", "Zyyy" common, "Zinh" inherited) of a code point.
/// Writes 4 chars + NUL into `code` (which must hold 5 bytes).
void tf_script_code(uint32_t code_point, char *code);

/// ISO 15924 code of the script a Unicode script name or alias names ("Gujarati" -> "Gujr",
/// "OldItalic" -> "Ital"), matched as ICU matches property value names (ignoring case, spaces,
/// hyphens and underscores). Writes 4 chars + NUL into `code` (5 bytes) and returns 1, or
/// returns 0 when the name is no script. Used to find which script a font file serves from its
/// name (NotoSansGujarati-Regular.ttf).
int tf_script_code_for_name(const char *name, char *code);

/// Whether a code point is a default-ignorable code point (ZWJ, variation selectors...).
int tf_is_default_ignorable(uint32_t code_point);

/// Whether a code point is unassigned in this ICU's Unicode data (general category Cn): newer
/// than the Unicode version ICU was built with (ICU 72: Unicode 15.0), or never assigned.
int tf_is_unassigned(uint32_t code_point);

/// Whether a code point has the Unicode property Emoji_Presentation (UTS #51: drawn as an emoji
/// by default, without a variation selector), in this ICU's Unicode data (ICU 72: Emoji 15.0).
int tf_is_emoji_presentation(uint32_t code_point);

// MARK: Plural rules (ICU uplrules)

/// The CLDR plural categories (`zero one two few many other`) ICU's cardinal plural rules give
/// the language of BCP 47 tag `tag` (`en`, `pt-BR`, `sr-Latn`), written into `categories` as one
/// bit each in that order (bit 0 `zero` … bit 5 `other`). Returns 1, or 0 when ICU has no plural
/// rules for the tag's language (`xx`, `Base`, a tag ICU cannot read), which ICU would answer
/// with the root's `other` alone: the caller then knows nothing of the language.
int tf_plural_categories(const char *tag, uint32_t *categories);

/// The CLDR plural category ICU's cardinal rules for BCP 47 tag `tag` choose for each of the
/// `count` integers `first`, `first + 1` … (`uplrules_select`), written into `forms` as its index in
/// `zero one two few many other` (0 … 5; 6 for a keyword outside them). Returns 1, or 0 when ICU
/// has no plural rules for the tag's language (as for `tf_plural_categories`) or a selection
/// failed; `forms` is then not to be read. Integers are exact up to 2^53.
int tf_plural_forms_of_counts(const char *tag, int64_t first, int32_t count, uint8_t *forms);

// MARK: FreeType outlines

/// Outline command kinds: move, line, quadratic, cubic, close.
typedef enum { TF_MOVE = 0, TF_LINE = 1, TF_QUAD = 2, TF_CUBIC = 3, TF_CLOSE = 4 } tf_outline_verb;

/// Decomposes the outline of `glyph_index` in an FT_Face at its units-per-em (unscaled, unhinted)
/// into `verbs` and `points` (x, y pairs in font units).
///
/// Returns 0 or the FreeType error of the failing call, whose name goes to `*failed_call`
/// (a static string; NULL on success). On success `*verb_count` and `*point_count` hold the
/// numbers of verbs and floats the outline has: when either exceeds its capacity, nothing past
/// the capacity was written and the caller calls again with buffers that large.
int32_t tf_ft_glyph_outline(void *ft_face, uint32_t glyph_index, uint8_t *verbs, int32_t verb_capacity,
                            float *points, int32_t point_capacity, int32_t *verb_count, int32_t *point_count,
                            const char **failed_call);

#ifdef __cplusplus
}
#endif
#endif
