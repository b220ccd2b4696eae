// libpng's own decode, for `scrollkit-bench --load` to measure ours against.

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include "libpng_peer.h"

int libpng_peer_decode(const char *path, uint32_t *width, uint32_t *height) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return -1;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    // volatile: read after the longjmp.
    uint8_t *volatile pixels = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        fclose(file);
        return -1;
    }
    png_init_io(png, file);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    int color_type = png_get_color_type(png, info);
    png_set_expand(png);
    if (png_get_bit_depth(png, info) == 16) png_set_scale_16(png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    png_set_bgr(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = png_get_rowbytes(png, info);
    pixels = malloc(stride * h);
    if (pixels == NULL) png_error(png, "out of memory");
    for (int pass = 0; pass < passes; pass++)
        for (png_uint_32 y = 0; y < h; y++) png_read_row(png, pixels + stride * y, NULL);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(pixels);
    fclose(file);
    *width = w;
    *height = h;
    return 0;
}
