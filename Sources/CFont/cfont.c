// See cfont.h. HarfBuzz's own OpenType functions (hb-ot) give a face's
// advances unhinted and in font units, which is what a browser lays text
// out with when hinting is off; FreeType is not called here (fontconfig
// uses it to read the fonts it lists).
#include "cfont.h"

#include <hb.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// Advances are asked for at 16 times the em so variable fonts' fractional
// deltas survive HarfBuzz's integer positions.
#define CFONT_SUBUNITS 16

struct cfont_face {
    hb_face_t *face;
    hb_font_t *font;
    int32_t upem;
};

static void set_variations(hb_font_t *font, hb_face_t *face, const char *variations, double optical_size) {
    if (!hb_ot_var_has_data(face)) return;
    hb_variation_t list[16];
    unsigned count = 0;
    int has_weight = 0, has_opsz = 0;
    if (variations != NULL) {
        const char *p = variations;
        while (*p && count < 16) {
            const char *end = strchr(p, ',');
            int len = end ? (int)(end - p) : (int)strlen(p);
            if (hb_variation_from_string(p, len, &list[count])) {
                if (list[count].tag == HB_TAG('w', 'g', 'h', 't')) has_weight = 1;
                if (list[count].tag == HB_TAG('o', 'p', 's', 'z')) has_opsz = 1;
                count++;
            }
            if (!end) break;
            p = end + 1;
        }
    }
    hb_ot_var_axis_info_t info;
    if (!has_weight && count < 16 && hb_ot_var_find_axis_info(face, HB_TAG('w', 'g', 'h', 't'), &info)) {
        list[count].tag = HB_TAG('w', 'g', 'h', 't');
        list[count].value = 400;
        count++;
    }
    if (!has_opsz && optical_size > 0 && count < 16 && hb_ot_var_find_axis_info(face, HB_TAG('o', 'p', 's', 'z'), &info)) {
        list[count].tag = HB_TAG('o', 'p', 's', 'z');
        list[count].value = (float)optical_size;
        count++;
    }
    if (count > 0) hb_font_set_variations(font, list, count);
}

cfont_face *cfont_face_open(const char *path, int32_t index, const char *variations, double optical_size) {
    if (path == NULL || index < 0) return NULL;
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) return NULL;
    if ((unsigned)index >= hb_face_count(blob)) {
        hb_blob_destroy(blob);
        return NULL;
    }
    hb_face_t *face = hb_face_create(blob, (unsigned)index);
    hb_blob_destroy(blob);   // the face holds its own reference
    if (hb_face_get_glyph_count(face) == 0 || hb_face_get_upem(face) == 0) {
        hb_face_destroy(face);
        return NULL;
    }
    cfont_face *result = calloc(1, sizeof(cfont_face));
    if (result == NULL) {
        hb_face_destroy(face);
        return NULL;
    }
    result->face = face;
    result->upem = (int32_t)hb_face_get_upem(face);
    result->font = hb_font_create(face);
    hb_font_set_scale(result->font, result->upem * CFONT_SUBUNITS, result->upem * CFONT_SUBUNITS);
    set_variations(result->font, face, variations, optical_size);
    hb_font_make_immutable(result->font);
    return result;
}

void cfont_face_close(cfont_face *face) {
    if (face == NULL) return;
    hb_font_destroy(face->font);
    hb_face_destroy(face->face);
    free(face);
}

int32_t cfont_face_units_per_em(const cfont_face *face) { return face ? face->upem : 0; }

int32_t cfont_face_has_glyph(const cfont_face *face, uint32_t code_point) {
    hb_codepoint_t glyph = 0;
    return face && hb_font_get_nominal_glyph(face->font, code_point, &glyph) ? 1 : 0;
}

int32_t cfont_face_is_variable(const cfont_face *face) { return face && hb_ot_var_has_data(face->face) ? 1 : 0; }

// One buffer per thread, kept: creating one per run costs more than shaping
// a short title.
static _Thread_local hb_buffer_t *thread_buffer = NULL;

