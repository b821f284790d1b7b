// The only file that includes ICU's headers (see include/cicu.h for why).
#include "cicu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unorm2.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

struct cicu_breaker {
    UBreakIterator *iterator;
    cicu_break_kind kind;
};

static int32_t copy_version(const UVersionInfo info, char *buf, int32_t capacity) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, text);
    // ICU prints "15.0" as "15.0", but "72.1.0.0" style versions are trimmed by it already.
    int32_t length = (int32_t)strlen(text);
    if (buf != NULL && capacity > 0) {
        int32_t n = length < capacity - 1 ? length : capacity - 1;
        memcpy(buf, text, (size_t)n);
        buf[n] = 0;
    }
    return length;
}

int32_t cicu_unicode_version(char *buf, int32_t capacity) {
    UVersionInfo info;
    u_getUnicodeVersion(info);
    return copy_version(info, buf, capacity);
}

int32_t cicu_icu_version(char *buf, int32_t capacity) {
    UVersionInfo info;
    u_getVersion(info);
    return copy_version(info, buf, capacity);
}

// Accepts BCP 47 tags ("zh-Hans") as well as ICU ids ("zh_Hans").
static void to_icu_locale(const char *locale, char *out, int32_t capacity) {
    out[0] = 0;
    if (locale == NULL || locale[0] == 0) return;
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(locale, out, capacity, &parsed, &status);
    if (U_FAILURE(status) || parsed == 0 || out[0] == 0) {
        strncpy(out, locale, (size_t)capacity - 1);
        out[capacity - 1] = 0;
    }
}

cicu_breaker *cicu_breaker_open(cicu_break_kind kind, const char *locale, int32_t *error) {
    char icu_locale[ULOC_FULLNAME_CAPACITY];
    to_icu_locale(locale, icu_locale, (int32_t)sizeof icu_locale);
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == CICU_BREAK_LINE ? UBRK_LINE : UBRK_CHARACTER;
    UBreakIterator *iterator = ubrk_open(type, icu_locale, NULL, 0, &status);
    if (error) *error = (int32_t)status;
    if (U_FAILURE(status) || iterator == NULL) return NULL;
    cicu_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        if (error) *error = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    breaker->iterator = iterator;
    breaker->kind = kind;
    return breaker;
}

