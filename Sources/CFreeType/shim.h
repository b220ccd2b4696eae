// FreeType for Swift. FreeType's public headers are named by macros (FT_FREETYPE_H), and
// several flags and predicates are macros Swift cannot import (FT_LOAD_TARGET_LIGHT expands
// to a function-like macro, FT_HAS_KERNING reads face flags), so they are wrapped here as
// constants and inline functions with a `CFreeType_` prefix.
#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SIZES_H
#include FT_ADVANCES_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

/// Load flags for glyphs drawn on the pixel grid: light (vertical-only) hinting, which
/// keeps horizontal shapes and advances faithful for fractional positioning, and outlines
/// only (no embedded bitmaps, which could not be shifted by a subpixel phase).
static inline FT_Int32 CFreeType_loadFlagsGridFitted(void) {
    return FT_LOAD_TARGET_LIGHT | FT_LOAD_NO_BITMAP;
}

/// Load flags for glyphs drawn through a rotating, shearing or stretching transform:
/// hinting would fight the transform, so none.
static inline FT_Int32 CFreeType_loadFlagsTransformed(void) {
    return FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}

/// Load flags for reading outlines in font units (metrics such as the cap height).
static inline FT_Int32 CFreeType_loadFlagsUnscaled(void) {
    return FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP;
}

/// True when the face has a kerning table FT_Get_Kerning can read.
static inline int CFreeType_hasKerning(FT_Face face) {
    return FT_HAS_KERNING(face) ? 1 : 0;
}

/// True when the face's glyphs are scalable outlines.
static inline int CFreeType_isScalable(FT_Face face) {
    return FT_IS_SCALABLE(face) ? 1 : 0;
}

/// The face's OS/2 table, or NULL when it has none.
static inline TT_OS2 *CFreeType_os2Table(FT_Face face) {
    return (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
}

#endif