double cfont_shape(const cfont_face *face, const uint16_t *text, int32_t length,
                   int32_t start, int32_t end, uint32_t script, int32_t rtl,
                   const char *language, double *advances, uint8_t *unsafe) {
    if (face == NULL || text == NULL || advances == NULL || start < 0 || end > length || start >= end) return -1;
    if (thread_buffer == NULL) {
        thread_buffer = hb_buffer_create();
        if (!hb_buffer_allocation_successful(thread_buffer)) return -1;
    }
    hb_buffer_t *buffer = thread_buffer;
    hb_buffer_clear_contents(buffer);
    hb_buffer_add_utf16(buffer, text, length, (unsigned)start, end - start);
    hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
    hb_buffer_set_script(buffer, script ? hb_script_from_iso15924_tag(script) : HB_SCRIPT_COMMON);
    if (language && *language) hb_buffer_set_language(buffer, hb_language_from_string(language, -1));
    hb_shape(face->font, buffer, NULL, 0);
    unsigned count = 0;
    const hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    const hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, &count);
    double total = 0;
    for (unsigned i = 0; i < count; i++) {
        double advance = (double)position[i].x_advance / CFONT_SUBUNITS;
        uint32_t cluster = info[i].cluster;
        if (cluster < (uint32_t)length) {
            advances[cluster] += advance;
            if (unsafe && (hb_glyph_info_get_glyph_flags(&info[i]) & HB_GLYPH_FLAG_UNSAFE_TO_BREAK)) unsafe[cluster] = 1;
        }
        total += advance;
    }
    return total;
}

// MARK: fontconfig

// fontconfig's configuration is shared; one lookup at a time (lookups are
// cached by the caller, so this is never hot).
static pthread_mutex_t fc_lock = PTHREAD_MUTEX_INITIALIZER;

static void copy_string(FcPattern *pattern, const char *object, int n, char *out, size_t capacity) {
    FcChar8 *value = NULL;
    out[0] = 0;
    if (FcPatternGetString(pattern, object, n, &value) == FcResultMatch && value != NULL) {
        snprintf(out, capacity, "%s", (const char *)value);
    }
}

static int fill_found(FcPattern *font, const char *family, cfont_found *out) {
    FcChar8 *file = NULL;
    if (FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch || file == NULL) return 0;
    if (snprintf(out->path, sizeof out->path, "%s", (const char *)file) >= (int)sizeof out->path) return 0;
    int index = 0;
    FcPatternGetInteger(font, FC_INDEX, 0, &index);
    // A variable font's named instances share the face: the low 16 bits are the face.
    out->index = index & 0xFFFF;
    if (family) snprintf(out->family, sizeof out->family, "%s", family);
    else copy_string(font, FC_FAMILY, 0, out->family, sizeof out->family);
    copy_string(font, FC_POSTSCRIPT_NAME, 0, out->postscript_name, sizeof out->postscript_name);
    copy_string(font, FC_FULLNAME, 0, out->full_name, sizeof out->full_name);
    return 1;
}

static FcPattern *regular_pattern(void) {
    FcPattern *pattern = FcPatternCreate();
    if (pattern == NULL) return NULL;
    FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_REGULAR);
    FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL);
    return pattern;
}

int32_t cfont_find_family(const char *family, cfont_found *out) {
    if (family == NULL || out == NULL || !*family) return 0;
    pthread_mutex_lock(&fc_lock);
    int32_t found = 0;
    FcPattern *pattern = regular_pattern();
    if (pattern && FcInit()) {
        FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
        FcConfigSubstitute(NULL, pattern, FcMatchPattern);
        FcDefaultSubstitute(pattern);
        FcResult result = FcResultNoMatch;
        FcPattern *match = FcFontMatch(NULL, pattern, &result);
        if (match) {
            FcChar8 *name = NULL;
            for (int n = 0; FcPatternGetString(match, FC_FAMILY, n, &name) == FcResultMatch; n++) {
                if (name && strcasecmp((const char *)name, family) == 0) {
                    found = fill_found(match, (const char *)name, out);
                    break;
                }
            }
            FcPatternDestroy(match);
        }
    }
    if (pattern) FcPatternDestroy(pattern);
    pthread_mutex_unlock(&fc_lock);
    return found;
}

