// The floor for any ICU-based width and layout: read the same values as
// `l10n-bench layout` (bench/.data/SIZE/values.bin, "locale\0value\0" records),
// convert each to UTF-16, and walk it with ICU's character and line break
// iterators (one pair per locale, opened once and reused), doing
// nothing else. Prints the boundary counts as a checksum.
//
//   cc -O2 -o icu_floor bench/icu_floor.c -licuuc -licudata
//   ./icu_floor bench/.data/S/values.bin
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

#define MAX_LOCALES 64

typedef struct {
    char name[32];
    UBreakIterator *characters;
    UBreakIterator *lines;
} locale_iterators;

static locale_iterators locales[MAX_LOCALES];
static int locale_count = 0;

static locale_iterators *iterators_for(const char *tag) {
    for (int i = 0; i < locale_count; i++) {
        if (strcmp(locales[i].name, tag) == 0) return &locales[i];
    }
    if (locale_count == MAX_LOCALES) {
        fprintf(stderr, "too many locales\n");
        exit(2);
    }
    locale_iterators *it = &locales[locale_count++];
    snprintf(it->name, sizeof it->name, "%s", tag);
    char icu[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(tag, icu, sizeof icu, &parsed, &status);
    if (U_FAILURE(status)) snprintf(icu, sizeof icu, "%s", tag);
    status = U_ZERO_ERROR;
    it->characters = ubrk_open(UBRK_CHARACTER, icu, NULL, 0, &status);
    it->lines = ubrk_open(UBRK_LINE, icu, NULL, 0, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "ubrk_open(%s): %s\n", icu, u_errorName(status));
        exit(2);
    }
    return it;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s values.bin\n", argv[0]);
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (file == NULL) {
        perror(argv[1]);
        return 2;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *data = malloc((size_t)size + 1);
    if (data == NULL || fread(data, 1, (size_t)size, file) != (size_t)size) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 2;
    }
    fclose(file);
    data[size] = 0;

    int32_t capacity = 1024;
    UChar *text = malloc(sizeof(UChar) * (size_t)capacity);
    long values = 0, graphemes = 0, breaks = 0;
    char *p = data, *end = data + size;
    while (p < end) {
        const char *locale = p;
        p += strlen(p) + 1;
        if (p >= end) break;
        const char *value = p;
        int32_t bytes = (int32_t)strlen(p);
        p += bytes + 1;

        int32_t length = 0;
        UErrorCode status = U_ZERO_ERROR;
        u_strFromUTF8(text, capacity, &length, value, bytes, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || length >= capacity) {
            capacity = length * 2 + 1;
            text = realloc(text, sizeof(UChar) * (size_t)capacity);
            status = U_ZERO_ERROR;
            u_strFromUTF8(text, capacity, &length, value, bytes, &status);
        }
        if (U_FAILURE(status)) {
            fprintf(stderr, "bad UTF-8 in value %ld\n", values);
            return 2;
        }
        locale_iterators *it = iterators_for(locale);
        ubrk_setText(it->characters, text, length, &status);
        for (int32_t b = ubrk_first(it->characters); b != UBRK_DONE; b = ubrk_next(it->characters)) graphemes++;
        ubrk_setText(it->lines, text, length, &status);
        for (int32_t b = ubrk_first(it->lines); b != UBRK_DONE; b = ubrk_next(it->lines)) {
            breaks += ubrk_getRuleStatus(it->lines) >= UBRK_LINE_HARD;
            breaks++;
        }
        values++;
    }
    printf("walked %ld values: %ld grapheme boundaries, %ld line boundaries (hard weighted)\n", values, graphemes, breaks);
    return 0;
}
