// CFont: the project's own plain-C interface to HarfBuzz (shaping) and
// fontconfig (finding fonts and fallbacks).
//
// As with CICU, only cfont.c includes the libraries' headers: Swift imports
// this header alone, with plain-C types, so the libraries' headers and
// symbol versions never meet Swift's own modules.
#ifndef CFONT_H
#define CFONT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Faces

typedef struct cfont_face cfont_face;

/// Opens face `index` of the font file at `path` (OpenType, TrueType or a
/// collection). `variations` is NULL or "wght=400,wdth=100"; a variable font
/// whose axes are not named there gets wght=400 (regular) and, when
/// `optical_size` > 0, opsz=optical_size, as browsers set it from the font
/// size. Returns NULL when the file cannot be read or the face is empty.
/// A face is immutable once open: shaping with it is safe from any thread.
cfont_face *cfont_face_open(const char *path, int32_t index, const char *variations, double optical_size);
void cfont_face_close(cfont_face *face);

/// Units per em of the face.
int32_t cfont_face_units_per_em(const cfont_face *face);
/// 1 when the face has a glyph for the code point (its cmap maps it).
int32_t cfont_face_has_glyph(const cfont_face *face, uint32_t code_point);
/// 1 when the face is a variable font (has an fvar table).
int32_t cfont_face_is_variable(const cfont_face *face);

/// Shapes units [start, end) of `text` (UTF-16, `length` units; the rest is
/// context for shaping) as one run: `script` an ISO 15924 code as four
/// bytes ('L' << 24 | 'a' << 16 | 't' << 8 | 'n'; 0 for Common),
/// right to left when `rtl` is nonzero, `language` a BCP 47 tag. Adds each
/// glyph's advance, in font units (1/16 unit precise), to advances[cluster]
/// where cluster is the glyph's UTF-16 offset in `text` (the first unit of
/// its cluster). When `unsafe` is not NULL, sets unsafe[cluster] to 1 where
/// HarfBuzz says a line may not end before that cluster without reshaping
/// (a kerning pair or a ligature spans it). Returns the run's total
/// advance, or -1 on a bad argument.
double cfont_shape(const cfont_face *face, const uint16_t *text, int32_t length,
                   int32_t start, int32_t end, uint32_t script, int32_t rtl,
                   const char *language, double *advances, uint8_t *unsafe);

// MARK: Finding fonts (fontconfig)

typedef struct {
    char path[1024];
    int32_t index;            ///< face index in a collection
    char family[256];         ///< the family name asked for or matched
    char postscript_name[256];
    char full_name[256];
} cfont_found;

/// The regular face of the installed family `family` ("Inter"): 1 and *out
/// filled when a font of exactly that family (any of its family names,
/// case-insensitively) is installed, 0 otherwise. fontconfig's closest
/// substitute for a missing family is not taken: a measurement in another
/// font than the one asked for would be silently wrong.
int32_t cfont_find_family(const char *family, cfont_found *out);

/// fontconfig's best font for a code point that the primary font lacks: the
/// first of its sorted sans-serif list for `language` (fontconfig's own
/// language tag, "ja", "zh-cn", "ar"; or "" for none) whose character set
/// has the code point; with `emoji` nonzero, a color emoji font is preferred.
/// 1 and *out filled when one is found, 0 otherwise.
int32_t cfont_find_fallback(uint32_t code_point, const char *language, int32_t emoji, cfont_found *out);

/// Reads the names of face `index` of a font file given by path (for a font
/// named by path rather than by family): 1 and *out filled, 0 when
/// fontconfig cannot read it.
int32_t cfont_describe_file(const char *path, int32_t index, cfont_found *out);

/// The version of face `index` of the font file at `path`, as its makers
/// number it: the name table's version string (name ID 5, "Version
/// 4.000;git-…"), else the head table's fontRevision ("4.000"). Writes a
/// NUL-terminated UTF-8 string of at most `capacity` bytes into `out`;
/// returns 1, or 0 when the face has neither or cannot be read.
int32_t cfont_font_version(const char *path, int32_t index, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
