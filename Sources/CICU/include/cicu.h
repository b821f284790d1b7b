// CICU: the project's own plain-C interface to ICU.
//
// Only cicu.c includes ICU's headers. Swift imports this header alone, which
// keeps ICU's headers away from Foundation's bundled ICU module and hides
// ICU's versioned symbol names (ubrk_open_72 and friends) from Swift.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Versions

/// Writes the Unicode version ICU implements ("15.0") into buf; returns its length.
int32_t cicu_unicode_version(char *buf, int32_t capacity);
/// Writes ICU's own version ("72.1") into buf; returns its length.
int32_t cicu_icu_version(char *buf, int32_t capacity);

// MARK: Break iterators

typedef struct cicu_breaker cicu_breaker;

typedef enum {
    CICU_BREAK_CHARACTER = 0, ///< extended grapheme clusters
    CICU_BREAK_LINE = 1,      ///< line-break opportunities (UAX #14 + dictionaries)
} cicu_break_kind;

/// Opens a break iterator for a BCP 47 tag or ICU locale id ("th", "zh-Hans",
/// "ja_JP"). Opening is expensive (a few microseconds): keep the result as a
/// template and cicu_breaker_clone it for each use. Returns NULL on failure
/// and sets *error to a nonzero ICU error code.
cicu_breaker *cicu_breaker_open(cicu_break_kind kind, const char *locale, int32_t *error);
/// A cheap copy with its own position and text; safe to use on another thread.
cicu_breaker *cicu_breaker_clone(const cicu_breaker *template_breaker, int32_t *error);
void cicu_breaker_close(cicu_breaker *breaker);

/// Finds every boundary in text (UTF-16, length code units), including 0 and
/// length. Writes up to capacity offsets into positions; for a line breaker,
/// hard[i] is 1 when the break before positions[i] is mandatory (hard may be
/// NULL). Returns the number of boundaries found, which may exceed capacity:
/// then call again with a bigger buffer. Returns -1 on an ICU error.
int32_t cicu_breaker_boundaries(cicu_breaker *breaker,
                                const uint16_t *text, int32_t length,
                                int32_t *positions, uint8_t *hard, int32_t capacity);

// MARK: Code point properties

typedef enum {
    CICU_EAW_NEUTRAL = 0,
    CICU_EAW_AMBIGUOUS = 1,
    CICU_EAW_HALFWIDTH = 2,
    CICU_EAW_FULLWIDTH = 3,
    CICU_EAW_NARROW = 4,
    CICU_EAW_WIDE = 5,
} cicu_east_asian_width;

/// East_Asian_Width of a code point (values as in cicu_east_asian_width).
int32_t cicu_east_asian_width_of(int32_t code_point);

/// General_Category as its two-letter alias ("Mn", "Lu", "Cn"), NUL-terminated
/// in out (capacity >= 3). Returns 2, or 0 for an invalid code point.
int32_t cicu_general_category_of(int32_t code_point, char *out, int32_t capacity);

/// 1 when the code point has Emoji_Presentation=Yes.
int32_t cicu_is_emoji_presentation(int32_t code_point);
/// 1 when the code point has Default_Ignorable_Code_Point=Yes.
int32_t cicu_is_default_ignorable(int32_t code_point);
/// 1 when the code point has White_Space=Yes.
int32_t cicu_is_white_space(int32_t code_point);

/// Everything the width rule needs about one code point, in one call.
enum {
    CICU_WIDTH_ZERO = 1,       ///< Mn, Me, Cf, Cc or Default_Ignorable_Code_Point
    CICU_WIDTH_WIDE = 2,       ///< East_Asian_Width W/F or Emoji_Presentation
    CICU_WIDTH_AMBIGUOUS = 4,  ///< East_Asian_Width A
    CICU_WIDTH_SPACE = 8,      ///< White_Space (trailing ones do not count on a line)
};
/// Cached per code point after the first call (cheap, and safe from any thread).
int32_t cicu_width_flags(int32_t code_point);

// MARK: Plural rules (CLDR, through ICU's uplrules)

/// Writes the plural categories the locale's cardinal rules use, in CLDR
/// order ("zero one two few many other"), separated by single spaces and
/// NUL-terminated, into buf. Returns the length needed (excluding the NUL),
/// or -1 on an ICU error.
int32_t cicu_plural_categories(const char *locale, char *buf, int32_t capacity);

/// Writes the category the locale's cardinal rules select for number into
/// buf ("one", "few", ...). Returns its length, or -1 on an ICU error.
int32_t cicu_plural_select(const char *locale, double number, char *buf, int32_t capacity);

/// The categories the locale's cardinal rules select for the counts a
/// format can take: whole numbers 0 to 1099 and, with fractional != 0, also
/// 0.0 to 10.9 in steps of 0.1. Returns a bit set (bit k for the k-th of
/// "zero one two few many other"), or -1 on an ICU error. A category only
/// millions select (French "many": "1 million de fichiers") is left out.
int32_t cicu_plural_categories_for_counts(const char *locale, int32_t fractional);

// MARK: Names and normalization

/// Writes the code point's Unicode name ("ZERO WIDTH SPACE"; for one
/// without a name, ICU's extended name such as "<control-0007>") into buf,
/// NUL-terminated. Returns its length, or -1 on an ICU error.
int32_t cicu_char_name(int32_t code_point, char *buf, int32_t capacity);

/// 1 when text (UTF-16, length code units) is in Normalization Form C,
/// 0 when it is not, -1 on an ICU error.
int32_t cicu_is_nfc(const uint16_t *text, int32_t length);

/// 1 when text is in Normalization Form D, 0 when not, -1 on an ICU error.
int32_t cicu_is_nfd(const uint16_t *text, int32_t length);

// MARK: Locales

/// 1 when the locale's script is written right to left (ar, he, fa, ur, and
/// e.g. az-Arab), from ICU's likely subtags; 0 otherwise, also for names ICU
/// does not know.
int32_t cicu_locale_is_rtl(const char *locale);

// MARK: Scripts and bidi (for splitting a text into runs to shape)

/// The code point's Script property as its ISO 15924 code ("Latn", "Thai",
/// "Zyyy" for Common, "Zinh" for Inherited), NUL-terminated in out
/// (capacity >= 5). Returns 4, or 0 on an error.
int32_t cicu_script_of(int32_t code_point, char *out, int32_t capacity);

/// The embedding level of every UTF-16 unit of a paragraph (UAX #9), with the
/// paragraph's base direction right to left when rtl is nonzero. Writes
/// length levels into levels; returns 0, or -1 on an ICU error.
int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, int32_t rtl, uint8_t *levels);

#ifdef __cplusplus
}
#endif

#endif