cicu_breaker *cicu_breaker_clone(const cicu_breaker *template_breaker, int32_t *error) {
    if (template_breaker == NULL) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_clone(template_breaker->iterator, &status);
    if (error) *error = (int32_t)status;
    if (U_FAILURE(status) || iterator == NULL) return NULL;
    cicu_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        if (error) *error = (int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    breaker->iterator = iterator;
    breaker->kind = template_breaker->kind;
    return breaker;
}

void cicu_breaker_close(cicu_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t cicu_breaker_boundaries(cicu_breaker *breaker,
                                const uint16_t *text, int32_t length,
                                int32_t *positions, uint8_t *hard, int32_t capacity) {
    if (breaker == NULL || length < 0) return -1;
    static const UChar empty[1] = {0};
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, text != NULL ? (const UChar *)text : empty, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t pos = ubrk_first(breaker->iterator); pos != UBRK_DONE; pos = ubrk_next(breaker->iterator)) {
        if (count < capacity) {
            positions[count] = pos;
            if (hard != NULL) {
                int32_t tag = ubrk_getRuleStatus(breaker->iterator);
                hard[count] = (breaker->kind == CICU_BREAK_LINE && tag >= UBRK_LINE_HARD && tag < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }
    return count;
}

int32_t cicu_east_asian_width_of(int32_t code_point) {
    switch (u_getIntPropertyValue(code_point, UCHAR_EAST_ASIAN_WIDTH)) {
    case U_EA_AMBIGUOUS: return CICU_EAW_AMBIGUOUS;
    case U_EA_HALFWIDTH: return CICU_EAW_HALFWIDTH;
    case U_EA_FULLWIDTH: return CICU_EAW_FULLWIDTH;
    case U_EA_NARROW: return CICU_EAW_NARROW;
    case U_EA_WIDE: return CICU_EAW_WIDE;
    default: return CICU_EAW_NEUTRAL;
    }
}

int32_t cicu_general_category_of(int32_t code_point, char *out, int32_t capacity) {
    if (out == NULL || capacity < 3 || code_point < 0 || code_point > 0x10FFFF) return 0;
    int32_t value = u_getIntPropertyValue(code_point, UCHAR_GENERAL_CATEGORY);
    const char *name = u_getPropertyValueName(UCHAR_GENERAL_CATEGORY, value, U_SHORT_PROPERTY_NAME);
    if (name == NULL || strlen(name) != 2) return 0;
    out[0] = name[0];
    out[1] = name[1];
    out[2] = 0;
    return 2;
}

int32_t cicu_is_emoji_presentation(int32_t code_point) {
    return u_hasBinaryProperty(code_point, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

int32_t cicu_is_default_ignorable(int32_t code_point) {
    return u_hasBinaryProperty(code_point, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
}

int32_t cicu_is_white_space(int32_t code_point) {
    return u_hasBinaryProperty(code_point, UCHAR_WHITE_SPACE) ? 1 : 0;
}

static int32_t compute_width_flags(int32_t code_point) {
    int32_t flags = 0;
    int32_t category = u_charType(code_point);
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK ||
        category == U_FORMAT_CHAR || category == U_CONTROL_CHAR ||
        u_hasBinaryProperty(code_point, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) {
        flags |= CICU_WIDTH_ZERO;
    }
    int32_t eaw = u_getIntPropertyValue(code_point, UCHAR_EAST_ASIAN_WIDTH);
    if (eaw == U_EA_WIDE || eaw == U_EA_FULLWIDTH ||
        u_hasBinaryProperty(code_point, UCHAR_EMOJI_PRESENTATION)) {
        flags |= CICU_WIDTH_WIDE;
    }
    if (eaw == U_EA_AMBIGUOUS) flags |= CICU_WIDTH_AMBIGUOUS;
    if (u_isUWhiteSpace(code_point)) flags |= CICU_WIDTH_SPACE;
    return flags;
}

// The flags of every code point, filled in on first use: five ICU property
// lookups become one byte read. 0 means not yet known; known entries carry
// bit 7. It lives in zeroed static memory, so only the pages of the scripts a
// run meets are ever touched. Threads may race to fill an entry, but they
// write the same value, and relaxed atomics make that well defined.
static uint8_t width_cache[0x110000];

int32_t cicu_width_flags(int32_t code_point) {
    if (code_point < 0 || code_point > 0x10FFFF) return compute_width_flags(code_point);
    uint8_t known = __atomic_load_n(&width_cache[code_point], __ATOMIC_RELAXED);
    if (known != 0) return known & 0x7F;
    int32_t flags = compute_width_flags(code_point);
    __atomic_store_n(&width_cache[code_point], (uint8_t)(0x80 | flags), __ATOMIC_RELAXED);
    return flags;
}

static const char *const plural_order[] = {"zero", "one", "two", "few", "many", "other"};

int32_t cicu_plural_categories_for_counts(const char *locale, int32_t fractional) {
    char icu_locale[ULOC_FULLNAME_CAPACITY];
    to_icu_locale(locale, icu_locale, (int32_t)sizeof icu_locale);
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(icu_locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    int32_t found = 0;
    UChar keyword[32];
    char narrow[32];
    int32_t count = fractional ? 1100 + 110 : 1100;
    for (int32_t n = 0; n < count && U_SUCCESS(status); n++) {
        double number = n < 1100 ? (double)n : (double)(n - 1100) / 10.0;
        int32_t length = uplrules_select(rules, number, keyword, 32, &status);
        if (U_FAILURE(status) || length <= 0 || length >= 32) break;
        u_UCharsToChars(keyword, narrow, length);
        narrow[length] = 0;
        for (int k = 0; k < 6; k++) {
            if (strcmp(narrow, plural_order[k]) == 0) found |= 1 << k;
        }
    }
    uplrules_close(rules);
    return U_FAILURE(status) ? -1 : found;
}

int32_t cicu_plural_categories(const char *locale, char *buf, int32_t capacity) {
    char icu_locale[ULOC_FULLNAME_CAPACITY];
    to_icu_locale(locale, icu_locale, (int32_t)sizeof icu_locale);
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(icu_locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    int present[6] = {0, 0, 0, 0, 0, 0};
    if (U_SUCCESS(status) && keywords != NULL) {
        const char *keyword;
        int32_t length;
        while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
            for (int k = 0; k < 6; k++) {
                if (strcmp(keyword, plural_order[k]) == 0) present[k] = 1;
            }
        }
        uenum_close(keywords);
    }
    uplrules_close(rules);
    if (U_FAILURE(status)) return -1;
    // Always in CLDR order, so callers can compare lists directly.
    int32_t needed = 0;
    if (buf != NULL && capacity > 0) buf[0] = 0;
    for (int k = 0; k < 6; k++) {
        if (!present[k]) continue;
        int32_t word = (int32_t)strlen(plural_order[k]);
        int32_t extra = needed > 0 ? 1 : 0;
        if (buf != NULL && needed + extra + word < capacity) {
            if (extra) buf[needed] = ' ';
            memcpy(buf + needed + extra, plural_order[k], (size_t)word);
            buf[needed + extra + word] = 0;
        }
        needed += extra + word;
    }
    return needed;
}

int32_t cicu_plural_select(const char *locale, double number, char *buf, int32_t capacity) {
    char icu_locale[ULOC_FULLNAME_CAPACITY];
    to_icu_locale(locale, icu_locale, (int32_t)sizeof icu_locale);
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(icu_locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || length >= 32) return -1;
    if (buf != NULL && capacity > 0) {
        int32_t n = length < capacity - 1 ? length : capacity - 1;
        for (int32_t k = 0; k < n; k++) buf[k] = (char)keyword[k];
        buf[n] = 0;
    }
    return length;
}

int32_t cicu_locale_is_rtl(const char *locale) {
    char icu_locale[ULOC_FULLNAME_CAPACITY];
    to_icu_locale(locale, icu_locale, (int32_t)sizeof icu_locale);
    if (icu_locale[0] == 0) return 0;
    // uloc_isRightToLeft adds likely subtags itself: "ar" -> Arab, "ur" -> Arab.
    return uloc_isRightToLeft(icu_locale) ? 1 : 0;
}

int32_t cicu_char_name(int32_t code_point, char *buf, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = u_charName(code_point, U_UNICODE_CHAR_NAME, buf, capacity, &status);
    if (U_SUCCESS(status) && length == 0) {
        status = U_ZERO_ERROR;
        length = u_charName(code_point, U_EXTENDED_CHAR_NAME, buf, capacity, &status);
    }
    return U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING ? length : -1;
}

static int32_t is_normalized(const UNormalizer2 *normalizer, const uint16_t *text, int32_t length, UErrorCode status) {
    if (U_FAILURE(status)) return -1;
    UBool normalized = unorm2_isNormalized(normalizer, (const UChar *)text, length, &status);
    return U_SUCCESS(status) ? (normalized ? 1 : 0) : -1;
}

int32_t cicu_is_nfc(const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&status);
    return is_normalized(nfc, text, length, status);
}

int32_t cicu_is_nfd(const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    return is_normalized(nfd, text, length, status);
}

// MARK: Scripts and bidi

int32_t cicu_script_of(int32_t code_point, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(code_point, &status);
    const char *name = U_SUCCESS(status) ? uscript_getShortName(script) : NULL;
    if (name == NULL || strlen(name) != 4 || capacity < 5) return 0;
    memcpy(out, name, 5);
    return 4;
}

int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, int32_t rtl, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, rtl ? UBIDI_RTL : UBIDI_LTR, NULL, &status);
    const UBiDiLevel *found = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
    if (found != NULL && U_SUCCESS(status)) memcpy(levels, found, (size_t)length);
    ubidi_close(bidi);
    return U_SUCCESS(status) && found != NULL ? 0 : -1;
}