int32_t cfont_find_fallback(uint32_t code_point, const char *language, int32_t emoji, cfont_found *out) {
    if (out == NULL) return 0;
    pthread_mutex_lock(&fc_lock);
    int32_t found = 0;
    FcPattern *pattern = regular_pattern();
    FcCharSet *wanted = FcCharSetCreate();
    if (pattern && wanted && FcInit()) {
        if (emoji) {
            FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)"emoji");
            FcPatternAddBool(pattern, FC_COLOR, FcTrue);
        }
        FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)"sans-serif");
        if (language && *language) FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)language);
        FcCharSetAddChar(wanted, code_point);
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted);
        FcConfigSubstitute(NULL, pattern, FcMatchPattern);
        FcDefaultSubstitute(pattern);
        FcResult result = FcResultNoMatch;
        FcFontSet *set = FcFontSort(NULL, pattern, FcFalse, NULL, &result);
        if (set) {
            for (int i = 0; i < set->nfont && !found; i++) {
                FcCharSet *charset = NULL;
                if (FcPatternGetCharSet(set->fonts[i], FC_CHARSET, 0, &charset) == FcResultMatch
                    && FcCharSetHasChar(charset, code_point)) {
                    found = fill_found(set->fonts[i], NULL, out);
                }
            }
            FcFontSetDestroy(set);
        }
    }
    if (wanted) FcCharSetDestroy(wanted);
    if (pattern) FcPatternDestroy(pattern);
    pthread_mutex_unlock(&fc_lock);
    return found;
}

int32_t cfont_describe_file(const char *path, int32_t index, cfont_found *out) {
    if (path == NULL || out == NULL || index < 0) return 0;
    pthread_mutex_lock(&fc_lock);
    int32_t found = 0;
    int count = 0;
    FcPattern *font = FcInit() ? FcFreeTypeQuery((const FcChar8 *)path, (unsigned)index, NULL, &count) : NULL;
    if (font) {
        found = fill_found(font, NULL, out);
        FcPatternDestroy(font);
    }
    pthread_mutex_unlock(&fc_lock);
    return found;
}

int32_t cfont_font_version(const char *path, int32_t index, char *out, int32_t capacity) {
    if (path == NULL || out == NULL || capacity < 8 || index < 0) return 0;
    out[0] = 0;
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) return 0;
    if ((unsigned)index >= hb_face_count(blob)) {
        hb_blob_destroy(blob);
        return 0;
    }
    hb_face_t *face = hb_face_create(blob, (unsigned)index);
    hb_blob_destroy(blob);
    unsigned size = (unsigned)capacity;
    int32_t found = 0;
    if (hb_ot_name_get_utf8(face, HB_OT_NAME_ID_VERSION_STRING, hb_language_from_string("en", -1), &size, out) > 0 && out[0]) {
        found = 1;
    } else {
        // head: majorVersion, minorVersion (2 bytes each), then fontRevision as 16.16 fixed.
        hb_blob_t *head = hb_face_reference_table(face, HB_TAG('h', 'e', 'a', 'd'));
        unsigned length = 0;
        const unsigned char *bytes = (const unsigned char *)hb_blob_get_data(head, &length);
        if (bytes != NULL && length >= 8) {
            uint32_t fixed = (uint32_t)bytes[4] << 24 | (uint32_t)bytes[5] << 16 | (uint32_t)bytes[6] << 8 | bytes[7];
            snprintf(out, (size_t)capacity, "%.3f", (double)fixed / 65536.0);
            found = 1;
        }
        hb_blob_destroy(head);
    }
    hb_face_destroy(face);
    return found;
}
